import { checkAnswer, checkAttempt, solverMoveCount } from '@ascend/chess';
import {
  exerciseAnswers,
  type ExerciseSpec,
  type ExerciseType,
  type PracticeAnswerBody,
  type PracticeItem,
  type Puzzle,
} from '@ascend/contract';
import { inArray } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import { puzzles } from '../../db/schema/puzzles.ts';
import { badRequest } from '../../errors.ts';
import type { Outline } from '../curriculum/index.ts';
import { toExerciseItem } from '../exercises/index.ts';
import { toPuzzle } from '../puzzles/index.ts';
import { gameMoves, judgeGameMove } from './game-moves.ts';

/** What the server stores about a practice item: an exercise, a puzzle or a game's mistake. */
export type ItemRef =
  | { kind: 'exercise'; id: number }
  | { kind: 'puzzle'; id: string }
  | { kind: 'game_move'; id: number; ply: number };

export interface Verdict {
  correct: boolean;
  reason: string | null;
  feedback: string | null;
  solution: string[] | null;
}

/**
 * The items as the client plays them, in the order given; an item whose exercise left the
 * curriculum (retired) or whose puzzle was removed is null.
 */
export async function resolveItems(
  db: DbExecutor,
  outline: Outline,
  refs: ItemRef[],
): Promise<(PracticeItem | null)[]> {
  const puzzleIds = refs.flatMap((r) => (r.kind === 'puzzle' ? [r.id] : []));
  const rows = puzzleIds.length
    ? await db.select().from(puzzles).where(inArray(puzzles.id, puzzleIds))
    : [];
  const byId = new Map<string, Puzzle>(rows.map((r) => [r.id, toPuzzle(r)]));
  const mistakes = await gameMoves(
    db,
    refs.flatMap((r) => (r.kind === 'game_move' ? [r] : [])),
  );
  return refs.map((r) => {
    if (r.kind === 'puzzle') {
      const p = byId.get(r.id);
      return p ? { kind: 'puzzle', exercise: null, puzzle: p } : null;
    }
    if (r.kind === 'game_move') {
      const m = mistakes.get(`${r.id}:${r.ply}`);
      return m ? { kind: 'game_move', exercise: null, puzzle: null, game_move: m.item } : null;
    }
    const node = outline.exercise.get(r.id);
    return node
      ? { kind: 'exercise', exercise: toExerciseItem(node, undefined), puzzle: null }
      : null;
  });
}

/** Decides an answer to a practice item with the same checkers as lessons and puzzles. */
export async function judge(
  db: DbExecutor,
  item: PracticeItem,
  body: PracticeAnswerBody,
): Promise<Verdict> {
  if (item.kind === 'game_move') return judgeGameMove(db, item.game_move!, body);
  if (item.kind === 'puzzle') {
    const p = item.puzzle!;
    if (!body.moves)
      throw badRequest('This item is a puzzle: send your moves as "moves" (UCI, e.g. ["e2e4"]).', {
        moves: 'Required for a puzzle',
      });
    const learnerMoves = body.moves[0] === p.moves[0] ? body.moves.length - 1 : body.moves.length;
    if (learnerMoves > solverMoveCount(p.moves))
      throw badRequest(
        `This puzzle needs at most ${solverMoveCount(p.moves)} moves from you; ${learnerMoves} were sent.`,
        { moves: 'Too many moves' },
      );
    const result = checkAttempt(p.fen, p.moves, body.moves);
    return {
      correct: result.correct,
      reason: result.failure ?? null,
      feedback: null,
      solution: p.moves,
    };
  }
  const e = item.exercise!;
  const type = e.type as ExerciseType;
  const parsed = exerciseAnswers[type].safeParse(body.answer ?? {});
  if (!parsed.success)
    throw badRequest(
      `This answer does not fit a ${type} exercise: ${parsed.error.issues[0]?.message ?? 'wrong shape'}`,
      { answer: parsed.error.issues[0]?.message ?? 'Invalid answer' },
    );
  const v = checkAnswer({ type, payload: e.payload } as ExerciseSpec, parsed.data);
  return { correct: v.correct, reason: v.reason ?? null, feedback: e.feedback, solution: null };
}
