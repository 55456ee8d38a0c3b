import { Chess } from 'chess.js';
import { pieceName } from './piece-icon.tsx';

const FILES = 'abcdefgh';
const ORDER = 'kqrbnp';

/** The placement field as square → FEN letter. */
export function piecesOf(position: string): Map<string, string> {
  const pieces = new Map<string, string>();
  const rows = position.split(' ')[0]!.split('/');
  rows.forEach((row, i) => {
    let file = 0;
    for (const ch of row) {
      if (/\d/.test(ch)) file += Number(ch);
      else pieces.set(`${FILES[file++]}${8 - i}`, ch);
    }
  });
  return pieces;
}

/** Squares as the learner sees them: rows top to bottom, each left to right. */
export function squaresInView(orientation: 'white' | 'black'): string[][] {
  const ranks = orientation === 'white' ? [8, 7, 6, 5, 4, 3, 2, 1] : [1, 2, 3, 4, 5, 6, 7, 8];
  const files = orientation === 'white' ? [...FILES] : [...FILES].reverse();
  return ranks.map((r) => files.map((f) => `${f}${r}`));
}

const ordinal = (n: number) => `${n}${n === 1 ? 'st' : n === 2 ? 'nd' : n === 3 ? 'rd' : 'th'}`;

/**
 * A square's name for a screen reader. Without coordinates (a drill in finding squares) it is
 * named by its place as seen, so the name does not give the answer away.
 */
export function squareName(
  square: string,
  orientation: 'white' | 'black',
  coordinates: boolean,
): string {
  if (coordinates) return square;
  const view = squaresInView(orientation);
  const row = view.findIndex((r) => r.includes(square));
  const column = view[row]!.indexOf(square);
  return `${ordinal(8 - row)} row from the bottom, ${ordinal(column + 1)} column from the left`;
}

/** "White: king g1, rook f1, pawns a2, b2. Black: …. White to move." */
export function describePosition(
  position: string,
  name: (square: string) => string = (square) => square,
): string {
  const pieces = piecesOf(position);
  const side = (white: boolean) => {
    const own = [...pieces].filter(([, p]) => (p === p.toUpperCase()) === white);
    if (own.length === 0) return 'no pieces';
    return [...ORDER]
      .map((kind) => {
        const squares = own.filter(([, p]) => p.toLowerCase() === kind).map(([sq]) => sq);
        if (squares.length === 0) return null;
        const piece = pieceName(kind).replace(/^black /, '');
        return `${squares.length > 1 ? `${piece}s` : piece} ${squares.sort().map(name).join(', ')}`;
      })
      .filter(Boolean)
      .join('; ');
  };
  const turn = position.split(' ')[1];
  const toMove = turn === 'w' ? ' White to move.' : turn === 'b' ? ' Black to move.' : '';
  return `White: ${side(true)}. Black: ${side(false)}.${toMove}`;
}

/**
 * The move that led from `before` to `after`, in SAN, when one legal move does; null for
 * anything else (a new exercise, a retry, an arrangement board).
 */
export function moveBetween(
  before: string,
  after: string,
): { san: string; color: 'w' | 'b' } | null {
  if (before.split(' ').length < 6 || after.split(' ').length < 6) return null;
  try {
    const chess = new Chess(before);
    const target = after.split(' ')[0];
    for (const move of chess.moves({ verbose: true })) {
      if (move.after.split(' ')[0] === target) return { san: move.san, color: move.color };
    }
  } catch {
    return null;
  }
  return null;
}

/** A typed move (SAN like Nf3, exd5, e8=Q, O-O, or UCI like g1f3) as UCI, if legal here. */
export function parseTypedMove(fen: string, text: string): string | null {
  const typed = text.trim().replace(/[+#!?]+$/, '');
  if (!typed) return null;
  try {
    const chess = new Chess(fen);
    const uci = /^([a-h][1-8])([a-h][1-8])([qrbn])?$/i.exec(typed);
    const move = uci
      ? chess
          .moves({ verbose: true })
          .find(
            (m) =>
              m.from === uci[1]!.toLowerCase() &&
              m.to === uci[2]!.toLowerCase() &&
              (m.promotion ?? '') === (uci[3]?.toLowerCase() ?? (m.promotion ? 'q' : '')),
          )
      : chess.move(typed.replace(/0/g, 'O'));
    return move ? `${move.from}${move.to}${move.promotion ?? ''}` : null;
  } catch {
    return null;
  }
}
