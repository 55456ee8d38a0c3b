import { and, asc, eq, gte } from 'drizzle-orm';
import { SKILLS, newSkillRating, type Skill } from '@ascend/chess';
import type { SkillProfile } from '@ascend/contract';
import type { DbExecutor } from '../../db/client.ts';
import { skillHistory, skillRatings } from '../../db/schema/orion.ts';

/** Trend charts show the last 90 days with evidence at most. */
export const HISTORY_DAYS = 90;

export interface SkillState {
  skill: Skill;
  rating: number;
  rd: number;
  evidence: number;
}

/** The learner's four skills in SKILLS order; a skill without a row is still at the start values. */
export async function readSkills(db: DbExecutor, userId: number): Promise<SkillState[]> {
  const rows = await db.select().from(skillRatings).where(eq(skillRatings.userId, userId));
  const bySkill = new Map(rows.map((r) => [r.skill, r]));
  return SKILLS.map((skill) => {
    const r = bySkill.get(skill);
    return {
      skill,
      rating: r?.rating ?? newSkillRating.rating,
      rd: r?.rd ?? newSkillRating.rd,
      evidence: r?.evidence ?? 0,
    };
  });
}

export const toSkillSummary = (s: SkillState): Omit<SkillProfile, 'history'> => ({
  skill: s.skill,
  rating: Math.round(s.rating),
  deviation: Math.round(s.rd),
  evidence: s.evidence,
});

/** The skills with their daily history (oldest first) for the profile's trend lines. */
export async function readSkillProfiles(
  db: DbExecutor,
  userId: number,
  now: Date,
): Promise<SkillProfile[]> {
  const since = new Date(now.getTime() - HISTORY_DAYS * 86_400_000).toISOString().slice(0, 10);
  const [skills, history] = await Promise.all([
    readSkills(db, userId),
    db
      .select()
      .from(skillHistory)
      .where(and(eq(skillHistory.userId, userId), gte(skillHistory.day, since)))
      .orderBy(asc(skillHistory.day)),
  ]);
  return skills.map((s) => ({
    ...toSkillSummary(s),
    history: history
      .filter((h) => h.skill === s.skill)
      .map((h) => ({ date: h.day, rating: Math.round(h.rating), deviation: Math.round(h.rd) })),
  }));
}

/**
 * The skill to train (ADR 0024): the lowest rating; on a tie the larger deviation (the one we
 * know least about), then SKILLS order.
 */
export function weakestSkill(skills: readonly SkillState[]): SkillState {
  return [...skills].sort(
    (a, b) =>
      Math.round(a.rating) - Math.round(b.rating) ||
      Math.round(b.rd) - Math.round(a.rd) ||
      SKILLS.indexOf(a.skill) - SKILLS.indexOf(b.skill),
  )[0]!;
}
