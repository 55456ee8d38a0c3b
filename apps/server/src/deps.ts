import type { Config } from './config.ts';
import type { Clock } from './clock.ts';
import type { Db, Database } from './db/client.ts';
import type { AccessTokens } from './lib/tokens.ts';
import type { Mailer } from './mail/mailer.ts';
import type { JobQueue } from './jobs/queue.ts';
import type { ObjectStore } from './storage/object-store.ts';
import type { OutboundGuard } from './lib/outbound/index.ts';
import type { Metrics } from './metrics/metrics.ts';
import type { Subscriber } from './events.ts';

/**
 * What every module is handed: configuration, the database, the clock and the shared
 * services. It sits below the modules (they import it; it imports none of them), so the
 * layering reads bottom-up: deps → modules → app.
 */
export interface Deps {
  config: Config;
  database: Database;
  db: Db;
  clock: Clock;
  tokens: AccessTokens;
  /** The durable job queue (pg-boss): background work runs once across every process. */
  queue: JobQueue;
  mailer: Mailer;
  /** Uploaded files (avatars): local disk, or an S3 bucket shared by every process. */
  objects: ObjectStore;
  /** The gate for every request to an address a user supplied (ADR 0028): public https only. */
  outbound: OutboundGuard;
  /** Set once SIGTERM/SIGINT starts the shutdown: readiness answers 503 from then on. */
  lifecycle: { draining: boolean };
  /** This process's Prometheus registry (ADR 0029). */
  metrics: Metrics;
  /** Every module's subscriber (modules/subscribers.ts): what follows an event it raised. */
  subscribers: readonly Subscriber[];
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: Deps;
  }
}
