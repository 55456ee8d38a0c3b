// A Maia network ready to predict: weights parsed once, the forward pass reused.
import { encodePlanes, INPUT_PLANES } from './encoder.ts';
import { replayGame } from './game.ts';
import { Network } from './network.ts';
import { moveIndex } from './policy-map.ts';
import { parseNet } from './weights.ts';

export interface MoveProbability {
  /** Standard UCI (castling as e1g1). */
  readonly uci: string;
  readonly p: number;
}

export interface PredictInput {
  /** Starting position; the initial position when absent. */
  readonly fen?: string;
  /** UCI moves played from `fen`. */
  readonly moves?: readonly string[];
}

export const MAIA_RATINGS = [1100, 1200, 1300, 1400, 1500, 1600, 1700, 1800, 1900] as const;
export type MaiaRating = (typeof MAIA_RATINGS)[number];

/** The Maia net nearest to a rating (ties go to the lower one). */
export function nearestRating(rating: number): MaiaRating {
  if (!Number.isFinite(rating)) throw new Error(`rating must be a number, not ${rating}`);
  let best: MaiaRating = MAIA_RATINGS[0];
  for (const r of MAIA_RATINGS) if (Math.abs(r - rating) < Math.abs(best - rating)) best = r;
  return best;
}

const mirrorSquare = (s: string) => s[0]! + String(9 - Number(s[1]));

export class HumanModel {
  private readonly network: Network;
  private readonly planes = new Float32Array(INPUT_PLANES * 64);

  constructor(
    readonly name: string,
    protonet: Uint8Array,
  ) {
    this.network = new Network(parseNet(protonet));
  }

  /** Every legal move with the probability a player of this rating plays it, most likely first. */
  predict(input: PredictInput = {}): MoveProbability[] {
    const { history, legal } = replayGame(input.fen, input.moves);
    if (legal.length === 0) return [];
    const white = history[history.length - 1]!.whiteToMove;
    const logits = this.network.policy(encodePlanes(history, this.planes));
    const scored = legal.map((m) => {
      // The net sees the board from the mover's side; castling is the king taking its rook.
      let to: string = m.to;
      if (m.isKingsideCastle()) to = 'h' + m.from[1];
      if (m.isQueensideCastle()) to = 'a' + m.from[1];
      const promo = m.promotion && m.promotion !== 'n' ? m.promotion : '';
      const key = white ? m.from + to + promo : mirrorSquare(m.from) + mirrorSquare(to) + promo;
      const index = moveIndex(key);
      if (index < 0) throw new Error(`no policy entry for ${key}`);
      return { uci: m.from + m.to + (m.promotion ?? ''), logit: logits[index]! };
    });
    const max = Math.max(...scored.map((s) => s.logit));
    let sum = 0;
    const exps = scored.map((s) => {
      const e = Math.exp(s.logit - max);
      sum += e;
      return e;
    });
    return scored
      .map((s, i) => ({ uci: s.uci, p: exps[i]! / sum }))
      .sort((a, b) => b.p - a.p || (a.uci < b.uci ? -1 : 1));
  }
}
