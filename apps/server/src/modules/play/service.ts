import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { PlayGame, SubmitPlayGameResult, submitPlayGameBody } from '@ascend/contract';
import { playLevel } from '@ascend/human';
import type { z } from 'zod';
import type { Deps } from '../../deps.ts';
import type { DbExecutor } from '../../db/client.ts';
import { playGames } from '../../db/schema/index.ts';
import { queueFreeAnalysis } from '../orion-games/index.ts';
import { verifyAgreedDraw } from './draw.ts';
import { readPlayRating, ratedAfter, ratingView, saveRating } from './rating.ts';
import { verifyOpponent, verifyResult, type VerifiedGame } from './verify.ts';

const PAGE_SIZE = 20;
/**
 * Xp a game pays, a lesson's worth for a win (ADR 0044): an xp_events row and users.xp like a
 * lesson run's award, so the total, the boards, the leagues and the activity count it (ADR 0046).
 */
export const PLAY_XP = { win: 15, draw: 10, loss: 5 } as const;

type Body = z.output<typeof submitPlayGameBody>;
type Row = typeof playGames.$inferSelect;

const view = (g: Row): PlayGame => ({
  id: g.id,
  client_id: g.clientId,
  level: g.level,
  color: g.color === 'w' ? 'white' : 'black',
  result: g.result as PlayGame['result'],
  termination: g.termination as PlayGame['termination'],
  score: g.score,
  plies: g.plies,
  rating_before: Math.round(g.ratingBefore),
  rating_after: Math.round(g.ratingAfter),
  xp: g.xp,
  orion_game_id: g.orionGameId,
  created_at: g.createdAt.toISOString(),
});

/**
 * Checks the game (legal, its ending on the board, its opponent ours), then in one transaction
 * under the learner's rating lock: answers with the stored game when this client id was sent
 * before, else stores it, rates it, pays its xp (xp_events, keyed by the game, and users.xp) and
 * lets the subscribers count it (the boards, the daily goal). After the commit the subscribers'
 * follow-ups run (the Redis boards, the league placement) and its Orion analysis is queued,
 * free, unless it already was.
 */
export async function submitPlayGame(
  deps: Deps,
  userId: number,
  body: Body,
  now: Date,
): Promise<{ data: SubmitPlayGameResult; followUpErrors: unknown[] }> {
  const level = playLevel(body.level)!;
  const color = body.color === 'white' ? ('w' as const) : ('b' as const);
  const game = verifyResult(body.pgn, color, body.termination);
  verifyOpponent(game.moves, color, level);
  if (body.termination === 'draw_agreed') await verifyAgreedDraw(game.finalFen);

  const stored = await deps.db.transaction(async (tx) => {
    const before = await readPlayRating(tx, userId, true);
    const [old] = await tx
      .select()
      .from(playGames)
      .where(and(eq(playGames.userId, userId), eq(playGames.clientId, body.client_id)));
    if (old) return { row: old, rating: before, duplicate: true, event: null };
    const after = ratedAfter(before, level.rating, game.score);
    const xp = game.score === 1 ? PLAY_XP.win : game.score === 0.5 ? PLAY_XP.draw : PLAY_XP.loss;
    const [row] = await tx
      .insert(playGames)
      .values({
        userId,
        clientId: body.client_id,
        level: level.rating,
        color,
        pgn: body.pgn,
        plies: game.moves.length,
        result: game.result,
        termination: body.termination,
        score: game.score,
        ratingBefore: before.rating,
        ratingAfter: after.rating,
        xp,
        createdAt: now,
      })
      .returning();
    await saveRating(tx, userId, after, now);
    await payXp(tx, userId, row!.id, xp, now);
    const event = { userId, gameId: row!.id, now, xp };
    for (const s of deps.subscribers) await s.gamePlayed?.(tx, event);
    return { row: row!, rating: { ...after, games: before.games + 1 }, duplicate: false, event };
  });
  const followUpErrors: unknown[] = [];
  if (stored.event) {
    for (const s of deps.subscribers)
      await s.gameRecorded?.(deps, stored.event).catch((err: unknown) => followUpErrors.push(err));
  }

  let row = stored.row;
  if (row.orionGameId === null) row = await queueAnalysis(deps, userId, row, game, level.name, now);
  const data = {
    ...view(row),
    play_rating: ratingView(stored.rating),
    duplicate: stored.duplicate,
  };
  return { data, followUpErrors };
}

/**
 * The game's xp grant: one xp_events row per game (its unique key makes a second insert of the
 * same game pay nothing) and users.xp raised by what that insert paid, in the caller's
 * transaction.
 */
async function payXp(tx: DbExecutor, userId: number, gameId: number, xp: number, now: Date) {
  if (xp <= 0) return;
  await tx.execute(sql`
    with ev as (
      insert into xp_events (user_id, play_game_id, amount, kind, created_at)
      values (${userId}, ${gameId}, ${xp}, 'play', ${now.toISOString()}::timestamptz)
      on conflict (play_game_id) do nothing
      returning amount)
    update users set xp = users.xp + ev.amount from ev where users.id = ${userId}`);
}

/** Queues the game's free analysis and links it, unless a concurrent resend linked one first. */
async function queueAnalysis(
  deps: Pick<Deps, 'queue'>,
  userId: number,
  row: Row,
  game: VerifiedGame,
  levelName: string,
  now: Date,
): Promise<Row> {
  const me = 'You';
  const them = `Ascend ${levelName} (${row.level})`;
  const headers = {
    ...game.headers,
    Event: 'Ascend Play',
    White: row.color === 'w' ? me : them,
    Black: row.color === 'w' ? them : me,
    Result: row.result,
  };
  let linked: number | null = null;
  await queueFreeAnalysis(
    deps,
    userId,
    {
      source: 'play',
      color: row.color as 'w' | 'b',
      pgn: row.pgn,
      headers,
      startFen: game.startFen,
      moves: game.moves,
      playedAt: row.createdAt,
    },
    now,
    async (run, orionGameId) => {
      // Takes the row's lock; a concurrent resend that linked first makes this one roll back.
      const [hit] = await run<{ id: number }>(sql`
        update play_games set orion_game_id = ${orionGameId}
        where id = ${row.id} and user_id = ${userId} and orion_game_id is null returning id`);
      if (!hit) throw new AlreadyQueued();
      linked = orionGameId;
    },
  ).catch((err: unknown) => {
    if (!(err instanceof AlreadyQueued)) throw err;
  });
  return { ...row, orionGameId: linked ?? row.orionGameId };
}

class AlreadyQueued extends Error {}

export async function listPlayGames(db: DbExecutor, userId: number, page: number) {
  const mine = eq(playGames.userId, userId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(playGames)
      .where(mine)
      .orderBy(desc(playGames.id))
      .limit(PAGE_SIZE)
      .offset((page - 1) * PAGE_SIZE),
    db.select({ n: count() }).from(playGames).where(mine),
  ]);
  return { results: rows.map(view), page, page_size: PAGE_SIZE, total: total?.n ?? 0 };
}

export async function playRatingOf(db: DbExecutor, userId: number) {
  return ratingView(await readPlayRating(db, userId));
}
