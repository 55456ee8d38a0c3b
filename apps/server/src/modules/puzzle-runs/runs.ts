import { sql } from 'drizzle-orm';
import { checkAttempt, solverMoveCount } from '@ascend/chess';
import type { PuzzleRun, RunMode } from '@ascend/contract';
import type { Db, DbExecutor } from '../../db/client.ts';
import { AppError, badRequest, notFound } from '../../errors.ts';
import { logAttempt, puzzleFromSql, type PuzzleSqlRow, readStats } from '../puzzles/index.ts';
import { NEAREST, targetRating, TIMED_START_MS, timedClock } from './rules.ts';

type RunRow = {
  id: number;
  mode: RunMode;
  started_at: Date | string;
  ends_at: Date | string | null;
  ended_at: Date | string | null;
  current_puzzle_id: string | null;
  issued: string[];
  score: number;
  combo: number;
  best_combo: number;
  mistakes: number;
};
const RUN_COLUMNS = sql`id, mode, started_at, ends_at, ended_at, current_puzzle_id, issued, score, combo, best_combo, mistakes`;
const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());

/** A PostgreSQL text[] literal (puzzle ids are [A-Za-z0-9_-], quoted anyway). */
const textArray = (xs: string[]) =>
  `{${xs.map((x) => `"${x.replace(/["\\]/g, '\\$&')}"`).join(',')}}`;

/** A puzzle near the run's target rating that the run has not issued yet. */
async function drawPuzzle(db: DbExecutor, mode: RunMode, score: number, issuedIds: string[]) {
  const target = targetRating(mode, score);
  const issued = textArray(issuedIds);
  const res = await db.execute<PuzzleSqlRow>(sql`
    select p.* from (
      (select id from puzzles where rating >= ${target} and id <> all(${issued}::text[])
        order by rating limit ${NEAREST})
      union all
      (select id from puzzles where rating < ${target} and id <> all(${issued}::text[])
        order by rating desc limit ${NEAREST})
    ) near join puzzles p on p.id = near.id
    order by abs(p.rating - ${target}) + random() * 150 limit 1`);
  return res.rows[0] ?? null;
}

async function bestScore(db: DbExecutor, userId: number, mode: RunMode) {
  const res = await db.execute<{ best: number }>(sql`
    select coalesce(max(score), 0)::int as best from puzzle_runs
    where user_id = ${userId} and mode = ${mode} and ended_at is not null`);
  return Number(res.rows[0]!.best);
}

async function toView(db: DbExecutor, userId: number, row: RunRow): Promise<PuzzleRun> {
  let puzzle = null;
  if (row.ended_at === null && row.current_puzzle_id) {
    const res = await db.execute<PuzzleSqlRow>(
      sql`select * from puzzles where id = ${row.current_puzzle_id}`,
    );
    puzzle = res.rows[0] ? puzzleFromSql(res.rows[0]) : null;
  }
  return {
    id: Number(row.id),
    mode: row.mode,
    started_at: iso(row.started_at)!,
    ends_at: iso(row.ends_at),
    ended_at: iso(row.ended_at),
    score: Number(row.score),
    combo: Number(row.combo),
    best_combo: Number(row.best_combo),
    mistakes: Number(row.mistakes),
    puzzle,
    personal_best: await bestScore(db, userId, row.mode),
  };
}

export async function startRun(db: Db, userId: number, mode: RunMode, now: Date) {
  const first = await drawPuzzle(db, mode, 0, []);
  if (!first) throw notFound('Puzzles for a run');
  const endsAt = mode === 'timed' ? new Date(now.getTime() + TIMED_START_MS).toISOString() : null;
  const res = await db.execute<RunRow>(sql`
    insert into puzzle_runs (user_id, mode, started_at, ends_at, current_puzzle_id, issued)
    values (${userId}, ${mode}, ${now.toISOString()}::timestamptz, ${endsAt}::timestamptz,
      ${first.id}, array[${first.id}]::text[])
    returning ${RUN_COLUMNS}`);
  return toView(db, userId, res.rows[0]!);
}

/** Ends a timed run whose clock ran out (at the clock's end, not when someone noticed). */
async function expire(tx: DbExecutor, row: RunRow, now: Date): Promise<RunRow> {
  if (row.ended_at !== null || row.ends_at === null || new Date(row.ends_at) > now) return row;
  const res = await tx.execute<RunRow>(sql`
    update puzzle_runs set ended_at = ends_at, current_puzzle_id = null
    where id = ${row.id} returning ${RUN_COLUMNS}`);
  return res.rows[0]!;
}

