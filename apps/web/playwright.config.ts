import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3210);
const baseURL = `http://127.0.0.1:${port}`;

// Debian's Chromium: no browser download is possible on these machines.
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
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
// sign-up and tokens) run at 1280 px only (ADR 0036).
const NARROW_JOURNEYS =
  /(accessibility|public-site|climb-journey|exercise-lesson|puzzle-journey|shop-purchase|shop-announcement|orion-account-journey|profile-edit|leaderboard-public-profile|keyboard-board)\.spec\.ts$/;
// The PostgreSQL pass (TEST_DATABASE_URL set, CI's second `npm test`) is there for what can
// depend on the database, which is the same at every width: it runs the journeys at 1280 px
// only (ADR 0026), and leaves out those that only read pages and run the browser's own work
// (axe, the public site, keyboard use, the engine's refutations), which no database changes
// (ADR 0036). The embedded pass runs every journey at 1280 px and NARROW_JOURNEYS at 390 px.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const bothWidths = !onPostgres;
const BROWSER_ONLY_JOURNEYS =
  /(accessibility|public-site|keyboard-board|why-wrong|shop-announcement|shop-unsubscribe)\.spec\.ts$/;

export default defineConfig({
  testDir: './e2e',
  // Browser journeys share one server with an embedded database that serves one query at a time.
  workers: 1,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  retries: 0,
  forbidOnly: true,
  reporter: [['list']],
  outputDir: '../../test-results/e2e',
  use: {
    baseURL,
    // The one-time announcement popup would cover every journey's first app screen; only
    // shop-announcement.spec.ts starts without this flag.
    storageState: {
      cookies: [],
      origins: [
        { origin: baseURL, localStorage: [{ name: 'hasSeenAnnouncementPopup', value: 'true' }] },
      ],
    },
    trace: 'retain-on-failure',
    launchOptions: chromium,
  },
  // Journeys that move the server's clock (the dev-only POST /dev/clock: days, league weeks)
  // run after every other journey of both widths, which all see the server and the browser
  // agree on the time (the hearts countdown, token expiry, subscription periods).
  // To run one clock journey alone: `playwright test … habit-journey --no-deps`.
  projects: [
    {
      name: 'desktop',
      testIgnore: onPostgres ? [CLOCK_JOURNEYS, BROWSER_ONLY_JOURNEYS] : CLOCK_JOURNEYS,
      use: desktop,
    },
    ...(bothWidths
      ? [{ name: 'mobile', testMatch: NARROW_JOURNEYS, testIgnore: CLOCK_JOURNEYS, use: mobile }]
      : []),
    {
      name: 'desktop-clock',
      testMatch: CLOCK_JOURNEYS,
      use: desktop,
      dependencies: bothWidths ? ['desktop', 'mobile'] : ['desktop'],
    },
    ...(bothWidths
      ? [
          {
            name: 'mobile-clock',
            testMatch: CLOCK_JOURNEYS,
            use: mobile,
            dependencies: ['desktop-clock'],
          },
        ]
      : []),
  ],
  webServer: {
    // The real built server (run `npm run build` first) on a fresh database; see the script.
    command: `node ${new URL('./e2e/support/start-server.mjs', import.meta.url).pathname}`,
    url: `${baseURL}/api/health`,
    env: { E2E_PORT: String(port) },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
  },
});
