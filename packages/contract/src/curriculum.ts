import { z } from 'zod';
import { envelope, paged, pageQuery, rowId } from './envelope.ts';
import {
  boardArrangementPayload,
  bestMovePayload,
  fen,
  gamePayload,
  infoPayload,
  matchingPayload,
  arrow,
  highlight,
  objectivePayload,
  uciMove,
  visualPayload,
} from './exercises.ts';
import { ideaArea } from './syllabus.ts';
import { placement } from './users.ts';

/*
 * The learning path: sections → units → lessons → exercises, each with the caller's status.
 * Ids are the database's integers; `slug` is the content id; `number` is the one-based
 * position among the active siblings (section number, unit number in its section, …).
 */
export const progressStatus = z.enum(['locked', 'available', 'in_progress', 'completed']);
export type ProgressStatus = z.infer<typeof progressStatus>;

const id = z.number().int();
const count = z.number().int().min(0);
const positiveId = rowId;

export const sectionItem = z.object({
  id,
  slug: z.string(),
  serial: z.number().int(),
  number: z.number().int(),
  title: z.string(),
  description: z.string(),
  status: progressStatus,
  units_total: count,
  units_completed: count,
  lessons_total: count,
  lessons_completed: count,
});
export type SectionItem = z.infer<typeof sectionItem>;
/** GET sections/?page=1 — never cached (the API sends cache-control: no-store). */
export const sectionsQuery = pageQuery;
export const sectionsResponse = paged(sectionItem);

export const unitItem = z.object({
  id,
  slug: z.string(),
  serial: z.number().int(),
  number: z.number().int(),
  section_id: id,
  title: z.string(),
  description: z.string(),
  status: progressStatus,
  lessons_total: count,
  lessons_completed: count,
});
export type UnitItem = z.infer<typeof unitItem>;
export const unitsQuery = z.object({ section_id: positiveId('section_id') });
export const unitsResponse = envelope(z.array(unitItem));

export const lessonItem = z.object({
  id,
  slug: z.string(),
  serial: z.number().int(),
  number: z.number().int(),
  unit_id: id,
  section_id: id,
  title: z.string(),
  xp: z.number().int(),
  status: progressStatus,
  exercises_total: count,
  /** Exercises answered in the current run through the lesson (a replay starts again at 0). */
  exercises_answered: count,
  /** The unit's checkpoint: its last lesson, a mixed test that opens the next unit (ADR 0021). */
  checkpoint: z.boolean(),
});
export type LessonItem = z.infer<typeof lessonItem>;
export const lessonsQuery = z.object({ unit_id: positiveId('unit_id') });
export const lessonsResponse = envelope(z.array(lessonItem));

const exerciseMeta = {
  id,
  slug: z.string(),
  serial: z.number().int(),
  /** One-based position in the lesson: what the player's exerciseIndex counts. */
  number: z.number().int(),
  lesson_id: id,
  lesson_serial: z.number().int(),
  feedback: z.string(),
  /** Already answered in the current run through the lesson. */
  answered: z.boolean(),
};
export const exerciseItem = z.discriminatedUnion('type', [
  z.object({ ...exerciseMeta, type: z.literal('info_type'), payload: infoPayload }),
  z.object({ ...exerciseMeta, type: z.literal('matching_type'), payload: matchingPayload }),
  z.object({ ...exerciseMeta, type: z.literal('objective_type'), payload: objectivePayload }),
  z.object({ ...exerciseMeta, type: z.literal('best_move_type'), payload: bestMovePayload }),
  z.object({ ...exerciseMeta, type: z.literal('visual_type'), payload: visualPayload }),
  z.object({
    ...exerciseMeta,
    type: z.literal('board_arrangement'),
    payload: boardArrangementPayload,
  }),
  z.object({ ...exerciseMeta, type: z.literal('game_type'), payload: gamePayload }),
]);
export type ExerciseItem = z.infer<typeof exerciseItem>;
/** GET exercises/?lesson_id= — 403 LESSON_LOCKED while the lesson is locked for the caller. */
export const exercisesQuery = z.object({ lesson_id: positiveId('lesson_id') });
export const exercisesResponse = envelope(z.array(exerciseItem));
export const exerciseResponse = envelope(exerciseItem);

const pathRef = z.object({
  id,
  slug: z.string(),
  serial: z.number().int(),
  number: z.number().int(),
  title: z.string(),
});
export type PathRef = z.infer<typeof pathRef>;

