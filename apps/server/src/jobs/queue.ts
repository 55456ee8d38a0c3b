import PgBoss from 'pg-boss';
import type pg from 'pg';
import type { PGlite } from '@electric-sql/pglite';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.ts';
import { openQueuePool, pgliteExecutor, poolExecutor } from './executors.ts';
import {
  JOB_NAMES,
  QUEUE_POLICIES,
  SCHEDULES,
  type JobHandler,
  type JobHandlers,
  type JobName,
  type JobPayloads,
  type QueuePolicy,
} from './job-types.ts';

export interface QueueOptions {
  log: FastifyBaseLogger;
  /**
   * Run pg-boss's cron (schedules) and maintenance (expiring jobs whose process died,
   * archiving) in this process: the processes that run workers do.
   */
  background: boolean;
  /** How often maintenance runs (pg-boss's default: 120 s). */
  maintenanceIntervalSeconds?: number;
  /** Told of every failed attempt (the metrics count them by queue). */
  onFailure?: (name: JobName) => void;
  /** Policy settings from the configuration, over QUEUE_POLICIES. */
  policies?: Partial<Record<JobName, Partial<QueuePolicy>>>;
}

export interface WorkOptions {
  /** Also take jobs whose start time (a delay, a retry's backoff) has not come yet. */
  ignoreStartAfter?: boolean;
}

export interface EnqueueOptions {
  /** Not before this time. */
  startAfter?: Date;
  /** Inside this transaction (from `transaction`): the job exists only if it commits. */
  db?: PgBoss.Db;
}

/**
 * The one durable job queue (pg-boss, in the `pgboss` schema of the app's database). Any
 * process may enqueue; the processes that run workers fetch jobs with SKIP LOCKED, so each
 * runs once, and a job whose process died expires and is retried.
 */
export class JobQueue {
  private readonly boss: PgBoss;
  /** pg-boss's own PostgreSQL pool (null on PGlite); the metrics read its use. */
  readonly pool: pg.Pool | null = null;
  private readonly pglite: PGlite | null = null;
  private registered: Partial<JobHandlers> = {};
  private readonly workers = new Map<JobName, string>();
  private closed = false;

  constructor(
    database: Database,
    private readonly opts: QueueOptions,
  ) {
    let db: PgBoss.Db;
    if (database.url) {
      this.pool = openQueuePool(database.url);
      db = poolExecutor(this.pool);
    } else if (database.pglite) {
      this.pglite = database.pglite;
      db = pgliteExecutor(database.pglite);
    } else {
      throw new Error('The job queue needs PostgreSQL (a URL) or the embedded PGlite instance');
    }
    this.boss = new PgBoss({
      db,
      schedule: opts.background,
      supervise: opts.background,
      ...(opts.maintenanceIntervalSeconds
        ? { maintenanceIntervalSeconds: opts.maintenanceIntervalSeconds }
        : {}),
    });
    this.boss.on('error', (err) => opts.log.error({ err }, 'job queue error'));
  }

  /** Installs or migrates pg-boss's schema (once, under its lock) and the queues' policies. */
  async start(): Promise<void> {
    await this.boss.start();
    for (const name of JOB_NAMES) {
      const queue = { name, ...QUEUE_POLICIES[name], ...this.opts.policies?.[name] };
      await this.boss.createQueue(name, queue);
      // A policy changed in code reaches a database that has the queue already.
      await this.boss.updateQueue(name, queue);
    }
  }

  /**
   * Throws unless the queue can take jobs: started, not closed, and its own connection
   * answers (readiness, ADR 0029).
   */
  async ping(): Promise<void> {
    if (this.closed) throw new Error('the job queue is stopped');
    await this.boss.getDb().executeSql('select 1', []);
  }

  /** The handler of every job; set once the app is built (handlers call into its modules). */
  handle(handlers: JobHandlers): void {
    this.registered = handlers;
  }

  /** Polls every queue in this process and registers the cron schedules. */
  async startWorkers(): Promise<void> {
    for (const name of JOB_NAMES) {
      const id = await this.boss.work<JobPayloads[typeof name]>(
        name,
        { includeMetadata: true },
        async ([job]) => {
          if (job) await this.run(name, job);
        },
      );
      this.workers.set(name, id);
    }
    for (const s of SCHEDULES) await this.boss.schedule(s.name, s.cron);
  }

