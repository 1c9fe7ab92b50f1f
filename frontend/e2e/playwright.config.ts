import { defineConfig } from '@playwright/test';

// Run by scripts/e2e.sh (make e2e), which starts the server and sets E2E_BASE_URL; see docs/development.md.
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.e2e.ts',
  outputDir: 'artifacts',
  // One browser and one server on a small shared machine: journeys run one after another.
  workers: 1,
  fullyParallel: false,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 120_000,
  // Generous: the machine's two cores are shared with builds.
  expect: { timeout: 20_000 },
  reporter: [['list']],
  use: {
    baseURL: process.env.E2E_BASE_URL,
    headless: true,
    viewport: { width: 1280, height: 900 },
    locale: 'en-US',
    timezoneId: 'UTC',
    actionTimeout: 20_000,
    navigationTimeout: 30_000,
    // Failure artifacts (screenshot + console log per page) come from fixtures.ts.
    screenshot: 'off',
    trace: 'off',
    launchOptions: {
      executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
      ],
    },
  },
});
