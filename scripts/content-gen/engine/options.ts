import type { Move } from 'chess.js';
import { asGood, MIN_GAP } from '../../content-check/engine-checks.ts';
import { scoreValue } from '@ascend/engine';
import type { Analysis } from './cache.ts';
import { isForcing, legalMoves, uciOf } from './moves.ts';

export type OptionQuestion = {
  fen: string;
  /** The answer in UCI. */
  answer: string;
  /** "Which move forces mate in N?" (1: "Which move gives checkmate?"); none for "Which move wins?". */
  mateIn?: number;
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
  return picked.map(uciOf);
}
