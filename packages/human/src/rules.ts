// A compact legal-move generator for replaying a game on the hot path. chess.js builds a full
// Move object (SAN, two FENs) for every move it plays or lists, which cost more than the network
// itself; this does only what predict() needs. Checked by perft counts in rules.test.ts and,
// through the lc0 fixture, against lc0's own legal moves. Squares: 0 = a1 … 63 = h8; pieces:
// 0 empty, 1–6 white P N B R Q K, 7–12 black.

import { QUEEN_DIRS } from './policy-map.ts';

export interface Board {
  readonly squares: Uint8Array;
  readonly white: boolean;
  /** Castling rights: 1 K, 2 Q, 4 k, 8 q. */
  readonly castling: number;
  /** The square a pawn just skipped, or -1. */
  readonly ep: number;
  readonly halfmove: number;
  readonly fullmove: number;
}

export interface LegalMove {
  readonly from: number;
  readonly to: number;
  /** 'q' | 'r' | 'b' | 'n' or ''. */
  readonly promotion: string;
  /** 'k' (O-O), 'q' (O-O-O) or ''. */
  readonly castle: string;
}

const PIECES = 'pnbrqk';
const file = (sq: number) => sq & 7;
const rank = (sq: number) => sq >> 3;

function jumps(deltas: ReadonlyArray<readonly number[]>): number[][] {
  const out: number[][] = [];
  for (let sq = 0; sq < 64; sq++) {
    out.push(
      deltas
        .map(([df, dr]) => [file(sq) + df!, rank(sq) + dr!])
        .filter(([f, r]) => f! >= 0 && f! < 8 && r! >= 0 && r! < 8)
        .map(([f, r]) => r! * 8 + f!),
    );
  }
  return out;
}
const KNIGHT = jumps([
  [1, 2],
  [2, 1],
  [2, -1],
  [1, -2],
  [-1, -2],
  [-2, -1],
  [-2, 1],
  [-1, 2],
]);
const KING = jumps(QUEEN_DIRS);
const ROOK_DIRS = [
  [0, 1],
  [1, 0],
  [0, -1],
  [-1, 0],
];
const BISHOP_DIRS = [
  [1, 1],
  [1, -1],
  [-1, -1],
  [-1, 1],
];
/** RAYS[d][sq]: the squares from sq outward in direction d (0–3 rook, 4–7 bishop). */
const RAYS: number[][][] = [...ROOK_DIRS, ...BISHOP_DIRS].map(([df, dr]) => {
  const perSquare: number[][] = [];
  for (let sq = 0; sq < 64; sq++) {
    const ray: number[] = [];
    for (
      let f = file(sq) + df!, r = rank(sq) + dr!;
      f >= 0 && f < 8 && r >= 0 && r < 8;
      f += df!, r += dr!
    )
      ray.push(r * 8 + f);
    perSquare.push(ray);
  }
  return perSquare;
});

const isWhite = (p: number) => p >= 1 && p <= 6;
const isBlack = (p: number) => p >= 7;
const kind = (p: number) => (p - 1) % 6; // 0 P, 1 N, 2 B, 3 R, 4 Q, 5 K

/** Whether `sq` is attacked by the given side. */
export function attacked(squares: Uint8Array, sq: number, byWhite: boolean): boolean {
  const off = byWhite ? 0 : 6;
  // A pawn of the attacking side stands one rank behind (from its own point of view).
  const pr = byWhite ? rank(sq) - 1 : rank(sq) + 1;
  if (pr >= 0 && pr < 8) {
    if (file(sq) > 0 && squares[pr * 8 + file(sq) - 1] === 1 + off) return true;
    if (file(sq) < 7 && squares[pr * 8 + file(sq) + 1] === 1 + off) return true;
  }
  for (const s of KNIGHT[sq]!) if (squares[s] === 2 + off) return true;
  for (const s of KING[sq]!) if (squares[s] === 6 + off) return true;
  for (let d = 0; d < 8; d++) {
    const slider = d < 4 ? 4 + off : 3 + off; // rook or bishop of that side
    for (const s of RAYS[d]![sq]!) {
      const p = squares[s]!;
      if (p === 0) continue;
      if (p === slider || p === 5 + off) return true;
      break;
    }
  }
  return false;
}