  async enqueue<N extends JobName>(
    name: N,
    data: JobPayloads[N],
    options: EnqueueOptions = {},
  ): Promise<string | null> {
    const send: PgBoss.SendOptions = {};
    if (options.startAfter) send.startAfter = options.startAfter;
    if (options.db) send.db = options.db;
    const id = await this.boss.send(name, data, send);
    if (!options.startAfter && !options.db) this.wake(name);
    return id;
  }

  /** A worker of this process takes the queue's jobs now rather than at its next poll. */
  wake(name: JobName): void {
    const worker = this.workers.get(name);
    if (worker) this.boss.notifyWorker(worker);
  }

  /** Runs `fn` in one transaction on the queue's connection, for enqueueing with a write. */
  async transaction<T>(fn: (db: PgBoss.Db) => Promise<T>): Promise<T> {
    if (this.pglite) return this.pglite.transaction((tx) => fn(pgliteExecutor(tx)));
    const client = await this.pool!.connect();
    try {
      await client.query('begin');
      const result = await fn(poolExecutor(client));
      await client.query('commit');
      return result;
    } catch (err) {
      await client.query('rollback').catch(() => undefined);
      throw err;
    } finally {
      client.release();
    }
  }

  /**
   * Works the due jobs here and now, one at a time, until none is left; returns how many
   * ran. Tests use it instead of workers; `ignoreStartAfter` also takes delayed and
   * backed-off jobs, as if their time had come.
   */
  async runDueJobs(opts: WorkOptions = {}): Promise<number> {
    let ran = 0;
    for (let progressed = true; progressed;) {
      progressed = false;
      for (const name of JOB_NAMES) {
        if (!(await this.workOne(name, opts))) continue;
        progressed = true;
        ran += 1;
      }
    }
    return ran;
  }

  /** Takes one due job of the queue, if any, runs it and records the outcome. */
  async workOne(
    name: JobName,
    opts: WorkOptions = {},
  ): Promise<{ id: string; ok: boolean } | null> {
    const [job] = await this.boss.fetch<JobPayloads[typeof name]>(name, {
      includeMetadata: true,
      ignoreStartAfter: opts.ignoreStartAfter ?? false,
    });
    if (!job) return null;
    try {
      await this.run(name, job);
    } catch (err) {
      await this.boss.fail(name, job.id, err as Error);
      return { id: job.id, ok: false };
    }
    await this.boss.complete(name, job.id);
    return { id: job.id, ok: true };
  }

  /** The handlers given to handle(), for a second queue instance on the same database. */
  get handlers(): JobHandlers {
    return this.registered as JobHandlers;
  }

  /** Puts a failed job back in its queue for one more try, inside `db` when given. */
  async retry(name: JobName, id: string, db?: PgBoss.Db): Promise<boolean> {
    // pg-boss 10 answers { affected } here although its types say void.
    const res = (await this.boss.retry(name, id, db ? { db } : {})) as unknown as {
      affected: number;
    };
    return res.affected > 0;
  }

  /** A job's state, retries and schedule (also once completed and archived). */
  job(name: JobName, id: string): Promise<PgBoss.JobWithMetadata | null> {
    return this.boss.getJobById(name, id, { includeArchive: true });
  }

  private async run<N extends JobName>(
    name: N,
    job: PgBoss.JobWithMetadata<JobPayloads[N]>,
  ): Promise<void> {
    const handler = this.registered[name] as JobHandler<N> | undefined;
    if (!handler) throw new Error(`No handler for the ${name} job`);
    try {
      await handler(job.data, {
        id: job.id,
        retryCount: job.retryCount,
        retryLimit: job.retryLimit,
      });
    } catch (err) {
      this.opts.onFailure?.(name);
      const retriesLeft = job.retryLimit - job.retryCount;
      this.opts.log.warn({ err, job: name, id: job.id, retriesLeft }, 'job failed');
      throw err;
    }
  }

  /**
   * Stops fetching, lets the jobs under way finish (up to 8 s, within server.ts's 10 s
   * shutdown) and stops cron and maintenance. Enqueueing still works until close().
   */
  async stopWorkers(): Promise<void> {
    await this.boss.stop({ graceful: true, wait: true, close: false, timeout: 8000 });
    this.workers.clear();
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.stopWorkers();
    await this.pool?.end();
  }
}
