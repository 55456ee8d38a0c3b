import { Navigate, useSearchParams } from 'react-router';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { ExerciseListLoading } from '../components/exercise-loading.tsx';
import { ErrorLoadingExercises, NoExercisesFound } from '../components/exercise-states.tsx';
import { exercisePath } from '../hooks/use-continue.ts';
import { parseLessonId, useLessonExercises } from '../hooks/use-lesson-exercises.ts';
import { startIndex } from '../lib/start-index.ts';
import { readExerciseIndex } from '../state/exercise-index-storage.ts';

/** /app/exercise?lessonId= — finds the exercise to open and redirects to it. */
export default function ExerciseIndexPage() {
  usePageTitle('Lesson');
  const [params] = useSearchParams();
  const lessonId = parseLessonId(params.get('lessonId'));
  const { exercises, loading, error, locked } = useLessonExercises(lessonId, { fresh: true });
  if (!lessonId || locked) return <Navigate to="/app/climb" replace />;
  if (loading) return <ExerciseListLoading />;
  if (error || !exercises) return <ErrorLoadingExercises />;
  if (exercises.length === 0) return <NoExercisesFound />;
  const start = exercises[startIndex(exercises, readExerciseIndex(lessonId))]!;
  return <Navigate to={exercisePath(start, lessonId)} replace />;
}
