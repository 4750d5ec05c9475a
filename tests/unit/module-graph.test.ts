import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import madge from 'madge'
import { describe, expect, it } from 'vitest'

/**
 * The shape of the server's modules (docs/architecture.md, "The HTTP edge"): no module imports
 * itself back through others, and the state one process shares between its two builds lives in
 * one documented module (src/server/runtime/process-state.ts), not in singletons of their own.
 */

function sourceFiles(): string[] {
  const files = readdirSync('src', { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => path.join('src', file))
  return [...files, 'server.ts']
}

describe('the module graph', () => {
  it('has no import circle in src/ or server.ts', async () => {
    const graph = await madge(['src', 'server.ts'], {
      fileExtensions: ['ts', 'tsx'],
      tsConfig: 'tsconfig.json',
      excludeRegExp: [/payload-types\.ts$/, /importMap\.js$/],
      detectiveOptions: { ts: { skipTypeImports: false }, tsx: { skipTypeImports: false } },
    })
    expect(Object.keys(graph.obj()).length).toBeGreaterThan(150)
    expect(graph.circular()).toEqual([])
  }, 60_000)

  it('keeps process-wide state in one place', () => {
    const owners = sourceFiles().filter((file) => /Symbol\.for\(|globalThis\s+as\b/.test(readFileSync(file, 'utf8')))
    expect(owners).toEqual([path.join('src', 'server', 'runtime', 'process-state.ts')])
  })
})
