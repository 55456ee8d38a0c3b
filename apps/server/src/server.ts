import { boot, exitOnSignals } from './boot.ts';
import { runSeeders } from './seed.ts';
import { rmSync } from 'node:fs';
import { listenOperatorSocket, operatorSocketPath } from './operator/socket.ts';

async function main(): Promise<void> {
  const booted = await boot((config) => config.WORKERS === 'on');
  const { app, database, config } = booted;
  await runSeeders({ db: database.db, log: app.log });
  exitOnSignals(booted);
  if (config.WORKERS === 'off' && database.kind === 'pglite') {
    app.log.warn(
      'WORKERS=off on the embedded database: no process can run background jobs (mail, webhooks, benefits)',
    );
  }

  await app.listen({ port: config.PORT, host: config.HOST });
  await app.serveMetricsPort();
  // PGlite is this process's alone: `npm run admin` hands its role commands to us (ADR 0030).
  if (database.kind === 'pglite') {
    const operator = await listenOperatorSocket(database.db, app.deps.clock, config.dataDir);
    operator.unref();
    process.once('exit', () => rmSync(operatorSocketPath(config.dataDir), { force: true }));
  }
  const jobs = config.WORKERS === 'on' ? 'with job workers' : 'without job workers';
  app.log.info(`Ascend Chess is ready on ${config.publicUrl} (${database.kind} database, ${jobs})`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
