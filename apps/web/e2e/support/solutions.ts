// Straight to the rule files: the package index also pulls JSON modules Playwright's loader cannot import.
import { gameStatus } from '../../../../packages/chess/src/exercises/game.ts';
import { visualSolution } from '../../../../packages/chess/src/exercises/visual.ts';
import { expandPlacement, replay } from '../../../../packages/chess/src/position.ts';
import type { ExerciseItem, GamePayload } from '@ascend/contract';
import type { Engine } from '@ascend/engine';

/** The right answer to an exercise, derived from its payload the way a strong learner would. */
export async function rightAnswer(exercise: ExerciseItem, engine: Engine): Promise<unknown> {
  switch (exercise.type) {
    case 'info_type':
      return {};
    case 'matching_type':
      return { pairs: exercise.payload.pairs.map((_, i) => [i, i]) };
    case 'objective_type':
      return { option_id: exercise.payload.correct_option_id };
    case 'best_move_type':
      return { moves: exercise.payload.solution };
    case 'visual_type':
      return visualSolution(exercise.payload);
    case 'board_arrangement':
      return { placement: exercise.payload.target };
    case 'game_type':
      return { moves: await playOut(exercise.payload, engine) };
  }
}

/** A wrong answer, as the API takes it, to a question (an objective or best-move exercise). */
export function wrongAnswer(exercise: ExerciseItem): unknown {
  switch (exercise.type) {
    case 'objective_type':
      return {
        option_id: exercise.payload.options.find(
          (o) => o.id !== exercise.payload.correct_option_id,
        )!.id,
      };
    case 'best_move_type':
      return { moves: [wrongMove(exercise.payload.fen, exercise.payload.solution)] };
    default:
      throw new Error(`${exercise.type} has no wrong answer here`);
  }
}

/** Plays both sides with the engine until the game's goal is decided (the learner's side aims at the goal). */
export async function playOut(payload: GamePayload, engine: Engine): Promise<string[]> {
  const moves: string[] = [];
  const learner = payload.fen.split(' ')[1];
  while (gameStatus(payload, moves).state === 'playing' && moves.length < 200) {
    const position = replay(payload.fen, moves);
    if ('error' in position) throw new Error(position.error);
    const fen = position.chess.fen();
    const move =
      fen.split(' ')[1] === learner
        ? await bestMove(fen, engine, payload.goal)
        : (await engine.analyse(fen, { depth: 8 })).bestmove;
    if (!move) break;
    moves.push(move);
  }
  return moves;
}

/**
 * The learner's move towards the goal: the engine's best, except that for a promotion goal a
 * promotion (or failing that a pawn push among the engine's good moves) comes first — a
 * winning engine does not care to promote quickly, the exercise does.
 */
export async function bestMove(
  fen: string,
  engine: Engine,
  goal?: GamePayload['goal'],
): Promise<string> {
  const { bestmove, lines } = await engine.analyse(fen, {
    depth: 14,
    multipv: goal?.kind === 'promote' ? 5 : 1,
  });
  if (!bestmove) throw new Error(`no move in ${fen}`);
  if (goal?.kind !== 'promote') return bestmove;
  const position = replay(fen, []);
  if ('error' in position) return bestmove;
  const promotion = position.chess.moves({ verbose: true }).find((m) => m.promotion === 'q');
  if (promotion) return `${promotion.from}${promotion.to}q`;
  const pawnPush = lines
    .map((l) => l.pv[0]!)
    .find((uci) => position.chess.get(uci.slice(0, 2) as never)?.type === 'p');
  return pawnPush ?? bestmove;
}

/** Squares whose content must change to turn `start` into `target`: [square, letter or "."]. */
export function arrangementSteps(start: string, target: string): [string, string][] {
  const from = expandPlacement(start)!;
  const to = expandPlacement(target)!;
  const steps: [string, string][] = [];
  to.forEach((cell, i) => {
    if (cell !== from[i]) steps.push([`${'abcdefgh'[i % 8]}${8 - Math.floor(i / 8)}`, cell]);
  });
  return steps;
}

/** A legal move that is not the solution's first move (to answer a best-move exercise wrongly). */
export function wrongMove(fen: string, solution: readonly string[]): string {
  const r = replay(fen, []);
  if ('error' in r) throw new Error(r.error);
  const move = r.chess
    .moves({ verbose: true })
    .find(
      (m) =>
        `${m.from}${m.to}${m.promotion ?? ''}` !== solution[0] &&
        !m.promotion &&
        !m.san.includes('#'),
    );
  if (!move) throw new Error('no wrong move available');
  return `${move.from}${move.to}`;
}