function pseudoMoves(b: Board): LegalMove[] {
  const out: LegalMove[] = [];
  const sq = b.squares;
  const own = b.white ? isWhite : isBlack;
  const enemy = b.white ? isBlack : isWhite;
  const add = (from: number, to: number) => out.push({ from, to, promotion: '', castle: '' });
  for (let from = 0; from < 64; from++) {
    const p = sq[from]!;
    if (p === 0 || !own(p)) continue;
    const k = kind(p);
    if (k === 0) {
      const dir = b.white ? 8 : -8;
      const last = b.white ? 7 : 0;
      const pawnTo = (to: number) => {
        if (rank(to) === last)
          for (const promotion of 'qrbn') out.push({ from, to, promotion, castle: '' });
        else add(from, to);
      };
      const one = from + dir;
      if (sq[one] === 0) {
        pawnTo(one);
        const startRank = b.white ? 1 : 6;
        if (rank(from) === startRank && sq[one + dir] === 0) add(from, one + dir);
      }
      for (const df of [-1, 1]) {
        const f = file(from) + df;
        if (f < 0 || f > 7) continue;
        const to = one + df;
        if (enemy(sq[to]!) || to === b.ep) pawnTo(to);
      }
    } else if (k === 1 || k === 5) {
      for (const to of (k === 1 ? KNIGHT : KING)[from]!) if (!own(sq[to]!)) add(from, to);
    } else {
      const first = k === 2 ? 4 : 0;
      const lastDir = k === 3 ? 4 : 8;
      for (let d = first; d < lastDir; d++)
        for (const to of RAYS[d]![from]!) {
          if (own(sq[to]!)) break;
          add(from, to);
          if (sq[to] !== 0) break;
        }
    }
  }
  // Castling: rights, an empty path, the king not in check and not passing an attacked square
  // (the destination is left to the legality test).
  const home = b.white ? 4 : 60;
  const king = b.white ? 6 : 12;
  const rook = b.white ? 4 : 10;
  const them = !b.white;
  if (sq[home] === king && !attacked(sq, home, them)) {
    const kRight = b.white ? 1 : 4;
    const qRight = b.white ? 2 : 8;
    if (
      b.castling & kRight &&
      sq[home + 3] === rook &&
      sq[home + 1] === 0 &&
      sq[home + 2] === 0 &&
      !attacked(sq, home + 1, them)
    )
      out.push({ from: home, to: home + 2, promotion: '', castle: 'k' });
    if (
      b.castling & qRight &&
      sq[home - 4] === rook &&
      sq[home - 1] === 0 &&
      sq[home - 2] === 0 &&
      sq[home - 3] === 0 &&
      !attacked(sq, home - 1, them)
    )
      out.push({ from: home, to: home - 2, promotion: '', castle: 'q' });
  }
  return out;
}

