import { LESSON_LEVEL_DEVIATION, isSkill, lessonLevelRating } from '@ascend/chess';
import type { DbExecutor } from '../../db/client.ts';
import { applySkillEvidence, type SkillEvidence } from './evidence.ts';

export interface FirstAnswer {
  exerciseId: number;
  /** The exercise's content tags (exercises.skills). */
  skills: readonly string[];
  /** 1-based place of the exercise's section in the course: the lesson's level. */
  sectionNumber: number;
  correct: boolean;
  /** The lesson run the answer belongs to; only the first run can hold a first try. */
  run: number;
}

/**
 * A graded exercise's first answer is a game at the lesson's level (ADR 0024). It runs after
 * the answer statement committed (ADR 0019 keeps that one statement); the evidence key
 * `exercise:<id>` makes only the learner's first answer count, and a repeat a no-op.
 */
export async function recordFirstAnswer(
  db: DbExecutor,
  userId: number,
  answer: FirstAnswer,
  at: Date,
): Promise<number> {
  if (answer.run > 0) return 0;
  const items: SkillEvidence[] = answer.skills.filter(isSkill).map((skill) => ({
    skill,
    opponentRating: lessonLevelRating(answer.sectionNumber),
    opponentDeviation: LESSON_LEVEL_DEVIATION,
    score: answer.correct ? 1 : 0,
    source: 'exercise',
    sourceKey: `exercise:${answer.exerciseId}`,
  }));
  return applySkillEvidence(db, userId, items, at);
}
