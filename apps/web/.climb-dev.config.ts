import { defineConfig, devices } from '@playwright/test';
const chromium = { executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] };
export default defineConfig({
  testDir: '/work/main/apps/web/e2e',
  testMatch: /climb-.*\.spec\.ts/,
  workers: 1,
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: '/tmp/climb-dev/test-results',
  use: { baseURL: 'http://127.0.0.1:3301', trace: 'retain-on-failure', launchOptions: chromium },
  projects: [
    {
      name: 'desktop',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        launchOptions: chromium,
      },
    },
    {
      name: 'mobile',
      use: {
        ...devices['Pixel 7'],
        viewport: { width: 390, height: 844 },
        launchOptions: chromium,
      },
    },
  ],
});
