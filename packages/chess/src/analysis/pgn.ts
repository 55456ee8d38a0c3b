import { Chess } from 'chess.js';

/** Longest game analysed (ADR 0025): 200 plies is 100 moves each, longer than nearly every real game. */
export const MAX_PLIES = 200;
/** Shortest game analysed: 10 plies (5 moves each) gives the report something to say. */
export const MIN_PLIES = 10;
/**
 * Shortest in-app game analysed, in the learner's own moves: "Play it out" exercises are a few
 * moves from a set position, so they have their own minimum (ADR 0025).
 */
export const MIN_LESSON_GAME_MOVES = 3;

export interface GameMove {
  /** 1-based half-move number. */
  ply: number;
  san: string;
  uci: string;
  color: 'w' | 'b';
  fenBefore: string;
  fenAfter: string;
}

export interface ParsedGame {
  headers: Record<string, string>;
  startFen: string;
  moves: GameMove[];
}

/** A PGN a person has to fix; the message says what and where. */
export class PgnError extends Error {}

const HEADER = /^\s*\[(\w+)\s+"((?:[^"\\]|\\.)*)"\]\s*$/;
const RESULT = /^(1-0|0-1|1\/2-1\/2|\*)$/;
const SAN_SHAPE = /^([KQRBN]?[a-h]?[1-8]?x?[a-h][1-8](=?[QRBN])?|O-O(-O)?|0-0(-0)?)[+#]?$/;

/** Removes {comments}, ;comments and (variations), which may nest; throws on an unclosed one. */
function stripAnnotations(text: string): string {
  let out = '';
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === '{') {
      const end = text.indexOf('}', i);
      if (end < 0) throw new PgnError('A comment opened with "{" is never closed with "}".');
      i = end;
      out += ' ';
    } else if (c === ';' && depth === 0) {
      const end = text.indexOf('\n', i);
      i = end < 0 ? text.length : end;
      out += ' ';
    } else if (c === '(') depth += 1;
    else if (c === ')') {
      if (depth === 0) throw new PgnError('A variation is closed with ")" that was never opened.');
      depth -= 1;
    } else if (c === '}') throw new PgnError('A "}" closes a comment that was never opened.');
    else if (depth === 0) out += c;
  }
  if (depth > 0) throw new PgnError('A variation opened with "(" is never closed with ")".');
  return out;
}

const moveName = (ply: number, color: 'w' | 'b') =>
  `Move ${Math.ceil(ply / 2)} for ${color === 'w' ? 'White' : 'Black'}`;

/**
 * A short game is still a lesson when it was lost by force: the final position is mate, or
 * the result is decisive and the PGN says the game ended normally or by resignation (Lichess
 * writes `Termination "Normal"` for mate and resignation; Chess.com "… won by resignation").
 * Lost on time or abandoned is not.
 */
export function endsInMateOrResignation(headers: Record<string, string>, final: Chess): boolean {
  if (final.isCheckmate()) return true;
  if (headers.Result !== '1-0' && headers.Result !== '0-1') return false;
  const termination = (headers.Termination ?? '').toLowerCase();
  return termination === 'normal' || termination.includes('resign');
}

/**
 * Reads one game in PGN (headers optional, comments, variations and NAGs ignored, a [FEN]
 * header as the start) and replays it, so every error names the move and the reason.
 */
export function parsePgn(text: string, { minPlies = MIN_PLIES } = {}): ParsedGame {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const headers: Record<string, string> = {};
  let i = 0;
  for (; i < lines.length; i++) {
    const line = lines[i]!;
    if (!line.trim()) continue;
    const m = HEADER.exec(line);
    if (!m) break;
    headers[m[1]!] = m[2]!.replace(/\\(.)/g, '$1');
  }
  const rest = lines.slice(i);
  // A second game's headers after the moves: exports often hold many games.
  if (rest.some((line) => HEADER.test(line)))
    throw new PgnError('The text holds more than one game. Paste or upload one game at a time.');
  const body = stripAnnotations(rest.join('\n'));
  let chess: Chess;
  try {
    chess = headers.FEN ? new Chess(headers.FEN) : new Chess();
  } catch {
    throw new PgnError(`The [FEN] header "${headers.FEN}" is not a legal starting position.`);
  }
  const startFen = chess.fen();
  const moves: GameMove[] = [];
  for (const raw of body.split(/\s+/)) {
    let token = raw.replace(/^\d+\.+/, '').replace(/\$\d+/g, '');
    if (/^\d+\.*$/.test(raw) || !token) continue;
    if (RESULT.test(token)) break;
    token = token.replace(/[!?]+$/, '');
    const ply = moves.length + 1;
    const color = chess.turn();
    if (moves.length >= MAX_PLIES)
      throw new PgnError(
        `The game is longer than ${MAX_PLIES / 2} moves each (${MAX_PLIES} half-moves), the most we analyse. Paste it cut after move ${MAX_PLIES / 2}.`,
      );
    if (!SAN_SHAPE.test(token))
      throw new PgnError(
        `${moveName(ply, color)}, "${token}", is not a move in algebraic notation (like e4, Nf3, exd5, O-O).`,
      );
    const fenBefore = chess.fen();
    let move;
    try {
      move = chess.move(token.replace(/0/g, 'O'));
    } catch {
      throw new PgnError(`${moveName(ply, color)}, ${token}, is not legal in that position.`);
    }
    moves.push({
      ply,
      san: move.san,
      uci: move.from + move.to + (move.promotion ?? ''),
      color,
      fenBefore,
      fenAfter: chess.fen(),
    });
  }
  if (moves.length === 0)
    throw new PgnError('No moves found. Paste the moves of a game, like "1. e4 e5 2. Nf3 Nc6".');
  if (moves.length < minPlies && !endsInMateOrResignation(headers, chess))
    throw new PgnError(
      `The game has ${moves.length} half-moves; an analysis needs at least ${minPlies} (${minPlies / 2} moves each), unless it ends in checkmate or a resignation.`,
    );
  return { headers, startFen, moves };
}
