import { useState } from 'react';
import { useNavigate } from 'react-router';
import { checkAnswer } from '@ascend/chess';
import type { ExerciseItem, ExerciseSpec } from '@ascend/contract';
import { toast } from '../../../components/ui/toast-store.ts';
import { errorCodeOf } from '../../../lib/api-error.ts';
import { useAuth, useThunkDispatch } from '../../../lib/hooks.ts';
import { enqueueAnswer } from '../../../lib/offline/answer-queue.ts';
import {
  exerciseApi,
  useAnswerCheckMutation,
  useExerciseHeartsQuery,
} from '../api/exercise-api.ts';
import { emptyAnswer } from '../lib/answer-gate.ts';
import { advanced, retried, type CurrentAnswer } from '../state/exercise-slice.ts';
import { writeExerciseIndex } from '../state/exercise-index-storage.ts';

interface ContinueInput {
  lessonId: number;
  exercises: ExerciseItem[];
  index: number;
  answer: CurrentAnswer | null;
  subscribed: boolean;
}

export const exercisePath = (e: ExerciseItem, lessonId: number) =>
  `/app/exercise/${e.id}?type=${e.type}&lessonId=${lessonId}`;

/**
 * The spec's Continue (§4): blocked by used-up hearts for non-subscribers (the dialog opens and
 * nothing else happens); otherwise the answer — right or wrong — is submitted, and only a
 * successful submission moves on: to the next exercise, the completion page, or (Retry) a fresh
 * attempt at the same exercise.
 */
export function useContinue({ lessonId, exercises, index, answer, subscribed }: ContinueInput) {
  const navigate = useNavigate();
  const dispatch = useThunkDispatch();
  const { userId } = useAuth();
  const hearts = useExerciseHeartsQuery(undefined);
  const [submit, { isLoading }] = useAnswerCheckMutation();
  const [heartsDialog, setHeartsDialog] = useState(false);
  const exercise = exercises[index];

  /** Queues the answer and spends a heart on this device as the server will on a wrong one. */
  async function keepOffline(body: { exercise_id: number; answer: unknown; correct: boolean }) {
    if (userId === null || !exercise) throw new Error('Not signed in');
    await enqueueAnswer({
      ...body,
      user_id: userId,
      lesson_id: lessonId,
      number: index + 1,
      answered_at: new Date().toISOString(),
    });
    if (body.correct || !hearts.data || hearts.data.unlimited || subscribed) return;
    const left = Math.max(0, hearts.data.hearts - 1);
    dispatch(
      exerciseApi.util.upsertQueryData('exerciseHearts', undefined, {
        ...hearts.data,
        hearts: left,
        used_up: left === 0,
        used_up_at: left === 0 ? new Date().toISOString() : hearts.data.used_up_at,
      }),
    );
  }

  async function go(mode: 'continue' | 'retry') {
    if (!exercise || isLoading) return;
    if (hearts.data?.used_up && !subscribed) {
      setHeartsDialog(true);
      return;
    }
    const value = answer?.exerciseId === exercise.id ? answer.value : emptyAnswer(exercise.type);
    const correct =
      answer?.exerciseId === exercise.id
        ? answer.correct
        : checkAnswer({ type: exercise.type, payload: exercise.payload } as ExerciseSpec, value)
            .correct;
    const body = { exercise_id: exercise.id, answer: value, correct };
    try {
      // Offline the shared checker's verdict stands for now: the answer waits in IndexedDB and
      // the server checks it again when the connection returns (features/pwa).
      if (navigator.onLine) await submit(body).unwrap();
      else await keepOffline(body);
    } catch (error) {
      if ((error as { status?: unknown }).status === 'FETCH_ERROR' && userId !== null) {
        await keepOffline(body);
      } else if (errorCodeOf(error as never) === 'HEARTS_USED_UP') {
        // Our copy of the hearts was stale (another tab spent them): show the dialog instead.
        await hearts.refetch();
        setHeartsDialog(true);
        return;
      } else {
        toast({ title: 'Error submitting exercise', variant: 'destructive' });
        return;
      }
    }
    if (mode === 'retry') {
      dispatch(retried());
      return;
    }
    const next = exercises[index + 1];
    if (!next) {
      navigate(`/app/lesson/${lessonId}/completed`);
      return;
    }
    dispatch(advanced());
    writeExerciseIndex(lessonId, index + 2);
    navigate(exercisePath(next, lessonId));
  }

  return {
    pending: isLoading,
    hearts: hearts.data ?? null,
    refetchHearts: () => void hearts.refetch(),
    heartsDialog,
    setHeartsDialog,
    continueLesson: () => void go('continue'),
    retry: () => void go('retry'),
  };
}
