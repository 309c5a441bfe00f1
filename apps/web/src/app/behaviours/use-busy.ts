import { useRouterState } from '@tanstack/react-router';
import { useRequestsPending } from '../../shared/http/pending';

/** Spec §2, §4: a navigation or a request in flight. */
export const useBusy = () => {
  const navigating = useRouterState({ select: (state) => state.status === 'pending' });
  const requesting = useRequestsPending();
  return navigating || requesting;
};
