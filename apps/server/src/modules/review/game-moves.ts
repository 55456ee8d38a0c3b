import { Chess } from 'chess.js';
import { sql } from 'drizzle-orm';
import type { GameMoveItem, PracticeAnswerBody } from '@ascend/contract';
import type { DbExecutor } from '../../db/client.ts';
import { badRequest, notFound } from '../../errors.ts';

/*
 * "Learn from your mistakes" (issue 28): a review item is a mistake or blunder of the
 * learner's in a game Orion analysed. The position before the move is shown; any move the
 * analysis found within an inaccuracy of the engine's best is right; the verdict shows the
 * engine's line and what followed in the game.
 */

/** Plies of the game shown after the answer, from the move played. */
const GAME_LINE_PLIES = 6;

type MistakeRow = {
  game_id: number;
  ply: number;
  fen_before: string;
  san: string;
  best_line: string[];
  accepted_moves: string[] | null;
  color: string;
  headers: Record<string, string>;
  played_at: Date | string | null;
};

const named = (h: Record<string, string>, k: 'White' | 'Black') =>
  h[k] && h[k] !== '?' ? h[k] : k;

/** The mistakes behind the refs, keyed `game:ply`; a game deleted since is simply absent. */
export async function gameMoves(db: DbExecutor, refs: readonly { id: number; ply: number }[]) {
  const found = new Map<string, { item: GameMoveItem; accepted: string[]; bestLine: string[] }>();
  if (refs.length === 0) return found;
  const pairs = refs.map((r) => sql`(${r.id}::int, ${r.ply}::int)`);
  const res = await db.execute<MistakeRow>(sql`
    select m.game_id, m.ply, m.fen_before, m.san, m.best_line, m.accepted_moves, g.color, g.headers, g.played_at
    from orion_game_moves m join orion_games g on g.id = m.game_id
    where (m.game_id, m.ply) in (${sql.join(pairs, sql`, `)})`);
  for (const r of res.rows) {
    found.set(`${r.game_id}:${r.ply}`, {
      item: {
        game_id: Number(r.game_id),
        ply: Number(r.ply),
        fen: r.fen_before,
        color: r.color === 'w' ? 'white' : 'black',
        played_san: r.san,
        white: named(r.headers, 'White'),
        black: named(r.headers, 'Black'),
        played_at: r.played_at ? new Date(r.played_at).toISOString() : null,
      },
      accepted: r.accepted_moves ?? [],
      bestLine: r.best_line,
    });
  }
  return found;
}

const sanOf = (fen: string, uci: string) => {
  try {
    return new Chess(fen).move({
      from: uci.slice(0, 2),
      to: uci.slice(2, 4),
      promotion: uci[4],
    }).san;
  } catch {
    return null;
  }
};

/** Right when the first move sent is one the analysis accepted; the feedback tells the story. */
export async function judgeGameMove(db: DbExecutor, item: GameMoveItem, body: PracticeAnswerBody) {
  const move = body.moves?.[0];
  if (!move)
    throw badRequest('This item is a position from your game: send your move as "moves" (UCI).', {
      moves: 'Required for a position from your game',
    });
  const found = (await gameMoves(db, [{ id: item.game_id, ply: item.ply }])).get(
    `${item.game_id}:${item.ply}`,
  );
  if (!found) throw notFound('That position from your game');
  if (sanOf(item.fen, move) === null)
    throw badRequest(`${move} is not a legal move in this position.`, { moves: 'Illegal move' });
  const line = await db.execute<{ san: string }>(sql`
    select san from orion_game_moves where game_id = ${item.game_id} and ply >= ${item.ply}
    order by ply limit ${GAME_LINE_PLIES}`);
  const correct = found.accepted.includes(move);
  const best = found.bestLine.slice(0, 4).join(' ');
  const game = line.rows.map((r) => r.san).join(' ');
  const others = found.accepted.map((m) => sanOf(item.fen, m)).filter(Boolean);
  return {
    correct,
    reason: correct ? null : 'wrong_move',
    feedback: `${correct ? 'A good move.' : `${sanOf(item.fen, move)} is not one of the moves Orion found within an inaccuracy of the best.`} Orion's line: ${best}. Good moves here: ${others.join(', ')}. In the game: ${game}.`,
    solution: found.accepted,
  };
}
