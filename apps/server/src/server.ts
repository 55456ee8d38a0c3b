import path from 'node:path';
import { mkdirSync } from 'node:fs';
import { ConfigError, loadConfig } from './config.ts';
import { systemClock } from './clock.ts';
import { openDatabase } from './db/client.ts';
import { buildApp } from './app.ts';
import { runSeeders } from './seed.ts';

async function main(): Promise<void> {
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
  const app = await buildApp({ config, database, clock: systemClock });
  await runSeeders({ db: database.db, log: app.log });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const force = setTimeout(() => {
      app.log.error('shutdown timed out; exiting');
      process.exit(1);
    }, 10_000);
    force.unref();
    try {
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

  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info(`Ascend Chess is ready on ${config.publicUrl} (${database.kind} database)`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
