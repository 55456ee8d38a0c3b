import { replay } from '@ascend/chess';
import type { BestMovePayload, Refutation } from '@ascend/contract';
import { scoreValue } from '@ascend/engine';
import { OPTIONS_MULTIPV, REFUTE_DEPTH, type Analyst } from './analyst.ts';
import { flip } from './moves.ts';
import { plausibleWrongMoves, refutationOf } from './refute.ts';

/** One learner ply of a line drill as the engine sees it (depth 16, MultiPV 5). */
export type DrillPly = {
  ply: number;
  /** The position before the learner's move. */
  fen: string;
  lineMove: string;
  /** Centipawns the line's move is below the engine's best (0 when it is the best). */
  loss: number;
  /** Other moves of the engine's five best within the margin: "also good". */
  alternatives: string[];
  /** Plausible wrong moves (the five best outside the margin, every capture and check) to refute. */
  mistakes: string[];
};

/**
 * The engine's view of every learner ply of a line drill (ADR 0047), from the engine cache or
 * (a live analyst) Stockfish: how far the line's move is below the best, the moves that are
 * also within `margin` centipawns, and the plausible mistakes. `missing` names positions the
 * cache lacks.
 */
export async function drillPlies(
  payload: Pick<BestMovePayload, 'fen' | 'solution'>,
  margin: number,
  analyst: Analyst,
): Promise<{ plies: DrillPly[]; missing: string[] }> {
  const plies: DrillPly[] = [];
  const missing: string[] = [];
  for (let i = 0; i < payload.solution.length; i += 2) {
    const before = replay(payload.fen, payload.solution.slice(0, i));
    if ('error' in before) {
      missing.push(`ply ${i}: ${before.error}`);
      break;
    }
    const fen = before.chess.fen();
    const lineMove = payload.solution[i]!;
    const root = await analyst.analyse(fen, [], REFUTE_DEPTH, OPTIONS_MULTIPV);
    if (!root?.lines.length) {
      missing.push(`ply ${i} (${fen})`);
      continue;
    }
    const bestScore = scoreValue(root.lines[0]!.score);
    const listed = root.lines.find((l) => l.pv[0] === lineMove);
    let lineScore: number | undefined = listed && scoreValue(listed.score);
    if (lineScore === undefined) {
      const after = await analyst.analyse(fen, [lineMove], REFUTE_DEPTH, 1);
      const l = after?.lines[0];
      if (!l) {
        missing.push(`ply ${i} after ${lineMove}`);
        continue;
      }
      lineScore = scoreValue(flip(l.score));
    }
    const alternatives = root.lines
      .filter((l) => l.pv[0] !== lineMove && bestScore - scoreValue(l.score) <= margin)
      .map((l) => l.pv[0]!);
    const mistakes = plausibleWrongMoves(fen, lineMove, root).filter(
      (m) => !alternatives.includes(m),
    );
    plies.push({
      ply: i,
      fen,
      lineMove,
      loss: Math.max(0, bestScore - lineScore),
      alternatives,
      mistakes,
    });
  }
  return { plies, missing };
}

/** The refutation of each plausible mistake at each learner ply, tagged with its ply. */
export async function drillRefutations(
  plies: DrillPly[],
  analyst: Analyst,
): Promise<{ refutations: Refutation[]; missing: number }> {
  const refutations: Refutation[] = [];
  let missing = 0;
  for (const p of plies) {
    const root = analyst.peek(p.fen, [], REFUTE_DEPTH, OPTIONS_MULTIPV);
    for (const move of p.mistakes) {
      const after = await analyst.analyse(p.fen, [move], REFUTE_DEPTH, 1);
      const r = after && refutationOf(p.fen, move, after, root);
      if (r) refutations.push({ ...r, ply: p.ply });
      else missing += 1;
    }
  }
  return { refutations, missing };
}
