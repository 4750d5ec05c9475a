import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { sourceDigests, staleBuildReason, writeStamp } from '../../scripts/build-stamp.mjs'

/** A checkout with a complete build of its sources, stamped as `npm run build` stamps it. */
function builtCheckout(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'build-stamp-'))
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
    writeFileSync(path.join(root, file), text)
  }
  write('src/app/page.tsx', 'export default function Page() {}\n')
  write('src/lib/calendar/dates.ts', 'export const zone = "Asia/Kathmandu"\n')
  write('server.ts', 'console.log("server")\n')
  write('package-lock.json', '{}\n')
  write('tests/unit/some.test.ts', 'a test is not built\n')
  write('.next/BUILD_ID', 'abc\n')
  write('dist/server.mjs', '// built\n')
  writeStamp(sourceDigests(root), root)
  return root
}

describe('the build stamp', () => {
  let root: string
  beforeEach(() => {
    root = builtCheckout()
  })
  afterEach(() => rmSync(root, { recursive: true, force: true }))

  it('passes a build of the sources as they are, whatever changed outside them', () => {
    writeFileSync(path.join(root, 'tests/unit/some.test.ts'), 'edited\n')
    expect(staleBuildReason(root)).toBeNull()
  })

  it('refuses a build older than its sources, naming what changed and the command to run', () => {
    writeFileSync(path.join(root, 'src/lib/calendar/dates.ts'), 'export const zone = "America/Toronto"\n')
    writeFileSync(path.join(root, 'src/lib/new-file.ts'), 'export {}\n')
    rmSync(path.join(root, 'server.ts'))
    const reason = staleBuildReason(root)
    expect(reason).toContain('server.ts, src/lib/calendar/dates.ts, src/lib/new-file.ts changed')
    expect(reason).toContain('run `npm run build` first')
  })

  it('refuses a build without a stamp (one that failed half-way, or made by an older script)', () => {
    rmSync(path.join(root, 'dist/build-stamp.json'))
    expect(staleBuildReason(root)).toContain('no complete production build')
    rmSync(path.join(root, '.next'), { recursive: true })
    writeStamp(sourceDigests(root), root)
    expect(staleBuildReason(root)).toContain('no complete production build')
  })
})
