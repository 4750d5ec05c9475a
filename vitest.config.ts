import path from 'node:path'

import { defineConfig } from 'vitest/config'

export default defineConfig({
  resolve: {
    alias: {
      '@payload-config': path.resolve(__dirname, 'payload.config.ts'),
      '@': path.resolve(__dirname, 'src'),
    },
  },
  test: {
    include: ['tests/int/**/*.int.spec.ts'],
    environment: 'node',
    globalSetup: ['tests/setup/global-setup.ts'],
    setupFiles: ['tests/setup/env.ts'],
    // One server and one database: files run one after another, each on a clean database.
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
})
