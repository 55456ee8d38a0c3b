import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  authReducer,
  deleteToken,
  initialAuthState,
  setTokens,
  userLoaded,
  type AuthState,
} from './auth-slice.ts';

const b64 = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
const token = `${b64({ alg: 'HS256' })}.${b64({ id: 42, exp: 2_000_000_000 })}.sig`;

afterEach(() => vi.restoreAllMocks());

describe('auth slice', () => {
  it('stores the tokens and reads the user id from the id claim', () => {
    const state = authReducer(initialAuthState, setTokens({ token, refreshToken: 'r1' }));
    expect(state).toMatchObject({ token, refreshToken: 'r1', userId: 42, authorized: true });
  });

  it('rejects an unreadable token with a console log only, leaving the state unchanged', () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    const before = authReducer(initialAuthState, setTokens({ token, refreshToken: 'r1' }));
    const after = authReducer(before, setTokens({ token: 'not.a-jwt', refreshToken: 'r2' }));
    expect(after).toBe(before);
    expect(log).toHaveBeenCalledOnce();
  });

  it('deleting the token clears everything, with placement null and isVerified false', () => {
    let state: AuthState = authReducer(initialAuthState, setTokens({ token, refreshToken: 'r1' }));
    state = authReducer(
      state,
      userLoaded({
        id: 42,
        email: 'a@b.co',
        username: 'ann',
        country: 'NG',
        verified: true,
        placement: 'new',
        xp: 10,
        avatar_url: null,
        subscription: {
          is_active: false,
          plan_type: null,
          current_period_end: null,
          cancel_at_period_end: false,
        },
        heart: { value: 4, used_up: false, used_up_at: null },
        sub_data: {
          monthly: { amount: 5, symbol: '$', currency: 'USD' },
          yearly: { amount: 50, symbol: '$', currency: 'USD' },
        },
        daily_goal: 20,
        time_zone: 'Europe/London',
        reminder_hour: null,
      }),
    );
    expect(state).toMatchObject({
      placement: 'new',
      isVerified: true,
      hearts: 4,
      email: 'a@b.co',
      country: 'NG',
    });
    expect(authReducer(state, deleteToken())).toEqual({
      ...initialAuthState,
      placement: null,
      isVerified: false,
    });
  });
});
