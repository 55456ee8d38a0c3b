import type { OrionProfile } from '@ascend/contract';
import type { Db } from '../../db/client.ts';
import { assessmentState } from './assessment.ts';
import { creditSummary } from './credits.ts';
import { readSkillProfiles } from './skills-read.ts';
import { themeStrengths } from './theme-stats.ts';

/** GET orion/profile: the four skills with their trends, credits, the assessment and themes. */
export async function orionProfile(db: Db, userId: number, now: Date): Promise<OrionProfile> {
  const [skills, credits, assessment, themes] = await Promise.all([
    readSkillProfiles(db, userId, now),
    creditSummary(db, userId, now),
    assessmentState(db, userId),
    themeStrengths(db, userId),
  ]);
  return { skills, credits, assessment, themes };
}
