import { useEffect } from 'react';
import type { ExerciseItem } from '@ascend/contract';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { useAuth, useAppDispatch } from '../../../lib/hooks.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { ErrorLoadingExercises, NoExercisesFound } from '../components/exercise-states.tsx';
import { ExerciseScreenLoading } from '../components/exercise-loading.tsx';
import { ExercisePlayer } from '../components/exercise-player.tsx';
import { parseLessonId, useLessonExercises } from '../hooks/use-lesson-exercises.ts';
import { openExercise } from '../state/exercise-slice.ts';
import { writeExerciseIndex } from '../state/exercise-index-storage.ts';

/** /app/exercise/{exerciseId}?type=&lessonId= — one exercise of a lesson. */
export default function ExercisePage() {
  usePageTitle('Exercise');
  const { exerciseId } = useParams();
  const [params] = useSearchParams();
  const lessonId = parseLessonId(params.get('lessonId'));
  const { exercises, loading, error, locked, session } = useLessonExercises(lessonId);
  const dispatch = useAppDispatch();
  const index = exercises?.findIndex((e) => String(e.id) === exerciseId) ?? -1;

  useEffect(() => {
    if (!lessonId || index < 0) return;
    dispatch(openExercise(index));
    writeExerciseIndex(lessonId, index + 1);
  }, [lessonId, index, dispatch]);

  if (!lessonId || locked) return <Navigate to="/app/climb" replace />;
  if (loading) return <ExerciseScreenLoading />;
  if (error || !exercises) return <ErrorLoadingExercises />;
  if (exercises.length === 0) return <NoExercisesFound />;
  // An id that is not in this lesson: let the index page find where to resume.
  if (index < 0) return <Navigate to={`/app/exercise?lessonId=${lessonId}`} replace />;
  if (session.currentIndex !== index) return <ExerciseScreenLoading />;
  return <PlayerScreen lessonId={lessonId} exercises={exercises} index={index} />;
}

function PlayerScreen(props: { lessonId: number; exercises: ExerciseItem[]; index: number }) {
  const { user } = useAuth();
  const navigate = useNavigate();
  return (
    <ExercisePlayer
      {...props}
      subscribed={user?.subscription.is_active ?? false}
      onQuit={() => navigate('/app/climb')}
    />
  );
}
