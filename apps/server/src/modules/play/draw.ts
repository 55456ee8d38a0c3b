// An agreed draw judged by the engine (ADR 0046): the same rule the page applies before its
// opponent accepts, so a draw the page agreed is one the server accepts, and no other.
import { DRAW_JUDGE_DEPTH, DRAW_LEVEL_CP, deadLevel } from '@ascend/human';
import { POSITION_TIMEOUT_MS, onEngine, withTimeout } from '../orion-games/index.ts';
import { AppError } from '../../errors.ts';
import { refused } from './verify.ts';

/**
 * The page's engine: Stockfish 19 lite (WASM, one thread, the default 16 MB hash), started as
 * Orion starts its engine. Not the configured analysis engine (STOCKFISH_PATH, the full build):
 * a different engine could judge a borderline position otherwise than the page did.
 */
const DRAW_ENGINE = { build: 'lite' } as const;

/**
 * Searches the final position at DRAW_JUDGE_DEPTH; a 422 saying what the engine sees unless it
 * is within DRAW_LEVEL_CP of level, a 503 when the engine cannot answer (the page keeps the
 * game and sends it again later).
 */
export async function verifyAgreedDraw(fen: string): Promise<void> {
  let score;
  try {
    score = await onEngine(DRAW_ENGINE, async (engine) => {
      const a = await withTimeout(
        engine.analyse(fen, { depth: DRAW_JUDGE_DEPTH }),
        POSITION_TIMEOUT_MS,
        'The engine did not answer on the final position',
      );
      return a.lines[0]?.score ?? null;
    });
  } catch {
    throw new AppError(
      503,
      'NOT_READY',
      'The server could not ask its engine about the agreed draw just now. Please send the game again in a minute.',
    );
  }
  if (deadLevel(score)) return;
  // The engine scores for the side to move; the message speaks of White and Black.
  const forWhite = (score?.value ?? 0) * (fen.split(' ')[1] === 'w' ? 1 : -1);
  const side = forWhite > 0 ? 'White' : 'Black';
  const seen = !score
    ? 'no evaluation'
    : score.type === 'mate'
      ? `a forced mate for ${side}`
      : `${side} ${(Math.abs(forWhite) / 100).toFixed(1)} pawns better`;
  throw refused(
    `The opponent accepts a draw only in a level position, within ${(DRAW_LEVEL_CP / 100).toFixed(1)} pawns by the engine; in the final position it sees ${seen}. Play on or resign instead.`,
  );
}
