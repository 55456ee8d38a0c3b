import { sql } from 'drizzle-orm';
import { checkAnswer } from '@ascend/chess';
import {
  exerciseAnswers,
  type AnswerCheckResult,
  type ExerciseSpec,
  type ExerciseType,
} from '@ascend/contract';
import type { Deps } from '../../deps.ts';
import { AppError, badRequest } from '../../errors.ts';
import { openLesson } from '../curriculum/learner.ts';
import { consumeHeart, heartsView, readHearts, type HeartState } from '../hearts/state.ts';
import { completeRun, countRun, lockRun, type Award } from '../lessons/xp.ts';
import { recordXp } from '../leaderboard/hooks.ts';
import { subscriptionStatus } from '../subscription/status.ts';
import { findExercise } from './service.ts';

export interface AnswerInput {
  exercise_id: number;
  answer: unknown;
  correct?: boolean;
}

export interface AnswerOutcome {
  result: AnswerCheckResult;
  /** The client claimed the opposite of the server's verdict (logged by the route). */
  mismatch: boolean;
}

const usedUp = (state: HeartState) => {
  const at = heartsView(state, false).resets_at;
  return new AppError(
    403,
    'HEARTS_USED_UP',
    `You've used all your hearts. They come back ${at ? `at ${at}` : 'soon'}, 4 hours after running out; the Hero plan gives unlimited hearts.`,
  );
};

/**
 * Decides the answer with the shared checker, records the attempt, takes a heart for a wrong
 * answer of a non-subscriber, and closes the lesson run (paying xp once) when this answer was
 * the last one missing. Everything after the checks runs in one transaction holding the
 * learner's run lock for the lesson.
 */
export async function answerCheck(
  deps: Deps,
  userId: number,
  input: AnswerInput,
): Promise<AnswerOutcome> {
  const { db } = deps;
  const now = deps.clock.now();
  const { exercise, lesson } = await findExercise(db, input.exercise_id);
  await openLesson(db, userId, lesson.id);
  const type = exercise.type as ExerciseType;
  const answer = exerciseAnswers[type].safeParse(input.answer ?? {});
  if (!answer.success) {
    throw badRequest(
      `This answer does not fit a ${type} exercise: ${answer.error.issues[0]?.message ?? 'wrong shape'}`,
      {
        answer: answer.error.issues[0]?.message ?? 'Invalid answer',
      },
    );
  }
  const verdict = checkAnswer({ type, payload: exercise.payload } as ExerciseSpec, answer.data);
  const subscribed = (await subscriptionStatus(db, userId, now)).is_active;

  const { hearts, award, count } = await db.transaction(async (tx) => {
    const run = await lockRun(tx, userId, lesson.id, now);
    let hearts: HeartState;
    if (!subscribed && !verdict.correct) {
      const left = await consumeHeart(tx, userId, now);
      if (!left) throw usedUp(await readHearts(tx, userId, now));
      hearts = left;
    } else {
      hearts = await readHearts(tx, userId, now);
      if (!subscribed && hearts.used_up) throw usedUp(hearts);
    }
    await tx.execute(sql`
      insert into exercise_attempts (user_id, exercise_id, lesson_id, run, correct, client_correct, answer, created_at)
      values (${userId}, ${exercise.id}, ${lesson.id}, ${run}, ${verdict.correct}, ${input.correct ?? null},
        ${JSON.stringify(answer.data)}::jsonb, ${now.toISOString()}::timestamptz)`);
    const count = await countRun(tx, userId, lesson.id, run);
    let award: Award | null = null;
    if (count.total > 0 && count.answered >= count.total)
      award = await completeRun(tx, userId, lesson, run, now);
    return { hearts, award, count };
  });
  if (award) await recordXp(deps, userId, now);

  return {
    mismatch: input.correct !== undefined && input.correct !== verdict.correct,
    result: {
      correct: verdict.correct,
      reason: verdict.reason ?? null,
      feedback: exercise.feedback,
      exercise_id: exercise.id,
      lesson_id: lesson.id,
      hearts: heartsView(hearts, subscribed),
      lesson_completed: award !== null,
      xp_awarded: award?.amount ?? 0,
      xp_kind: award?.kind ?? null,
      // After a completion the next answer starts a new run, so report this run's count.
      exercises_answered: count.answered,
      exercises_total: count.total,
    },
  };
}
