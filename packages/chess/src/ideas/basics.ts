import { Chess, type Color, type Move, type PieceSymbol, type Square } from 'chess.js';
import { pieceValues } from '../position.ts';
import type { Detector, DetectorTable, IdeaCase } from './types.ts';

/*
 * Detectors of the basics ideas (sections 1–2 of the climb): how each piece moves, captures that
 * win material, saving an attacked piece, check, getting out of check, mate in one and the
 * special moves. Each looks only at the position and the right move (and, for a play-out, the
 * learner's moves of the line).
 */

function play(fen: string, uci: string): { before: Chess; after: Chess; move: Move } | null {
  try {
    const before = new Chess(fen);
    const after = new Chess(fen);
    const move = after.move({ from: uci.slice(0, 2), to: uci.slice(2, 4), promotion: uci[4] });
    return { before, after, move };
  } catch {
    return null;
  }
}
/** The learner's moves: the right move and every second move of the line after it. */
function learnerMoves(c: IdeaCase): Move[] {
  const chess = new Chess(c.fen);
  const line = c.line?.length ? c.line : [c.move];
  const out: Move[] = [];
  for (const [i, uci] of line.entries()) {
    let m: Move;
    try {
      m = chess.move({ from: uci.slice(0, 2), to: uci.slice(2, 4), promotion: uci[4] });
    } catch {
      break;
    }
    if (i % 2 === 0) out.push(m);
  }
  return out;
}
const moved =
  (piece: PieceSymbol): Detector =>
  (c) =>
    play(c.fen, c.move)?.move.piece === piece;

/** The opponent can capture on `square` in `after` (legal moves: pins and checks count). */
const recapturable = (after: Chess, square: Square) =>
  after.moves({ verbose: true }).some((m) => m.to === square && !!m.captured);

/** A capture that wins material at once: the piece is free, or worth more than the capturer. */
export const winsMaterial: Detector = (c) => {
  const p = play(c.fen, c.move);
  if (!p?.move.captured) return false;
  const gain = pieceValues[p.move.captured]!;
  const risk = recapturable(p.after, p.move.to) ? pieceValues[p.move.piece]! : 0;
  return gain - risk > 0;
};

/** Pieces of `color` (not the king) an enemy piece attacks. */
function attacked(chess: Chess, color: Color): { square: Square; type: PieceSymbol }[] {
  const enemy: Color = color === 'w' ? 'b' : 'w';
  return chess
    .board()
    .flat()
    .filter((p): p is NonNullable<typeof p> => !!p && p.color === color && p.type !== 'k')
    .filter((p) => chess.isAttacked(p.square, enemy))
    .map((p) => ({ square: p.square, type: p.type }));
}
/** Attacked and either undefended or attacked by something cheaper: it would be lost. */
function enPrise(chess: Chess, color: Color): Square[] {
  const enemy: Color = color === 'w' ? 'b' : 'w';
  return attacked(chess, color)
    .filter(({ square, type }) => {
      const takers = chess.attackers(square, enemy).map((s) => chess.get(s)!.type);
      const cheapest = Math.min(...takers.map((t) => (t === 'k' ? 100 : pieceValues[t]!)));
      return !chess.isAttacked(square, color) || cheapest < pieceValues[type]!;
    })
    .map((p) => p.square);
}

/**
 * Saving an attacked piece: one of the mover's pieces is attacked before the move, and after it
 * nothing of the mover's is en prise (moved away, defended, blocked, or the attacker taken).
 */
export const saveAttackedPiece: Detector = (c) => {
  const p = play(c.fen, c.move);
  if (!p) return false;
  const me = p.move.color;
  if (!attacked(p.before, me).length) return false;
  // Whose turn it is does not change what attacks what; isAttacked reads the board.
  return enPrise(p.after, me).length === 0;
};

export const basicsDetectors: DetectorTable = {
  'rook-moves': moved('r'),
  'bishop-moves': moved('b'),
  'queen-moves': moved('q'),
  'king-moves': moved('k'),
  'knight-moves': moved('n'),
  'pawn-moves': moved('p'),
  /** The right move promotes, or (a play-out) one of the learner's moves does. */
  promotion: (c) => learnerMoves(c).some((m) => !!m.promotion),
  'capture-free-piece': winsMaterial,
  'wins-material': winsMaterial,
  'save-attacked-piece': saveAttackedPiece,
  'gives-check': (c) => !!play(c.fen, c.move)?.after.inCheck(),
  /** The side to move is in check and the right move is legal (every legal move escapes). */
  'escape-check': (c) => !!play(c.fen, c.move)?.before.inCheck(),
  'mate-in-one': (c) => !!play(c.fen, c.move)?.after.isCheckmate(),
  castling: (c) => {
    const m = play(c.fen, c.move)?.move;
    return !!m && (m.isKingsideCastle() || m.isQueensideCastle());
  },
  'en-passant': (c) => !!play(c.fen, c.move)?.move.isEnPassant(),
  /** A promotion trick: a knight, rook or bishop instead of a queen, or promoting with check or a capture. */
  'under-promotion': (c) =>
    learnerMoves(c).some(
      (m) => !!m.promotion && (m.promotion !== 'q' || !!m.captured || /[+#]/.test(m.san)),
    ),
};
