import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import { setTokens, userLoaded } from '../../../lib/auth/auth-slice.ts';
import type { Session } from '../api/auth-api.ts';

/** Stores a token response in the auth state: tokens first (which decodes the JWT), then the user. */
export function useStartSession() {
  const dispatch = useDispatch();
  return useCallback(
    (session: Session) => {
      dispatch(
        setTokens({ token: session.token.access_token, refreshToken: session.token.refreshToken }),
      );
      dispatch(userLoaded(session.user));
    },
    [dispatch],
  );
}
