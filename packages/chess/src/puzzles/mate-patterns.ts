import type { Color, Square } from 'chess.js';
import { looseBoard, neighbours, other, squareFile, squareRank, type Ply } from './replay.ts';

// Named checkmate patterns, read from the final (mated) position.

interface MateScene {
  king: Square;
  mover: { type: string; to: Square };
  ownAround: (s: Square) => boolean;
  defendedBy: (s: Square, type: string) => boolean;
}

function scene(last: Ply, solver: Color): MateScene | null {
  const board = looseBoard(last.after);
  const king = board.findPiece({ type: 'k', color: other(solver) })[0];
  if (!king) return null;
  return {
    king,
    mover: { type: last.move.promotion ?? last.move.piece, to: last.move.to },
    ownAround: (s) => board.get(s)?.color === other(solver),
    defendedBy: (s, type) => board.attackers(s, solver).some((a) => board.get(a)?.type === type),
  };
}

export function matePatterns(plies: Ply[], solver: Color): string[] {
  const last = plies.at(-1)!;
  const s = scene(last, solver);
  if (!s) return [];
  const out: string[] = [];
  const kr = squareRank(s.king);
  const kf = squareFile(s.king);
  const around = neighbours(s.king);
  const backRank = solver === 'w' ? 7 : 0;
  if (kr === backRank && 'rq'.includes(s.mover.type) && squareRank(s.mover.to) === backRank) {
    const front = around.filter((q) => squareRank(q) !== backRank);
    if (front.every(s.ownAround)) out.push('backRankMate');
  }
  if (s.mover.type === 'n' && around.every(s.ownAround)) out.push('smotheredMate');
  const corner = (kf === 0 || kf === 7) && (kr === 0 || kr === 7);
  if (
    corner &&
    s.mover.type === 'r' &&
    around.includes(s.mover.to) &&
    s.defendedBy(s.mover.to, 'n')
  )
    out.push('arabianMate');
  if (s.mover.type === 'q') {
    const dx = squareFile(s.mover.to) - kf;
    const dy = squareRank(s.mover.to) - kr;
    if (Math.abs(dx) === 1 && Math.abs(dy) === 1) {
      const behind = around.filter(
        (q) =>
          (squareFile(q) === kf - dx && squareRank(q) === kr) ||
          (squareFile(q) === kf && squareRank(q) === kr - dy),
      );
      if (behind.length === 2 && behind.every(s.ownAround)) out.push('dovetailMate');
    }
  }
  return out;
}
