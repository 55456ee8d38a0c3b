import { sql } from 'drizzle-orm';
import type { TestApp } from '../../harness.ts';
import { resetDatabase } from '../../harness.ts';
import { boardsOf } from '../../../src/modules/leaderboard/boards.ts';
import { recordXp, recordXpInTransaction } from '../../../src/modules/leaderboard/hooks.ts';

/** Redis for the Redis-path tests; each test file passes its own key prefix. For tests. */
export const testRedisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

let lessonId = 0;
let run = 0;

/** Empties the database and this app's Redis boards, and adds one lesson to pay xp for. */
export async function resetBoards(t: TestApp): Promise<void> {
  await boardsOf(t.app.deps)?.booted;
  await resetDatabase(t.database);
  await boardsOf(t.app.deps)?.redis?.clear();
  const res = await t.database.db.execute<{ id: number }>(sql`
    with s as (insert into sections (slug, serial, title) values ('s1', 1, 'Basics') returning id),
         u as (insert into units (slug, section_id, serial, title) select 'u1', id, 1, 'Pieces' from s returning id)
    insert into lessons (slug, unit_id, serial, title, xp) select 'l1', id, 1, 'The rook', 10 from u returning id`);
  lessonId = res.rows[0]!.id;
}

/** A learner row as sign-up would make it; returns the id. */
export async function addLearner(
  t: TestApp,
  fields: { username?: string | null; country?: string | null; email?: string } = {},
) {
  const res = await t.database.db.execute<{ id: number }>(sql`
    insert into users (email, username, country, created_at)
    values (${fields.email ?? null}, ${fields.username ?? null}, ${fields.country ?? null}, ${t.clock.now().toISOString()}::timestamptz)
    returning id`);
  return res.rows[0]!.id;
}

/** Pays xp the way the lesson flow does: event, users.xp and boards in one transaction, then Redis. */
export async function award(t: TestApp, userId: number, amount: number): Promise<void> {
  const at = t.clock.now();
  run += 1;
  await t.database.db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into xp_events (user_id, lesson_id, run, amount, kind, created_at)
      values (${userId}, ${lessonId}, ${run}, ${amount}, 'lesson', ${at.toISOString()}::timestamptz)`);
    await tx.execute(sql`update users set xp = xp + ${amount} where id = ${userId}`);
    await recordXpInTransaction(tx, userId, amount, at);
  });
  await recordXp(t.app.deps, userId, at);
}

/**
 * Posts a won game against the Club novice (1100) opponent as `userId` (White mates:
 * 3...Nf6?? 4.Qxf7#, a move maia-1100 plays), which pays 15 xp; `clientId` names the game.
 */
export async function playWonGame(t: TestApp, userId: number, clientId: string) {
  const token = await t.app.deps.tokens.sign(userId, t.clock.now());
  return t.app.inject({
    method: 'POST',
    url: '/api/play/games',
    headers: { authorization: `Bearer ${token}` },
    payload: {
      client_id: clientId,
      pgn: '1. e4 e5 2. Bc4 Nc6 3. Qh5 Nf6 4. Qxf7# 1-0',
      level: 1100,
      color: 'white',
      termination: 'checkmate',
    },
  });
}

/** GET /api/leaderboard/ as `userId` (a token signed at the test clock's time). */
export async function getBoard(t: TestApp, userId: number, query = '') {
  const token = await t.app.deps.tokens.sign(userId, t.clock.now());
  return t.app.inject({
    method: 'GET',
    url: `/api/leaderboard/${query}`,
    headers: { authorization: `Bearer ${token}` },
  });
}
