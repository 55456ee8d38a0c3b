import { configDefaults, defineConfig } from 'vitest/config';

// The tests that never open a database: pure rules, the web app's units, the content check and
// the starter-set re-verification (Stockfish, a few minutes). They run in the embedded-database
// pass; the PostgreSQL pass (TEST_DATABASE_URL set, as CI's second `npm test`) runs only the
// server's tests, which are the ones whose result can depend on the database.
const databaseFree = [
  'packages/*/src/**/*.test.ts',
  'apps/web/src/**/*.test.ts',
  'scripts/**/*.test.ts',
];
// The server's test files that never open a database (pure rules, signatures, the engine's
// evaluation of a game, a fake payment provider, static files): their result cannot depend on
// which database runs, so they run once, in the embedded pass (issue 34). A file here that
// opens one fails `database-free.test.ts` (apps/server/test), which reads every file listed.
export const serverDatabaseFree = [
  'apps/server/src/lib/outbound/address.test.ts',
  'apps/server/src/lib/outbound/guard.test.ts',
  'apps/server/src/lib/tokens.test.ts',
  'apps/server/src/modules/announcement/announcement.test.ts',
  'apps/server/src/modules/curriculum/progress-rules.test.ts',
  'apps/server/src/modules/habit/rules.test.ts',
  'apps/server/src/modules/leaderboard/board.test.ts',
  'apps/server/src/modules/notifications/unsubscribe-token.test.ts',
  'apps/server/src/modules/orion-games/evaluate.test.ts',
  'apps/server/src/modules/review/scheduler.test.ts',
  'apps/server/src/modules/subscription/pricing.test.ts',
  'apps/server/src/payments/flutterwave-provider.test.ts',
  'apps/server/src/payments/sandbox-cards.test.ts',
  'apps/server/src/payments/webhook-signature.test.ts',
  'apps/server/src/plugins/web.test.ts',
  'apps/server/src/storage/object-store.test.ts',
];
const serverTests = ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'];

// One runner for every unit and API test in the workspace. Browser journeys live in
// apps/web/e2e and run under Playwright instead.
export default defineConfig({
  test: {
    include: process.env.TEST_DATABASE_URL ? serverTests : [...databaseFree, ...serverTests],
    exclude: [
      ...configDefaults.exclude,
      ...(process.env.TEST_DATABASE_URL ? serverDatabaseFree : []),
    ],
    // CI (`.ci/run`) sets TEST_REPORT_DIR to collect each file's duration for its time table.
    reporters: process.env.TEST_REPORT_DIR ? ['default', 'json'] : ['default'],
    outputFile: process.env.TEST_REPORT_DIR
      ? { json: `${process.env.TEST_REPORT_DIR}/vitest.json` }
      : undefined,
    // One migrated database per run, copied by every test file (ADR 0040).
    globalSetup: ['apps/server/test/template-database.ts'],
    pool: 'forks',
    // Each fork imports the app's modules once for all the files it runs, instead of once per
    // file (issue 34): on 25 of the server's API test files the import time fell from 121 s to
    // 10 s and the CPU time by 39 %. Every test file opens its own database and app, and none
    // mocks a module, so nothing a file leaves behind is seen by the next.
    isolate: false,
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
