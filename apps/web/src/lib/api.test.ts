import { configureStore } from '@reduxjs/toolkit';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from './api.ts';
import { authReducer, setTokens } from './auth/auth-slice.ts';

const b64 = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
const jwt = (exp: number, n = 0) => `${b64({ alg: 'HS256' })}.${b64({ id: 5, exp, n })}.sig`;
const expired = jwt(1);
const fresh = jwt(4_000_000_000, 1);

const probe = api.injectEndpoints({
  endpoints: (build) => ({
    thing: build.query<{ data: string }, string>({ query: (name) => `things/${name}/` }),
  }),
});

function setup(refreshAnswer: () => Response) {
  const store = configureStore({
    reducer: { auth: authReducer, [api.reducerPath]: api.reducer },
    middleware: (m) => m().concat(api.middleware),
  });
  store.dispatch(setTokens({ token: expired, refreshToken: 'refresh-1' }));
  const calls: string[] = [];
  // Node's Request needs an absolute URL; the browser resolves '/api/' against the page.
  const NativeRequest = globalThis.Request;
  vi.stubGlobal(
    'Request',
    class extends NativeRequest {
      constructor(input: RequestInfo | URL, init?: RequestInit) {
        super(typeof input === 'string' ? new URL(input, 'http://localhost').href : input, init);
      }
    },
  );
  vi.stubGlobal('fetch', async (request: Request) => {
    const path = new URL(request.url).pathname;
    const bearer = request.headers.get('authorization');
    calls.push(`${request.method} ${path} ${bearer === `Bearer ${fresh}` ? 'fresh' : 'old'}`);
    await new Promise((r) => setTimeout(r, 5));
    if (path === '/api/users/refresh-token/') return refreshAnswer();
    if (bearer !== `Bearer ${fresh}`)
      return Response.json(
        { error: { code: 'TOKEN_EXPIRED', message: 'expired' } },
        { status: 401 },
      );
    return Response.json({ data: path });
  });
  return { store, calls };
}

afterEach(() => {
  vi.unstubAllGlobals();
  api.util.resetApiState();
});

describe('base query 401 flow', () => {
  it('concurrent 401s share one refresh, then each request is retried once', async () => {
    const { store, calls } = setup(() =>
      Response.json({ data: { token: { access_token: fresh, refreshToken: 'refresh-2' } } }),
    );
    const results = await Promise.all(
      ['a', 'b', 'c'].map((n) => store.dispatch(probe.endpoints.thing.initiate(n))),
    );
    expect(results.map((r) => r.data)).toEqual([
      { data: '/api/things/a/' },
      { data: '/api/things/b/' },
      { data: '/api/things/c/' },
    ]);
    expect(calls.filter((c) => c.includes('refresh-token'))).toHaveLength(1);
    expect(calls.filter((c) => c.endsWith('fresh'))).toHaveLength(3);
    expect(store.getState().auth).toMatchObject({
      token: fresh,
      refreshToken: 'refresh-2',
      authorized: true,
    });
  });

  it('a failed refresh signs out', async () => {
    const { store } = setup(() =>
      Response.json({ error: { code: 'INVALID_TOKEN', message: 'no' } }, { status: 401 }),
    );
    const result = await store.dispatch(probe.endpoints.thing.initiate('a'));
    expect(result.error).toMatchObject({ status: 401 });
    expect(store.getState().auth).toMatchObject({
      token: null,
      refreshToken: null,
      authorized: false,
      placement: null,
      isVerified: false,
    });
  });

  it('a refresh answer without a token signs out', async () => {
    const { store } = setup(() => Response.json({ data: {} }));
    await store.dispatch(probe.endpoints.thing.initiate('a'));
    expect(store.getState().auth.authorized).toBe(false);
  });
});
