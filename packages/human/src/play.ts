// The opponent of "Play" (issue 37, ADR 0044): named levels over the Maia nets, the level's move
// distribution, the sampling the browser uses and the floor the server checks. Pure: the same
// code runs in the browser worker that picks the moves and on the server that re-checks them.
import type { MaiaRating, MoveProbability } from './model.ts';

export interface PlayLevel {
  /** The opponent's rating: what the learner's play rating is measured against. */
  readonly rating: number;
  readonly name: string;
  /** The Maia net that plays it. */
  readonly net: MaiaRating;
  /** Softmax temperature over the net's policy: above 1 spreads it (weaker, looser play). */
  readonly temperature: number;
}

/**
 * The levels, weakest first. Under 1100 the 1100 net plays at a higher temperature. Above it,
 * sampled nets at temperature 1 play about equally well (the sampling's noise outweighs the
 * nets' differences: bench play-ladder, 2026-11-27), so each stronger level also sharpens its
 * net's policy towards the moves its players agree on.
 */
export const PLAY_LEVELS: readonly PlayLevel[] = [
  { rating: 600, name: 'Newcomer', net: 1100, temperature: 2.2 },
  { rating: 800, name: 'Beginner', net: 1100, temperature: 1.7 },
  { rating: 1000, name: 'Casual', net: 1100, temperature: 1.3 },
  { rating: 1100, name: 'Club novice', net: 1100, temperature: 1 },
  { rating: 1300, name: 'Club player', net: 1300, temperature: 0.75 },
  { rating: 1500, name: 'Regular', net: 1500, temperature: 0.6 },
  { rating: 1700, name: 'Strong club', net: 1700, temperature: 0.45 },
  { rating: 1900, name: 'Expert', net: 1900, temperature: 0.15 },
];

/** The level's deviation for rating purposes: fixed, the levels are anchored by the bench. */
export const LEVEL_DEVIATION = 60;

export function playLevel(rating: number): PlayLevel | undefined {
  return PLAY_LEVELS.find((l) => l.rating === rating);
}

/** The level nearest a play rating: the suggested opponent. */
export function suggestedLevel(playRating: number): PlayLevel {
  let best = PLAY_LEVELS[0]!;
  for (const l of PLAY_LEVELS)
    if (Math.abs(l.rating - playRating) < Math.abs(best.rating - playRating)) best = l;
  return best;
}

/**
 * A move the level gives less than this is not one of ours: the server refuses a game with one
 * (unless it was the top move of a position with very many moves).
 */
export const MIN_MOVE_PROBABILITY = 0.01;
/** The browser samples only moves at or above this, so float noise never meets the floor. */
export const SAMPLE_FLOOR = 0.015;

/** The net's policy re-weighted by the level's temperature (p^(1/T), renormalised), most likely first. */
export function levelDistribution(
  policy: readonly MoveProbability[],
  level: PlayLevel,
): MoveProbability[] {
  if (level.temperature === 1) return [...policy];
  const w = policy.map((m) => Math.pow(m.p, 1 / level.temperature));
  const sum = w.reduce((a, b) => a + b, 0);
  return policy.map((m, i) => ({ uci: m.uci, p: w[i]! / sum }));
}

/** Whether the level could have played `uci` in this distribution (the server's check). */
export function plausible(dist: readonly MoveProbability[], uci: string): boolean {
  const i = dist.findIndex((m) => m.uci === uci);
  if (i < 0) return false;
  return i === 0 || dist[i]!.p >= MIN_MOVE_PROBABILITY;
}

/** Samples a move from the level's distribution: never one under SAMPLE_FLOOR (the top move aside). */
export function sampleMove(dist: readonly MoveProbability[], random: () => number): string | null {
  if (dist.length === 0) return null;
  const pool = dist.filter((m, i) => i === 0 || m.p >= SAMPLE_FLOOR);
  const total = pool.reduce((a, m) => a + m.p, 0);
  let x = random() * total;
  for (const m of pool) {
    x -= m.p;
    if (x < 0) return m.uci;
  }
  return pool[pool.length - 1]!.uci;
}

/** A small seeded generator (mulberry32) for reproducible games (tests, the bench). */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * An agreed draw (ADR 0046): the opponent accepts a draw offer only after this many plies (ten
 * moves each) and when Stockfish, searching the position at DRAW_JUDGE_DEPTH, finds it within
 * DRAW_LEVEL_CP centipawns of level. The page asks its engine before the opponent accepts; the
 * server asks the same engine build (lite WASM, one thread, 16 MB hash, a fresh search) at the
 * same depth before it stores the game, so both judge with one rule and one answer.
 */
export const DRAW_OFFER_MIN_PLIES = 20;
export const DRAW_JUDGE_DEPTH = 12;
export const DRAW_LEVEL_CP = 50;

/** The engine's score of a position (side to move's view), as both engines report it. */
export interface DrawJudgeScore {
  type: 'cp' | 'mate';
  value: number;
}

/** Whether the engine's score at DRAW_JUDGE_DEPTH makes the position level enough to agree a draw. */
export const deadLevel = (score: DrawJudgeScore | null | undefined): boolean =>
  !!score && score.type === 'cp' && Math.abs(score.value) <= DRAW_LEVEL_CP;
