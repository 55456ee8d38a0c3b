import { sql } from 'drizzle-orm';
import { skillNeutralThemes, themeCatalogue } from '@ascend/chess';
import type { OrionProfile } from '@ascend/contract';
import type { DbExecutor } from '../../db/client.ts';

/** A theme needs this many rated attempts before it can be called strong or weak (ADR 0024). */
export const THEME_MIN_ATTEMPTS = 5;
/** How many themes each list shows. */
export const THEME_LIST_SIZE = 3;

const names = new Map(themeCatalogue.map((t) => [t.key, t.name]));

type Stat = OrionProfile['themes']['strongest'][number];

/**
 * Strongest and weakest puzzle themes from the learner's rated (first) attempts. Skill-neutral
 * keys (lengths, goals, origins) are left out: "short puzzles" is not something to train. A
 * theme appears in one list only; ties go to the theme with more attempts.
 */
export async function themeStrengths(
  db: DbExecutor,
  userId: number,
): Promise<OrionProfile['themes']> {
  const res = await db.execute<{ theme: string; attempts: number; solved: number }>(sql`
    select t.theme, count(*)::int as attempts, (count(*) filter (where pu.solved))::int as solved
    from puzzle_user pu
    join puzzles p on p.id = pu.puzzle_id
    cross join lateral unnest(p.themes) as t(theme)
    where pu.user_id = ${userId} and pu.rated
    group by t.theme
    having count(*) >= ${THEME_MIN_ATTEMPTS}`);
  const stats: Stat[] = res.rows
    .filter((r) => !skillNeutralThemes.has(r.theme))
    .map((r) => ({
      theme: r.theme,
      name: names.get(r.theme) ?? r.theme,
      attempts: Number(r.attempts),
      solved: Number(r.solved),
      success_rate: Number(r.solved) / Number(r.attempts),
    }));
  const sorted = [...stats].sort(
    (a, b) =>
      b.success_rate - a.success_rate || b.attempts - a.attempts || a.theme.localeCompare(b.theme),
  );
  // With few qualifying themes the better half is "strongest" and the rest "weakest".
  const strongest = sorted.slice(0, Math.min(THEME_LIST_SIZE, Math.ceil(sorted.length / 2)));
  const weakest = sorted.slice(strongest.length).reverse().slice(0, THEME_LIST_SIZE);
  return { min_attempts: THEME_MIN_ATTEMPTS, strongest, weakest };
}
