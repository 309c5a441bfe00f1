import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { SCROLL_OFFSET } from '../../shared/config/app';

/** Spec §2: a route change scrolls to top, or smoothly to its #hash target less an offset of 60. */
export const RouteScroll = () => {
  const router = useRouter();
  useEffect(
    () =>
      router.subscribe('onRendered', ({ toLocation, pathChanged, hashChanged }) => {
        const hash = toLocation.hash;
        const target = hash ? document.getElementById(decodeURIComponent(hash)) : null;
        if (target && (pathChanged || hashChanged)) {
          const top = target.getBoundingClientRect().top + window.scrollY - SCROLL_OFFSET;
          window.scrollTo({ top, behavior: 'smooth' });
        } else if (pathChanged) {
          window.scrollTo({ top: 0 });
        }
      }),
    [router],
  );
  return null;
};
