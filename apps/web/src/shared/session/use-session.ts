import { useSyncExternalStore } from 'react';
import { getSession, subscribeSession, type Session } from './session-store';

export const useSession = (): Session => useSyncExternalStore(subscribeSession, getSession, getSession);
