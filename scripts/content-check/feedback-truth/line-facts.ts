import { Chess, type Color, type Move, type PieceSymbol, type Square } from 'chess.js';
import { looseBoard, pieceValue } from '../../../packages/chess/src/puzzles/replay.ts';
import { between } from '../../../packages/chess/src/puzzles/replay.ts';

/*
 * Facts of a line that feedback sentences state and the checker verifies (issue 38.4): what the
 * opponent takes back after the line's last move, whether a pawn on its seventh queens whatever
 * the reply, which replies a move leaves, and whether a pin stops a reply. The generator
 * (tactics/why.ts) writes its sentences from these facts; the checker (line-claims.ts) reads the
 * sentences back and verifies them on the board and its cached engine lines.
 */

const legal = (fen: string): Move[] => {
  try {
    return new Chess(fen).moves({ verbose: true });
  } catch {
    return [];
  }
};

/**
 * The take-back that ends a line: the capture of the side to move in `fen`, on one of the squares
 * `on` (where the other side captured or last moved), that gains most by a static count — what it takes, less the capturing piece when the other side can take on that
 * square afterwards. Null when no capture gains anything. A puzzle's solution stops on the
 * solver's move; a material count of "the whole line" counts this reply too.
 */
export function takeBack(fen: string, on: string[]): Move | null {
  const chess = new Chess(fen);
  let best: { m: Move; gain: number } | null = null;
  for (const m of chess.moves({ verbose: true })) {
    if (!m.captured || !on.includes(m.to)) continue;
    chess.move(m);
    const retaken = chess.moves({ verbose: true }).some((r) => r.to === m.to);
    chess.undo();
    const gain = pieceValue[m.captured] - (retaken ? pieceValue[m.piece] : 0);
    if (gain > 0 && (!best || gain > best.gain)) best = { m, gain };
  }
  return best?.m ?? null;
}

/**
 * The pawn on `sq` (of the side not to move in `fen`, on its seventh rank) queens whatever the
 * reply: after every legal reply it can promote to a queen that nothing takes at once.
 */
export function queensByForce(fen: string, sq: string): boolean {
  let chess: Chess;
  try {
    chess = new Chess(fen);
  } catch {
    return false;
  }
  const pawn = chess.get(sq as Square);
  if (!pawn || pawn.type !== 'p' || pawn.color === chess.turn()) return false;
  if (sq[1] !== (pawn.color === 'w' ? '7' : '2')) return false;
  const replies = chess.moves({ verbose: true });
  if (!replies.length) return false;
  for (const r of replies) {
    chess.move(r);
    const ok = chess
      .moves({ verbose: true })
      .filter((m) => m.from === sq && m.promotion === 'q')
      .some((m) => {
        chess.move(m);
        const safe = !chess.moves({ verbose: true }).some((x) => x.to === m.to);
        chess.undo();
        return safe;
      });
    chess.undo();
    if (!ok) return false;
  }
  return true;
}

/** The legal replies in `fen` (the side to move), in SAN. */
export const repliesOf = (fen: string): string[] => legal(fen).map((m) => m.san);

/**
 * The moves of the piece on `front` that the pin by the slider on `slider` forbids: legal with
 * the slider taken off the board, illegal with it there (a pin to the king). Captures of the
 * slider itself are never forbidden by its pin.
 */
export function forbiddenBy(fen: string, slider: string, front: string): Move[] {
  const board = looseBoard(fen);
  if (!board.get(slider as Square) || !board.get(front as Square)) return [];
  const now = new Set(legal(fen).map((m) => m.lan));
  const f = fen.split(' ');
  const without = new Chess(fen, { skipValidation: true });
  without.remove(slider as Square);
  f[0] = without.fen().split(' ')[0]!;
  f[3] = '-';
  let check: boolean;
  try {
    check = new Chess(f.join(' ')).inCheck();
  } catch {
    return [];
  }
  // A slider that gives the check itself: without it every move is free, not only the pinned one's.
  if (new Chess(fen).inCheck() && !check) return [];
  return legal(f.join(' ')).filter((m) => m.from === front && !now.has(m.lan) && m.to !== slider);
}

/** `front` stands alone between the slider on `slider` and `back`, on one line. */
export function onPinLine(fen: string, slider: string, front: string, back: string): boolean {
  const board = looseBoard(fen);
  const s = board.get(slider as Square);
  if (!s || !'rbq'.includes(s.type)) return false;
  const [f, k] = [board.get(front as Square), board.get(back as Square)];
  if (!f || !k || f.color === s.color || k.color !== f.color) return false;
  const path = between(slider as Square, back as Square);
  if (!path?.includes(front as Square)) return false;
  const straight = slider[0] === back[0] || slider[1] === back[1];
  if ((s.type === 'r' && !straight) || (s.type === 'b' && straight)) return false;
  return path.every((q) => q === front || !board.get(q));
}

export type Count = Partial<Record<PieceSymbol, number>>;
export const countOf = (ts: PieceSymbol[]): Count =>
  ts.reduce<Count>((a, t) => ({ ...a, [t]: (a[t] ?? 0) + 1 }), {});
export const sameCount = (a: Count, b: Count) =>
  (['p', 'n', 'b', 'r', 'q', 'k'] as PieceSymbol[]).every((t) => (a[t] ?? 0) === (b[t] ?? 0));
export const sideName = (c: Color) => (c === 'w' ? 'White' : 'Black');
