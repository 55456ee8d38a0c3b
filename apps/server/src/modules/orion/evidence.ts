import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { SKILLS, isSkill, rateSkill, type Skill } from '@ascend/chess';
import type { DbExecutor } from '../../db/client.ts';
import { skillEvidence, skillHistory, skillRatings } from '../../db/schema/orion.ts';

/** One thing that says something about one skill: a rated game against `opponentRating` (ADR 0024). */
export interface SkillEvidence {
  skill: Skill;
  opponentRating: number;
  /** The opponent's uncertainty; DEFAULT_OPPONENT_DEVIATION when unknown. */
  opponentDeviation?: number;
  score: 0 | 0.5 | 1;
  source: 'puzzle' | 'exercise' | 'game' | 'assessment';
  /** What the evidence came from, unique per learner and skill: 'puzzle:00sHx', 'game:45:ply:17'. */
  sourceKey: string;
}

/** An opponent whose strength is only estimated (a game position, a lesson without a level). */
export const DEFAULT_OPPONENT_DEVIATION = 100;

type State = { rating: number; rd: number; volatility: number; evidence: number };

function assertValid(item: SkillEvidence): void {
  // Callers are our own services and jobs: a bad item is a bug, so it fails loudly.
  if (!isSkill(item.skill)) throw new Error(`Unknown skill "${String(item.skill)}"`);
  if (!Number.isFinite(item.opponentRating)) throw new Error('opponentRating must be a number');
  if (![0, 0.5, 1].includes(item.score)) throw new Error('score must be 0, 0.5 or 1');
  if (!item.sourceKey) throw new Error('sourceKey is required');
}

/**
 * Applies evidence to the learner's skills in one transaction (a savepoint inside the caller's).
 * The learner's four skill rows are locked first, so concurrent appliers take turns; items whose
 * (source key, skill) is already recorded — a retried job, a repeated answer — are skipped, so
 * applying the same items twice changes nothing. Each item is its own Glicko-2 rating period,
 * applied in the given order. Returns how many items were new.
 */
export async function applySkillEvidence(
  db: DbExecutor,
  userId: number,
  items: readonly SkillEvidence[],
  at: Date,
): Promise<number> {
  if (items.length === 0) return 0;
  items.forEach(assertValid);
  return db.transaction(async (tx) => {
    await tx
      .insert(skillRatings)
      .values(SKILLS.map((skill) => ({ userId, skill })))
      .onConflictDoNothing();
    const rows = await tx
      .select()
      .from(skillRatings)
      .where(eq(skillRatings.userId, userId))
      .orderBy(asc(skillRatings.skill))
      .for('update');
    const state = new Map<string, State>(rows.map((r) => [r.skill, r]));
    const keys = [...new Set(items.map((i) => i.sourceKey))];
    const seen = new Set(
      (
        await tx
          .select({ key: skillEvidence.sourceKey, skill: skillEvidence.skill })
          .from(skillEvidence)
          .where(and(eq(skillEvidence.userId, userId), inArray(skillEvidence.sourceKey, keys)))
      ).map((r) => `${r.key}|${r.skill}`),
    );
    const fresh: (typeof skillEvidence.$inferInsert)[] = [];
    for (const item of items) {
      const id = `${item.sourceKey}|${item.skill}`;
      if (seen.has(id)) continue;
      seen.add(id);
      const before = state.get(item.skill)!;
      const opponentRd = item.opponentDeviation ?? DEFAULT_OPPONENT_DEVIATION;
      const next = rateSkill(before, {
        opponentRating: item.opponentRating,
        opponentDeviation: opponentRd,
        score: item.score,
      });
      state.set(item.skill, { ...next, evidence: before.evidence + 1 });
      fresh.push({
        userId,
        skill: item.skill,
        source: item.source,
        sourceKey: item.sourceKey,
        opponentRating: item.opponentRating,
        opponentRd,
        score: item.score,
        ratingBefore: before.rating,
        ratingAfter: next.rating,
        createdAt: at,
      });
    }
    if (fresh.length === 0) return 0;
    await tx.insert(skillEvidence).values(fresh);
    const day = at.toISOString().slice(0, 10);
    for (const skill of new Set(fresh.map((f) => f.skill))) {
      const s = state.get(skill)!;
      await tx
        .update(skillRatings)
        .set({
          rating: s.rating,
          rd: s.rd,
          volatility: s.volatility,
          evidence: s.evidence,
          updatedAt: at,
        })
        .where(and(eq(skillRatings.userId, userId), eq(skillRatings.skill, skill)));
      await tx
        .insert(skillHistory)
        .values({ userId, skill, day, rating: s.rating, rd: s.rd })
        .onConflictDoUpdate({
          target: [skillHistory.userId, skillHistory.skill, skillHistory.day],
          set: { rating: sql`excluded.rating`, rd: sql`excluded.rd` },
        });
    }
    return fresh.length;
  });
}
