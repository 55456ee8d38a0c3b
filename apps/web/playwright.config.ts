import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

// Debian's Chromium: no browser download is possible on these machines. Its headless shell
// (Debian's chromium-headless-shell, the same build without the browser's UI) is what
// Playwright itself runs headless by default; where it is installed the journeys use it: on
// exercise-lesson and puzzle-journey it took 42 s of CPU against 75 s for the full browser,
// and the six journeys 53 s against 64 s (ADR 0054). Without it, the full browser.
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const chromium = {
  executablePath:
    process.env.CHROMIUM_PATH ??
    (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium'),
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

const desktop = {
  ...devices['Desktop Chrome'],
  viewport: { width: 1280, height: 800 },
  launchOptions: chromium,
};
const mobile = {
  ...devices['Pixel 7'],
  viewport: { width: 390, height: 844 },
  launchOptions: chromium,
};
const CLOCK_JOURNEYS = /(habit|league)-journey\.spec\.ts$/;
// At 390 px the journeys whose screens change with the width run again: the public site's
// drawer, the path, the lesson and puzzle boards, the shop's sheets, the Orion account screens,
// the photo cropper, the leaderboard, keyboard use, and axe on every page. Journeys whose
// screens are the same at both widths and whose work is the server's or the engine's (the
// content walk, why-a-move-is-wrong, offline sync, review, the operator console, settings,
// sign-up and tokens, the Play games, whose 390 px screen play.spec.ts photographs) run at
// 1280 px only (ADR 0036).
const NARROW_JOURNEYS =
  /(accessibility|public-site|climb-journey|exercise-lesson|puzzle-journey|shop-purchase|shop-announcement|orion-account-journey|profile-edit|leaderboard-public-profile|keyboard-board|line-drill)\.spec\.ts$/;
// The PostgreSQL pass (TEST_DATABASE_URL set, CI's second `npm test`) runs, at 1280 px, only
// the journeys whose server path differs on PostgreSQL (issue 34, ADR 0045): the job queue
// (mail for sign-up, password reset and account changes; payments' webhooks; Orion's
// analyses), the operator CLI (a socket to the server on PGlite, the database on PostgreSQL),
// offline sync and the moved clock. The others (lessons, the climb, puzzles, practice, the
// content walk, profiles, the leaderboard, and the pages only the browser works on: axe, the
// public site, keyboard use, the refutations) run the same statements on both databases; their
// server paths are covered on PostgreSQL by the API tests, which all run in that pass.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
// CI (`.ci/run`) runs its two passes side by side and sets E2E_SPLIT_PASSES=1: the 390 px
// journeys, and at 1280 px why-a-move-is-wrong (the engine's work, not the database's), then run in the PostgreSQL pass instead of the embedded one, so the two passes
// take about as long (ADR 0054). Without it, as `npm test` runs alone, they run on the embedded
// database with everything else.
const split = process.env.E2E_SPLIT_PASSES === '1';
const narrow = split ? onPostgres : !onPostgres;
const ENGINE_JOURNEYS = /why-wrong\.spec\.ts$/;
const POSTGRES_JOURNEYS =
  /(sign-up|password-reset|session-refresh|settings-account|shop-purchase|admin-console|installable-offline|orion-journey|orion-account-journey|orion-games|play)\.spec\.ts$/;

export default defineConfig({
  testDir: './e2e',
  // Each worker starts its own built server on its own database (e2e/support/fixtures.ts), so
  // journeys in different workers never see each other's learners or clock (ADR 0040). One
  // worker by default: on 2 cores a second one bought nothing (1,188 s for 122 journeys with
  // two, about as long with one), the browsers and servers competing for the CPU.
  // E2E_WORKERS=N runs N side by side on a machine with the cores for it.
  workers: Number(process.env.E2E_WORKERS ?? 1),
  timeout: 60_000,
  expect: { timeout: 10_000 },
  retries: 0,
  forbidOnly: true,
  // CI (`.ci/run`) sets TEST_REPORT_DIR to collect each journey's duration for its time table.
  reporter: process.env.TEST_REPORT_DIR
    ? [['list'], ['json', { outputFile: `${process.env.TEST_REPORT_DIR}/playwright.json` }]]
    : [['list']],
  // CI runs its two passes side by side, each with an output folder of its own.
  outputDir: process.env.E2E_OUTPUT_DIR ?? '../../test-results/e2e',
  use: {
    // baseURL and storageState (the announcement popup marked as seen: it would cover every
    // journey's first app screen; only shop-announcement.spec.ts starts without it) are set per
    // worker by e2e/support/fixtures.ts, which knows the worker's server.
    // Recording a trace costs every journey its screencast and DOM snapshots, kept or not: a
    // quarter of the journeys' CPU time measured on exercise-lesson.spec.ts (59 s → 43 s).
    // CI could not show a trace anyway (its clone is deleted), so none is recorded unless
    // E2E_TRACE asks for one (E2E_TRACE=retain-on-failure while debugging a journey).
    trace: (process.env.E2E_TRACE as 'off' | 'on' | 'retain-on-failure' | undefined) ?? 'off',
    screenshot: 'only-on-failure',
    // The service worker precaches the whole app (186 files) in every new browser context;
    // only the offline journeys need it, and they allow it (installable-offline.spec.ts).
    serviceWorkers: 'block',
    // The app honours reduced motion (its transitions last 1 ms, index.css): no journey waits
    // for a fade, and the browser draws no animation frames nobody looks at.
    reducedMotion: 'reduce',
    launchOptions: chromium,
  },
  // Journeys that move the server's clock (the dev-only POST /dev/clock: days, league weeks)
  // run in projects of their own, so their workers, and with them their servers, are never
  // shared with a journey that expects the server and the browser to agree on the time (the
  // hearts countdown, token expiry, subscription periods).
  projects: [
    {
      name: 'desktop',
      ...(onPostgres
        ? { testMatch: split ? [POSTGRES_JOURNEYS, ENGINE_JOURNEYS] : POSTGRES_JOURNEYS }
        : {}),
      testIgnore: split && !onPostgres ? [CLOCK_JOURNEYS, ENGINE_JOURNEYS] : CLOCK_JOURNEYS,
      use: desktop,
    },
    ...(narrow
      ? [{ name: 'mobile', testMatch: NARROW_JOURNEYS, testIgnore: CLOCK_JOURNEYS, use: mobile }]
      : []),
    {
      name: 'desktop-clock',
      testMatch: CLOCK_JOURNEYS,
      use: desktop,
    },
    ...(narrow
      ? [
          {
            name: 'mobile-clock',
            testMatch: CLOCK_JOURNEYS,
            use: mobile,
          },
        ]
      : []),
  ],
});
