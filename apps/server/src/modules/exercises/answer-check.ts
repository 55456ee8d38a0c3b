import { sql } from 'drizzle-orm';
import { checkAnswer } from '@ascend/chess';
import {
  exerciseAnswers,
  type AnswerCheckResult,
  type ExerciseSpec,
  type ExerciseType,
} from '@ascend/contract';
import type { Deps } from '../../deps.ts';
import type { DbExecutor } from '../../db/client.ts';
import { AppError, badRequest } from '../../errors.ts';
import { lessonOpenIn, loadPath } from '../curriculum/learner.ts';
import { heartsView, type HeartState } from '../hearts/state.ts';
import { xpForRun } from '../lessons/xp.ts';
import { recordXp, recordXpInTransaction } from '../leaderboard/hooks.ts';
import { writeAnswer } from './answer-statement.ts';
import { exerciseIn } from './service.ts';

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

export interface Award {
  amount: number;
  kind: 'lesson' | 'practice';
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
 * Pays a closed run's xp. The xp_events unique key (user, lesson, run) makes a second payment
 * of the same run a no-op, so the xp moves once even if the run were closed twice.
 */
async function payRun(
  tx: DbExecutor,
  userId: number,
  lesson: { id: number; xp: number },
  run: number,
  now: Date,
): Promise<Award | null> {
  const { amount, kind } = xpForRun(lesson.xp, run);
  const paid = await tx.execute<{ amount: number }>(sql`
    with ev as (
      insert into xp_events (user_id, lesson_id, run, amount, kind, created_at)
      values (${userId}, ${lesson.id}, ${run}, ${amount}, ${kind}, ${now.toISOString()}::timestamptz)
      on conflict (user_id, lesson_id, run) do nothing
      returning amount)
    update users set xp = xp + ev.amount from ev where users.id = ${userId} returning ev.amount`);
  if (paid.rows.length === 0) return null;
  await recordXpInTransaction(tx, userId, amount, now);
  return { amount, kind };
}

/**
 * Decides the answer with the shared checker and records it. Reads: one statement for the
 * account, the learner's progress, the content version and the plan (the exercise and its
 * lesson come from the in-memory outline). Writes: one short transaction holding one
 * statement (heart, progress and attempt, see answer-statement.ts), plus the xp payment on
 * the answer that closes a run.
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
  const subscribed = path.subscribed;
  const lessonRef = { id: lesson.id, xp: lesson.row.xp, exerciseIds: lesson.exerciseIds };

  const { written, award } = await db.transaction(async (tx) => {
    const written = await writeAnswer(tx, {
      userId,
      lesson: lessonRef,
      exerciseId: exercise.id,
      correct: verdict.correct,
      clientCorrect: input.correct ?? null,
      answer: answer.data,
      subscribed,
      now,
    });
    if (!written.accepted) throw usedUp(written.hearts);
    const award = written.completed ? await payRun(tx, userId, lessonRef, written.run, now) : null;
    return { written, award };
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
