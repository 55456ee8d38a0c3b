import { useCallback } from 'react';
import { api } from '../../../lib/api.ts';
import { deleteToken } from '../../../lib/auth/auth-slice.ts';
import { PERSIST_KEY } from '../../../lib/auth/auth-snapshot.ts';
import { useAppDispatch } from '../../../lib/hooks.ts';

/**
 * Ends the session in this tab. The cached API answers go first, so the next learner to sign
 * in on this device never sees this one's data; clearing the token then lets the /app guard
 * send the visitor to /login.
 */
export function useSignOut() {
  const dispatch = useAppDispatch();
  return useCallback(() => {
    dispatch(api.util.resetApiState());
    dispatch(deleteToken());
  }, [dispatch]);
}

/**
 * After the account is gone: forget the saved session and load the home page afresh. A full
 * load, not an in-app navigation, because the /app guard would otherwise race it to /login
 * and every in-memory trace of the account must go.
 */
export function leaveDeletedAccount(): void {
  localStorage.removeItem(PERSIST_KEY);
  window.location.replace('/');
}