async function lockRun(tx: DbExecutor, userId: number, runId: number) {
  const res = await tx.execute<RunRow>(sql`
    select ${RUN_COLUMNS} from puzzle_runs where id = ${runId} and user_id = ${userId} for update`);
  if (!res.rows[0]) throw notFound(`Run ${runId}`);
  return res.rows[0];
}

/** GET puzzles/runs/{id}: the run as it stands (a timed run past its clock is ended here). */
export async function readRun(db: Db, userId: number, runId: number, now: Date) {
  return db.transaction(async (tx) =>
    toView(tx, userId, await expire(tx, await lockRun(tx, userId, runId), now)),
  );
}

const over = (row: RunRow) =>
  new AppError(
    409,
    'CONFLICT',
    row.mode === 'timed'
      ? `This run ended at ${iso(row.ended_at)}: the clock had run out, so later answers are not counted. Final score ${row.score}.`
      : `This Puzzle Streak has ended with a score of ${row.score}. Start a new one to play again.`,
  );

/**
 * POST puzzles/runs/{id}/answer. The answer must be to the puzzle the run issued. A right
 * answer scores one and issues the next puzzle; a wrong one ends a streak, or costs a timed
 * run time and its combo. All under the run's row lock, so two answers cannot both count.
 */
export async function answerRun(
  db: Db,
  userId: number,
  runId: number,
  body: { puzzle_id: string; moves: string[] },
  now: Date,
) {
  let ended: RunRow | null = null;
  const result = await db.transaction(async (tx) => {
    const row = await expire(tx, await lockRun(tx, userId, runId), now);
    if (row.ended_at !== null) {
      ended = row;
      return null;
    }
    if (body.puzzle_id !== row.current_puzzle_id)
      throw new AppError(
        409,
        'CONFLICT',
        `Answer the puzzle this run gave you (${row.current_puzzle_id}), not ${body.puzzle_id}.`,
      );
    const p = (
      await tx.execute<PuzzleSqlRow>(sql`select * from puzzles where id = ${body.puzzle_id}`)
    ).rows[0];
    if (!p) throw notFound(`Puzzle ${body.puzzle_id}`);
    const learnerMoves = body.moves[0] === p.moves[0] ? body.moves.length - 1 : body.moves.length;
    if (learnerMoves > solverMoveCount(p.moves))
      throw badRequest(
        `This puzzle needs at most ${solverMoveCount(p.moves)} moves from you; ${learnerMoves} were sent.`,
        { moves: 'Too many moves' },
      );
    const correct = checkAttempt(p.fen, p.moves, body.moves).correct;
    const score = Number(row.score) + (correct ? 1 : 0);
    const combo = correct ? Number(row.combo) + 1 : 0;
    let endsAt = row.ends_at === null ? null : new Date(row.ends_at).getTime();
    if (endsAt !== null) endsAt = timedClock(endsAt, correct, combo);
    const finished =
      (row.mode === 'streak' && !correct) || (endsAt !== null && endsAt <= now.getTime());
    const next = finished ? null : await drawPuzzle(tx, row.mode, score, row.issued);
    const res = await tx.execute<RunRow>(sql`
      update puzzle_runs set score = ${score}, combo = ${combo},
        best_combo = greatest(best_combo, ${combo}), mistakes = mistakes + ${correct ? 0 : 1},
        ends_at = ${endsAt === null ? null : new Date(endsAt).toISOString()}::timestamptz,
        ended_at = ${finished || !next ? now.toISOString() : null}::timestamptz,
        current_puzzle_id = ${next?.id ?? null},
        issued = case when ${next?.id ?? null}::text is null then issued else issued || ${next?.id ?? null}::text end
      where id = ${row.id} returning ${RUN_COLUMNS}`);
    const rating = Math.round((await readStats(tx, userId)).rating);
    await logAttempt(tx, {
      userId,
      puzzleId: p.id,
      mode: row.mode,
      solved: correct,
      timeMs: null,
      before: rating,
      after: rating,
      now,
    });
    return { correct, solution: p.moves, run: await toView(tx, userId, res.rows[0]!) };
  });
  if (ended) throw over(ended);
  return result!;
}

export async function runBests(db: DbExecutor, userId: number) {
  return {
    streak: await bestScore(db, userId, 'streak'),
    timed: await bestScore(db, userId, 'timed'),
  };
}
