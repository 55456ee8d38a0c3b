import path from 'node:path';
import { mkdirSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { OffsetClock, systemClock } from './clock.ts';
import { openDatabase, type Database } from './db/client.ts';
import { buildApp } from './app.ts';

export interface Booted {
  app: FastifyInstance;
  database: Database;
  config: Config;
}

/**
 * What both entry points do first: read the configuration (exiting on a bad one), open and
 * migrate the database and build the app; `workers` says whether this process works jobs.
 */
export async function boot(workers: (config: Config) => boolean): Promise<Booted> {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  mkdirSync(config.dataDir, { recursive: true });
  const database = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: config.DATABASE_URL ? undefined : path.join(config.dataDir, 'db'),
  });
  await database.migrate();
  const clock = config.E2E_CLOCK === '1' ? new OffsetClock() : systemClock;
  const app = await buildApp({ config, database, clock, workers: workers(config) });
  return { app, database, config };
}

/**
 * On SIGTERM/SIGINT: readiness turns 503 at once and the process keeps serving for
 * SHUTDOWN_DRAIN_SECONDS (a second signal ends that wait), so the load balancer takes it out
 * first; then it stops taking jobs and lets those under way finish (they may still call the
 * app), finishes in-flight requests and closes the database; exit 1 if that takes over 10 s.
 */
export function exitOnSignals({ app, database, config }: Booted): void {
  let closing = false;
  let endDrain = () => {};
  const shutdown = async (signal: string) => {
    if (closing) return endDrain();
    closing = true;
    app.deps.lifecycle.draining = true;
    const drainMs = config.SHUTDOWN_DRAIN_SECONDS * 1000;
    if (drainMs > 0) {
      app.log.info({ signal, drainMs }, 'draining: /api/ready answers 503');
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, drainMs);
        endDrain = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
    app.log.info({ signal }, 'shutting down: finishing jobs and in-flight requests');
    const force = setTimeout(() => {
      app.log.error('shutdown timed out; exiting');
      process.exit(1);
    }, 10_000);
    force.unref();
    try {
      await app.deps.queue.stopWorkers();
      await app.close();
      await database.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}
