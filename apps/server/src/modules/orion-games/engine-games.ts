import { sql } from 'drizzle-orm';
import type { EngineGame, GamePayload } from '@ascend/contract';
import {
  MIN_LESSON_GAME_MOVES,
  gameStatus,
  parsePgn,
  replay,
  type ParsedGame,
} from '@ascend/chess';
import type { DbExecutor } from '../../db/client.ts';
import { badRequest, notFound } from '../../errors.ts';

/*
 * The learner's "Play it out" games (game_type exercises, played against Stockfish from the
 * exercise's FEN). Their attempt's answer holds every move of both sides, so Orion can rebuild
 * the game as PGN and analyse it like a pasted one (ADR 0025).
 */

const PAGE_SIZE = 20;

interface AttemptRow {
  id: number;
  answer: { moves?: unknown } | null;
  payload: GamePayload;
  title: string;
  created_at: Date | string;
}

const movesOf = (row: AttemptRow): string[] =>
  Array.isArray(row.answer?.moves)
    ? row.answer.moves.filter((m): m is string => typeof m === 'string')
    : [];

/** Won or lost (a finished game); null while it was still going or when it does not replay. */
function finished(row: AttemptRow): 'won' | 'lost' | null {
  const status = gameStatus(row.payload, movesOf(row));
  return status.state === 'won' || status.state === 'lost' ? status.state : null;
}

const learnerMoves = (plies: number) => Math.ceil(plies / 2);

function attemptsQuery(userId: number, attemptId?: number) {
  return sql`
    select a.id, a.answer, e.payload, l.title, a.created_at
    from exercise_attempts a
    join exercises e on e.id = a.exercise_id
    join lessons l on l.id = a.lesson_id
    where a.user_id = ${userId} and e.type = 'game_type'
      ${attemptId === undefined ? sql`` : sql`and a.id = ${attemptId}`}
    order by a.created_at desc, a.id desc`;
}

/**
 * The caller's finished engine games, newest first. A game_type attempt is only a game once
 * replayed (a learner may continue before finishing), so the filter runs here, not in SQL:
 * a learner has at most a few dozen such attempts (one per "Play it out" try).
 */
export async function listEngineGames(db: DbExecutor, userId: number, page: number) {
  const rows = (await db.execute(attemptsQuery(userId))).rows as unknown as AttemptRow[];
  const games: EngineGame[] = [];
  for (const row of rows) {
    const result = finished(row);
    if (!result) continue;
    const plies = movesOf(row).length;
    games.push({
      id: Number(row.id),
      lesson_title: row.title,
      played_at: new Date(row.created_at).toISOString(),
      result,
      plies,
      fen: row.payload.fen,
      analysable: learnerMoves(plies) >= MIN_LESSON_GAME_MOVES,
    });
  }
  const start = (page - 1) * PAGE_SIZE;
  return {
    results: games.slice(start, start + PAGE_SIZE),
    page,
    page_size: PAGE_SIZE,
    total: games.length,
  };
}

const pgnDate = (d: Date) => d.toISOString().slice(0, 10).replace(/-/g, '.');
const quote = (s: string) => s.replace(/\\/g, '\\\\').replace(/"/g, '\\"');

export interface LessonGame {
  pgn: string;
  color: 'w' | 'b';
  parsed: ParsedGame;
}

/**
 * The caller's finished engine game `attemptId` as PGN ([SetUp "1"] [FEN …] and both sides'
 * moves); the learner played the side to move in the exercise position. Another learner's
 * attempt, or an attempt that is not a game, is not found.
 */
export async function lessonGame(
  db: DbExecutor,
  userId: number,
  attemptId: number,
): Promise<LessonGame> {
  const [row] = (await db.execute(attemptsQuery(userId, attemptId)))
    .rows as unknown as AttemptRow[];
  if (!row) throw notFound('Game');
  const refuse = (message: string) => badRequest(message, { attempt_id: message });
  if (!finished(row))
    throw refuse(
      'That game was not played to the end, so there is nothing to analyse. Pick a won or lost game.',
    );
  const moves = movesOf(row);
  if (learnerMoves(moves.length) < MIN_LESSON_GAME_MOVES)
    throw refuse(
      `That game has ${learnerMoves(moves.length)} of your moves; Orion analyses games from your lessons with at least ${MIN_LESSON_GAME_MOVES}.`,
    );
  const fen = row.payload.fen;
  const played = replay(fen, moves);
  if ('error' in played) throw notFound('Game'); // finished() replayed it already
  const color = fen.split(' ')[1] === 'b' ? 'b' : 'w';
  const engine = 'Stockfish';
  const chess = played.chess;
  const outcome = chess.isCheckmate()
    ? chess.turn() === 'w'
      ? '0-1'
      : '1-0'
    : chess.isDraw()
      ? '1/2-1/2'
      : '*';
  const headers = [
    ['Event', row.title],
    ['Site', 'Ascend Chess'],
    ['Date', pgnDate(new Date(row.created_at))],
    ['White', color === 'w' ? 'You' : engine],
    ['Black', color === 'b' ? 'You' : engine],
    ['Result', outcome],
    ['SetUp', '1'],
    ['FEN', fen],
  ];
  let moveNo = Number(fen.split(' ')[5] ?? '1') || 1;
  const text: string[] = [];
  played.played.forEach((m, i) => {
    if (m.color === 'w') text.push(`${moveNo}. ${m.san}`);
    else {
      text.push(i === 0 ? `${moveNo}... ${m.san}` : m.san);
      moveNo += 1;
    }
  });
  const pgn = `${headers.map(([k, v]) => `[${k} "${quote(v!)}"]`).join('\n')}\n\n${[...text, outcome].join(' ')}\n`;
  return { pgn, color, parsed: parsePgn(pgn, { minPlies: 1 }) };
}
