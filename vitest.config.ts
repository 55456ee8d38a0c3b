import { defineConfig } from 'vitest/config';

// The tests that never open a database: pure rules, the web app's units, the content check and
// the starter-set re-verification (Stockfish, a few minutes). They run in the embedded-database
// pass; the PostgreSQL pass (TEST_DATABASE_URL set, as CI's second `npm test`) runs only the
// server's tests, which are the ones whose result can depend on the database.
const databaseFree = [
  'packages/*/src/**/*.test.ts',
  'apps/web/src/**/*.test.ts',
  'scripts/**/*.test.ts',
];
const serverTests = ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'];

// One runner for every unit and API test in the workspace. Browser journeys live in
// apps/web/e2e and run under Playwright instead.
export default defineConfig({
  test: {
    include: process.env.TEST_DATABASE_URL ? serverTests : [...databaseFree, ...serverTests],
    // CI (`.ci/run`) sets TEST_REPORT_DIR to collect each file's duration for its time table.
    reporters: process.env.TEST_REPORT_DIR ? ['default', 'json'] : ['default'],
    outputFile: process.env.TEST_REPORT_DIR
      ? { json: `${process.env.TEST_REPORT_DIR}/vitest.json` }
      : undefined,
    // One migrated database per run, copied by every test file (ADR 0040).
    globalSetup: ['apps/server/test/template-database.ts'],
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
