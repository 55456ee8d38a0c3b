import { Chess } from 'chess.js';
import { gameStatus } from '@ascend/chess';
import type { GamePayload } from '@ascend/contract';
import type { Analyst } from './analyst.ts';
import { PROOF_DEPTH } from './analyst.ts';
import { ENGINE_ID, ENGINE_VERSION, proofKey, type Proof } from './cache.ts';

/** The goals a play-out must prove against best defence (issue 27.5). */
export const provenGoals = ['mate', 'promote', 'hold_draw'] as const;
export const needsProof = (p: GamePayload) =>
  (provenGoals as readonly string[]).includes(p.goal.kind);
export const goalKey = (p: GamePayload) =>
  `${p.goal.kind}:${p.goal.moves ?? ''}:${p.goal.material ?? ''}`;
/** A goal without a move limit is proved within this many learner moves. */
const DEFAULT_LIMIT = 50;

/**
 * Plays the game out with the engine on both sides (depth 20, MultiPV 1): the learner's side
 * plays the engine's best, the defender too. Each position's search goes through the cache, so
 * a re-run costs nothing. The proof says whether the goal was reached within goal.moves.
 */
export async function provePlayout(analyst: Analyst, p: GamePayload): Promise<Proof | undefined> {
  const key = proofKey(p.fen, goalKey(p), PROOF_DEPTH);
  const cached = analyst.cache.get<Proof>(key);
  if (cached) return cached;
  const chess = new Chess(p.fen);
  const line: string[] = [];
  const limit = 2 * (p.goal.moves ?? DEFAULT_LIMIT) + 1;
  while (line.length < limit && gameStatus(p, line).state === 'playing') {
    const a = await analyst.analyse(chess.fen(), [], PROOF_DEPTH, 1);
    if (!a) return undefined; // cache-only and not searched yet
    const uci = a.lines[0]?.pv[0];
    if (!uci) break;
    chess.move({ from: uci.slice(0, 2), to: uci.slice(2, 4), promotion: uci[4] });
    line.push(uci);
  }
  const status = gameStatus(p, line);
  const proof: Proof = {
    kind: 'proof',
    fen: p.fen,
    goal: goalKey(p),
    depth: PROOF_DEPTH,
    engine: ENGINE_ID,
    version: ENGINE_VERSION,
    line,
    reached: status.state === 'won',
    learnerMoves: Math.ceil(line.length / 2),
  };
  analyst.cache.set(key, proof);
  return proof;
}
