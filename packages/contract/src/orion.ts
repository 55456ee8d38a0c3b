import { z } from 'zod';
import { envelope, rowId } from './envelope.ts';
import { puzzle, puzzleIdParam } from './puzzles.ts';

/*
 * Orion (issue 16, ADR 0024): four skill ratings per learner, the first-visit assessment and
 * training aimed at the weakest skill. Game analysis and credits are ADR 0025's.
 */

export const skill = z.enum(['tactics', 'strategy', 'calculation', 'attacking'], {
  error: 'skill must be one of tactics, strategy, calculation, attacking',
});
export type SkillName = z.infer<typeof skill>;

/** The learner's Orion credits: what is left, the free monthly amount and when it comes again. */
export const credits = z.object({
  balance: z.number().int(),
  monthly_allowance: z.number().int(),
  renews_at: z.string(),
});
export type Credits = z.infer<typeof credits>;

/** One day with evidence: the skill as it stood at the end of that day (UTC). */
export const skillHistoryPoint = z.object({
  date: z.string(),
  rating: z.number().int(),
  deviation: z.number().int(),
});

export const skillProfile = z.object({
  skill,
  rating: z.number().int(),
  deviation: z.number().int(),
  /** Evidence items applied so far (puzzles, exercises, assessment answers, game moments). */
  evidence: z.number().int(),
  history: z.array(skillHistoryPoint),
});
export type SkillProfile = z.infer<typeof skillProfile>;

/** A puzzle theme with enough rated attempts to say something (ADR 0024's minimum). */
export const themeStat = z.object({
  theme: z.string(),
  name: z.string(),
  attempts: z.number().int(),
  solved: z.number().int(),
  /** Solved ÷ attempts, 0–1. */
  success_rate: z.number(),
});

export const assessmentState = z.object({
  /** The newest assessment's id; null before the first one. */
  id: z.number().int().nullable(),
  done: z.boolean(),
  answered: z.number().int(),
  total: z.number().int(),
});

export const orionProfile = z.object({
  skills: z.array(skillProfile),
  credits,
  assessment: assessmentState,
  themes: z.object({
    min_attempts: z.number().int(),
    strongest: z.array(themeStat),
    weakest: z.array(themeStat),
  }),
});
export type OrionProfile = z.infer<typeof orionProfile>;
export const orionProfileResponse = envelope(orionProfile);

/** A climb lesson recommended for a skill: unlocked ones the learner has not finished come first. */
export const recommendedLesson = z.object({
  id: z.number().int(),
  title: z.string(),
  unit_title: z.string(),
  section_title: z.string(),
  /** Graded exercises of the lesson tagged with the skill. */
  skill_exercises: z.number().int(),
  status: z.enum(['next', 'done', 'locked']),
});
export type RecommendedLesson = z.infer<typeof recommendedLesson>;

export const orionTraining = z.object({
  skill,
  rating: z.number().int(),
  deviation: z.number().int(),
  /** Evidence behind the skill's rating; 0 means Orion has not measured the learner yet. */
  evidence: z.number().int(),
  /** The set's themes, for the puzzle page's theme mix (/app/puzzle/<themes joined by ",">). */
  themes: z.array(z.string()),
  /** The rating window the set is drawn from, around the skill's rating. */
  rating_from: z.number().int(),
  rating_to: z.number().int(),
  /** The first puzzles of the set, nearest the skill's rating first. */
  puzzles: z.array(puzzle),
  lessons: z.array(recommendedLesson),
});
export type OrionTraining = z.infer<typeof orionTraining>;
export const orionTrainingResponse = envelope(orionTraining);

export const assessmentSession = z.object({
  id: z.number().int(),
  total: z.number().int(),
  answered: z.number().int(),
  done: z.boolean(),
  /** The puzzle to solve now; null when done. */
  puzzle: puzzle.nullable(),
  /** The skill the current puzzle measures; null when done. */
  skill: skill.nullable(),
  /** The skills as they stand, so the player can show them moving. */
  skills: z.array(skillProfile.omit({ history: true })),
});
export type AssessmentSession = z.infer<typeof assessmentSession>;
export const assessmentSessionResponse = envelope(assessmentSession);
export const assessmentIdParam = z.object({ id: rowId('id') });

export const assessmentAnswerBody = z.object({
  puzzle_id: puzzleIdParam.shape.id,
  moves: z
    .array(
      z
        .string()
        .regex(/^[a-h][1-8][a-h][1-8][qrbn]?$/, 'each move must be UCI such as "e2e4" or "b7b8q"'),
    )
    .max(40, 'at most 40 moves'),
});
export type AssessmentAnswerBody = z.infer<typeof assessmentAnswerBody>;
export const assessmentAnswerResponse = envelope(
  z.object({
    correct: z.boolean(),
    /** The puzzle's full line (setup move first), to show after the answer. */
    solution: z.array(z.string()),
    session: assessmentSession,
  }),
);
