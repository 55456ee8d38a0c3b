import { firstWrongMove } from '@ascend/chess';
import type { AnswerCheckResult, ExerciseType, Refutation } from '@ascend/contract';
import type { ExerciseRow } from '../curriculum/index.ts';

type WhyWrong = Pick<
  AnswerCheckResult,
  'reason' | 'wrong_move' | 'refutation' | 'refutation_pending'
>;

const none = (reason: string | null): WhyWrong => ({
  reason,
  wrong_move: null,
  refutation: null,
  refutation_pending: false,
});

/**
 * Why a wrong answer is wrong (issue 27.4, ADR 0032). A wrong option of a which-move question
 * answers with its stored refutation; a wrong first move of a best-move exercise with the stored
 * refutation of that move when the content has one. Any other wrong move (no refutation stored,
 * or a later move of the line) answers `refutation_pending`, so the browser's engine computes the
 * reply while the learner reads; `checkerReason` is kept for answers that are not moves.
 */
export function whyWrong(
  exercise: Pick<ExerciseRow, 'type' | 'payload' | 'refutations'>,
  answer: unknown,
  checkerReason: string | null,
): WhyWrong {
  const type = exercise.type as ExerciseType;
  const stored = (fen: string, move: string, refutations: Refutation[]): WhyWrong => {
    const r = refutations.find((x) => x.move === move);
    return r
      ? {
          reason: r.reason,
          wrong_move: { fen, move },
          refutation: r.line,
          refutation_pending: false,
        }
      : { reason: null, wrong_move: { fen, move }, refutation: null, refutation_pending: true };
  };
  if (type === 'objective_type') {
    const p = exercise.payload as { fen?: string; options: { id: string; move?: string }[] };
    const chosen = p.options.find((o) => o.id === (answer as { option_id: string }).option_id);
    if (!p.fen || !chosen?.move) return none(checkerReason);
    return stored(p.fen, chosen.move, exercise.refutations);
  }
  if (type === 'best_move_type') {
    const p = exercise.payload as { fen: string; solution: string[]; drill?: unknown };
    const wrong = firstWrongMove(p, (answer as { moves: string[] }).moves);
    if (!wrong) return none(checkerReason);
    // A line drill stores refutations for every learner ply (ADR 0047); other exercises only
    // for moves from the exercise's position.
    const atPly = exercise.refutations.filter((r) => (r.ply ?? 0) === wrong.index);
    if (p.drill) return stored(wrong.fen, wrong.move, atPly);
    return stored(wrong.fen, wrong.move, wrong.index === 0 ? exercise.refutations : []);
  }
  return none(checkerReason);
}
