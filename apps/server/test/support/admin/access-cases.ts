import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../harness.ts';
import { signUpUser, type SignedUpUser } from '../users/test-support.ts';
import { award, getBoard, resetBoards } from '../leaderboard/test-fixtures.ts';
import { joinLeagueAfterXp } from '../../../src/modules/leagues/hooks.ts';
import { adminCall, auditOf, signUpOperator } from './test-support.ts';

const DISABLED = 'This account has been disabled by Ascend Chess support.';

/** Sign-out and disable from the console, run once per ranking store (PostgreSQL, Redis). */
export function accessCases(name: string, env: () => Record<string, string>): void {
  let t: TestApp;
  let admin: SignedUpUser;
  beforeAll(async () => {
    t = await createTestApp(env());
    await resetBoards(t);
    admin = await signUpOperator(t, 'admin');
  });
  afterAll(async () => {
    if (!t) return;
    await resetBoards(t);
    await t.close();
  });

  const act = (id: number, path: string, reason = 'abuse reported by three learners') =>
    adminCall(t, admin, 'POST', `/api/admin/users/${id}/${path}`, { reason });
  const login = (who: SignedUpUser) =>
    t.app.inject({
      method: 'POST',
      url: '/api/users/login/',
      payload: { email: who.email, password: who.password },
    });
  const refresh = (token: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/users/refresh-token/',
      payload: { refresh_token: token },
    });
  const seen = async (viewer: number, id: number) => {
    const boards = await Promise.all(
      ['?period=all', '?period=week'].map(async (q) => (await getBoard(t, viewer, q)).body),
    );
    const league = (await getBoard(t, viewer, '')).statusCode === 200;
    const current = await t.app.inject({
      method: 'GET',
      url: '/api/leagues/current',
      headers: { authorization: `Bearer ${await t.app.deps.tokens.sign(viewer, t.clock.now())}` },
    });
    expect(league).toBe(true);
    const inCohort = (current.json().data.cohort as { user_id: number }[]).some(
      (r) => r.user_id === id,
    );
    return boards.map((b) => b.includes(`"user_id":${id},`)).concat(inCohort);
  };

  describe(`console access actions (${name})`, () => {
    it('signs a learner out of every session', async () => {
      const learner = await signUpUser(t.app);
      const second = (await login(learner)).json().data.token.refreshToken as string;
      const res = await act(learner.user.id, 'sign-out', 'stolen phone');
      expect(res.statusCode, res.body).toBe(200);
      for (const token of [learner.refreshToken, second]) {
        const r = await refresh(token);
        expect(r.statusCode).toBe(401);
        expect(r.json().error.message).toBe('This session has ended. Please sign in again.');
      }
      expect((await login(learner)).statusCode).toBe(200);
      expect(await auditOf(t, learner.user.id)).toEqual([
        {
          action: 'sessions.revoke',
          actor_id: admin.user.id,
          before: { active_sessions: 2 },
          after: { active_sessions: 0 },
          reason: 'stolen phone',
        },
      ]);
    });

    it('disables an account: no sign-in, off boards and leagues, nothing deleted; enabling restores it', async () => {
      const [learner, viewer] = [await signUpUser(t.app), await signUpUser(t.app)];
      for (const [who, xp] of [
        [learner, 70],
        [viewer, 30],
      ] as const) {
        await award(t, who.user.id, xp);
        await joinLeagueAfterXp(t.app.deps, who.user.id, t.clock.now());
      }
      expect(await seen(viewer.user.id, learner.user.id)).toEqual([true, true, true]);

      expect((await act(learner.user.id, 'disable')).statusCode).toBe(200);
      const refused = await login(learner);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.code).toBe('ACCOUNT_DISABLED');
      expect(refused.json().error.message).toContain(DISABLED);
      expect((await refresh(learner.refreshToken)).json().error.code).toBe('ACCOUNT_DISABLED');
      const withToken = await t.app.inject({
        method: 'GET',
        url: '/api/notifications/',
        headers: learner.auth,
      });
      expect(withToken.statusCode).toBe(403);
      expect(await seen(viewer.user.id, learner.user.id)).toEqual([false, false, false]);
      const page = await adminCall(t, admin, 'GET', `/api/admin/users/${learner.user.id}`);
      expect(page.json().data).toMatchObject({ disabled: true, xp: 70, email: learner.email });
      expect((await act(learner.user.id, 'disable')).statusCode).toBe(409);

      expect((await act(learner.user.id, 'enable', 'appeal accepted')).statusCode).toBe(200);
      expect((await login(learner)).statusCode).toBe(200);
      expect(await seen(viewer.user.id, learner.user.id)).toEqual([true, true, true]);
      expect((await auditOf(t, learner.user.id)).map((a) => [a.action, a.reason])).toEqual([
        ['user.disable', 'abuse reported by three learners'],
        ['user.enable', 'appeal accepted'],
      ]);
    });
  });
}
