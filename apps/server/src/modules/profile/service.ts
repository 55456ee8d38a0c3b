import { sql } from 'drizzle-orm';
import type { ProfileHistory, PublicProfile } from '@ascend/contract';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { loadPath } from '../curriculum/index.ts';
import { weekStart, displayName } from '../leaderboard/index.ts';
import { runBests } from '../puzzle-runs/index.ts';
import { avatarUrl, findActiveUser } from '../users/index.ts';
import { xpByDay, xpSince } from './activity.ts';
import { puzzleRatingHistory, puzzleStanding } from './puzzle-summary.ts';
import { publicStreak } from '../habit/index.ts';

const HISTORY_DAYS = 30;

async function currentSection(
  deps: Deps,
  userId: number,
): Promise<PublicProfile['current_section']> {
  const { outline, view } = await loadPath(deps.db, userId);
  const section = view.current ? outline.section.get(view.current.sectionId) : outline.sections[0];
  return section ? { id: section.id, number: section.number, title: section.row.title } : null;
}

async function lessonsCompleted(deps: Deps, userId: number): Promise<number> {
  const res = await deps.db.execute<{ n: number }>(sql`
    select count(*)::int as n from user_lesson_progress where user_id = ${userId} and completed_at is not null`);
  return Number(res.rows[0]?.n ?? 0);
}

/** GET profile/{id}/: what any signed-in learner may see of another. Never the email. */
export async function publicProfile(deps: Deps, id: number): Promise<PublicProfile> {
  const user = await findActiveUser(deps.db, id);
  if (!user) throw new AppError(404, 'NOT_FOUND', 'Learner not found');
  const now = deps.clock.now();
  const puzzles = await puzzleStanding(deps.db, id);
  const streak = await publicStreak(deps.db, id, now);
  return {
    id: user.id,
    username: displayName(user.id, user.username),
    avatar_url: avatarUrl(user.avatarPath),
    country: user.country,
    joined_at: user.createdAt.toISOString(),
    xp: user.xp,
    weekly_xp: await xpSince(deps.db, id, weekStart(now)),
    lessons_completed: await lessonsCompleted(deps, id),
    current_section: await currentSection(deps, id),
    puzzle_rating: puzzles.rating,
    puzzle_points: puzzles.points,
    badges: puzzles.badges,
    streak_days: streak.current,
    streak_longest: streak.longest,
    streak_calendar: streak.days,
    puzzle_streak_best: (await runBests(deps.db, id)).streak,
  };
}

/** GET profile/me/history/: the caller's chart data. */
export async function profileHistory(deps: Deps, userId: number): Promise<ProfileHistory> {
  const now = deps.clock.now();
  return {
    xp_by_day: await xpByDay(deps.db, userId, now, HISTORY_DAYS),
    puzzle_rating: await puzzleRatingHistory(deps.db, userId, now, HISTORY_DAYS),
  };
}
