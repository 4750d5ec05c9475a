import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

/**
 * The HTTP edge is built from documented means only (docs/architecture.md#the-http-edge): an
 * upgrade of Node.js, Next.js or Payload must not be able to switch a guard off silently. So no
 * server code reaches into a package's compiled internals, and none replaces what those packages
 * own.
 */
const SERVER_FILES = ['server.ts', 'next.config.ts', 'payload.config.ts']
const SERVER_FOLDERS = ['src', 'scripts']

function sources(): string[] {
  const files = [...SERVER_FILES]
  for (const folder of SERVER_FOLDERS) {
    for (const file of readdirSync(folder, { recursive: true, encoding: 'utf8' })) {
      if (/\.(?:[cm]?[jt]sx?)$/.test(file) && !file.includes('importMap')) files.push(path.join(folder, file))
    }
  }
  return files
}

/** Lines of the sources that match a rule, as `file:line: text`. */
function offending(rule: RegExp): string[] {
  const found: string[] = []
  for (const file of sources()) {
    readFileSync(file, 'utf8')
      .split('\n')
      .forEach((line, index) => {
        if (rule.test(line)) found.push(`${file}:${index + 1}: ${line.trim()}`)
      })
  }
  return found
}

describe('server code', () => {
  it('reads the sources it checks', () => {
    expect(sources()).toContain(path.join('src', 'server', 'edge', 'index.ts'))
    expect(sources().length).toBeGreaterThan(100)
  })

  it("imports nothing from Next.js's or Payload's compiled internals", () => {
    expect(offending(/(?:from\s+|import\s*\(\s*|require\s*\(\s*)['"](?:next|payload|@payloadcms\/[\w-]+)\/dist\//)).toEqual([])
  })

  it('assigns to no prototype', () => {
    expect(offending(/\.prototype(?:\.\w+|\[[^\]]+\])\s*=(?!=)/)).toEqual([])
    expect(offending(/Object\.(?:defineProperty|defineProperties|setPrototypeOf|assign)\(\s*\w+\.prototype\b/)).toEqual([])
  })

  it('replaces no method of an object that Node.js, Next.js or Payload owns', () => {
    const methods =
      'emit|writeHead|write|end|setHeader|appendHeader|removeHeader|getHeader|flushHeaders|on|once|exit|kill|release|query|listen|close|handle|render|get|set|revalidateTag'
    expect(offending(new RegExp(`\\b(?:res|req|response|request|server|process|socket|client|pool|payload|app|console)\\.(?:${methods})\\s*=(?!=)`))).toEqual(
      [],
    )
    expect(offending(/Object\.defineProperty\(\s*(?:res|req|response|request|server|process|socket|client|pool|payload|app)\b/)).toEqual([])
  })

  it('hands nothing to Next.js through its undocumented globals', () => {
    expect(offending(/Symbol\.for\(\s*['"]@next\//)).toEqual([])
  })
})
