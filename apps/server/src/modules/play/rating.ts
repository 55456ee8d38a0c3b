import { sql } from 'drizzle-orm';
import { rate, type Glicko } from '@ascend/chess';
import { LEVEL_DEVIATION } from '@ascend/human';
import type { DbExecutor } from '../../db/client.ts';

export interface PlayRatingRow extends Glicko {
  games: number;
}

/** RD floor so a rating keeps moving; volatility cap as for puzzles. */
const RD_MIN = 50;
const RD_MAX = 350;

/**
 * The learner's play rating, created on first use from their puzzle rating when it is
 * established (RD under 250), else from the placement they chose (ADR 0044), and locked for
 * the caller's transaction when `lock` is set.
 */
export async function readPlayRating(
  db: DbExecutor,
  userId: number,
  lock = false,
): Promise<PlayRatingRow> {
  await db.execute(sql`
    insert into play_ratings (user_id, rating, rd, volatility, games)
    select u.id,
      case when s.rd < 250 then least(2000, greatest(400, s.rating))
        when u.placement = 'knows_tactics_and_strategy' then 1200
        when u.placement = 'can_move_pieces' then 800
        else 600 end,
      case when s.rd < 250 then 250 else 350 end,
      0.06, 0
    from users u left join user_puzzle_stats s on s.user_id = u.id
    where u.id = ${userId}
    on conflict (user_id) do nothing`);
  const res = await db.execute<{ rating: number; rd: number; volatility: number; games: number }>(
    lock
      ? sql`select rating, rd, volatility, games from play_ratings where user_id = ${userId} for update`
      : sql`select rating, rd, volatility, games from play_ratings where user_id = ${userId}`,
  );
  const r = res.rows[0]!;
  return {
    rating: Number(r.rating),
    rd: Number(r.rd),
    volatility: Number(r.volatility),
    games: Number(r.games),
  };
}

/** One game against a level as one Glicko-2 rating period. */
export function ratedAfter(learner: Glicko, level: number, score: number): Glicko {
  const g = rate(learner, [{ rating: level, rd: LEVEL_DEVIATION, score }]);
  return {
    rating: Math.max(100, Math.min(3000, g.rating)),
    rd: Math.max(RD_MIN, Math.min(RD_MAX, g.rd)),
    volatility: Math.min(0.1, g.volatility),
  };
}

export async function saveRating(db: DbExecutor, userId: number, g: Glicko, now: Date) {
  await db.execute(sql`
    update play_ratings set rating = ${g.rating}, rd = ${g.rd}, volatility = ${g.volatility},
      games = games + 1, updated_at = ${now.toISOString()}::timestamptz
    where user_id = ${userId}`);
}

export const ratingView = (r: PlayRatingRow) => ({
  rating: Math.round(r.rating),
  deviation: Math.round(r.rd),
  games: r.games,
});
