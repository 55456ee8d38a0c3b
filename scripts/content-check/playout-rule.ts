import { gameStatus } from '@ascend/chess';
import type { GamePayload } from '@ascend/contract';
import { PROOF_DEPTH } from '../content-gen/engine/analyst.ts';
import { proofKey, type EngineCache, type Proof } from '../content-gen/engine/cache.ts';
import { FULL_STRENGTH } from '../content-gen/engine/annotate.ts';
import { goalKey, needsProof } from '../content-gen/engine/proof.ts';

/**
 * Rule (d): a play-out whose goal is mate, promotion or holding the draw runs at full strength
 * (skill 20, depth ≥ 12) and has a proof in the engine cache — the engine on both sides at depth
 * ≥ 20, MultiPV 1 — that replays legally and reaches the goal within goal.moves.
 */
export function playoutProblems(p: GamePayload, cache: EngineCache): string[] {
  if (!needsProof(p)) return [];
  const problems: string[] = [];
  if (p.engine.skill < FULL_STRENGTH.skill || p.engine.depth < FULL_STRENGTH.depth)
    problems.push(
      `a ${p.goal.kind} play-out must face full strength (skill 20, depth ≥ 12), not skill ${p.engine.skill} depth ${p.engine.depth}`,
    );
  const proof = cache.get<Proof>(proofKey(p.fen, goalKey(p), PROOF_DEPTH));
  if (!proof) return [...problems, 'no play-out proof in the engine cache (build with --engine)'];
  if (proof.depth < PROOF_DEPTH) problems.push(`proof at depth ${proof.depth} (< ${PROOF_DEPTH})`);
  const status = gameStatus(p, proof.line);
  if (status.state !== 'won')
    problems.push(
      `against best defence the goal is not reached: ${status.state === 'playing' ? `still playing after ${proof.learnerMoves} moves` : status.reason} (${proof.line.length} plies)`,
    );
  return problems;
}
