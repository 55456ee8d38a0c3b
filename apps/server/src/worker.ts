import { boot, exitOnSignals } from './boot.ts';

/**
 * `npm run worker`: a process that only works the job queue (mail, webhooks, launch
 * benefits, leaderboard repair, Orion game analyses), beside API processes started with
 * WORKERS=off. It builds the whole app without listening, so jobs run the same code as
 * requests do.
 */
async function main(): Promise<void> {
  if (!process.env.DATABASE_URL) {
    console.error(
      'npm run worker needs DATABASE_URL (PostgreSQL): the embedded database belongs to the ' +
        '`npm start` process, which runs the workers itself.',
    );
    process.exit(1);
  }
  const booted = await boot(() => true);
  exitOnSignals(booted);
  await booted.app.ready();
  // A worker serves no API; its metrics (job failures here, the queue) only on METRICS_PORT.
  await booted.app.serveMetricsPort();
  booted.app.log.info('Ascend Chess job worker is running');
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
