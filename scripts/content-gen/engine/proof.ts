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
  const learner = chess.turn();
  while (line.length < limit && gameStatus(p, line).state === 'playing') {
    const push =
      p.goal.kind === 'promote' && chess.turn() === learner ? await safePush(analyst, chess) : null;
    if (push === undefined) return undefined;
    const a = push ? null : await analyst.analyse(chess.fen(), [], PROOF_DEPTH, 1);
    if (a === undefined) return undefined; // cache-only and not searched yet
    const uci = push ?? a?.lines[0]?.pv[0];
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

/**
 * For a promotion goal the learner's side pushes its most advanced pawn (promoting as soon as it
 * can) whenever the engine, at proof depth, still sees the learner winning after the push: the
 * engine alone may prefer a king move that wins just as surely but later than goal.moves allows.
 * Null when no push keeps the win; undefined when cache-only and not searched yet.
 */
async function safePush(analyst: Analyst, chess: Chess): Promise<string | null | undefined> {
  const forward = chess.turn() === 'w' ? 1 : -1;
  const pushes = chess
    .moves({ verbose: true })
    .filter((m) => m.piece === 'p' && (!m.promotion || m.promotion === 'q'))
    .sort((a, b) => forward * (Number(b.to[1]) - Number(a.to[1])));
  for (const m of pushes) {
    const uci = `${m.from}${m.to}${m.promotion ?? ''}`;
    if (m.promotion) return uci;
    const after = await analyst.analyse(chess.fen(), [uci], PROOF_DEPTH, 1);
    if (!after) return undefined;
    const s = after.lines[0]?.score;
    // The score is the defender's: the learner still wins when it is a mate against them or −3 pawns.
    if (s && ((s.type === 'mate' && s.value < 0) || (s.type === 'cp' && s.value <= -300)))
      return uci;
  }
  return null;
}
