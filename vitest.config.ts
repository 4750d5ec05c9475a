import path from 'node:path'

import { defineConfig } from 'vitest/config'

import { INT_WORKERS } from './tests/setup/slots'

export default defineConfig({
  resolve: {
    alias: {
      '@payload-config': path.resolve(__dirname, 'payload.config.ts'),
      '@': path.resolve(__dirname, 'src'),
    },
  },
  test: {
    environment: 'node',
    // Files run side by side, each integration file against its worker's own server and database
    // (tests/setup/slots.ts): as many workers as servers.
    fileParallelism: true,
    maxWorkers: INT_WORKERS,
    minWorkers: 1,
    projects: [
      // Pure logic, no server: `npm run test:unit`.
      // 20 s a test, not Vitest's 5: a font cut or 32,000 days of a calendar take a second on an idle
      // machine and more on a busy one; the limit is a guard against a hang, not a speed target.
      { extends: true, test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], testTimeout: 20_000 } },
      {
        extends: true,
        test: {
          name: 'int',
          include: ['tests/int/**/*.int.spec.ts'],
          globalSetup: ['tests/setup/global-setup.ts'],
          setupFiles: ['tests/setup/env.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
})
