// Starts the real built server for the browser tests on a fresh database: a temporary
// DATA_DIR with the embedded database, or — when TEST_DATABASE_URL is set — a new database
// created on that PostgreSQL server — and a fake Lichess beside it. Everything is removed
// again when Playwright stops us.
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const port = process.env.E2E_PORT ?? '3210';
const dataDir = mkdtempSync(path.join(tmpdir(), 'ascend-e2e-'));
// Serve a snapshot of the built web app, so a rebuild of apps/web/dist during the run (another
// workspace task) cannot swap the chunks out from under an open page.
const webDist = path.join(dataDir, 'web');
cpSync(path.join(root, 'apps/web/dist'), webDist, { recursive: true });
const adminUrl = process.env.TEST_DATABASE_URL;
let databaseUrl;
let dbName;

if (adminUrl) {
  dbName = `ascend_e2e_${Date.now()}_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database "${dbName}"`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${dbName}`;
  databaseUrl = url.toString();
}

// The fake Lichess of the server's tests (fake-sites.ts), with the player the Orion account
// journey links; the server reads its games from it instead of lichess.org.
const { tsImport } = await import('tsx/esm/api');
const { startFakeLichess } = await tsImport(
  '../../../server/test/support/orion-accounts/fake-sites.ts',
  import.meta.url,
);
const { JOURNEY_PLAYER, journeyGames } = await tsImport('./fake-lichess.ts', import.meta.url);
const lichess = await startFakeLichess();
lichess.players = new Map([[JOURNEY_PLAYER, journeyGames()]]);

// Where the server keeps its database, for journeys that act as the operator on the machine
// (`npm run admin` against DATA_DIR or DATABASE_URL; see operator-env.ts).
const operatorEnvFile = path.join(tmpdir(), `ascend-e2e-operator-${port}.json`);
writeFileSync(
  operatorEnvFile,
  JSON.stringify({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl ?? '' }),
);

const server = spawn(process.execPath, [path.join(root, 'apps/server/dist/server.js')], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'development',
    PORT: port,
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: 'warn',
    WEB_DIST: webDist,
    // The journeys log in many times from one address; keep the limiter out of their way.
    RATE_LIMIT_CREDENTIALS: '1000',
    // A clock the journeys can move forward through POST /dev/clock (never in production).
    E2E_CLOCK: '1',
    LICHESS_API_URL: lichess.url,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATABASE_URL: '' }),
  },
});

let stopping = false;
async function cleanUp(code) {
  if (stopping) return;
  stopping = true;
  if (server.exitCode === null) {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  }
  await lichess.close();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(operatorEnvFile, { force: true });
  if (adminUrl && dbName) {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists "${dbName}" with (force)`);
    await admin.end();
  }
  process.exit(code);
}

server.on('exit', (code) => void cleanUp(code ?? 1));
// A Playwright worker killed outright (a timeout, SIGKILL) cannot stop us: when our parent is
// gone we stop the server ourselves, so no server is left holding the port.
const parent = process.ppid;
setInterval(() => {
  try {
    process.kill(parent, 0);
  } catch {
    void cleanUp(0);
  }
}, 1000).unref();
process.on('SIGTERM', () => void cleanUp(0));
process.on('SIGINT', () => void cleanUp(0));
