import type { ExerciseContent } from '@ascend/contract';
import type { EngineCache } from '../../content-gen/engine/cache.ts';
import type { LoadedSection } from '../load.ts';
import { exercisesOf } from '../walk.ts';
import { checkers as templateCheckers } from './template-claims.ts';
import { lineCheckers, withWholeLines } from './line-claims.ts';
import { claimWords, aboutBoard, generic } from './plain-claims.ts';
import { boardOf, arrangementBoard, refutationBoard } from './exercise-boards.ts';
import { seqRe, tokens, isMoveRun, checkSequences } from './sequences.ts';
import {
  claimKinds,
  type ClaimKind,
  type Violation,
  type TruthReport,
  type Where,
} from './kinds.ts';
import type { Board } from './board.ts';

export { claimKinds, type ClaimKind, type TruthReport, type Violation } from './kinds.ts';
export { isTrapped, play, type Board } from './board.ts';
export { lineCheckers, wholeLines } from './line-claims.ts';
/** Every template claim's checker: the board's (template-claims.ts) and the line's (line-claims.ts). */
export const checkers = [...templateCheckers, ...lineCheckers];
export { checkSequences } from './sequences.ts';
export { boardOf } from './exercise-boards.ts';

/*
 * Issue 38.4, "feedback true of the board": every sentence an exercise shows (its prompt or
 * question, its right-answer feedback and the reason of each stored refutation) is read for the
 * claims it makes about the board, and each claim is checked on the position and on the line:
 * the solution, or the answer followed by the engine's line from content/engine-cache/ (no
 * search here). The generator writes these sentences from fixed templates (tactics/why.ts,
 * feedback-facts.ts, kit.ts, the section scripts); each template's claim has a checker in
 * template-claims.ts. A sentence that uses a claim word ("trapped", "seventh", "fork", "pin",
 * "mates", "wins the") in a form no checker reads is reported as untagged, so a new hand-written
 * claim is either written in a checked form or rephrased.
 */

export const splitSentences = (text: string) =>
  text
    .split(/(?<=[.!?])(?<!\b\d+\.)\s+(?=[A-Z“"])/)
    .map((s) => s.trim())
    .filter(Boolean);

/** Checks one text shown with a board; returns the violations and the claims it checked. */
export function checkText(
  id: string,
  text: string,
  b: Board,
  where: Where,
  checked?: Record<ClaimKind, number>,
): Violation[] {
  const out: Violation[] = [];
  // The whole line: a line that ends on the learner's move, with the reply that ends it.
  b = withWholeLines(b);
  for (const sentence of splitSentences(text)) {
    const read = new Set<ClaimKind>();
    for (const c of checkers) {
      const m = c.re.exec(sentence);
      if (!m) continue;
      read.add(c.kind);
      if (/wins material or mates/.test(sentence)) read.add('mate');
      if (checked) checked[c.kind] += 1;
      const problem = c.check(m, b, where);
      if (problem) out.push({ kind: c.kind, id, sentence, problem });
    }
    for (const s of checkSequences(sentence, b)) {
      out.push({ kind: 'sequence', id, sentence, problem: `${s.run}: ${s.problem}` });
    }
    if (checked)
      checked.sequence += [...sentence.matchAll(seqRe)].filter((r) =>
        isMoveRun(tokens(r[0])),
      ).length;
    if (!b.fen || where === 'refutation' || /^(White|Black) to move\.$/.test(sentence)) continue;
    for (const [re, kind] of claimWords) {
      if (!re.test(sentence) || read.has(kind) || !aboutBoard(sentence)) continue;
      const check = generic[kind];
      if (check) {
        if (checked) checked[kind] += 1;
        const problem = check(sentence, b);
        if (problem) out.push({ kind, id, sentence, problem });
      } else
        out.push({
          kind: 'untagged',
          id,
          sentence,
          problem: `says "${re.exec(sentence)![0]}" (${kind}) in a form no checker reads: write it from a checked template or rephrase`,
        });
    }
  }
  return out;
}

/** Texts of an exercise with the board each is shown on. */
export function textsOf(
  e: ExerciseContent,
  cache?: EngineCache,
): { text: string; where: Where; b: Board }[] {
  const b = e.type === 'board_arrangement' ? arrangementBoard(e) : boardOf(e, cache);
  const p = e.payload as Record<string, unknown>;
  const prompt = (p.question ?? p.prompt) as string | undefined;
  const out: { text: string; where: Where; b: Board }[] = [];
  if (prompt) out.push({ text: prompt, where: 'prompt', b });
  out.push({ text: e.feedback, where: 'feedback', b });
  if (b.fen)
    for (const r of e.refutations ?? []) {
      const fen = refutationBoard(e, b.fen, r);
      if (fen)
        out.push({ text: r.reason, where: 'refutation', b: { fen, lines: [[r.move, ...r.line]] } });
    }
  return out;
}

/** Rule "feedback true of the board" over the whole climb (graded exercises; intro cards teach, they do not judge an answer). */
export function checkFeedbackTruth(sections: LoadedSection[], cache?: EngineCache): TruthReport {
  const checked = Object.fromEntries(Object.keys(claimKinds).map((k) => [k, 0])) as Record<
    ClaimKind,
    number
  >;
  const violations: Violation[] = [];
  for (const { exercise } of exercisesOf(sections)) {
    if (exercise.type === 'info_type' || exercise.type === 'matching_type') continue;
    for (const t of textsOf(exercise, cache))
      violations.push(...checkText(exercise.id, t.text, t.b, t.where, checked));
  }
  return { violations, checked };
}

export const formatViolation = (v: Violation) =>
  `feedback true of the board (${v.kind}): ${v.id}: "${v.sentence}" — ${v.problem}`;

export function truthSummary(r: TruthReport): string {
  const by = (k: ClaimKind) => r.violations.filter((v) => v.kind === k).length;
  return `feedback true of the board: ${Object.keys(claimKinds)
    .map(
      (k) => `${k} ${by(k as ClaimKind)}${k === 'untagged' ? '' : `/${r.checked[k as ClaimKind]}`}`,
    )
    .join(', ')} (violations/claims checked)`;
}
