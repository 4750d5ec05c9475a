import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import createClient from 'openapi-fetch'
import openapiTS, { astToString } from 'openapi-typescript'
import ts from 'typescript'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { type ApiClient, baseUrl, freshSession, sql } from '../../setup/api'

/**
 * What a partner does with /api/openapi.json alone: generates a typed client with a well-kept
 * generator (openapi-typescript for the types, openapi-fetch for the calls), sees the compiler
 * hold it to the documented calls, and makes calls with an API key.
 */
const work = (() => {
  const cache = path.join(process.cwd(), 'node_modules', '.cache')
  mkdirSync(cache, { recursive: true })
  // Inside the project, so that the generated client finds openapi-fetch as a partner's would.
  return mkdtempSync(path.join(cache, 'openapi-client-'))
})()

let admin: ApiClient
let key: string

beforeAll(async () => {
  ;({ admin } = await freshSession())
  await sql('TRUNCATE rate_limits')
  const me = await admin.get('/api/auth/me')
  const made = await admin.post(`/api/users/${me.body.id}/api-key`)
  expect(made.status).toBe(201)
  key = made.body.apiKey
})

afterAll(() => rmSync(work, { recursive: true, force: true }))

/** Type-checks a file of the generated client's project; answers the compiler's complaints. */
function typeErrors(file: string, source: string): string[] {
  writeFileSync(path.join(work, file), source)
  const program = ts.createProgram([path.join(work, file)], {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    skipLibCheck: true,
    types: [],
  })
  return ts.getPreEmitDiagnostics(program).map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'))
}

describe('a client generated from /api/openapi.json', () => {
  it('compiles, and the compiler refuses a call the document does not have', async () => {
    const document = await (await fetch(`${baseUrl}/api/openapi.json`)).json()
    writeFileSync(path.join(work, 'schema.d.ts'), astToString(await openapiTS(document)))

    const client = `import createClient from 'openapi-fetch'
import type { paths } from './schema'

export const client = (baseUrl: string, key: string) =>
  createClient<paths>({ baseUrl, headers: { Authorization: \`users API-Key \${key}\` } })

export async function firstArtistName(baseUrl: string, key: string): Promise<string | undefined> {
  const { data } = await client(baseUrl, key).GET('/api/artists')
  return data?.[0]?.name
}
`
    expect(typeErrors('client.ts', client)).toEqual([])
    // The types are the document's: a path it does not have, or a wrong body, does not compile.
    expect(typeErrors('wrong-path.ts', `${client}\nclient('', '').GET('/api/no-such-thing')\n`).length).toBeGreaterThan(0)
    expect(typeErrors('wrong-body.ts', `${client}\nclient('', '').POST('/api/artists', { body: { name: 42 } })\n`).length).toBeGreaterThan(0)
  }, 60_000)

  it('makes calls with an API key, no cookie and no Origin', async () => {
    const client = createClient<any>({ baseUrl, headers: { Authorization: `users API-Key ${key}`, 'X-Forwarded-For': '10.40.0.1' } })
    const me = await client.GET('/api/auth/me', {})
    expect(me.response.status).toBe(200)
    expect(me.data).toMatchObject({ username: 'admin', role: 'admin' })

    const created = await client.POST('/api/artists', { body: { name: 'Partner Made', bio: 'Created by a generated client.' } })
    expect(created.response.status).toBe(201)
    expect((await admin.get(`/api/artists/${created.data.id}`)).body).toMatchObject({ name: 'Partner Made' })

    const refused = await createClient<any>({ baseUrl, headers: { Authorization: 'users API-Key not-a-key' } }).GET('/api/auth/me', {})
    expect(refused.response.status).toBe(401)
  })
})
