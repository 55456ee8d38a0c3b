import type PgBoss from 'pg-boss';

/** Every background job, by name, with the data it carries (kept small: ids, not rows). */
export interface JobPayloads {
  /** Hands one mail_outbox row to SMTP. */
  'mail.deliver': { mailId: number };
  /** Dead letter of mail.deliver: every retry is spent, the row is marked failed. */
  'mail.failed': { mailId: number };
  /** Applies the launch benefits that are due (every minute, by schedule). */
  'entitlements.apply': Record<string, never>;
  /** The sandbox provider's signed charge.completed webhook, a few seconds after the charge. */
  'sandbox.webhook': { reference: string; transactionId: string };
  /** Repairs the PostgreSQL boards and rebuilds the Redis ones after a start. */
  'leaderboard.repair': Record<string, never>;
  /** Rolls over every finished league week not done yet, resuming a half-done one. */
  'leagues.rollover': Record<string, never>;
  /** Mails (and pushes) today's streak reminder to learners whose hour has come (ADR 0022). */
  'habit.reminders': Record<string, never>;
  /** Analyses one submitted Orion game (ADR 0025). */
  'orion.analyse': { gameId: number };
  /** Dead letter of orion.analyse: every retry is spent, the game fails and is refunded. */
  'orion.analyse.failed': { gameId: number };
  /**
   * Starts imported games waiting for credits as far as each balance goes (issue 28): hourly
   * (a new month's allowance), and for one learner when credits are granted or bought.
   */
  'orion.resume-waiting': { userId?: number };
  /** Imports a linked account's new games (issue 28); without an id, queues one per account. */
  'orion.sync': { accountId?: number };
}

export type JobName = keyof JobPayloads;

/** What a handler learns about its job besides the data. */
export interface JobInfo {
  id: string;
  /** 0 on the first attempt. */
  retryCount: number;
  retryLimit: number;
}

export type JobHandler<N extends JobName> = (data: JobPayloads[N], job: JobInfo) => Promise<void>;
export type JobHandlers = { [N in JobName]: JobHandler<N> };

export type QueuePolicy = Omit<PgBoss.Queue, 'name'>;

/**
 * Retry and expiry per queue. Backoff doubles the delay on each retry, with jitter:
 * retry n (from 1) waits between retryDelay·2^(n-1) and retryDelay·2^n seconds. A job still
 * active after expireInSeconds (its process died) is failed by maintenance and retried.
 * Dead-letter queues come before the queues that name them.
 */
export const QUEUE_POLICIES: { [N in JobName]: QueuePolicy } = {
  'mail.failed': { retryLimit: 5, retryDelay: 30, retryBackoff: true },
  // 30 s, 1, 2, 4 and 8 minutes: about a quarter of an hour of SMTP trouble is ridden out.
  'mail.deliver': {
    retryLimit: 5,
    retryDelay: 30,
    retryBackoff: true,
    expireInSeconds: 120,
    deadLetter: 'mail.failed',
  },
  // The schedule sends one every minute anyway; a failed run is tried again sooner.
  'entitlements.apply': { retryLimit: 2, retryDelay: 10, expireInSeconds: 300 },
  'sandbox.webhook': { retryLimit: 5, retryDelay: 5, retryBackoff: true, expireInSeconds: 60 },
  // 'short': N processes starting together queue one repair, not N.
  'leaderboard.repair': {
    policy: 'short',
    retryLimit: 3,
    retryDelay: 30,
    retryBackoff: true,
    expireInSeconds: 1800,
  },
  // 'short': a schedule tick while a rollover waits queues none; a run whose process died is
  // expired after 30 minutes and retried, and resumes where it stopped.
  'leagues.rollover': {
    policy: 'short',
    retryLimit: 5,
    retryDelay: 60,
    retryBackoff: true,
    expireInSeconds: 1800,
  },
  // 'short': one run queued at a time; the (learner, date) claim makes any overlap harmless.
  'habit.reminders': { policy: 'short', retryLimit: 2, retryDelay: 30, expireInSeconds: 600 },
  'orion.analyse.failed': { retryLimit: 5, retryDelay: 30, retryBackoff: true },
  // Each game is claimed and charged under the learner's lock: overlapping runs are harmless.
  // A 429 re-queues the sync itself after the site's wait; a failure here is a network error.
  'orion.sync': { retryLimit: 3, retryDelay: 60, retryBackoff: true, expireInSeconds: 300 },
  'orion.resume-waiting': {
    retryLimit: 3,
    retryDelay: 30,
    retryBackoff: true,
    expireInSeconds: 600,
  },
  // A 200-ply game takes well under a minute at the default depth; ten minutes without an
  // answer means the worker died (config ORION_JOB_EXPIRE_SECONDS). Three tries, then refund.
  'orion.analyse': {
    retryLimit: 2,
    retryDelay: 10,
    retryBackoff: true,
    expireInSeconds: 600,
    deadLetter: 'orion.analyse.failed',
  },
};

export const JOB_NAMES = Object.keys(QUEUE_POLICIES) as JobName[];

/** Cron schedules (UTC), fired by whichever worker process holds pg-boss's cron lock. */
export const SCHEDULES: { name: JobName; cron: string }[] = [
  { name: 'entitlements.apply', cron: '* * * * *' },
  // Weeks end on Monday 00:00 UTC. Every minute: a tick with nothing due is one small query,
  // and a rollover whose process died resumes within a minute.
  { name: 'leagues.rollover', cron: '* * * * *' },
  // Reminder hours are whole local hours; zones with a :30 or :45 offset are served on time.
  { name: 'habit.reminders', cron: '*/15 * * * *' },
  // Allowances come on the 1st (UTC); waiting games start within the hour.
  { name: 'orion.resume-waiting', cron: '7 * * * *' },
  // Linked accounts are synced once a day.
  { name: 'orion.sync', cron: '20 4 * * *' },
];
