import { defineConfig } from '@playwright/test';

// E2E_PORT lets two checkouts run their journeys side by side.
const port = process.env.E2E_PORT ?? '3100';
const origin = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    baseURL: origin,
    launchOptions: {
      // Debian's Chromium: no browser download needed.
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-dev-shm-usage',
      ],
    },
  },
  projects: [
    // Tests tagged @mobile or @desktop run in that project only.
    { name: 'desktop', grepInvert: /@mobile/, use: { viewport: { width: 1280, height: 800 } } },
    {
      name: 'mobile',
      grepInvert: /@desktop/,
      use: {
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
        deviceScaleFactor: 2,
      },
    },
  ],
  webServer: {
    // Serves the build made by `npm run build` (run `npm run test:e2e` to do both).
    command: 'npx tsx src/server/main.ts',
    url: `${origin}/api/health`,
    // Always a fresh server on the fresh build, never one left over from another run.
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: port,
      HOST: '127.0.0.1',
      DATA_DIR: 'memory://',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
    },
  },
});
