import { lazy, Suspense, useSyncExternalStore } from 'react';
import { subscribeToastHost, toastHostWanted } from '../shared/ui/notify';

const ToastHost = lazy(() => import('./toast-container').then((module) => ({ default: module.ToastHost })));

/** The toast container, loaded and mounted when the first message asks for it (shared/ui/notify). */
export const Toasts = () => {
  const wanted = useSyncExternalStore(subscribeToastHost, toastHostWanted, () => false);
  return wanted ? (
    <Suspense fallback={null}>
      <ToastHost />
    </Suspense>
  ) : null;
};
