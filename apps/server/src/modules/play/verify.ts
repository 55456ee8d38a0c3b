// Replays a submitted game and decides what the server accepts of it (ADR 0044): legal moves,
// a result the board shows, and an opponent the level's model could have been.
import { Chess } from 'chess.js';
import { PgnError, parsePgn, type GameMove } from '@ascend/chess';
import {
  DRAW_OFFER_MIN_PLIES,
  levelDistribution,
  plausible,
  type HumanModel,
  type PlayLevel,
} from '@ascend/human';
import { loadModel } from '@ascend/human/node';
import type { PlayTermination } from '@ascend/contract';
import { AppError, badRequest } from '../../errors.ts';

const START = new Chess().fen();

export const refused = (message: string) => new AppError(422, 'GAME_REFUSED', message);

export interface VerifiedGame {
  moves: GameMove[];
  headers: Record<string, string>;
  startFen: string;
  result: '1-0' | '0-1' | '1/2-1/2';
  /** The learner's score. */
  score: number;
  /** The last position. */
  finalFen: string;
}

const moveName = (m: GameMove) => `${Math.ceil(m.ply / 2)}${m.color === 'w' ? '.' : '...'}${m.san}`;

/** What the board shows at the end: the termination it proves, or null for a game still going. */
function boardEnding(chess: Chess): PlayTermination | null {
  if (chess.isCheckmate()) return 'checkmate';
  if (chess.isStalemate()) return 'stalemate';
  if (chess.isInsufficientMaterial()) return 'insufficient_material';
  if (chess.isThreefoldRepetition()) return 'threefold_repetition';
  if (chess.isDrawByFiftyMoves()) return 'fifty_moves';
  return null;
}

/**
 * Reads the PGN (a 400 naming the first illegal move) and checks the claimed ending (a 422). An
 * agreed draw is checked here for its length only; the engine's verdict is `verifyAgreedDraw`'s.
 */
export function verifyResult(
  pgn: string,
  learner: 'w' | 'b',
  termination: PlayTermination,
): VerifiedGame {
  let parsed;
  try {
    parsed = parsePgn(pgn, { minPlies: 1 });
  } catch (err) {
    if (err instanceof PgnError) throw badRequest(err.message, { pgn: err.message });
    throw err;
  }
  if (parsed.startFen !== START)
    throw badRequest('A game against the app starts from the initial position (no [FEN] header).', {
      pgn: 'Must start from the initial position',
    });
  const chess = new Chess();
  for (const m of parsed.moves) chess.move(m.san);
  const ending = boardEnding(chess);
  const lastMover = parsed.moves[parsed.moves.length - 1]!.color;
  let score: number;
  if (termination === 'checkmate') {
    if (ending !== 'checkmate')
      throw refused('The game is claimed as checkmate, but the last position is not mate.');
    score = lastMover === learner ? 1 : 0;
  } else if (termination === 'resigned' || termination === 'timeout') {
    if (ending)
      throw refused(
        `The game ended on the board (${ending.replace(/_/g, ' ')}); it cannot be ${termination === 'resigned' ? 'resigned' : 'lost on time'} after that.`,
      );
    score = 0;
  } else if (termination === 'draw_agreed') {
    if (ending)
      throw refused(
        `The game ended on the board (${ending.replace(/_/g, ' ')}); send that ending instead of an agreed draw.`,
      );
    if (parsed.moves.length < DRAW_OFFER_MIN_PLIES)
      throw refused(
        `The opponent accepts a draw only after ${DRAW_OFFER_MIN_PLIES / 2} moves each; this game has ${Math.ceil(parsed.moves.length / 2)}.`,
      );
    score = 0.5;
  } else {
    if (ending !== termination)
      throw refused(
        `The game is claimed as a draw by ${termination.replace(/_/g, ' ')}, but the board does not show it.`,
      );
    score = 0.5;
  }
  const whiteScore = learner === 'w' ? score : 1 - score;
  const result = whiteScore === 1 ? '1-0' : whiteScore === 0 ? '0-1' : '1/2-1/2';
  const claimed = parsed.headers.Result;
  if (claimed && claimed !== '*' && claimed !== result)
    throw refused(`The [Result "${claimed}"] header does not match the game's ending (${result}).`);
  return {
    moves: parsed.moves,
    headers: parsed.headers,
    startFen: parsed.startFen,
    result,
    score,
    finalFen: chess.fen(),
  };
}

const models = new Map<number, HumanModel>();
const modelFor = (net: number) => {
  let m = models.get(net);
  if (!m) models.set(net, (m = loadModel(net)));
  return m;
};

/**
 * Re-runs the level's model on every opponent move: one it gives under MIN_MOVE_PROBABILITY
 * (the top move aside) means the game was not played against us, so it is refused.
 */
export function verifyOpponent(moves: readonly GameMove[], learner: 'w' | 'b', level: PlayLevel) {
  const model = modelFor(level.net);
  const uci = moves.map((m) => m.uci);
  for (const m of moves) {
    if (m.color === learner) continue;
    const dist = levelDistribution(model.predict({ moves: uci.slice(0, m.ply - 1) }), level);
    if (!plausible(dist, m.uci))
      throw refused(
        `This game was not played against the ${level.name} (${level.rating}) opponent: it would almost never play ${moveName(m)}.`,
      );
  }
}
