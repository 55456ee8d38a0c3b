import { sql } from 'drizzle-orm';
import type { GamePayload } from '@ascend/contract';
import type { Db } from '../../../src/db/client.ts';

/*
 * "Play it out" games for the tests: a game_type exercise in a lesson of its own and the
 * learner's attempt with every move of both sides, as the answer path stores it.
 */

const payload = (fen: string, goal: GamePayload['goal']): GamePayload => ({
  prompt: 'Play it out against the computer.',
  fen,
  goal,
  engine: { skill: 3, depth: 4 },
});

/** White holds for 3 moves: won after the engine's third reply (6 plies). */
export const HELD = {
  payload: payload('4k3/8/8/8/8/8/P7/4K3 w - - 0 1', { kind: 'hold_draw', moves: 3 }),
  moves: ['e1e2', 'e8d7', 'e2e3', 'd7e6', 'e3e4', 'e6f6'],
};
/** Black must mate in 3 with a lone king: lost after Black's third move (5 plies). */
export const MISSED_MATE = {
  payload: payload('4k3/8/8/8/8/8/8/R3K3 b - - 0 1', { kind: 'mate', moves: 3 }),
  moves: ['e8d7', 'a1a7', 'd7c6', 'e1e2', 'c6b6'],
};
/** Held for 2 of 3 moves and left: still playing, not a finished game. */
export const UNFINISHED = { payload: HELD.payload, moves: HELD.moves.slice(0, 4) };
/** Mate in one, found: finished but one learner move, too short to analyse. */
export const ONE_MOVER = {
  payload: payload('6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1', { kind: 'mate', moves: 1 }),
  moves: ['d1d8'],
};

let seq = 0;

/** A lesson of its own (with its section and unit) holding one exercise; returns their ids. */
export async function seedExercise(
  db: Db,
  type: string,
  exercisePayload: unknown,
  title = 'Hold the draw',
) {
  seq += 1;
  const slug = `eg-${process.pid}-${seq}`;
  const [section] = (
    await db.execute<{ id: number }>(
      sql`insert into sections (slug, serial, title) values (${slug}, ${100 + seq}, 'S') returning id`,
    )
  ).rows;
  const [unit] = (
    await db.execute<{ id: number }>(
      sql`insert into units (slug, section_id, serial, title) values (${slug}, ${section!.id}, 1, 'U') returning id`,
    )
  ).rows;
  const [lesson] = (
    await db.execute<{ id: number }>(
      sql`insert into lessons (slug, unit_id, serial, title, xp) values (${slug}, ${unit!.id}, 1, ${title}, 10) returning id`,
    )
  ).rows;
  const [exercise] = (
    await db.execute<{ id: number }>(
      sql`insert into exercises (slug, lesson_id, serial, type, payload)
        values (${slug}, ${lesson!.id}, 1, ${type}, ${JSON.stringify(exercisePayload)}::jsonb) returning id`,
    )
  ).rows;
  return { lessonId: Number(lesson!.id), exerciseId: Number(exercise!.id) };
}

/** The learner's attempt at a "Play it out" exercise with these moves; returns the attempt id. */
export async function seedEngineGame(
  db: Db,
  userId: number,
  game: { payload: GamePayload; moves: string[] },
  at: Date,
  title?: string,
): Promise<number> {
  const { lessonId, exerciseId } = await seedExercise(db, 'game_type', game.payload, title);
  return seedAttempt(db, userId, lessonId, exerciseId, { moves: game.moves }, at);
}

export async function seedAttempt(
  db: Db,
  userId: number,
  lessonId: number,
  exerciseId: number,
  answer: unknown,
  at: Date,
): Promise<number> {
  const [row] = (
    await db.execute<{ id: number }>(
      sql`insert into exercise_attempts (user_id, exercise_id, lesson_id, run, correct, answer, created_at)
        values (${userId}, ${exerciseId}, ${lessonId}, 0, false, ${JSON.stringify(answer)}::jsonb, ${at.toISOString()}::timestamptz)
        returning id`,
    )
  ).rows;
  return Number(row!.id);
}
