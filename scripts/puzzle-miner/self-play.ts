import { Chess } from 'chess.js';
import type { Engine } from '@ascend/engine';
import { pick } from './rng.ts';
import { cp } from './win-chance.ts';

export interface BlunderMoment {
  /** Position before the blunder, the blunder itself (UCI) and the skill that played it. */
  fen: string;
  blunder: string;
  skill: number;
}

const uciOf = (m: { from: string; to: string; promotion?: string }) =>
  `${m.from}${m.to}${m.promotion ?? ''}`;

/**
 * Plays one weak self-play game from a random opening and reports every move after which the
 * side to move went from "not winning" (≤ +2) to "clearly winning" (≥ +3 or mate), judged by
 * a shallow multipv search. Games stop early once decided, since lost positions make dull puzzles.
 */
export async function playGame(
  weak: Engine,
  judge: Engine,
  rng: () => number,
  skill: number,
): Promise<BlunderMoment[]> {
  const chess = new Chess();
  const found: BlunderMoment[] = [];
  const randomPlies = 2 + Math.floor(rng() * 7);
  for (let i = 0; i < randomPlies && !chess.isGameOver(); i++) {
    chess.move(pick(rng, chess.moves({ verbose: true })));
  }
  let prevEval = 0; // side to move's view, before the last move
  let decided = 0;
  while (!chess.isGameOver() && chess.history().length < 200) {
    const fen = chess.fen();
    const w = await weak.analyse(fen, { depth: 1 + Math.floor(rng() * 6) });
    if (!w.bestmove) break;
    chess.move({
      from: w.bestmove.slice(0, 2),
      to: w.bestmove.slice(2, 4),
      promotion: w.bestmove[4],
    });
    if (chess.isGameOver()) break;
    // A cheap depth-5 look first; only a promising position pays for the depth-8 judgement.
    const quick = await judge.analyse(chess.fen(), { depth: 5 });
    let now = quick.lines[0] ? cp(quick.lines[0].score) : 0;
    if (-prevEval <= 200 && now >= 200) {
      const j = await judge.analyse(chess.fen(), { depth: 8 });
      now = j.lines[0] ? cp(j.lines[0].score) : 0;
    }
    // The mover's opponent was at -prevEval before; the blunder flipped it to a win.
    if (-prevEval <= 200 && now >= 300)
      found.push({
        fen,
        blunder: uciOf({
          from: w.bestmove.slice(0, 2),
          to: w.bestmove.slice(2, 4),
          promotion: w.bestmove[4],
        }),
        skill,
      });
    prevEval = now;
    decided = Math.abs(now) >= 900 ? decided + 1 : 0;
    if (decided >= 4) break;
  }
  return found;
}
