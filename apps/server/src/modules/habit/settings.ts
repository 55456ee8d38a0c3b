import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import { badRequest } from '../../errors.ts';
import { isValidZone } from './zone.ts';

export interface HabitSettings {
  daily_goal?: number;
  time_zone?: string;
  reminder_hour?: number | null;
}

/** Checks the zone against the runtime's IANA database; the message names the bad value. */
export function checkZone(zone: string | undefined): void {
  if (zone !== undefined && !isValidZone(zone)) {
    throw badRequest(
      `Unknown time zone "${zone}"; use an IANA zone name such as Europe/London or America/New_York.`,
      { time_zone: `Unknown time zone "${zone}"` },
    );
  }
}

/**
 * Saves the habit fields of the profile form. A zone change only dates activity from now on;
 * recorded days keep their dates (ADR 0022).
 */
export async function saveHabitSettings(
  db: DbExecutor,
  userId: number,
  s: HabitSettings,
): Promise<void> {
  if (s.daily_goal === undefined && s.time_zone === undefined && s.reminder_hour === undefined)
    return;
  const goal = s.daily_goal ?? null;
  const zone = s.time_zone ?? null;
  const setHour = s.reminder_hour !== undefined;
  const hour = s.reminder_hour ?? null;
  await db.execute(sql`
    insert into habits (user_id, daily_goal, time_zone, reminder_hour)
    values (${userId}, coalesce(${goal}::smallint, 20), ${zone}, ${hour}::smallint)
    on conflict (user_id) do update set
      daily_goal = coalesce(${goal}::smallint, habits.daily_goal),
      time_zone = coalesce(${zone}, habits.time_zone),
      reminder_hour = case when ${setHour} then ${hour}::smallint else habits.reminder_hour end`);
}

/** The reminder mail's one-click unsubscribe: reminders stop before the next job run. */
export async function stopReminders(db: DbExecutor, userId: number): Promise<void> {
  await db.execute(sql`update habits set reminder_hour = null where user_id = ${userId}`);
}
