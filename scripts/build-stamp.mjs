// The production build's stamp: a hash of every source file it was built from, written into
// dist/build-stamp.json when `npm run build` succeeds. The test servers compare it with the
// sources as they are now and refuse a build older than its sources (docs/testing.md#a-build-that-is-never-stale).
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'

/**
 * What the build reads besides the packages: the app's sources, the files that configure it and
 * the build's own scripts (the server bundle reads nothing else: esbuild's metafile lists
 * server.ts and src/ only).
 */
const INPUTS = [
  'src',
  'server.ts',
  'payload.config.ts',
  'next.config.ts',
  'postcss.config.mjs',
  'tsconfig.json',
  // Its version is in the OpenAPI document.
  'package.json',
  'package-lock.json',
  // Next.js reads them at build time (SITE_URL decides the security headers built in).
  '.env',
  '.env.local',
  '.env.production',
  '.env.production.local',
  'scripts/build.mjs',
  'scripts/build-server.mjs',
  'scripts/build-stamp.mjs',
]

export const STAMP_FILE = 'dist/build-stamp.json'

function* filesUnder(root, relative) {
  const absolute = path.join(root, relative)
  if (!existsSync(absolute)) return
  if (!statSync(absolute).isDirectory()) {
    yield relative
    return
  }
  for (const name of readdirSync(absolute).sort()) yield* filesUnder(root, path.posix.join(relative, name))
}

/**
 * Types only, and rewritten by Payload whenever it starts outside production (the tests' Local API,
 * the seed): it changes nothing the build makes.
 */
const NOT_INPUTS = new Set(['src/payload-types.ts'])

/** Each input file's SHA-1, by its path from the repository's root. */
export function sourceDigests(root = process.cwd()) {
  const digests = {}
  for (const input of INPUTS) {
    for (const file of filesUnder(root, input)) {
      if (!NOT_INPUTS.has(file))
        digests[file] = createHash('sha1')
          .update(readFileSync(path.join(root, file)))
          .digest('hex')
    }
  }
  return digests
}

/** Records the sources a build was made from (taken before it started, so an edit during the build shows as stale). */
export function writeStamp(digests, root = process.cwd()) {
  writeFileSync(path.join(root, STAMP_FILE), `${JSON.stringify({ builtAt: new Date().toISOString(), digests }, null, 1)}\n`)
}

/**
 * Why the production build in this checkout cannot be tested, or null when it is current: no
 * build, a build without a stamp, or sources changed (added, removed or edited) since it was made.
 */
export function staleBuildReason(root = process.cwd()) {
  const stampPath = path.join(root, STAMP_FILE)
  if (!existsSync(path.join(root, '.next/BUILD_ID')) || !existsSync(path.join(root, 'dist/server.mjs')) || !existsSync(stampPath)) {
    return 'There is no complete production build: run `npm run build` first (`npm test` does).'
  }
  const built = JSON.parse(readFileSync(stampPath, 'utf8')).digests ?? {}
  const now = sourceDigests(root)
  const changed = [...new Set([...Object.keys(built), ...Object.keys(now)])].filter((file) => built[file] !== now[file]).sort()
  if (changed.length === 0) return null
  const named = changed.slice(0, 5).join(', ') + (changed.length > 5 ? ` and ${changed.length - 5} more` : '')
  return `The production build is older than its sources (${named} changed since): run \`npm run build\` first (\`npm test\` does).`
}
