// lc0's classical 112 input planes (INPUT_CLASSICAL_112_PLANE, lc0 v0.26 src/neural/encoder.cc):
// 8 history positions × 13 planes (our P N B R Q K, their P N B R Q K, "seen before"), then our
// O-O-O, our O-O, their O-O-O, their O-O, black to move, the raw 50-move counter, zeros, ones.
// Every board is seen from the side to move, mirrored top to bottom when Black is to move.

export const INPUT_PLANES = 112;
const PLANES_PER_BOARD = 13;
const AUX = 104;
const PIECES = 'pnbrqk';
const START_PLACEMENT = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR';

/** One position of a game, as much of it as the encoder needs (squares 0 = a1 … 63 = h8). */
export interface Snapshot {
  /** 0 empty; 1–6 white P N B R Q K; 7–12 black. */
  readonly board: Uint8Array;
  readonly whiteToMove: boolean;
  /** FEN castling field (KQkq subset or "-"). */
  readonly castling: string;
  /** FEN en-passant field ("-" or a square). */
  readonly enPassant: string;
  readonly rule50: number;
  /** Whether this position (board, side, castling, en passant) occurred before, as lc0 counts it. */
  readonly repeated: boolean;
}

function squareOf(name: string): number {
  return name.charCodeAt(0) - 97 + 8 * (name.charCodeAt(1) - 49);
}

/** A snapshot from a FEN, given the game's earlier snapshots (for the repetition flag). */
export function snapshotFromFen(fen: string, earlier: readonly Snapshot[]): Snapshot {
  const [placement = '', side = 'w', castling = '-', enPassant = '-', half = '0'] = fen.split(' ');
  const board = new Uint8Array(64);
  let rank = 7;
  let file = 0;
  for (const ch of placement) {
    if (ch === '/') {
      rank--;
      file = 0;
    } else if (ch >= '1' && ch <= '8') file += Number(ch);
    else {
      const lower = ch.toLowerCase();
      const kind = PIECES.indexOf(lower) + 1;
      board[rank * 8 + file] = ch === lower ? kind + 6 : kind;
      file++;
    }
  }
  const snap = {
    board,
    whiteToMove: side === 'w',
    castling,
    enPassant,
    rule50: Number(half),
    repeated: false,
  };
  return { ...snap, repeated: seenBefore(snap, earlier) };
}

function samePosition(a: Snapshot, b: Snapshot): boolean {
  if (a.whiteToMove !== b.whiteToMove || a.castling !== b.castling) return false;
  if (a.enPassant !== b.enPassant) return false;
  for (let i = 0; i < 64; i++) if (a.board[i] !== b.board[i]) return false;
  return true;
}

// lc0's PositionHistory::ComputeLastMoveRepetitions: look back two plies at a time while no pawn
// move or capture intervenes.
function seenBefore(last: Snapshot, earlier: readonly Snapshot[]): boolean {
  if (last.rule50 < 4) return false;
  for (let i = earlier.length - 2; i >= 0; i -= 2) {
    const pos = earlier[i]!;
    if (samePosition(pos, last)) return true;
    if (pos.rule50 < 2) return false;
  }
  return false;
}

/** Whether lc0 treats the game as starting from the initial position (no history filling). */
function isStartBoard(s: Snapshot): boolean {
  return (
    s.whiteToMove &&
    s.castling === 'KQkq' &&
    s.enPassant === '-' &&
    samePosition(s, snapshotFromFen(`${START_PLACEMENT} w KQkq - 0 1`, []))
  );
}

/**
 * The 112×64 input for the last snapshot of `history` (oldest first). When the game did not
 * start from the initial position, lc0 fills missing history with the first position, the
 * last double pawn step (its en-passant square) taken back.
 */
export function encodePlanes(
  history: readonly Snapshot[],
  out = new Float32Array(INPUT_PLANES * 64),
) {
  out.fill(0);
  const current = history[history.length - 1]!;
  const white = current.whiteToMove;
  // Our pieces are 1–6 in our own frame; mirror ranks for Black.
  const mirror = white ? 0 : 56;
  const first = history[0]!;
  const fill = !isStartBoard(first);
  for (let i = 0; i < 8; i++) {
    const idx = history.length - 1 - i;
    if (idx < 0 && !fill) break;
    const pos = history[Math.max(idx, 0)]!;
    const base = i * PLANES_PER_BOARD * 64;
    let board = pos.board;
    if (idx < 0 && pos.enPassant !== '-') board = undoDoubleStep(pos);
    for (let sq = 0; sq < 64; sq++) {
      const piece = board[sq]!;
      if (piece === 0) continue;
      const isWhite = piece <= 6;
      const kind = (piece - 1) % 6;
      const plane = isWhite === white ? kind : kind + 6;
      out[base + plane * 64 + (sq ^ mirror)] = 1;
    }
    if (pos.repeated) out.fill(1, base + 12 * 64, base + 13 * 64);
  }
  const c = current.castling;
  const [ours, theirs] = white ? ['QK', 'qk'] : ['qk', 'QK'];
  const setPlane = (p: number, v: number) => out.fill(v, (AUX + p) * 64, (AUX + p + 1) * 64);
  if (c.includes(ours[0]!)) setPlane(0, 1);
  if (c.includes(ours[1]!)) setPlane(1, 1);
  if (c.includes(theirs[0]!)) setPlane(2, 1);
  if (c.includes(theirs[1]!)) setPlane(3, 1);
  if (!white) setPlane(4, 1);
  setPlane(5, current.rule50);
  setPlane(7, 1);
  return out;
}

function undoDoubleStep(pos: Snapshot): Uint8Array {
  const board = pos.board.slice();
  const ep = squareOf(pos.enPassant);
  // The pawn that just stepped two squares stands beyond the en-passant square from its owner.
  const whitePawn = ep >> 3 === 2;
  const now = whitePawn ? ep + 8 : ep - 8;
  const before = whitePawn ? ep - 8 : ep + 8;
  const pawn = board[now]!;
  if (pawn === (whitePawn ? 1 : 7)) {
    board[now] = 0;
    board[before] = pawn;
  }
  return board;
}
