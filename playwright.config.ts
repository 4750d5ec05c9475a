import { defineConfig } from '@playwright/test'

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3200)

/** Browser tests in Debian's Chromium against `next start` on a seeded database (tests/e2e). */
export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.e2e.spec.ts',
  globalSetup: './tests/e2e/global-setup.ts',
  // One server and one database: tests run one at a time.
  workers: 1,
  fullyParallel: false,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  projects: [
    // Visitors' view of the seeded content first, then staff changing it, hostile content, then the empty site.
    { name: 'site', testMatch: /site\/.*\.e2e\.spec\.ts/ },
    { name: 'admin', testMatch: /admin\/.*\.e2e\.spec\.ts/, dependencies: ['site'] },
    { name: 'hostile', testMatch: /hostile\/.*\.e2e\.spec\.ts/, dependencies: ['admin'] },
    { name: 'empty', testMatch: /empty-states\.e2e\.spec\.ts/, dependencies: ['hostile'] },
  ],
})
