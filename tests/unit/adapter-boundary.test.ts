import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

/**
 * Payload's PostgreSQL adapter is reached in one module only (src/server/db/adapter.ts): its insides
 * are not Payload's promise, and an upgrade that moves them must fail in one place
 * (tests/int/adapter-contract.int.spec.ts), not quietly in many.
 */
const INSIDES = [/\.db as unknown/, /payload\.db as\b/, /\bpayload_jobs\b/, /\.sessions\[/]

function sources(): string[] {
  return readdirSync('src', { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !file.startsWith(`migrations${path.sep}`) && !file.endsWith('payload-types.ts'))
    .map((file) => path.join('src', file))
}

describe("the database adapter's insides", () => {
  it('are reached in src/server/db/adapter.ts and nowhere else', () => {
    const reaching = sources().filter(
      (file) => file !== path.join('src', 'server', 'db', 'adapter.ts') && INSIDES.some((pattern) => pattern.test(readFileSync(file, 'utf8'))),
    )
    expect(reaching).toEqual([])
    expect(INSIDES.some((pattern) => pattern.test(readFileSync('src/server/db/adapter.ts', 'utf8')))).toBe(true)
  })
})