/** The position after a move (assumed pseudo-legal). */
export function play(b: Board, m: LegalMove): Board {
  const sq = b.squares.slice();
  const p = sq[m.from]!;
  const captured = sq[m.to]!;
  sq[m.from] = 0;
  sq[m.to] = m.promotion ? PIECES.indexOf(m.promotion) + 1 + (b.white ? 0 : 6) : p;
  const pawn = kind(p) === 0;
  if (pawn && m.to === b.ep) sq[m.to + (b.white ? -8 : 8)] = 0; // en passant
  if (m.castle === 'k') {
    sq[m.from + 1] = sq[m.from + 3]!;
    sq[m.from + 3] = 0;
  } else if (m.castle === 'q') {
    sq[m.from - 1] = sq[m.from - 4]!;
    sq[m.from - 4] = 0;
  }
  let castling = b.castling;
  if (kind(p) === 5) castling &= b.white ? ~3 : ~12;
  for (const s of [m.from, m.to]) {
    if (s === 7) castling &= ~1;
    if (s === 0) castling &= ~2;
    if (s === 63) castling &= ~4;
    if (s === 56) castling &= ~8;
  }
  return {
    squares: sq,
    white: !b.white,
    castling,
    ep: pawn && Math.abs(m.to - m.from) === 16 ? (m.from + m.to) / 2 : -1,
    halfmove: pawn || captured !== 0 ? 0 : b.halfmove + 1,
    fullmove: b.white ? b.fullmove : b.fullmove + 1,
  };
}

/** Every legal move of the side to move. */
export function legalMoves(b: Board): LegalMove[] {
  const kingPiece = b.white ? 6 : 12;
  return pseudoMoves(b).filter((m) => {
    const after = play(b, m).squares;
    const king = after.indexOf(kingPiece);
    return king >= 0 && !attacked(after, king, !b.white);
  });
}

export const squareName = (sq: number) => 'abcdefgh'[file(sq)]! + String(rank(sq) + 1);
const squareOf = (name: string) => name.charCodeAt(0) - 97 + 8 * (name.charCodeAt(1) - 49);

/** A board from a FEN chess.js has already accepted. */
export function boardFromFen(fen: string): Board {
  const [placement = '', side = 'w', castle = '-', ep = '-', half = '0', full = '1'] =
    fen.split(' ');
  const squares = new Uint8Array(64);
  let r = 7;
  let f = 0;
  for (const ch of placement) {
    if (ch === '/') {
      r--;
      f = 0;
    } else if (ch >= '1' && ch <= '8') f += Number(ch);
    else {
      const lower = ch.toLowerCase();
      squares[r * 8 + f] = PIECES.indexOf(lower) + 1 + (ch === lower ? 6 : 0);
      f++;
    }
  }
  let castling = 0;
  for (const [c, bit] of [
    ['K', 1],
    ['Q', 2],
    ['k', 4],
    ['q', 8],
  ] as const)
    if (castle.includes(c)) castling |= bit;
  return {
    squares,
    white: side === 'w',
    castling,
    ep: ep === '-' ? -1 : squareOf(ep),
    halfmove: Number(half),
    fullmove: Number(full),
  };
}

/** FEN fields 1–4 (placement, side, castling, en passant) as lc0 sees them. */
export function fenOf(b: Board): string {
  let placement = '';
  for (let r = 7; r >= 0; r--) {
    let empty = 0;
    for (let f = 0; f < 8; f++) {
      const p = b.squares[r * 8 + f]!;
      if (p === 0) {
        empty++;
        continue;
      }
      if (empty) placement += String(empty);
      empty = 0;
      const letter = PIECES[kind(p)]!;
      placement += isWhite(p) ? letter.toUpperCase() : letter;
    }
    if (empty) placement += String(empty);
    if (r > 0) placement += '/';
  }
  const castle = ['K', 'Q', 'k', 'q'].filter((_, i) => b.castling & (1 << i)).join('') || '-';
  // lc0 marks en passant only when a pawn of the side to move could take (ChessBoard::ApplyMove).
  let ep = '-';
  if (b.ep >= 0) {
    const pawn = b.white ? 1 : 7;
    const from = b.white ? b.ep - 8 : b.ep + 8;
    if (
      (file(b.ep) > 0 && b.squares[from - 1] === pawn) ||
      (file(b.ep) < 7 && b.squares[from + 1] === pawn)
    )
      ep = squareName(b.ep);
  }
  return `${placement} ${b.white ? 'w' : 'b'} ${castle} ${ep} ${b.halfmove} ${b.fullmove}`;
}
