import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness.ts';
import { signUpUser, type SignedUpUser } from './support/users/test-support.ts';
import { signUpOperator } from './support/admin/test-support.ts';

/*
 * Every documented /api/admin route, read from the OpenAPI document so a new route is
 * covered without a line here: a learner gets 403, an anonymous caller 401, support 403 on
 * what only an admin may do (money, access, retries). Each call carries a valid body, so
 * the refusal is the role's and not the validation's.
 */
const adminOnly = new Set([
  'POST /api/admin/users/{id}/credits',
  'POST /api/admin/users/{id}/hero',
  'POST /api/admin/users/{id}/hero/end',
  'POST /api/admin/users/{id}/sign-out',
  'POST /api/admin/users/{id}/disable',
  'POST /api/admin/users/{id}/enable',
  'POST /api/admin/jobs/{name}/{id}/retry',
  'POST /api/admin/mails/{id}/retry',
]);
const bodies: Record<string, object> = {
  'POST /api/admin/users/{id}/credits': { amount: 100, reason: 'try' },
  'POST /api/admin/users/{id}/hero': { days: 30, reason: 'try' },
  'POST /api/admin/reports/{id}/resolve': { outcome: 'dismissed', reason: 'try' },
};

let t: TestApp;
let learner: SignedUpUser;
let support: SignedUpUser;
let routes: string[];
beforeAll(async () => {
  t = await createTestApp();
  learner = await signUpUser(t.app);
  support = await signUpOperator(t, 'support');
  const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
    paths: Record<string, object>;
  };
  routes = Object.entries(doc.paths)
    .filter(([path]) => path.startsWith('/api/admin/'))
    .flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`));
});
afterAll(() => t?.close());

function call(route: string, who: SignedUpUser | null) {
  const [method, path] = route.split(' ') as ['GET' | 'POST', string];
  const url = path
    .replace('{name}/{id}', 'mail.deliver/00000000-0000-4000-8000-000000000000')
    .replace('{id}', String(learner.user.id))
    .concat(path === '/api/admin/users' ? '?q=learner' : '');
  const payload = method === 'POST' ? (bodies[route] ?? { reason: 'try' }) : undefined;
  return t.app.inject({ method, url, headers: who?.auth ?? {}, payload });
}

describe('every /api/admin route', () => {
  it('is documented: the console API has its routes', () => {
    expect(routes.length).toBeGreaterThanOrEqual(17);
    for (const route of adminOnly) expect(routes).toContain(route);
  });

  it('refuses a learner with 403 and an anonymous caller with 401', async () => {
    for (const route of routes) {
      const res = await call(route, learner);
      expect(res.statusCode, route).toBe(403);
      expect(res.json().error.message).toBe(
        'The operator console is for support and admin staff only.',
      );
      expect((await call(route, null)).statusCode, route).toBe(401);
    }
  });

  it('refuses support on what only an admin may do, and lets support read and moderate', async () => {
    for (const route of routes) {
      const res = await call(route, support);
      if (adminOnly.has(route)) {
        expect(res.statusCode, route).toBe(403);
        expect(res.json().error.message).toBe('Only an admin may do this; your role is support.');
      } else {
        expect(res.statusCode, `${route}: ${res.body}`).not.toBe(403);
      }
    }
  });

  it('a revoked role stops working on the next request', async () => {
    const { runRoleCommand } = await import('../src/operator/roles.ts');
    const gone = await signUpOperator(t, 'support');
    expect((await call('GET /api/admin/me', gone)).statusCode).toBe(200);
    await runRoleCommand(
      t.database.db,
      { command: 'revoke', email: gone.email, operator: 'cli:test', reason: 'left the team' },
      t.clock.now(),
    );
    expect((await call('GET /api/admin/me', gone)).statusCode).toBe(403);
  });
});
