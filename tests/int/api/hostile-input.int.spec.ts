import fc from 'fast-check'
import { validOperators } from 'payload/shared'
import { beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'

import { userSchema } from '@/features/accounts/schema'
import { hasDrafts } from '@/features/publishing/states'
import { contactSettingsSchema, footerSettingsSchema } from '@/schemas/settings'
import { resources } from '@/server/content/resources'

import { anonymous, type ApiClient, baseUrl, databaseFingerprint, freshSession, serverLogMark, serverLogSince } from '../../setup/api'

let admin: ApiClient
let cookie: string

/** The field names of a body schema (unwrapping refinements), so new fields are attacked too. */
function fieldsOf(schema: z.ZodTypeAny): string[] {
  if (schema instanceof z.ZodObject) return Object.keys(schema.shape)
  if (schema instanceof z.ZodEffects) return fieldsOf(schema.innerType())
  return []
}

const ATTACKS = [
  "' OR '1'='1",
  '1; DROP TABLE artists; --',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '../../../../etc/passwd',
  '${7*7}{{7*7}}',
  '\u0000\u202e',
  '😀'.repeat(500),
  'x'.repeat(300_000),
]

const value: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  leaf: fc.oneof(
    fc.constantFrom(...ATTACKS),
    fc.string({ maxLength: 40 }),
    fc.integer(),
    fc.double(),
    fc.constantFrom(2 ** 31, -(2 ** 31) - 1, Number.MAX_SAFE_INTEGER, 1e308),
    fc.boolean(),
    fc.constant(null),
  ),
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    tie('leaf'),
    fc.array(tie('node'), { maxLength: 3 }),
    fc.dictionary(fc.string({ maxLength: 8 }), tie('node'), { maxKeys: 3 }),
  ),
})).node

