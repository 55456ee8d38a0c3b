import { expect, test } from './support/fixtures.ts';
import { createLearner, uniqueEmail } from './support/accounts.ts';

/** Same token with `exp` moved into the past: validly shaped, but the server answers 401. */
function expire(token: string): string {
  const [header, payload, signature] = token.split('.');
  const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<
    string,
    number
  >;
  claims.exp = Math.floor(Date.now() / 1000) - 60;
  return [header, Buffer.from(JSON.stringify(claims)).toString('base64url'), signature].join('.');
}

test('an expired access token is refreshed without the learner noticing', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('returning');
  const session = await createLearner(request, email, 'a returning password');
  const patched = await request.patch(`/api/users/${session.user.id}/`, {
    headers: { authorization: `Bearer ${session.token.access_token}` },
    multipart: { placement: 'new' },
  });
  expect(patched.ok(), await patched.text()).toBe(true);

  const expired = expire(session.token.access_token);
  // The state redux-persist would have saved yesterday, minus the cached user, so the app must fetch it.
  const saved = {
    token: JSON.stringify(expired),
    refreshToken: JSON.stringify(session.token.refreshToken),
    userId: JSON.stringify(session.user.id),
    authorized: 'true',
    placement: JSON.stringify('new'),
    isVerified: 'true',
    email: JSON.stringify(email),
    username: 'null',
    user: 'null',
    hearts: 'null',
    country: 'null',
    _persist: JSON.stringify({ version: -1, rehydrated: true }),
  };
  await page.goto('/privacy-policy');
  await page.evaluate(
    (value) => localStorage.setItem('persist:auth', value),
    JSON.stringify(saved),
  );

  const refreshes: string[] = [];
  const unauthorized: string[] = [];
  page.on(
    'request',
    (r) => r.url().includes('/api/users/refresh-token') && refreshes.push(r.url()),
  );
  page.on('response', (r) => r.status() === 401 && unauthorized.push(r.url()));

  await page.goto('/app/climb');
  await expect(page.getByTestId('hearts')).toContainText('5');
  await expect(page.getByTestId('xp')).toContainText('0 xp');
  await expect(page).toHaveURL(/\/app\/climb$/);

  // The first signed-in read to leave (the user, or the offline pack) is refused, then refreshed.
  expect(unauthorized.some((u) => u.includes('/api/'))).toBe(true);
  expect(refreshes).toHaveLength(1);
  const stored = await page.evaluate(
    () => JSON.parse(localStorage.getItem('persist:auth') ?? '{}') as Record<string, string>,
  );
  expect(JSON.parse(stored.token!)).not.toBe(expired);
  expect(JSON.parse(stored.refreshToken!)).not.toBe(session.token.refreshToken);
});

test('a refresh token the server refuses signs the learner out to the login page', async ({
  page,
}) => {
  const saved = {
    token: JSON.stringify(expire('eyJhbGciOiJIUzI1NiJ9.eyJpZCI6OTk5OSwiZXhwIjoxfQ.c2ln')),
    refreshToken: JSON.stringify('not-a-real-refresh-token'),
    userId: '9999',
    authorized: 'true',
    isVerified: 'true',
    user: 'null',
    _persist: JSON.stringify({ version: -1, rehydrated: true }),
  };
  await page.goto('/terms-of-use');
  await page.evaluate(
    (value) => localStorage.setItem('persist:auth', value),
    JSON.stringify(saved),
  );
  await page.goto('/app/climb');
  await expect(page).toHaveURL(/\/login$/);
  // redux-persist writes the signed-out state on its own tick, which may come after the
  // redirect has rendered: wait for the write rather than read the store once.
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          (JSON.parse(localStorage.getItem('persist:auth') ?? '{}') as Record<string, string>)
            .authorized,
      ),
    )
    .toBe('false');
});
