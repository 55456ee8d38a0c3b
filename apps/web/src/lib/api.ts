import {
  createApi,
  fetchBaseQuery,
  type BaseQueryApi,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import { deleteToken, selectAuth, setTokens, type WithAuth } from './auth/auth-slice.ts';
import { isExpired } from './jwt.ts';
import { errorCodeOf } from './api-error.ts';
import { noteServerDate } from './server-clock.ts';

/** The spec's request time-out (section 9). */
export const REQUEST_TIMEOUT_MS = 35_000;

const fetchQuery = fetchBaseQuery({
  baseUrl: '/api/',
  timeout: REQUEST_TIMEOUT_MS,
  prepareHeaders(headers, { getState }) {
    const { token } = selectAuth(getState() as WithAuth);
    if (token) headers.set('authorization', `Bearer ${token}`);
    return headers;
  },
});

type Args = string | FetchArgs;
type ExtraOptions = Parameters<typeof fetchQuery>[2];

/** One request; a write's answer also tells the server's time (lib/server-clock.ts). */
const rawBaseQuery: typeof fetchQuery = async (args, api, extra) => {
  const sentAt = Date.now();
  const result = await fetchQuery(args, api, extra);
  const method = typeof args === 'string' ? 'GET' : (args.method ?? 'GET');
  if (method.toUpperCase() !== 'GET')
    noteServerDate(result.meta?.response?.headers.get('date'), sentAt, Date.now());
  return result;
};

interface RefreshBody {
  data?: { token?: { access_token?: string; refreshToken?: string } };
}

const urlOf = (args: Args): string => (typeof args === 'string' ? args : args.url);
// A 401 from these calls means wrong credentials or a spent refresh token, never an expired session.
const isCredentialCall = (args: Args): boolean =>
  /^\/?users\/(login|refresh-token|google-signIn)\/?$/.test(urlOf(args));

/** Refreshes the session; resolves true when a new access token is in the store. */
async function refreshSession(api: BaseQueryApi, extra: ExtraOptions): Promise<boolean> {
  const { refreshToken } = selectAuth(api.getState() as WithAuth);
  if (!refreshToken) return false;
  const result = await rawBaseQuery(
    { url: 'users/refresh-token/', method: 'POST', body: { refresh_token: refreshToken } },
    api,
    extra,
  );
  const token = (result.data as RefreshBody | undefined)?.data?.token;
  if (token?.access_token) {
    api.dispatch(
      setTokens({ token: token.access_token, refreshToken: token.refreshToken ?? refreshToken }),
    );
    return selectAuth(api.getState() as WithAuth).token === token.access_token;
  }
  // No token in the answer, or the refresh was refused: the session is over. The /app guard
  // sees authorized=false and replaces the screen with /login.
  api.dispatch(deleteToken());
  return false;
}

// Concurrent 401s share this one refresh: a rotated refresh token may be spent only once
// (a second use would be treated as theft and revoke the whole session family).
let refreshing: Promise<boolean> | null = null;

const baseQueryWithReauth: BaseQueryFn<Args, unknown, FetchBaseQueryError> = async (
  args,
  api,
  extra,
) => {
  const usedToken = selectAuth(api.getState() as WithAuth).token;
  const result = await rawBaseQuery(args, api, extra);
  if (result.error?.status !== 401 || isCredentialCall(args)) return result;

  const { token, refreshToken } = selectAuth(api.getState() as WithAuth);
  if (!refreshToken) return result;
  // Another request already refreshed while this one was in flight: just retry with the new token.
  if (token && token !== usedToken) return rawBaseQuery(args, api, extra);
  const code = errorCodeOf(result.error);
  const sessionProblem = isExpired(token) || code === 'TOKEN_EXPIRED' || code === 'INVALID_TOKEN';
  if (!sessionProblem) return result;

  refreshing ??= refreshSession(api, extra).finally(() => {
    refreshing = null;
  });
  return (await refreshing) ? rawBaseQuery(args, api, extra) : result;
};

const isTransient = (error: FetchBaseQueryError): boolean =>
  error.status === 'FETCH_ERROR' ||
  error.status === 'TIMEOUT_ERROR' ||
  (typeof error.status === 'number' && error.status >= 500);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Queries retry transient failures 3 times, backing off from 1 s doubling up to 30 s (spec §9). */
const baseQuery: BaseQueryFn<Args, unknown, FetchBaseQueryError> = async (args, api, extra) => {
  let result = await baseQueryWithReauth(args, api, extra);
  for (let attempt = 0; attempt < 3 && api.type === 'query'; attempt++) {
    if (!result.error || !isTransient(result.error) || api.signal.aborted) break;
    // Without a network a retry cannot succeed; the offline screens take over at once.
    if (typeof navigator !== 'undefined' && !navigator.onLine) break;
    await sleep(Math.min(1000 * 2 ** attempt, 30_000));
    result = await baseQueryWithReauth(args, api, extra);
  }
  return result;
};

/**
 * The one API slice. Features add their calls with `api.injectEndpoints(...)` and, when they
 * need cache invalidation, the tags below.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  keepUnusedDataFor: 300,
  tagTypes: [
    'Review',
    'OrionAccounts',
    'Runs',
    'PuzzleHistory',
    'CurrentUser',
    'Hearts',
    'Sections',
    'Units',
    'Lessons',
    'Exercises',
    'Puzzles',
    'Leaderboard',
    'League',
    'Streak',
    'Profile',
    'Subscription',
    'Notifications',
    'Orion',
    'OrionCredits',
    'OrionGames',
    'OrionInsights',
    'Play',
  ],
  endpoints: () => ({}),
});
