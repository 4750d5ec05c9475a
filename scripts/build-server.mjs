#!/usr/bin/env node
// Builds the app's own server (server.ts) and Next.js's page cache handler
// (src/server/freshness/next-cache-handler.ts, as src/server/edge/page-tags.ts extends it: the
// pages' cache tags for the shared cache) into dist/, as plain ES modules Node.js runs as they are.
// Packages stay in node_modules; the two share one copy of the modules they have in common.
import { build } from 'esbuild'

await build({
  entryPoints: { server: 'server.ts', 'next-cache-handler': 'src/server/edge/page-tags.ts' },
  outdir: 'dist',
  outExtension: { '.js': '.mjs' },
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  packages: 'external',
  tsconfig: 'tsconfig.json',
  sourcemap: true,
  logLevel: 'warning',
})
