import { Chess } from 'chess.js';
import { Engine, type EngineSetup } from '@ascend/engine';
import {
  THRESHOLDS,
  buildReport,
  winChance,
  type Eval,
  type GameMove,
  type MoveReport,
  type PositionEval,
} from '@ascend/chess';
import type { Deps } from '../../deps.ts';

/** The engine set-up the configuration names for game analysis (ADR 0035). */
export function analysisEngine(config: Deps['config']): EngineSetup {
  return config.STOCKFISH_PATH
    ? { path: config.STOCKFISH_PATH }
    : { build: config.ORION_ENGINE_BUILD };
}

/**
 * How deep Orion looks (ADR 0035): every position at `depth`, then the two positions of every
 * flagged move again at `confirmDepth` (0: no second look).
 */
export interface AnalysisBudget {
  depth: number;
  confirmDepth: number;
  /**
   * Which unflagged moves the second look also takes (ORION_SECOND_LOOK, SECOND_LOOKS): none
   * (FLAGGED_ONLY, ADR 0035, the default and what an unset field means) or the wide SECOND_LOOK
   * (ADR 0042). The bench also measures FLAGGED_OR_DISAGREEING and FLAGGED_THEN_CLOSER (ADR 0053).
   */
  secondLook?: SecondLook;
  /**
   * How the first pass goes through the game: each position with a clean hash ('fresh'), or the
   * game walked with one hash, as the reference does, from the first position ('forward') or
   * from the last ('backward'), so each search keeps what the searches before it found and the
   * two evaluations a move's loss is taken from share a tree. On a walk, the second look keeps
   * the hash too.
   */
  walk?: Walk;
}

export type Walk = 'fresh' | 'forward' | 'backward';

export const analysisBudget = (config: Deps['config']): AnalysisBudget => ({
  depth: config.ORION_ANALYSIS_DEPTH,
  confirmDepth: config.ORION_CONFIRM_DEPTH,
  secondLook: SECOND_LOOKS[config.ORION_SECOND_LOOK],
  walk: config.ORION_WALK,
});

/**
 * One position never takes this long at the depths we use on a machine that is not starved
 * (≈ 0.6 s at depth 16, 1.4 s at the closer look's 18, on average): an engine that has not
 * answered is stuck, and the job fails (and is retried) rather than holding this process's
 * analysis worker for ever. On 2 cores at a load average of 20 to 40, the sharp position after
 * Lasker–Bauer's 17.Bxg7 took longer at depth 16 (ADR 0042).
 */
export const POSITION_TIMEOUT_MS = 60_000;

/**
 * A search still running after this is told to stop and answers from the deepest depth it
 * finished (issue 36): the rare sharp position on a starved machine costs a little depth, not
 * the analysis. Well under POSITION_TIMEOUT_MS, which is left for an engine that does not answer.
 */
export const SEARCH_SOFT_MS = 15_000;

