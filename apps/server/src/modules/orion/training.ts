import { inArray } from 'drizzle-orm';
import { themesOfSkill } from '@ascend/chess';
import type { OrionTraining } from '@ascend/contract';
import type { Db } from '../../db/client.ts';
import { puzzleThemes } from '../../db/schema/puzzles.ts';
import { puzzlesNear } from './puzzle-pick.ts';
import { recommendedLessons } from './recommended-lessons.ts';
import { readSkills, weakestSkill } from './skills-read.ts';

/** Puzzles one training set serves; the page asks again for more. */
export const TRAINING_SET_SIZE = 10;

/**
 * GET orion/training: the weakest skill, a set of unplayed puzzles of its themes nearest its
 * rating (rated attempts, so solving them moves the skill), and climb lessons tagged with it.
 */
export async function training(db: Db, userId: number): Promise<OrionTraining> {
  const weakest = weakestSkill(await readSkills(db, userId));
  const skillThemes = themesOfSkill(weakest.skill);
  const [themeRows, puzzles, lessons] = await Promise.all([
    db
      .select({ key: puzzleThemes.key, count: puzzleThemes.puzzleCount })
      .from(puzzleThemes)
      .where(inArray(puzzleThemes.key, skillThemes)),
    puzzlesNear(db, userId, {
      themes: skillThemes,
      rating: weakest.rating,
      limit: TRAINING_SET_SIZE,
    }),
    recommendedLessons(db, userId, weakest.skill),
  ]);
  const ratings = puzzles.map((p) => p.rating);
  const rating = Math.round(weakest.rating);
  return {
    skill: weakest.skill,
    rating,
    deviation: Math.round(weakest.rd),
    evidence: weakest.evidence,
    themes: themeRows
      .filter((t) => t.count > 0)
      .sort((a, b) => b.count - a.count || a.key.localeCompare(b.key))
      .map((t) => t.key),
    rating_from: ratings.length ? Math.min(...ratings) : rating,
    rating_to: ratings.length ? Math.max(...ratings) : rating,
    puzzles,
    lessons,
  };
}
