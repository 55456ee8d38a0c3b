import type { Color, Square } from 'chess.js';
import {
  between,
  looseBoard,
  materialBalance,
  other,
  pieceValue,
  squareRank,
  type Ply,
} from './replay.ts';

// Rule-based motif detectors. Each looks at the solver's plies of a replayed line and answers
// yes/no; they are deliberately conservative (a missed tag costs less than a wrong one).

const enemyTargets = (fen: string, attackerSq: Square, solver: Color) => {
  const board = looseBoard(fen);
  const out: { square: Square; value: number; defended: boolean }[] = [];
  for (const row of board.board())
    for (const p of row) {
      if (!p || p.color === solver) continue;
      if (!board.attackers(p.square, solver).includes(attackerSq)) continue;
      out.push({
        square: p.square,
        value: pieceValue[p.type],
        defended: board.isAttacked(p.square, other(solver)),
      });
    }
  return out;
};

/** The moved piece hits two worthwhile targets (king, bigger, or unguarded) and a later solver move cashes in. */
export const isFork = (plies: Ply[], solver: Color): boolean => !!forkPly(plies, solver);

/** The solver ply that forks (see isFork), if any. */
export function forkPly(plies: Ply[], solver: Color): Ply | undefined {
  return plies.find((p, i) => {
    if (!p.solver || p.move.piece === 'k') return false;
    const mover = pieceValue[p.move.piece];
    const targets = enemyTargets(p.after, p.move.to, solver).filter(
      (t) => t.value > mover || !t.defended,
    );
    if (targets.length < 2) return false;
    const next = plies[i + 2];
    return !!next && next.move.from === p.move.to && targets.some((t) => t.square === next.move.to);
  });
}

/** The first solver move simply takes a piece (knight or more) that nobody guards. */
export function isHangingPiece(plies: Ply[], solver: Color): boolean {
  const first = plies[1];
  if (!first?.move.captured || pieceValue[first.move.captured] < 3 || plies.length > 4)
    return false;
  return !looseBoard(first.after).isAttacked(first.move.to, other(solver));
}

const pinnedToKing = (fen: string, square: Square, solver: Color): boolean => {
  const board = looseBoard(fen);
  const king = board.findPiece({ type: 'k', color: other(solver) })[0];
  if (!king || board.isAttacked(king, solver) || !between(square, king)) return false;
  board.remove(square);
  return board.isAttacked(king, solver);
};

/** A solver move pins an enemy piece to its king, and a later solver move wins that piece. */
export function isPin(plies: Ply[], solver: Color): boolean {
  return plies.some((p, i) => {
    if (!p.solver) return false;
    return plies.slice(i + 2).some((q) => {
      if (!q.solver || !q.move.captured || q.move.captured === 'p') return false;
      const target = q.move.to;
      return (
        looseBoard(p.after).get(target)?.color === other(solver) &&
        pinnedToKing(p.after, target, solver) &&
        !pinnedToKing(p.before, target, solver)
      );
    });
  });
}

/** A slider attacks a big piece, it steps aside, and the slider takes what stood behind it. */
export function isSkewer(plies: Ply[]): boolean {
  return plies.some((p, i) => {
    const reply = plies[i + 1];
    const take = plies[i + 2];
    if (!p.solver || !reply || !take || !'brq'.includes(p.move.piece)) return false;
    if (take.move.from !== p.move.to || !take.move.captured) return false;
    const line = between(p.move.to, take.move.to);
    if (!line?.includes(reply.move.from)) return false;
    return (
      reply.move.piece === 'k' || pieceValue[reply.move.piece] > pieceValue[take.move.captured]
    );
  });
}

/** Moving a piece uncovers a slider's line onto the king (check) or onto a piece it then takes. */
export function discoveredKind(plies: Ply[], solver: Color): 'check' | 'attack' | null {
  let found: 'check' | 'attack' | null = null;
  plies.forEach((p, i) => {
    if (!p.solver || found === 'check') return;
    const board = looseBoard(p.after);
    for (const row of board.board())
      for (const t of row) {
        if (!t || t.color === solver || (t.type !== 'k' && pieceValue[t.type] < 3)) continue;
        for (const from of board.attackers(t.square, solver)) {
          if (from === p.move.to || !between(from, t.square)?.includes(p.move.from)) continue;
          if (t.type === 'k') found = 'check';
          else if (plies[i + 2]?.move.from === from && plies[i + 2]?.move.to === t.square)
            found ??= 'attack';
        }
      }
  });
  return found;
}

export function isDoubleCheck(plies: Ply[], solver: Color): boolean {
  return plies.some((p) => {
    if (!p.solver) return false;
    const board = looseBoard(p.after);
    const king = board.findPiece({ type: 'k', color: other(solver) })[0];
    return !!king && board.attackers(king, solver).length >= 2;
  });
}

/** After a later solver move the solver is still two or more points down on where they started. */
export function isSacrifice(plies: Ply[], solver: Color): boolean {
  if (plies.some((p) => p.solver && p.move.promotion)) return false;
  const start = materialBalance(plies[0]!.after, solver);
  return plies.some(
    (p) => p.solver && p.index > 1 && materialBalance(p.after, solver) <= start - 2,
  );
}

/** A solver pawn reaches its seventh rank or promotes. */
export function isAdvancedPawn(plies: Ply[], solver: Color): boolean {
  return plies.some((p) => {
    if (!p.solver || p.move.piece !== 'p') return false;
    const r = squareRank(p.move.to);
    return solver === 'w' ? r >= 6 : r <= 1;
  });
}

export function isAttackingF2F7(plies: Ply[], solver: Color): boolean {
  const target = solver === 'w' ? 'f7' : 'f2';
  const home = solver === 'w' ? 'e8' : 'e1';
  return plies.some(
    (p) =>
      p.solver &&
      p.move.to === target &&
      !!p.move.captured &&
      looseBoard(p.before).get(home)?.type === 'k',
  );
}

/** A non-final solver move with no check, capture, promotion or direct threat to a bigger piece. */
export function isQuietMove(plies: Ply[], solver: Color): boolean {
  const last = plies.length - 1;
  return plies.some((p) => {
    if (
      !p.solver ||
      p.index === last ||
      p.move.captured ||
      p.move.promotion ||
      p.move.san.includes('+')
    )
      return false;
    return p.move.piece !== 'k' && enemyTargets(p.after, p.move.to, solver).length === 0;
  });
}
