#!/usr/bin/env node
// `npm run build`: the app's own server (scripts/build-server.mjs), then Next.js's production
// build, then the stamp of the sources both were made from (scripts/build-stamp.mjs), which the
// test servers check so that no test ever runs against an older build.
import { spawnSync } from 'node:child_process'
import { rmSync } from 'node:fs'

import { sourceDigests, STAMP_FILE, writeStamp } from './build-stamp.mjs'

// Taken first: a source edited while the build runs leaves the build stale, as it is.
const digests = sourceDigests()
// A failed build leaves no stamp behind: the last one would vouch for a half-written build.
rmSync(STAMP_FILE, { force: true })

for (const [command, ...args] of [
  ['node', 'scripts/build-server.mjs'],
  ['node_modules/.bin/next', 'build'],
]) {
  const run = spawnSync(command, args, { stdio: 'inherit' })
  if (run.status !== 0) process.exit(run.status ?? 1)
}

writeStamp(digests)
