import { Chess, type Move } from 'chess.js';
import { asGood, MIN_GAP } from '../../content-check/engine-checks.ts';
import { scoreValue } from '@ascend/engine';
import type { Analysis } from './cache.ts';
import { isForcing, legalMoves, moveOf, uciOf } from './moves.ts';

export type OptionQuestion = {
  fen: string;
  /** The answer in UCI. */
  answer: string;
  /** "Which move forces mate in N?" (1: "Which move gives checkmate?"); none for "Which move wins?". */
  mateIn?: number;
  /**
   * Another move of the answer's piece kind is among the wrong options whenever the board has one
   * that is not as good (issue 38.3: the only knight move in a lesson on forks gives it away).
   */
  sameKind?: boolean;
};

/** Positions winsQ asked about that the cache did not have: build.ts searches them and rebuilds. */
export const pendingOptionPositions = new Set<string>();

const capturedValue: Record<string, number> = { q: 9, r: 5, b: 3, n: 3, p: 1 };

/**
 * Whether a move is as good as the answer (or mates within N on a mate question), so it cannot be
 * a wrong option: the rule pickWrongOptions and the misconception options (difficulty.ts) share.
 */
export function tooGoodFor(q: OptionQuestion, root: Analysis): (uci: string) => boolean {
  const moves = legalMoves(q.fen);
  const answerLine = root.lines.find((l) => l.pv[0] === q.answer);
  return (uci: string) => {
    const l = root.lines.find((x) => x.pv[0] === uci);
    const san = moves.find((m) => uciOf(m) === uci)?.san ?? '';
    if (q.mateIn) {
      if (q.mateIn === 1 && san.endsWith('#')) return true;
      return !!l && l.score.type === 'mate' && l.score.value > 0 && l.score.value <= q.mateIn;
    }
    if (!l) return false;
    const best = answerLine?.score ?? root.lines[0]!.score;
    // A wrong option must stay clearly worse at the content check's own depth too: a move the
    // depth-16 search puts just past the margin can land inside it at depth 14 (seen on
    // cutting-off-the-king-4, Rh1 against Rh4), so options keep twice the centipawn gap.
    const margin = scoreValue(best) - scoreValue(l.score) < 2 * MIN_GAP;
    return (
      asGood(best, l.score) || margin || (l.score.type === best.type && l.score.value >= best.value)
    );
  };
}

/**
 * The wrong options of a which-move question (issue 27.3), from the engine's five best moves at
 * depth 16 and every capture and check: each one a move a learner would consider (one of the
 * five, or forcing), none as good as the answer (nor mating within N on a mate question), and a
 * forcing one whenever the answer is forcing, so the answer is never the only capture or check.
 * Forcing and quiet candidates alternate, forcing first; the engine's order decides within each.
 */
export function pickWrongOptions(q: OptionQuestion, root: Analysis, count = 3): string[] {
  const moves = legalMoves(q.fen);
  const rank = new Map(root.lines.map((l, i) => [l.pv[0]!, i]));
  const tooGood = tooGoodFor(q, root);
  const candidates = moves.filter((m) => uciOf(m) !== q.answer && !tooGood(uciOf(m)));
  const byEngine = (a: Move, b: Move) =>
    (rank.get(uciOf(a)) ?? 99) - (rank.get(uciOf(b)) ?? 99) ||
    (capturedValue[b.captured ?? ''] ?? 0) - (capturedValue[a.captured ?? ''] ?? 0) ||
    (b.san.includes('+') ? 1 : 0) - (a.san.includes('+') ? 1 : 0) ||
    a.san.localeCompare(b.san);
  const forcing = candidates.filter(isForcing).sort(byEngine);
  const quietTop = candidates.filter((m) => !isForcing(m) && rank.has(uciOf(m))).sort(byEngine);
  const picked: Move[] = [];
  while (picked.length < count && (forcing.length || quietTop.length)) {
    const fromForcing = picked.length % 2 === 0 ? forcing : quietTop;
    const other = fromForcing === forcing ? quietTop : forcing;
    const next = fromForcing.shift() ?? other.shift();
    if (next) picked.push(next);
  }
  if (q.sameKind && answerAloneOfKind(q.fen, q.answer, picked.map(uciOf))) {
    const standIn = sameKindStandIn(
      q.fen,
      q.answer,
      (m) => !tooGood(uciOf(m)),
      root.lines.map((l) => l.pv[0]!),
    );
    if (standIn) {
      // In place of the last option whose loss keeps a capture or check among them.
      const keepsForcing = (i: number) =>
        !picked.some(isForcing) || picked.some((m, j) => j !== i && isForcing(m));
      const at = picked.length < count ? -1 : picked.findLastIndex((_, i) => keepsForcing(i));
      if (at < 0) picked.push(standIn);
      else picked[at] = standIn;
    }
  }
  return picked.map(uciOf);
}

/**
 * Issue 38.3: a which-move question must not be answered by the piece alone. When the answer is
 * the only move of its piece among the options (the only knight move, the only pawn move, castling
 * the only king move), the question gives it away; this picks another move of the same piece kind
 * that is allowed as a wrong option (`allowed`): first the engine's own candidates in its order
 * (`preferred`, UCI), then a move whose piece is not left attacked on its new square, then any.
 * Undefined when the position has no such move (the question must then not name the piece).
 */
export function sameKindStandIn(
  fen: string,
  answer: string,
  allowed: (m: Move) => boolean,
  preferred: string[] = [],
): Move | undefined {
  const moves = legalMoves(fen);
  const kind = moves.find((m) => uciOf(m) === answer)?.piece;
  const same = moves.filter((m) => m.piece === kind && uciOf(m) !== answer && allowed(m));
  const rank = (m: Move) => {
    const i = preferred.indexOf(uciOf(m));
    return i >= 0 ? i : 100 + (safeLanding(fen, m) ? 0 : 100);
  };
  return same.sort((a, b) => rank(a) - rank(b) || a.san.localeCompare(b.san))[0];
}

/** Whether the moved piece stands unattacked on its new square. */
function safeLanding(fen: string, m: Move): boolean {
  const c = new Chess(fen);
  c.move({ from: m.from, to: m.to, promotion: m.promotion });
  return !c.isAttacked(m.to, c.turn());
}

/** Whether the answer is the only option moving a piece of its kind (UCI moves). */
export function answerAloneOfKind(fen: string, answer: string, wrong: string[]): boolean {
  const kindOf = (u: string) => moveOf(fen, u)?.piece;
  const kind = kindOf(answer);
  return !wrong.some((u) => kindOf(u) === kind);
}
