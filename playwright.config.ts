import { existsSync } from 'node:fs'

import { defineConfig } from '@playwright/test'

import { E2E_PORT } from './tests/e2e/port'

// Debian's headless shell (package chromium-headless-shell) when installed: the same Blink and V8
// without the full browser's window machinery, a fifth less CPU per test than /usr/bin/chromium.
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell'
const chromiumPath = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium')

/**
 * Browser tests in Debian's Chromium against the production server on a seeded database
 * (tests/e2e). Each file arranges its own data and removes it (tests/e2e/fixtures.ts), so files
 * run in any order, alone or side by side: one worker per file at a time, a file's tests in order.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.e2e.spec.ts',
  globalSetup: './tests/e2e/global-setup.ts',
  // Three files at once: with two, the 2-core CI machine idled while tests waited on the server (docs/testing.md).
  // At most E2E_MAX_WORKERS (helpers.ts): the admin accounts made for them.
  workers: Number(process.env.E2E_WORKERS ?? 3),
  fullyParallel: false,
  // A flaky test is fixed, not retried.
  retries: 0,
  // Two workers share one server on two cores: a page may take a while to answer.
  timeout: 120_000,
  // On a busy machine a list can take seconds to arrive; a passing assertion returns at once.
  expect: { timeout: 20_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    // One browser context per worker, reset between tests (cookies, storage, pages, routes and
    // emulation): a fresh context per test compiled the admin's 1.7 MB of scripts anew each time,
    // about half of the browser's CPU on a 2-core machine. A test that asks for other context
    // options (no JavaScript, a locale, permissions) still gets a context of its own.
    reuseContext: true,
    // A trace records every action of every test, and on 2 cores cost a fifth of the run: ask for
    // one when a test fails (`E2E_TRACE=1 npx playwright test <file>`).
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    launchOptions: {
      executablePath: chromiumPath,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
})
