import { sql } from 'drizzle-orm';
import type pg from 'pg';
import type { Deps } from '../deps.ts';
import { JOB_NAMES } from '../jobs/job-types.ts';
import type { Metrics } from './metrics.ts';

type Row = Record<string, string | number | null>;
const num = (v: string | number | null | undefined) => Number(v ?? 0);

/**
 * Gauges read at each scrape: the job queue (pg-boss's tables), the mail outbox, Orion
 * analyses and the PostgreSQL pools. Queue, outbox and analyses are the whole deployment's
 * (every process reads the same database and reports the same values; alert on max()); the
 * pools are this process's. On the embedded database there is no pool (PGlite runs one
 * statement at a time), so the pool gauges are absent.
 */
export function databaseGauges(
  metrics: Metrics,
  deps: Pick<Deps, 'db' | 'database' | 'queue' | 'clock'>,
) {
  const g = {
    depth: metrics.gauge(
      'ascend_job_queue_depth',
      'Jobs waiting and due (created or retry, start time reached), by queue',
      ['queue'],
    ),
    oldest: metrics.gauge(
      'ascend_job_queue_oldest_waiting_seconds',
      'How long the oldest due job has waited, by queue (0 when none waits)',
      ['queue'],
    ),
    active: metrics.gauge('ascend_job_queue_active', 'Jobs being worked now, by queue', ['queue']),
    failed: metrics.gauge(
      'ascend_job_queue_failed_jobs',
      'Jobs whose every retry is spent, still kept by pg-boss (until archived), by queue',
      ['queue'],
    ),
    outbox: metrics.gauge(
      'ascend_mail_outbox',
      'Mails not delivered: pending (waiting for SMTP) or failed (every retry spent)',
      ['status'],
    ),
    outboxAge: metrics.gauge(
      'ascend_mail_outbox_oldest_pending_seconds',
      'How long the oldest pending mail has waited (0 when none)',
    ),
    analyses: metrics.gauge(
      'ascend_orion_analyses_last_minute',
      'Orion game analyses finished in the last minute, by outcome (done or failed)',
      ['outcome'],
    ),
    poolConnections: metrics.gauge(
      'ascend_db_pool_connections',
      "This process's PostgreSQL connections, by pool (app, jobs) and state (busy, idle)",
      ['pool', 'state'],
    ),
    poolWaiting: metrics.gauge(
      'ascend_db_pool_waiting',
      'Queries waiting for a free PostgreSQL connection, by pool',
      ['pool'],
    ),
    poolMax: metrics.gauge('ascend_db_pool_max', 'Connections a pool may open, by pool', ['pool']),
  };

  async function queue() {
    const res = await deps.db.execute<Row>(sql`
      select name,
        count(*) filter (where state in ('created', 'retry') and start_after <= now()) as waiting,
        count(*) filter (where state = 'active') as active,
        count(*) filter (where state = 'failed') as failed,
        extract(epoch from now() - min(start_after)
          filter (where state in ('created', 'retry') and start_after <= now())) as oldest
      from pgboss.job group by name`);
    const byName = new Map(res.rows.map((r) => [String(r.name), r]));
    for (const name of JOB_NAMES) {
      const r = byName.get(name);
      g.depth.set({ queue: name }, num(r?.waiting));
      g.active.set({ queue: name }, num(r?.active));
      g.failed.set({ queue: name }, num(r?.failed));
      g.oldest.set({ queue: name }, Math.max(0, num(r?.oldest)));
    }
  }

  async function outbox() {
    const res = await deps.db.execute<Row>(sql`
      select status, count(*) as n, extract(epoch from now() - min(created_at)) as oldest
      from mail_outbox where status in ('pending', 'failed') group by status`);
    const by = new Map(res.rows.map((r) => [String(r.status), r]));
    for (const status of ['pending', 'failed']) g.outbox.set({ status }, num(by.get(status)?.n));
    g.outboxAge.set(Math.max(0, num(by.get('pending')?.oldest)));
  }

  async function analyses() {
    const since = new Date(deps.clock.now().getTime() - 60_000);
    const res = await deps.db.execute<Row>(sql`
      select status, count(*) as n from orion_games
      where status in ('done', 'failed') and finished_at > ${since.toISOString()}
      group by status`);
    const by = new Map(res.rows.map((r) => [String(r.status), num(r.n)]));
    for (const outcome of ['done', 'failed']) g.analyses.set({ outcome }, by.get(outcome) ?? 0);
  }

  function pools() {
    const entries: [string, pg.Pool | null][] = [
      ['app', deps.database.pool ?? null],
      ['jobs', deps.queue.pool],
    ];
    for (const [name, pool] of entries) {
      if (!pool) continue;
      g.poolConnections.set({ pool: name, state: 'idle' }, pool.idleCount);
      g.poolConnections.set({ pool: name, state: 'busy' }, pool.totalCount - pool.idleCount);
      g.poolWaiting.set({ pool: name }, pool.waitingCount);
      g.poolMax.set({ pool: name }, pool.options.max ?? 10);
    }
  }

  /** Refreshes every gauge; the database's answers one after another (PGlite runs one at a time). */
  return async function refresh(): Promise<void> {
    pools();
    await queue();
    await outbox();
    await analyses();
  };
}
