import { checkAnswer } from '@ascend/chess';
import { type AnswerCheckResult, type ExerciseSpec, type ExerciseType } from '@ascend/contract';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { lessonOpenIn, loadPath } from '../curriculum/index.ts';
import { heartsView, type HeartState } from '../hearts/index.ts';
import type { AnswerRecorded } from '../../events.ts';
import { writeAnswer } from './answer-statement.ts';
import { parseAnswer } from './answer-parse.ts';
import { exerciseIn } from './service.ts';
import { whyWrong } from './why-wrong.ts';

export interface AnswerInput {
  exercise_id: number;
  answer: unknown;
  correct?: boolean;
}

export interface AnswerOutcome {
  result: AnswerCheckResult;
  /** The client claimed the opposite of the server's verdict (logged by the route). */
  mismatch: boolean;
  /**
   * A subscriber's follow-up (Orion's evidence, the Redis boards, the league placement) failed
   * after the answer was saved (logged by the route): the learner still gets the verdict of an
   * answer that counts, not a 500 that would make the client think nothing was saved. Each is
   * a signal repaired or re-derived later; a lost item is tolerable.
   */
  followUpErrors: unknown[];
}

const isLineDrill = (payload: unknown) =>
  Boolean((payload as { drill?: { kind?: string } } | null)?.drill?.kind === 'line');

const usedUp = (state: HeartState) => {
  const at = heartsView(state, false).resets_at;
  return new AppError(
    403,
    'HEARTS_USED_UP',
    `You've used all your hearts. They come back ${at ? `at ${at}` : 'soon'}, 4 hours after running out; the Hero plan gives unlimited hearts.`,
  );
};

/**
 * Decides the answer with the shared checker and records it in two round trips. Read: one
 * statement for the account, the learner's progress, the content version and the plan (the
 * exercise and its lesson come from the in-memory outline). Write: one statement for the
 * heart, the progress, the attempt and, on the answer that closes a run, its xp
 * (answer-statement.ts), with the parts the subscribers add to it. The subscribers' other
 * follow-ups (the streak day, Redis boards, league placement, Orion's evidence) come after.
 */
export async function answerCheck(
  deps: Deps,
  userId: number,
  input: AnswerInput,
): Promise<AnswerOutcome> {
  const { db } = deps;
  const now = deps.clock.now();
  const path = await loadPath(db, userId, { subscribedAt: now });
  const node = exerciseIn(path, input.exercise_id);
  const lesson = lessonOpenIn(path, node.lesson.id);
  const exercise = node.row;
  const type = exercise.type as ExerciseType;
  const answer = parseAnswer(type, input.answer);
  const verdict = checkAnswer({ type, payload: exercise.payload } as ExerciseSpec, answer);
  // A line drill's "also good" move (ADR 0047) is neither right nor wrong: nothing is recorded,
  // no heart is spent; the learner plays the line's move and goes on.
  if (verdict.alsoGood)
    throw new AppError(
      422,
      'ALSO_GOOD',
      `${verdict.reason} Nothing was recorded: play the line's move and send the whole line.`,
    );
  const subscribed = path.subscribed;
  const lessonRef = { id: lesson.id, xp: lesson.row.xp, exerciseIds: lesson.exerciseIds };

  const write = {
    userId,
    lesson: lessonRef,
    exerciseId: exercise.id,
    correct: verdict.correct,
    clientCorrect: input.correct ?? null,
    answer: answer,
    subscribed,
    now,
    lineDrill: isLineDrill(exercise.payload),
  };
  const { subscribers } = deps;
  const recorded = (w: { run: number; award: AnswerRecorded['award'] }): AnswerRecorded => ({
    userId,
    now,
    lesson: {
      id: lesson.id,
      sectionNumber: path.outline.section.get(lesson.sectionId)?.number ?? 1,
    },
    exercise: { id: exercise.id, skills: exercise.skills, graded: type !== 'info_type' },
    correct: verdict.correct,
    run: w.run,
    award: w.award,
  });
  const runClosed = async (tx: Parameters<typeof writeAnswer>[0], e: AnswerRecorded) => {
    for (const s of subscribers) await s.runClosed?.(tx, e);
  };
  // An answer that may close the run writes the subscribers' run-closed part (the streak day)
  // in the same transaction (ADR 0022); the others stay one statement without one (ADR 0019).
  const answered = path.answeredIds.get(lesson.id);
  const mayClose = lesson.exerciseIds.every((id) => id === exercise.id || answered?.has(id));
  const written = mayClose
    ? await db.transaction(async (tx) => {
        const w = await writeAnswer(tx, write, subscribers);
        if (w.award) await runClosed(tx, recorded(w));
        return w;
      })
    : await writeAnswer(db, write, subscribers);
  // Closed by an answer from another tab that raced this one: record the day now.
  if (!mayClose && written.award) {
    await db.transaction((tx) => runClosed(tx, recorded(written)));
  }
  if (!written.accepted) throw usedUp(written.hearts);
  const award = written.award;
  const followUpErrors: unknown[] = [];
  for (const s of subscribers) {
    await s.answerRecorded?.(deps, recorded(written)).catch((err: unknown) => {
      followUpErrors.push(err);
    });
  }

  return {
    followUpErrors,
    mismatch: input.correct !== undefined && input.correct !== verdict.correct,
    result: {
      correct: verdict.correct,
      ...(verdict.correct
        ? { reason: null, wrong_move: null, refutation: null, refutation_pending: false }
        : whyWrong(exercise, answer, verdict.reason ?? null)),
      feedback: exercise.feedback,
      exercise_id: exercise.id,
      lesson_id: lesson.id,
      hearts: heartsView(written.hearts, subscribed),
      lesson_completed: award !== null,
      xp_awarded: award?.amount ?? 0,
      xp_kind: award?.kind ?? null,
      // After a completion the next answer starts a new run, so report this run's count.
      exercises_answered: written.answered,
      exercises_total: lesson.exercises,
    },
  };
}
