import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../harness.ts';
import { boardsOf } from '../../../src/modules/leaderboard/boards.ts';
import {
  rebuildLeaderboards,
  removeFromLeaderboards,
} from '../../../src/modules/leaderboard/hooks.ts';
import { PgRanking } from '../../../src/modules/leaderboard/pg-ranking.ts';
import { tablesInStep } from '../../../src/modules/leaderboard/pg-scores.ts';
import { addLearner, award, getBoard, playWonGame, resetBoards } from './test-fixtures.ts';

const MINUTE = 60_000;
type Row = { rank: number; user_id: number; username: string; xp: number };

/**
 * The leaderboard's behaviour, run once per ranking store: the PostgreSQL file passes no
 * env, the Redis file passes REDIS_URL and a key prefix of its own.
 */
export function leaderboardCases(name: string, env: () => Record<string, string>): void {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(env());
  });
  afterAll(async () => {
    if (!t) return;
    await resetBoards(t);
    await t.close();
  });
  beforeEach(() => resetBoards(t));
  // Redis reads fall back to PostgreSQL on failure; that must not hide a broken Redis path.
  afterEach(() => expect(boardsOf(t.app.deps)?.fallbacks).toBe(0));

  const board = async (userId: number, query = '') => {
    const res = await getBoard(t, userId, query);
    expect(res.statusCode).toBe(200);
    return res.json().data;
  };
  const ranks = (rows: Row[]) => rows.map((r) => [r.user_id, r.rank, r.xp]);

  describe(`leaderboard (${name})`, () => {
    it("refuses a deleted account's still-valid token, on the board or off it", async () => {
      const [ranked, unranked, other] = [
        await addLearner(t),
        await addLearner(t),
        await addLearner(t),
      ];
      await award(t, ranked, 40);
      await award(t, other, 20);
      // As the deletion does, minus the hooks that would take the learner off the boards:
      // the refusal must not depend on the boards.
      await t.database.db.execute(
        sql`update users set deleted_at = now(), email = null where id in (${ranked}, ${unranked})`,
      );
      for (const id of [ranked, unranked]) {
        for (const query of ['?period=all', '?period=week&page=2']) {
          const res = await getBoard(t, id, query);
          expect(res.statusCode, `${id} ${query}`).toBe(401);
          expect(res.json().error.message).toBe('This account no longer exists');
        }
      }
      expect((await getBoard(t, other, '?period=all')).statusCode).toBe(200);
    });

    it('ranks by xp with shared ranks for ties, earlier achiever first', async () => {
      const [a, b, c, d] = [
        await addLearner(t, { username: 'ann' }),
        await addLearner(t),
        await addLearner(t),
        await addLearner(t),
      ];
      await award(t, c, 20);
      t.clock.advance(MINUTE);
      await award(t, a, 30);
      await award(t, b, 50);
      t.clock.advance(MINUTE);
      await award(t, c, 10); // c reaches 30 after a did
      await award(t, d, 10);
      for (const period of ['week', 'all']) {
        const data = await board(a, `?period=${period}`);
        expect(ranks(data.results)).toEqual([
          [b, 1, 50],
          [a, 2, 30],
          [c, 2, 30],
          [d, 4, 10],
        ]);
        expect(data).toMatchObject({ page: 1, page_size: 20, total: 4, period });
        expect(data.results[0]).toEqual({
          rank: 1,
          user_id: b,
          username: `Learner #${b}`,
          avatar_url: null,
          country: null,
          xp: 50,
        });
        expect(data.results[1].username).toBe('ann');
      }
    });

    it('pages by 20 and always returns the caller with two neighbours either side', async () => {
      const ids: number[] = [];
      for (let i = 0; i < 25; i++) ids.push(await addLearner(t));
      for (const [i, id] of ids.entries()) await award(t, id, 1000 - i * 10);
      const caller = ids[22]!;
      const first = await board(caller, '?period=all');
      expect(first.results).toHaveLength(20);
      expect(first.total).toBe(25);
      expect(first.me).toMatchObject({ user_id: caller, rank: 23, xp: 780, on_board: true });
      expect(ranks(first.me.neighbours)).toEqual(
        ids.slice(20, 25).map((id, i) => [id, 21 + i, 800 - i * 10]),
      );
      const second = await board(caller, '?period=all&page=2');
      expect(ranks(second.results)).toEqual(
        ids.slice(20).map((id, i) => [id, 21 + i, 800 - i * 10]),
      );
      const top = await board(ids[0]!, '?period=all&page=2');
      expect(top.me.neighbours.map((r: Row) => r.user_id)).toEqual(ids.slice(0, 3));
      expect((await board(caller, '?period=all&page=3')).results).toEqual([]);
    });

    it('ranks a later page from the learners above it, far from the caller', async () => {
      const ids: number[] = [];
      for (let i = 0; i < 24; i++) ids.push(await addLearner(t));
      // 500, 490, … for the first 18; the 19th to 22nd tie at 300 across the page break.
      const xpOf = (i: number) => (i < 18 ? 500 - i * 10 : i < 22 ? 300 : i === 22 ? 200 : 100);
      for (const [i, id] of ids.entries()) {
        t.clock.advance(1000);
        await award(t, id, xpOf(i));
      }
      const data = await board(ids[0]!, '?period=all&page=2');
      expect(ranks(data.results)).toEqual([
        [ids[20], 19, 300],
        [ids[21], 19, 300],
        [ids[22], 23, 200],
        [ids[23], 24, 100],
      ]);
      expect(data.me).toMatchObject({ user_id: ids[0], rank: 1 });
    });

    it('starts deep pages from their xp bucket with the same rows and ranks', async () => {
      const ids: number[] = [];
      for (let i = 0; i < 13; i++) ids.push(await addLearner(t));
      for (const [i, id] of ids.entries())
        await award(t, id, [600, 300, 300, 300, 256, 255, 20][i % 7]!);
      const [scan, jump] = [new PgRanking(t.database.db), new PgRanking(t.database.db, -1)];
      const caller = { userId: ids[0]!, span: 2 };
      for (let offset = 0; offset < 14; offset += 1) {
        const want = await scan.view('all', { offset, limit: 3 }, caller);
        expect(await jump.view('all', { offset, limit: 3 }, caller)).toEqual(want);
        expect(want.entries).toHaveLength(Math.min(3, 13 - offset));
      }
      // 600×2, 300×6, 256×2, 255×2, 20: across the 256-wide buckets 2, 1 and 0.
      const all = await jump.view('all', { offset: 0, limit: 13 }, caller);
      expect(all.entries.map((e) => e.rank)).toEqual([1, 1, 3, 3, 3, 3, 3, 3, 9, 9, 11, 11, 13]);
      const deep = await jump.view('all', { offset: 7, limit: 4 }, caller);
      expect(deep.entries.map((e) => [e.xp, e.rank])).toEqual([
        [300, 3],
        [256, 9],
        [256, 9],
        [255, 11],
      ]);
      const last = await jump.view('all', { offset: 0, limit: 1 }, { userId: ids[6]!, span: 2 });
      expect(last.me).toMatchObject({ xp: 20, rank: 13 });
    });

    it('ranks a caller without xp after everyone, next to the last learners', async () => {
      const [a, b, c, d] = [
        await addLearner(t),
        await addLearner(t),
        await addLearner(t),
        await addLearner(t),
      ];
      await award(t, a, 30);
      await award(t, b, 20);
      await award(t, c, 10);
      const data = await board(d);
      expect(data.me).toMatchObject({ user_id: d, rank: 4, xp: 0, on_board: false });
      expect(ranks(data.me.neighbours)).toEqual([
        [b, 2, 20],
        [c, 3, 10],
      ]);
    });

    it('keeps neighbours and ranks right inside a long tie', async () => {
      const ids: number[] = [];
      for (let i = 0; i < 7; i++) ids.push(await addLearner(t));
      await award(t, ids[6]!, 99);
      for (const id of ids.slice(0, 6)) {
        t.clock.advance(1000);
        await award(t, id, 40);
      }
      const data = await board(ids[3]!, '?period=all');
      expect(ranks(data.me.neighbours)).toEqual([
        [ids[1], 2, 40],
        [ids[2], 2, 40],
        [ids[3], 2, 40],
        [ids[4], 2, 40],
        [ids[5], 2, 40],
      ]);
    });

    it('counts the week from Monday 00:00 UTC and resets when the clock reaches the next Monday', async () => {
      const [a, b] = [await addLearner(t), await addLearner(t)];
      t.clock.set('2026-03-01T23:59:59Z'); // Sunday: last week
      await award(t, a, 100);
      t.clock.set('2026-03-02T00:00:00Z');
      await award(t, b, 5);
      t.clock.set('2026-03-08T23:59:00Z');
      expect(ranks((await board(a)).results)).toEqual([[b, 1, 5]]);
      expect((await board(a)).period_start).toBe('2026-03-02T00:00:00.000Z');
      expect(ranks((await board(a, '?period=all')).results)).toEqual([
        [a, 1, 100],
        [b, 2, 5],
      ]);
      t.clock.set('2026-03-09T00:00:00Z');
      const fresh = await board(a);
      expect(fresh).toMatchObject({
        results: [],
        total: 0,
        me: { rank: 1, xp: 0, on_board: false, neighbours: [] },
      });
      await award(t, a, 7);
      expect(ranks((await board(b)).results)).toEqual([[a, 1, 7]]);
    });

    it('leaves deleted learners out, with or without the deletion hook', async () => {
      const [a, b, c] = [await addLearner(t), await addLearner(t), await addLearner(t)];
      await award(t, a, 30);
      await award(t, b, 20);
      await award(t, c, 10);
      await t.database.db.execute(
        sql`update users set deleted_at = now(), email = null where id = ${a}`,
      );
      expect(ranks((await board(c, '?period=all')).results)).toEqual([
        [b, 1, 20],
        [c, 2, 10],
      ]);
      await t.database.db.execute(sql`update users set deleted_at = now() where id = ${b}`);
      await removeFromLeaderboards(t.app.deps, b);
      const data = await board(c, '?period=all');
      expect(ranks(data.results)).toEqual([[c, 1, 10]]);
      expect(data.total).toBe(1);
    });

    it('rebuilds the boards from xp_events and users.xp when they drifted', async () => {
      const [a, b] = [await addLearner(t), await addLearner(t)];
      await award(t, a, 10);
      await award(t, b, 20);
      await t.database.db.execute(sql`delete from leaderboard_scores where user_id = ${b}`);
      await t.database.db.execute(sql`update users set xp = xp + 40 where id = ${a}`);
      await rebuildLeaderboards(t.app.deps);
      expect(ranks((await board(a, '?period=all')).results)).toEqual([
        [a, 1, 50],
        [b, 2, 20],
      ]);
      expect(ranks((await board(a)).results)).toEqual([
        [b, 1, 20],
        [a, 2, 10],
      ]);
    });

    it('counts a game against the app\u2019s opponent like a lesson, once however often it is sent', async () => {
      const [a, b] = [await addLearner(t), await addLearner(t)];
      await award(t, b, 20);
      t.clock.advance(MINUTE);
      await award(t, a, 10);
      // The same game sent twice at once (the page's offline queue and a retry): it pays once.
      const sends = await Promise.all([0, 1].map(() => playWonGame(t, a, 'board-game')));
      expect(sends.map((r) => r.statusCode).sort()).toEqual([200, 201]);
      expect(sends[0]!.json().data.xp).toBe(15);
      for (const period of ['week', 'all']) {
        expect(ranks((await board(a, `?period=${period}`)).results), period).toEqual([
          [a, 1, 25],
          [b, 2, 20],
        ]);
      }
      expect(await tablesInStep(t.database.db, t.clock.now())).toBe(true);
      // A rebuild from xp_events and users.xp derives the same boards.
      for (const table of ['leaderboard_scores', 'leaderboard_xp_counts', 'leaderboard_xp_buckets'])
        await t.database.db.execute(sql`delete from ${sql.identifier(table)}`);
      expect(await tablesInStep(t.database.db, t.clock.now())).toBe(false);
      await rebuildLeaderboards(t.app.deps);
      expect(ranks((await board(a, '?period=all')).results)).toEqual([
        [a, 1, 25],
        [b, 2, 20],
      ]);
      expect(ranks((await board(a)).results)).toEqual([
        [a, 1, 25],
        [b, 2, 20],
      ]);
    });

    it('refuses bad queries with a message and anonymous callers', async () => {
      const a = await addLearner(t);
      const bad = await getBoard(t, a, '?period=month');
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.message).toContain('period must be "week" or "all"');
      expect((await getBoard(t, a, '?page=0')).statusCode).toBe(400);
      expect((await t.app.inject({ method: 'GET', url: '/api/leaderboard/' })).statusCode).toBe(
        401,
      );
    });
  });
}