export function withTimeout<T>(work: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(message)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

export const asEval = (s: { type: 'cp' | 'mate'; value: number }): Eval =>
  s.type === 'mate' ? { mate: s.value } : { cp: s.value };

/** A finished position needs no search: checkmate is "mate 0" for the side to move, else a draw. */
export function terminalEval(fen: string): PositionEval | null {
  const chess = new Chess(fen);
  if (chess.isCheckmate()) return { eval: { mate: 0 }, pv: [] };
  if (chess.isStalemate() || chess.isInsufficientMaterial()) return { eval: { cp: 0 }, pv: [] };
  return null;
}

/**
 * One position at a fixed depth. The learner's positions are searched with MultiPV 2, so a
 * position where only one move holds can be told apart.
 */
async function searchPosition(
  engine: Engine,
  fen: string,
  learner: 'w' | 'b',
  depth: number,
  index: number,
  keepHash = false,
): Promise<PositionEval> {
  const over = terminalEval(fen);
  if (over) return over;
  const toMove = fen.split(' ')[1];
  const a = await withTimeout(
    engine.analyse(fen, {
      depth,
      multipv: toMove === learner ? 2 : 1,
      softMs: SEARCH_SOFT_MS,
      keepHash,
    }),
    POSITION_TIMEOUT_MS,
    `The engine did not answer on position ${index} within ${POSITION_TIMEOUT_MS / 1000} s`,
  );
  const [best, second] = a.lines;
  if (!best) throw new Error(`The engine gave no line for position ${index}`);
  const result: PositionEval = { eval: asEval(best.score), pv: best.pv };
  if (second) result.second = asEval(second.score);
  return result;
}

const positionsOf = (moves: readonly GameMove[]) => [
  ...moves.map((m) => m.fenBefore),
  moves.at(-1)!.fenAfter,
];

/**
 * Runs `work` on the engine given, or on a new process of the set-up given, closed afterwards:
 * one analysis (both passes and the review items' accepted moves) uses one Stockfish process.
 */
export async function onEngine<T>(
  engine: Engine | EngineSetup,
  work: (engine: Engine) => Promise<T>,
): Promise<T> {
  if (engine instanceof Engine) return work(engine);
  const started = await Engine.start({}, engine);
  try {
    return await work(started);
  } finally {
    await started.close();
  }
}

/**
 * Evaluates every position of the game at one fixed depth. `onProgress` hears after each
 * position.
 */
export async function evaluatePositions(
  moves: readonly GameMove[],
  learner: 'w' | 'b',
  depth: number,
  onProgress: (done: number) => Promise<void>,
  engine: Engine | EngineSetup = {},
  walk: Walk = 'fresh',
): Promise<PositionEval[]> {
  return onEngine(engine, async (e) => {
    const fens = positionsOf(moves);
    const evals: PositionEval[] = new Array(fens.length);
    const order = fens.map((_, i) => (walk === 'backward' ? fens.length - 1 - i : i));
    for (const [n, i] of order.entries()) {
      evals[i] = await searchPosition(e, fens[i]!, learner, depth, i, walk !== 'fresh' && n > 0);
      await onProgress(n + 1);
    }
    return evals;
  });
}

const FLAGGED = new Set(['inaccuracy', 'mistake', 'blunder']);

/**
 * Where the second look goes besides the flagged moves (issue 36, ADR 0042), so that it can add
 * a flag as well as remove one: an unflagged move (the engine's best move included) whose
 * first-pass loss, unclamped, lies within `near` below the inaccuracy threshold, or whose two
 * first-pass searches disagree, the move scoring at least `disagreement` better than the
 * position's best (which no move can). A flagged move is always looked at again, so an
 * inaccuracy near the mistake threshold is already re-searched. Then a closer look: a move whose
 * loss on the deep searches still lies within `closer` of the inaccuracy threshold, either side
 * (the line between a flag and none), has its positions searched `closerDepth` plies deeper
 * again (`closer` 0: no closer look). Chosen on the precision bench (ADR 0042; BENCHMARKS.md,
 * run of 2026-11-27, issue 36).
 */
export interface SecondLook {
  near: number;
  disagreement: number;
  closer: number;
  closerDepth: number;
}
export const SECOND_LOOK: SecondLook = {
  near: 0.03,
  disagreement: 0.05,
  closer: 0.03,
  closerDepth: 2,
};
/** ADR 0035's second look, at flagged moves only. */
export const FLAGGED_ONLY: SecondLook = {
  near: -Infinity,
  disagreement: Infinity,
  closer: 0,
  closerDepth: 0,
};

/**
 * ADR 0035's second look at flagged moves, then the closer look at moves still near the
 * inaccuracy threshold. Measured on the precision bench (ADR 0053): less precise.
 */
export const FLAGGED_THEN_CLOSER: SecondLook = {
  ...FLAGGED_ONLY,
  closer: SECOND_LOOK.closer,
  closerDepth: SECOND_LOOK.closerDepth,
};

/**
 * ADR 0035's second look, and moves whose two first-pass searches disagree (the engine's own
 * move too): no margin below the threshold, no closer look. Measured on the precision bench
 * (ADR 0053); with the backward walk it adds nothing the walk does not already find.
 */
export const FLAGGED_OR_DISAGREEING: SecondLook = {
  ...FLAGGED_ONLY,
  disagreement: SECOND_LOOK.disagreement,
};

/** The second looks ORION_SECOND_LOOK names. */
export const SECOND_LOOKS: Record<Deps['config']['ORION_SECOND_LOOK'], SecondLook> = {
  flagged: FLAGGED_ONLY,
  wide: SECOND_LOOK,
};

/** The mover's loss of win chance between the two searches, unclamped (negative: they disagree). */
const rawLoss = (before: PositionEval, after: PositionEval) =>
  winChance(before.eval) + winChance(after.eval);

function needsSecondLook(
  look: SecondLook,
  m: MoveReport,
  before: PositionEval,
  after: PositionEval,
): boolean {
  if (FLAGGED.has(m.classification)) return true;
  // The engine's own move too: its two searches should agree, and where they do not, the
  // first one (its best move) may be what depth 12 got wrong.
  const raw = rawLoss(before, after);
  return raw >= THRESHOLDS.inaccuracy - look.near || raw <= -look.disagreement;
}

const needsCloserLook = (look: SecondLook, m: MoveReport) =>
  m.classification !== 'best' && Math.abs(m.winChanceLoss - THRESHOLDS.inaccuracy) < look.closer;

/**
 * The analysis (ADR 0035, ADR 0042): every position at `budget.depth`, then a second look at
 * every flagged move of either side and at every unflagged move near the inaccuracy threshold
 * (`SECOND_LOOK`). Both of its positions are searched again at `budget.confirmDepth` and the
 * move is classed on those, so the deeper search can drop, change or add a flag. A deeper
 * evaluation also changes the move before or after it, so this repeats until every move that
 * asks for a second look stands on deep evaluations; the closer look, at moves still near the
 * inaccuracy threshold, works the same way at its depth.
 */
export async function analysePositions(
  moves: readonly GameMove[],
  learner: 'w' | 'b',
  budget: AnalysisBudget,
  onProgress: (done: number) => Promise<void>,
  engine: Engine | EngineSetup = {},
): Promise<PositionEval[]> {
  return onEngine(engine, async (e) => {
    const walk = budget.walk ?? 'fresh';
    const evals = await evaluatePositions(moves, learner, budget.depth, onProgress, e, walk);
    if (budget.confirmDepth <= budget.depth) return evals;
    const fens = positionsOf(moves);
    const look = budget.secondLook ?? FLAGGED_ONLY;
    const depthOf = fens.map(() => budget.depth);
    const lookAgain = async (depth: number, asks: (m: MoveReport, i: number) => boolean) => {
      for (;;) {
        const todo = new Set<number>();
        buildReport(moves, evals, learner).moves.forEach((m, i) => {
          if (!asks(m, i)) return;
          for (const p of [i, i + 1]) if (depthOf[p]! < depth) todo.add(p);
        });
        if (todo.size === 0) return;
        for (const p of [...todo].sort((a, b) => a - b)) {
          evals[p] = await searchPosition(e, fens[p]!, learner, depth, p, walk !== 'fresh');
          depthOf[p] = depth;
        }
      }
    };
    await lookAgain(budget.confirmDepth, (m, i) =>
      needsSecondLook(look, m, evals[i]!, evals[i + 1]!),
    );
    if (look.closer > 0 && look.closerDepth > 0)
      await lookAgain(budget.confirmDepth + look.closerDepth, (m) => needsCloserLook(look, m));
    return evals;
  });
}
