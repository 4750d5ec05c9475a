import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

/**
 * Hooks share values through Payload's request context, every key declared and typed in
 * src/server/http/request-context.ts: a key used anywhere else is declared there, and none is built
 * from strings (a value per record or collection is a map under one key).
 */
const declared = new Set([...readFileSync('src/server/http/request-context.ts', 'utf8').matchAll(/^ {4}(\w+)\?:/gm)].map((match) => match[1]))

function sources(): { file: string; text: string }[] {
  return readdirSync('src', { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('payload-types.ts'))
    .map((file) => ({ file: path.join('src', file), text: readFileSync(path.join('src', file), 'utf8') }))
}

/** The values of the string constants a file names context keys with (`const KEY_WRITE = 'apiKeyWrite'`). */
const constants = new Map(sources().flatMap(({ text }) => [...text.matchAll(/const (\w+) = '(\w+)'/g)].map((match) => [match[1], match[2]] as const)))

describe("the request context's keys", () => {
  it('are each declared in src/server/http/request-context.ts, and none is built from strings', () => {
    expect(declared.size).toBeGreaterThan(10)
    const undeclared: string[] = []
    const built: string[] = []
    for (const { file, text } of sources()) {
      // A request's context read or written (`req.context.key`, `req.context[KEY]`), and the context a Local API call passes (`context: { key: … }`).
      const named = [...text.matchAll(/\breq\.context\??\.(\w+)/g), ...text.matchAll(/\bcontext: \{ (\w+):/g)].map((match) => match[1])
      for (const name of named) if (!declared.has(name)) undeclared.push(`${file}: ${name}`)
      for (const [, key] of [...text.matchAll(/\breq\.context\??\.?\[([^\]]+)\]/g), ...text.matchAll(/\bcontext: \{ \[([^\]]+)\]/g)]) {
        if (key.includes('`') || key.includes('(')) built.push(`${file}: ${key}`)
        else if (!declared.has(constants.get(key) ?? key)) undeclared.push(`${file}: ${key}`)
      }
    }
    expect(built).toEqual([])
    expect(undeclared).toEqual([])
  })
})
