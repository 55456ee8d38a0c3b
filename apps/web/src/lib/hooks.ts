import { useDispatch, useSelector } from 'react-redux';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { AuthState, WithAuth } from './auth/auth-slice.ts';

/**
 * Typed hooks for shared state. Features type their own slices the same way; the root state
 * type lives in app/ and must not be imported back into shared code.
 */
export const useAuth = (): AuthState => useSelector((state: WithAuth) => state.auth);
export const useAppDispatch = useDispatch;
/**
 * Dispatch for thunks too (RTK Query's initiate and util.upsertQueryData). The state type is
 * `never` so any slice's thunk fits: shared code cannot name the root state (see above).
 */
export const useThunkDispatch = () => useDispatch<ThunkDispatch<never, unknown, UnknownAction>>();
