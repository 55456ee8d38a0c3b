import { sql } from 'drizzle-orm';
import type { Deps } from '../../deps.ts';
import { streakReminderMail } from '../../mail/templates/streak-reminder.ts';
import { unsubscribeLink } from '../notifications/index.ts';
import { sendToUser } from '../push/index.ts';
import { liveCurrent, settle, streakToday } from './rules.ts';
import { peekHabits, readDays } from './store.ts';
import { localDate, localHour } from './zone.ts';

type ReminderDeps = Pick<Deps, 'db' | 'mailer' | 'config' | 'outbound'>;
type Log = { warn: (obj: object, msg: string) => void };

/**
 * The `habit.reminders` job (every 15 minutes): for each zone with opted-in learners, those
 * whose local hour has reached their reminder hour and who have no reminder for that local
 * date yet. Each is reminded at most once a day: the (learner, date) row is claimed with one
 * insert before anything is sent, so two job runs (two workers, a retry) cannot both send. A
 * crash between the claim and the mail loses that day's reminder rather than sending two.
 */
export async function sendDueReminders(deps: ReminderDeps, now: Date, log?: Log): Promise<number> {
  const zones = await deps.db.execute<{ zone: string }>(sql`
    select distinct coalesce(time_zone, 'UTC') as zone from habits where reminder_hour is not null`);
  let sent = 0;
  for (const { zone } of zones.rows) {
    const due = await deps.db.execute<{ user_id: number }>(sql`
      select h.user_id from habits h
      join users u on u.id = h.user_id and u.deleted_at is null and u.email is not null
      where h.reminder_hour is not null and coalesce(h.time_zone, 'UTC') = ${zone}
        and h.reminder_hour <= ${localHour(now, zone)}
        and not exists (select 1 from habit_reminders r
          where r.user_id = h.user_id and r.date >= ${localDate(now, zone)}::date)`);
    for (const { user_id } of due.rows) {
      if (await remind(deps, Number(user_id), now, log)) sent++;
    }
  }
  return sent;
}

/** Reminds one learner whose today does not count yet; false when nothing was sent. */
async function remind(deps: ReminderDeps, userId: number, now: Date, log?: Log): Promise<boolean> {
  const row = await peekHabits(deps.db, userId, now);
  if (row.reminderHour === null) return false;
  const today = streakToday(row, now);
  const [day] = await readDays(deps.db, userId, today, today);
  if (day?.active) return false;
  const claimed = await deps.db.execute(sql`
    insert into habit_reminders (user_id, date, sent_at)
    values (${userId}, ${today}::date, ${now.toISOString()}::timestamptz)
    on conflict do nothing returning user_id`);
  if (claimed.rows.length === 0) return false;
  const user = await deps.db.execute<{ email: string | null }>(
    sql`select email from users where id = ${userId} and deleted_at is null`,
  );
  const email = user.rows[0]?.email;
  if (!email) return false;
  const current = liveCurrent(settle(row, today, row.subscribed).state, today);
  const { publicUrl, jwtSecret } = deps.config;
  const mail = streakReminderMail(
    current,
    `${publicUrl}/app`,
    unsubscribeLink(publicUrl, jwtSecret, userId, 'reminders'),
  );
  await deps.mailer.send({ to: email, ...mail, kind: 'reminder', userId });
  await sendToUser(
    deps,
    userId,
    {
      title: current > 0 ? `Your ${current}-day streak is at risk` : 'Time for today’s chess',
      body: 'One lesson or three puzzles keeps your streak going.',
      url: '/app',
      tag: 'streak-reminder',
    },
    log,
  );
  return true;
}