/** GET sections/active-learn — where to continue. All null (and completed_all) once everything is done. */
export const activeLearnResponse = envelope(
  z.object({
    section: pathRef.nullable(),
    unit: pathRef.nullable(),
    lesson: pathRef.nullable(),
    exercise: z.object({ id, type: z.string(), number: z.number().int(), total: count }).nullable(),
    completed_all: z.boolean(),
  }),
);

const levelCounts = z.object({ sections: count, units: count, lessons: count });
/** GET sections/progress — the climb's header: where the learner is and how far they got. */
export const sectionProgressResponse = envelope(
  z.object({
    placement,
    /** Section number placement starts at; the sections before it are unlocked for replay. */
    start_section: z.number().int(),
    current_section: pathRef.nullable(),
    current_unit: pathRef.nullable(),
    current_lesson: pathRef.nullable(),
    section_ids: z.array(id),
    totals: levelCounts,
    completed: levelCounts,
  }),
);

/** Hearts as exercises/heart/ and answer-check report them. */
export const heartsState = z.object({
  hearts: z.number().int(),
  max_hearts: z.number().int(),
  used_up: z.boolean(),
  used_up_at: z.string().nullable(),
  /** When used-up hearts come back (used_up_at + 4 h), else null. */
  resets_at: z.string().nullable(),
  /** Subscribers: hearts are never consumed or blocked. */
  unlimited: z.boolean(),
});
export type HeartsState = z.infer<typeof heartsState>;
export const heartsResponse = envelope(heartsState);

/** POST exercises/answer-check/ — `correct` is the client's opinion; the server decides. */
export const answerCheckBody = z.object({
  exercise_id: positiveId('exercise_id'),
  answer: z.unknown(),
  correct: z.boolean().optional(),
});
/** The learner's wrong move and the position it was played in, so the board can replay it. */
export const wrongMove = z.object({ fen, move: uciMove });
export const answerCheckResult = z.object({
  correct: z.boolean(),
  /** Why the answer is wrong: for a wrong move, the reply it allows and its cost (ADR 0032). */
  reason: z.string().nullable(),
  /** The wrong move a refutation answers (a board move or the move of the chosen option). */
  wrong_move: wrongMove.nullable(),
  /** From the position after `wrong_move`, the opponent's reply first; null when none is stored. */
  refutation: z.array(uciMove).nullable(),
  /** A wrong move with no stored refutation: the client computes it with its engine. */
  refutation_pending: z.boolean(),
  feedback: z.string(),
  exercise_id: id,
  lesson_id: id,
  hearts: heartsState,
  /** This answer finished a run through the lesson. */
  lesson_completed: z.boolean(),
  xp_awarded: count,
  xp_kind: z.enum(['lesson', 'practice']).nullable(),
  exercises_answered: count,
  exercises_total: count,
});
export type AnswerCheckResult = z.infer<typeof answerCheckResult>;

/**
 * POST exercises/why-wrong/ — the why of a wrong answer at the moment it is given, before
 * Continue submits it to answer-check (spec §4): nothing is recorded, no heart is spent.
 */
export const whyWrongBody = answerCheckBody.pick({ exercise_id: true, answer: true });
export const whyWrongResult = answerCheckResult.pick({
  reason: true,
  wrong_move: true,
  refutation: true,
  refutation_pending: true,
});
export type WhyWrongResult = z.infer<typeof whyWrongResult>;
export const whyWrongResponse = envelope(whyWrongResult);
export const answerCheckResponse = envelope(answerCheckResult);

/** GET lessons/lesson-xp?lesson_id= — xp earned on the lesson so far (first completion + practice). */
export const lessonXpQuery = z.object({ lesson_id: positiveId('lesson_id') });
export const lessonXpResponse = envelope(z.object({ xp: count, completed: z.boolean() }));

/** GET lessons/:id/idea/ — the idea the lesson teaches (content/syllabus.json), for the lesson's idea card. */
export const lessonIdea = z.object({
  id: z.string(),
  name: z.string(),
  area: ideaArea,
  explanation: z.string(),
  example: z.object({
    fen,
    arrows: z.array(arrow).optional(),
    highlights: z.array(highlight).optional(),
  }),
});
export type LessonIdea = z.infer<typeof lessonIdea>;
export const lessonIdeaResponse = envelope(lessonIdea);