/** A raw request body: mostly JSON objects with the endpoint's own fields set to hostile values. */
function bodies(fields: string[]): fc.Arbitrary<{ body: string; type: string }> {
  const keys = fc.constantFrom(...fields, '__proto__', 'constructor', 'prototype', 'id', 'createdAt', 'role', 'password', 'hash')
  const entries = fc.array(fc.tuple(keys, value), { maxLength: 6 })
  // Built as text so that keys like __proto__ really reach the server as written.
  const object = entries.map((pairs) => `{${pairs.map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v) ?? 'null'}`).join(',')}}`)
  const json = (body: fc.Arbitrary<string>) => body.map((text) => ({ body: text, type: 'application/json' }))
  return fc.oneof(
    { weight: 6, arbitrary: json(object) },
    { weight: 1, arbitrary: json(fc.jsonValue().map((v) => JSON.stringify(v))) },
    { weight: 1, arbitrary: json(fc.string({ maxLength: 60 })) },
    { weight: 1, arbitrary: json(fc.integer({ min: 1_000, max: 20_000 }).map((depth) => `${'['.repeat(depth)}${']'.repeat(depth)}`)) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(object, fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data'))
        .map(([body, type]) => ({ body, type })),
    },
  )
}

type Target = { method: string; path: string; fields: string[]; as?: 'anonymous' }

function targets(): Target[] {
  const list: Target[] = []
  for (const resource of Object.values(resources)) {
    if (resource.slug === 'contact-messages') continue
    list.push({ method: 'POST', path: `/api/${resource.slug}`, fields: fieldsOf(resource.createSchema) })
    list.push({ method: 'PATCH', path: `/api/${resource.slug}/1`, fields: fieldsOf(resource.updateSchema) })
    if ('rankField' in resource) list.push({ method: 'POST', path: `/api/${resource.slug}/1/move`, fields: ['direction'] })
  }
  list.push({ method: 'POST', path: '/api/contact-messages', fields: fieldsOf(resources.contactMessages.createSchema), as: 'anonymous' })
  list.push({ method: 'PATCH', path: '/api/contact-messages/1', fields: fieldsOf(resources.contactMessages.updateSchema) })
  list.push({ method: 'PATCH', path: '/api/contact-settings', fields: fieldsOf(contactSettingsSchema) })
  list.push({ method: 'PATCH', path: '/api/footer-settings', fields: fieldsOf(footerSettingsSchema) })
  list.push({ method: 'POST', path: '/api/users', fields: fieldsOf(userSchema) })
  list.push({ method: 'PATCH', path: '/api/users/2', fields: fieldsOf(userSchema) })
  // Takes no body: whatever is sent, one key is made (201), then none while it lasts (409).
  list.push({ method: 'POST', path: '/api/users/2/api-key', fields: ['apiKey', 'enableAPIKey'] })
  list.push({ method: 'POST', path: '/api/auth/login', fields: ['login', 'password'], as: 'anonymous' })
  list.push({ method: 'POST', path: '/api/auth/setup', fields: fieldsOf(userSchema), as: 'anonymous' })
  return list
}

/** The same attacks through Payload's own REST (/cms-api), on the same collections and fields. */
function panelTargets(): Target[] {
  const list: Target[] = []
  for (const resource of Object.values(resources)) {
    if (resource.slug === 'contact-messages') continue
    list.push({ method: 'POST', path: `/cms-api/${resource.slug}`, fields: fieldsOf(resource.createSchema) })
    list.push({ method: 'PATCH', path: `/cms-api/${resource.slug}/1`, fields: fieldsOf(resource.updateSchema) })
    // A draft follows its fields' rules too (Payload's own drafts skip them).
    if (hasDrafts(resource.slug)) list.push({ method: 'PATCH', path: `/cms-api/${resource.slug}/1?draft=true`, fields: fieldsOf(resource.updateSchema) })
  }
  list.push({ method: 'POST', path: '/cms-api/contact-messages', fields: fieldsOf(resources.contactMessages.createSchema), as: 'anonymous' })
  list.push({ method: 'PATCH', path: '/cms-api/contact-messages/1', fields: fieldsOf(resources.contactMessages.updateSchema) })
  list.push({ method: 'POST', path: '/cms-api/globals/contact-settings', fields: fieldsOf(contactSettingsSchema) })
  list.push({ method: 'POST', path: '/cms-api/globals/footer-settings', fields: fieldsOf(footerSettingsSchema) })
  list.push({ method: 'POST', path: '/cms-api/users', fields: fieldsOf(userSchema) })
  // Payload's API-key fields too, which only an admin may set (src/features/accounts/users-collection.ts).
  list.push({ method: 'PATCH', path: '/cms-api/users/2', fields: [...fieldsOf(userSchema), 'enableAPIKey', 'apiKey', 'apiKeyIndex', 'apiKeyCreatedAt'] })
  list.push({ method: 'POST', path: '/cms-api/users/login', fields: ['email', 'username', 'password'], as: 'anonymous' })
  return list
}

/** A query string: `where` over the resource's fields with Payload's operators (and made-up ones),
 * values hostile or of the wrong shape, paging given twice or as words, and JSON where it is not. */
function queryStrings(fields: string[]): fc.Arbitrary<string> {
  const field = fc.constantFrom(...fields, 'id', 'createdAt', 'updatedAt', 'nope', 'a.b', 'eventId.title', 'photos.0', '__proto__')
  const operator = fc.constantFrom(...validOperators, 'foo', 'and', 'or', 'equals')
  const word = fc.oneof(
    fc.constantFrom(
      ...ATTACKS.filter((attack) => attack.length < 1_000),
      '1,2',
      '1,2,3,4',
      'null',
      'true',
      '',
      '0',
      '-1',
      '1.5',
      '2026',
      '2027-01-01',
      '99999999999',
      '{"a":1}',
      '[1,2]',
    ),
    fc.string({ maxLength: 20 }),
    fc.integer().map(String),
  )
  const value = word.map(encodeURIComponent)
  const where = fc.oneof(
    fc.tuple(field, operator, value).map(([f, o, v]) => `where[${f}][${o}]=${v}`),
    fc.tuple(field, operator, value).map(([f, o, v]) => `where[${f}][${o}][]=${v}`),
    fc.tuple(field, operator, value).map(([f, o, v]) => `where[${f}][${o}][x]=${v}`),
    fc.tuple(fc.constantFrom('or', 'and'), fc.nat(2), field, operator, value).map(([c, i, f, o, v]) => `where[${c}][${i}][${f}][${o}]=${v}`),
    fc.tuple(field, value).map(([f, v]) => `where[${f}]=${v}`),
    value.map((v) => `where=${v}`),
    fc.jsonValue({ maxDepth: 3 }).map((json) => `where=${encodeURIComponent(JSON.stringify(json))}`),
  )
  const other = fc.oneof(
    fc
      .tuple(fc.constantFrom('limit', 'page', 'depth', 'pagination', 'draft', 'trash', 'locale', 'joins', 'populate', 'field'), value)
      .map(([k, v]) => `${k}=${v}`),
    fc
      .tuple(fc.constantFrom('sort', 'select', 'populate'), field, value)
      .map(([k, f, v]) => (k === 'sort' ? `sort=${v.length % 2 ? '-' : ''}${f}` : `${k}[${f}]=${v}`)),
    fc.constantFrom('limit=1&limit=2', 'page=1&page=2', 'limit[]=5', 'depth=1&depth=2'),
  )
  return fc.array(fc.oneof({ weight: 3, arbitrary: where }, { weight: 2, arbitrary: other }), { minLength: 1, maxLength: 4 }).map((parts) => parts.join('&'))
}

/** The collections Payload adds of its own: the jobs queue, locks, preferences, its key-value store and migrations. */
const PAYLOAD_OWN = ['payload-jobs', 'payload-locked-documents', 'payload-kv', 'payload-preferences', 'payload-migrations']

/** The reads of every collection on both doors (lists, counts, one record, distinct values) and of the globals. */
function readTargets(): { path: string; fields: string[] }[] {
  const list: { path: string; fields: string[] }[] = []
  for (const resource of Object.values(resources)) {
    const fields = fieldsOf(resource.createSchema)
    for (const path of [
      `/api/${resource.slug}`,
      `/cms-api/${resource.slug}`,
      `/cms-api/${resource.slug}/count`,
      `/cms-api/${resource.slug}/1`,
      `/cms-api/${resource.slug}/distinct`,
    ])
      list.push({ path, fields })
  }
  list.push({ path: '/api/contact-settings', fields: fieldsOf(contactSettingsSchema) })
  list.push({ path: '/cms-api/globals/contact-settings', fields: fieldsOf(contactSettingsSchema) })
  list.push({ path: '/api/users', fields: fieldsOf(userSchema) })
  list.push({ path: '/cms-api/users', fields: fieldsOf(userSchema) })
  // Versions, of every collection Payload serves (its own too, which keep none) and every global.
  for (const slug of [...Object.values(resources).map((resource) => resource.slug), 'users', 'media', ...PAYLOAD_OWN])
    list.push({ path: `/cms-api/${slug}/versions`, fields: ['parent', 'version'] })
  for (const slug of PAYLOAD_OWN) list.push({ path: `/cms-api/${slug}`, fields: ['id'] }, { path: `/cms-api/${slug}/count`, fields: ['id'] })
  list.push({ path: '/cms-api/globals/contact-settings/versions', fields: ['version'] })
  return list
}

beforeAll(async () => {
  ;({ admin } = await freshSession())
  cookie = (admin as unknown as { cookie: string }).cookie
  for (const [slug, body] of Object.entries({
    artists: { name: 'A', bio: 'B' },
    events: { title: 'T', date: '2027-01-01T00:00:00Z', venue: 'V', location: 'L' },
    sponsorships: { packageName: 'P' },
    'event-objectives': { title: 'O' },
  })) {
    expect((await admin.post(`/api/${slug}`, body)).status).toBe(201)
  }
  await anonymous.post('/api/contact-messages', { name: 'Ann', email: 'ann@example.com', subject: 'Hi', message: 'Hello there!' })
})

let requests = 0
async function send(target: Target, body: string, type: string) {
  requests += 1
  const headers: Record<string, string> = {
    Origin: baseUrl,
    'Content-Type': type,
    'X-Forwarded-For': `10.77.${Math.floor(requests / 250) % 250}.${requests % 250}`,
  }
  if (target.as !== 'anonymous') headers.Cookie = cookie
  return fetch(`${baseUrl}${target.path}`, { method: target.method, headers, body })
}

async function attack(target: Target) {
  // The database as the last request left it: taken once after each request, it is the next one's "before".
  let current = await databaseFingerprint()
  await fc.assert(
    fc.asyncProperty(bodies(target.fields), async ({ body, type }) => {
      const before = current
      const response = await send(target, body, type)
      const text = await response.text()
      current = await databaseFingerprint()
      expect(response.status, `${target.method} ${target.path} ${body.slice(0, 200)}: ${text.slice(0, 200)}`).toBeLessThan(500)
      expect(response.headers.get('content-type'), `${target.method} ${target.path}`).toMatch(/^application\/json/)
      expect(() => JSON.parse(text)).not.toThrow()
      if (response.status >= 400) expect(current, `${target.method} ${target.path} ${body.slice(0, 200)}`).toEqual(before)
    }),
    { numRuns: 25, seed: Number(process.env.FC_SEED ?? Date.now() % 2 ** 31) },
  )
}

/** A client's mistake is no fault of the server's: nothing logged at ERROR (a failed query among them) since `mark`. */
async function expectNoErrorLogged(mark: number) {
  const log = await serverLogSince(mark)
  const errors = log.split('\n').filter((line) => /\bERROR\b/.test(line))
  expect(errors, log.slice(0, 4_000)).toEqual([])
}

describe('hostile input', () => {
  it('in query strings never gets a 500 on /api or /cms-api, signed in or not: every answer is JSON', async () => {
    let sent = 0
    const mark = serverLogMark()
    for (const target of readTargets()) {
      await fc.assert(
        fc.asyncProperty(queryStrings(target.fields), fc.boolean(), async (query, signedIn) => {
          sent += 1
          const headers: Record<string, string> = { Origin: baseUrl, 'X-Forwarded-For': `10.78.${sent % 250}.${Math.floor(sent / 250) % 250}` }
          if (signedIn) headers.Cookie = cookie
          const response = await fetch(`${baseUrl}${target.path}?${query}`, { headers })
          const text = await response.text()
          expect(response.status, `GET ${target.path}?${query}${signedIn ? ' (admin)' : ''}: ${text.slice(0, 200)}`).toBeLessThan(500)
          expect(response.headers.get('content-type'), `GET ${target.path}?${query}`).toMatch(/^application\/json/)
        }),
        { numRuns: 12, seed: Number(process.env.FC_SEED ?? Date.now() % 2 ** 31) },
      )
    }
    await expectNoErrorLogged(mark)
    console.log(`hostile query strings: ${sent} generated requests over ${readTargets().length} reads`)
  }, 600_000)

  it('on /cms-api never gets a 500 either: every answer is JSON, and a refused request changes nothing', async () => {
    const before = requests
    const mark = serverLogMark()
    for (const target of panelTargets()) await attack(target)
    await expectNoErrorLogged(mark)
    console.log(`hostile input on /cms-api: ${requests - before} generated requests over ${panelTargets().length} endpoints`)
  }, 600_000)

  it('never gets a 500: every answer is JSON, and a refused request changes nothing', async () => {
    const before = requests
    const mark = serverLogMark()
    for (const target of targets()) await attack(target)
    await expectNoErrorLogged(mark)
    console.log(`hostile input: ${requests - before} generated requests over ${targets().length} endpoints`)
  }, 600_000)

  it('answers a link to a record that does not exist 400 on either door (found by the /cms-api attack, seed 445448768)', async () => {
    for (const path of ['/cms-api/galleries', '/api/galleries']) {
      const before = await databaseFingerprint()
      const response = await fetch(`${baseUrl}${path}`, {
        method: 'POST',
        headers: { Origin: baseUrl, Cookie: cookie, 'Content-Type': 'application/json' },
        body: JSON.stringify({ eventId: 1_475_555_065, eventName: 'Lost night' }),
      })
      expect(response.status, path).toBe(400)
      expect(await response.text(), path).toContain('A linked record does not exist.')
      expect(await databaseFingerprint(), path).toEqual(before)
    }
  })

  it('ignores prototype keys: nobody becomes an admin or pollutes the server', async () => {
    const editor = await admin.post('/api/users', { username: 'polly', email: 'polly@example.com', password: 'plum-kettle-orbit-7' })
    const raw = '{"__proto__":{"role":"admin","isAdmin":true},"constructor":{"prototype":{"role":"admin"}},"username":"polly2"}'
    const response = await fetch(`${baseUrl}/api/users/${editor.body.id}`, {
      method: 'PATCH',
      headers: { Origin: baseUrl, Cookie: cookie, 'Content-Type': 'application/json' },
      body: raw,
    })
    expect(response.status).toBeLessThan(500)
    expect((await admin.get(`/api/users/${editor.body.id}`)).body.role).toBe('editor')
    const created = await admin.post('/api/artists', { name: 'Fresh', bio: 'Plain' })
    expect(created.body).not.toHaveProperty('role')
    expect(created.body).not.toHaveProperty('isAdmin')
  })
})
