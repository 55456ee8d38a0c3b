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
// The PostgreSQL pass (TEST_DATABASE_URL set, CI's second `npm test`) is there for what can
// depend on the database, which is the same at every width: it runs the journeys at 1280 px
// only. The embedded pass runs them at 1280 px and at 390 px (ADR 0026).
const bothWidths = !process.env.TEST_DATABASE_URL;

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
    { name: 'desktop', testIgnore: CLOCK_JOURNEYS, use: desktop },
    ...(bothWidths ? [{ name: 'mobile', testIgnore: CLOCK_JOURNEYS, use: mobile }] : []),
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
