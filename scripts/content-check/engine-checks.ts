import { Engine, scoreValue, type PvLine } from '@ascend/engine';
import { loadFen, material, replay } from '@ascend/chess';
import type { BestMovePayload, GamePayload } from '@ascend/contract';
import type { LoadedSection } from './load.ts';
import { exerciseProblems } from './static-checks.ts';
import { exercisesOf } from './walk.ts';

/** Fixed depth keeps results repeatable; 14 finds the short mates and tactics we teach. */
export const ENGINE_DEPTH = 14;
/** A best move must beat the second best by this many centipawns, or the exercise is ambiguous. */
export const MIN_GAP = 150;

const show = (l: PvLine | undefined) =>
  l ? `${l.pv[0]} (${l.score.type} ${l.score.value})` : 'none';

/** Checks each learner move of a best-move line; returns problems in words. */
export async function checkBestMoveLine(
  engine: Engine,
  payload: BestMovePayload,
): Promise<string[]> {
  const { fen, solution } = payload;
  const r = replay(fen, solution);
  if ('error' in r) return [r.error];
  const mates = r.chess.isCheckmate();
  const problems: string[] = [];
  for (let k = 0; k < solution.length; k += 2) {
    const move = solution[k]!;
    const left = (solution.length - k + 1) / 2; // learner moves still to play, this one included
    const { lines } = await engine.analyse(fen, {
      depth: ENGINE_DEPTH,
      multipv: 2,
      moves: solution.slice(0, k),
    });
    const [l1, l2] = lines;
    const at = `move ${k + 1} (${move})`;
    if (!l1) {
      problems.push(`${at}: the engine found no move`);
      continue;
    }
    if (mates) {
      const sameMate = lines.filter((l) => l.score.type === 'mate' && l.score.value === left);
      if (l1.score.type !== 'mate' || l1.score.value < left)
        problems.push(`${at}: the line mates in ${left} but the engine's best is ${show(l1)}`);
      // A last move that mates is proven by chess.js; earlier ones must be among the engine's mates.
      else if (left > 1 && !sameMate.some((l) => l.pv[0] === move))
        problems.push(`${at}: not a mate in ${left}; engine prefers ${show(l1)}`);
      else if (sameMate.length > 1 && !(left === 1 && payload.accept_any_mate))
        problems.push(
          `${at}: two moves mate in ${left} (${sameMate.map((l) => l.pv[0]).join(', ')}); ${left === 1 ? 'set accept_any_mate' : 'pick a position with one way'}`,
        );
      continue;
    }
    if (l1.pv[0] !== move)
      problems.push(`${at}: the engine's best is ${show(l1)}, second ${show(l2)}`);
    else if (l2 && scoreValue(l1.score) - scoreValue(l2.score) < MIN_GAP)
      problems.push(`${at}: ambiguous, ${show(l1)} vs ${show(l2)} differ by less than ${MIN_GAP}`);
  }
  return problems;
}

/** A game must be winnable (or holdable) for the learner, as the engine sees it. */
export async function checkGameStart(engine: Engine, payload: GamePayload): Promise<string[]> {
  const { lines } = await engine.analyse(payload.fen, { depth: ENGINE_DEPTH, multipv: 1 });
  const l1 = lines[0];
  if (!l1) return ['the engine found no move'];
  const v = scoreValue(l1.score);
  if (payload.goal.kind === 'hold_draw')
    return v < -150 ? [`the learner is lost here (${show(l1)})`] : [];
  if (payload.goal.kind === 'win_material') {
    // Winning material may only level the game (a rook for a queen): then it must at least gain on the count now.
    const chess = loadFen(payload.fen)!;
    const now =
      100 * (material(chess, chess.turn()) - material(chess, chess.turn() === 'w' ? 'b' : 'w'));
    return v < 300 && v - now < 150
      ? [`the engine sees no material to win here (${show(l1)}, material now ${now})`]
      : [];
  }
  return v < 300 ? [`the learner is not clearly winning here (${show(l1)})`] : [];
}

export async function checkWithEngine(
  sections: LoadedSection[],
): Promise<{ errors: string[]; analysed: number }> {
  const engine = await Engine.start();
  const errors: string[] = [];
  let analysed = 0;
  try {
    for (const { exercise: ex, where } of exercisesOf(sections)) {
      // Stockfish may hang on an illegal position; those are already reported by the static check.
      if (exerciseProblems(ex).length) continue;
      if (ex.type === 'best_move_type') {
        for (const e of await checkBestMoveLine(engine, ex.payload)) errors.push(`${where}: ${e}`);
        analysed += Math.ceil(ex.payload.solution.length / 2);
      } else if (ex.type === 'game_type') {
        for (const e of await checkGameStart(engine, ex.payload)) errors.push(`${where}: ${e}`);
        analysed += 1;
      }
    }
  } finally {
    await engine.close();
  }
  return { errors, analysed };
}
