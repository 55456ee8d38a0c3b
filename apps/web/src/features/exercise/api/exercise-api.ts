import type {
  AnswerCheckResult,
  ExerciseItem,
  HeartsState,
  LessonIdea,
  LessonItem,
  SectionItem,
  UnitItem,
  WhyWrongResult,
} from '@ascend/contract';
import { api } from '../../../lib/api.ts';

interface AnswerBody {
  exercise_id: number;
  answer: unknown;
  correct: boolean;
}
type Paged<T> = { results: T[]; page: number; page_size: number; total: number };
const data = <T>(body: { data: T }) => body.data;

/**
 * The player's calls. Names carry an "exercise" prefix so they never collide with endpoints
 * the climb injects for the same paths (RTK Query keeps the first definition of a name).
 */
export const exerciseApi = api.injectEndpoints({
  endpoints: (build) => ({
    lessonExercises: build.query<ExerciseItem[], number>({
      query: (lessonId) => `exercises/?lesson_id=${lessonId}`,
      transformResponse: data<ExerciseItem[]>,
      providesTags: ['Exercises'],
    }),
    exerciseHearts: build.query<HeartsState, undefined>({
      query: () => 'exercises/heart/',
      transformResponse: data<HeartsState>,
      providesTags: ['Hearts'],
    }),
    answerCheck: build.mutation<AnswerCheckResult, AnswerBody>({
      query: (body) => ({ url: 'exercises/answer-check/', method: 'POST', body }),
      transformResponse: data<AnswerCheckResult>,
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        try {
          const { data: result } = await queryFulfilled;
          // The answer's own hearts are the freshest: no extra round trip before the next Continue.
          dispatch(exerciseApi.util.upsertQueryData('exerciseHearts', undefined, result.hearts));
          dispatch(
            api.util.invalidateTags(['CurrentUser', 'Lessons', 'Units', 'Sections', 'Review']),
          );
          // A closed lesson moves today's goal and streak (ADR 0022).
          if (result.lesson_completed) dispatch(api.util.invalidateTags(['Streak']));
        } catch {
          // The caller shows "Error submitting exercise".
        }
      },
    }),
    /** Why a wrong answer is wrong, as it is given; records nothing (Continue submits). */
    whyWrong: build.mutation<WhyWrongResult, { exercise_id: number; answer: unknown }>({
      query: (body) => ({ url: 'exercises/why-wrong/', method: 'POST', body }),
      transformResponse: data<WhyWrongResult>,
    }),
    /** The idea the lesson teaches (content/syllabus.json), for the idea card; 404 when none. */
    lessonIdea: build.query<LessonIdea, number>({
      query: (lessonId) => `lessons/${lessonId}/idea/`,
      transformResponse: data<LessonIdea>,
    }),
    lessonXp: build.query<{ xp: number; completed: boolean }, number>({
      query: (lessonId) => `lessons/lesson-xp?lesson_id=${lessonId}`,
      transformResponse: data<{ xp: number; completed: boolean }>,
      keepUnusedDataFor: 0,
    }),
    exerciseSections: build.query<SectionItem[], undefined>({
      query: () => ({ url: 'sections/?page=1', cache: 'no-store' }),
      transformResponse: (body: { data: Paged<SectionItem> }) => body.data.results,
      keepUnusedDataFor: 0,
    }),
    exerciseUnits: build.query<UnitItem[], number>({
      query: (sectionId) => `units/?section_id=${sectionId}`,
      transformResponse: data<UnitItem[]>,
      keepUnusedDataFor: 0,
    }),
    exerciseLessons: build.query<LessonItem[], number>({
      query: (unitId) => `lessons/?unit_id=${unitId}`,
      transformResponse: data<LessonItem[]>,
      keepUnusedDataFor: 0,
    }),
  }),
});

export const {
  useLessonExercisesQuery,
  useExerciseHeartsQuery,
  useAnswerCheckMutation,
  useWhyWrongMutation,
  useLessonIdeaQuery,
  useLessonXpQuery,
} = exerciseApi;
