import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CurrentUser, Placement } from '@ascend/contract';
import { decodeJwt } from '../jwt.ts';

/** The spec's auth state (section 3). Persisted across reloads by app/store.ts. */
export interface AuthState {
  token: string | null;
  refreshToken: string | null;
  userId: number | null;
  authorized: boolean;
  placement: Placement | null;
  isVerified: boolean;
  email: string | null;
  username: string | null;
  user: CurrentUser | null;
  hearts: number | null;
  country: string | null;
}

export const initialAuthState: AuthState = {
  token: null,
  refreshToken: null,
  userId: null,
  authorized: false,
  placement: null,
  isVerified: false,
  email: null,
  username: null,
  user: null,
  hearts: null,
  country: null,
};

interface TokensPayload {
  token: string;
  refreshToken?: string | null;
}

/** Stores a token only when it decodes; an unreadable one is logged and changes nothing. */
function acceptToken(state: AuthState, { token, refreshToken }: TokensPayload): void {
  const claims = decodeJwt(token);
  if (!claims) {
    console.log('Rejected an unreadable access token');
    return;
  }
  state.token = token;
  if (refreshToken !== undefined) state.refreshToken = refreshToken;
  state.userId = claims.id;
  state.authorized = true;
}

const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    addToken(state, action: PayloadAction<string>) {
      acceptToken(state, { token: action.payload });
    },
    setTokens(state, action: PayloadAction<TokensPayload>) {
      acceptToken(state, action.payload);
    },
    deleteToken() {
      return initialAuthState;
    },
    userLoaded(state, action: PayloadAction<CurrentUser>) {
      const user = action.payload;
      state.user = user;
      state.email = user.email;
      state.username = user.username;
      state.placement = user.placement;
      state.isVerified = user.verified;
      state.hearts = user.heart.value;
      state.country = user.country;
    },
    setPlacement(state, action: PayloadAction<Placement>) {
      state.placement = action.payload;
      if (state.user) state.user.placement = action.payload;
    },
    /** Remembers the address a signed-out visitor registered with, for the "check your mail" screen. */
    setEmail(state, action: PayloadAction<string>) {
      state.email = action.payload;
    },
  },
});

export const { addToken, setTokens, deleteToken, userLoaded, setPlacement, setEmail } =
  authSlice.actions;
export const authReducer = authSlice.reducer;

export interface WithAuth {
  auth: AuthState;
}
export const selectAuth = (state: WithAuth): AuthState => state.auth;
