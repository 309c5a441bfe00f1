import { lazy, Suspense, useEffect, useState } from 'react';
import { LOADER_OVERLAY_DELAY_MS } from '../../shared/config/app';
import { useEverTrue } from '../../shared/ui/use-ever-true';
import { useBusy } from './use-busy';

const LoaderOverlay = lazy(() => import('./loader-overlay').then((m) => ({ default: m.LoaderOverlay })));

/** Spec §9: a full-screen spinner only when something is still pending after 5 s. */
export const GlobalLoader = () => {
  const busy = useBusy();
  const [slow, setSlow] = useState(false);

  useEffect(() => {
    if (!busy) {
      setSlow(false);
      return;
    }
    const timer = window.setTimeout(() => setSlow(true), LOADER_OVERLAY_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [busy]);

  const open = busy && slow;
  const wanted = useEverTrue(open);
  return wanted ? (
    <Suspense fallback={null}>
      <LoaderOverlay open={open} />
    </Suspense>
  ) : null;
};
