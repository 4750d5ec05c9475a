import { Validator } from '@seriousme/openapi-schema-validator'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'

import { linkToken } from '@/features/alerts/links'
import { seedDemoContent } from '@/seed'
import { demoContactMessage } from '@/seed/demo-content'
import type { OpenApiDocument } from '@/server/openapi/document'
import { demoAccount } from '@/server/openapi/examples'
import { allRoutes } from '@/server/openapi/reference-routes'

import { ADMIN, anonymous, type ApiAnswer, type ApiClient, baseUrl, EDITOR, freshSession, localPayload, signIn, sql } from '../../setup/api'
import { answerChecker, type Operation, schemaValidator } from '../../setup/openapi'

let document: OpenApiDocument
let validate: ReturnType<typeof schemaValidator>
let checker: ReturnType<typeof answerChecker>
let clients: Record<'anonymous' | 'editor' | 'admin', ApiClient>

beforeAll(async () => {
  const { admin, editor } = await freshSession()
  clients = { anonymous, editor, admin }
  await seedDemoContent(await localPayload())
  // The seed sends no contact message; the inbox gets the demo one, as a visitor sends it.
  expect((await anonymous.post('/api/contact-messages', demoContactMessage)).status).toBe(201)
  const served = await anonymous.get('/api/openapi.json')
  expect(served.status).toBe(200)
  document = served.body
  validate = schemaValidator(document)
  checker = answerChecker(document)
}, 180_000)

const operation = (path: string, method: string) => checker.operation(path, method)
const mismatches = (op: Operation, answer: ApiAnswer, where: string) => checker.mismatches(op, answer, where)

/**
 * The links of the alert mails of `email` (signed up and confirmed for everything, made here when
 * it has no sign-up yet), as the mails carry them.
 */
async function alertLinks(email: string): Promise<{ confirm: string; manage: string; subscriber: number }> {
  await sql(
    `WITH made AS (INSERT INTO alert_subscribers (email, nonce, confirmed_at) VALUES ($1, md5(random()::text), now()) ON CONFLICT (email) DO NOTHING RETURNING id)
     INSERT INTO alert_topics (subscriber_id, kind, confirmed_at) SELECT id, 'all', now() FROM made`,
    [email],
  )
  const [row] = await sql<{ id: number; topic: number; nonce: string }>(
    `SELECT s.id, t.id AS topic, s.nonce FROM alert_subscribers s JOIN alert_topics t ON t.subscriber_id = s.id WHERE s.email = $1 ORDER BY t.id LIMIT 1`,
    [email],
  )
  return { confirm: linkToken('confirm', row.topic, row.nonce), manage: linkToken('manage', row.id, row.nonce), subscriber: row.id }
}

/** Concrete URLs for a documented path: every id the admin can see, each documented asset name, a link's token. */
async function urlsFor(path: string, op: Operation): Promise<string[]> {
  if (path === '/api/subscriptions/unsubscribe') return [`${path}?token=${(await alertLinks('reader@example.com')).manage}`, `${path}?token=1.nonsense`]
  // The pages of the mails' links: with a working link, and with one that does not (or none).
  if (path === '/api/subscriptions/confirm-page') return [`${path}?token=${(await alertLinks('reader@example.com')).confirm}&locale=ne`, path]
  if (path === '/api/subscriptions/preferences-page') return [`${path}?token=${(await alertLinks('reader@example.com')).manage}`, `${path}?token=1.nonsense`]
  // One version of a record: the newest of the first record's, and one that does not exist.
  if (path.endsWith('/versions/{versionId}')) {
    const parent = path.slice(0, path.indexOf('/{id}'))
    const [record] = (await clients.admin.get(parent)).body as { id: number }[]
    const versions = `${parent}/${record.id}/versions`
    const [version] = (await clients.admin.get(versions)).body as { id: number }[]
    return [`${versions}/${version.id}`, `${versions}/2147483647`]
  }
  const param = op.parameters?.find((candidate) => candidate.in === 'path')
  if (!param) return [path]
  if (param.schema?.enum) return param.schema.enum.map((value) => path.replace(`{${param.name}}`, value))
  const parent = path.slice(0, path.indexOf(`/{${param.name}}`))
  const list = await clients.admin.get(parent)
  expect(list.status, parent).toBe(200)
  const ids: number[] = list.body.map((record: { id: number }) => record.id)
  expect(ids.length, `${parent} has records in the demo content`).toBeGreaterThan(0)
  return [...ids, 2_147_483_647].map((id) => path.replace(`{${param.name}}`, String(id)))
}

describe('the OpenAPI document, against the real server on the demo content', () => {
  it('is served as OpenAPI 3.1 JSON, with an ETag that answers 304', async () => {
    const answer = await anonymous.get('/api/openapi.json')
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/)
    expect((await new Validator().validate(structuredClone(answer.body) as Parameters<Validator['validate']>[0])).valid).toBe(true)
    const etag = answer.headers.get('etag')!
    expect((await anonymous.get('/api/openapi.json', { headers: { 'If-None-Match': etag } })).status).toBe(304)
  })

  it('tells the truth about every GET: each status documented, each body valid against its schema', async () => {
    const problems: string[] = []
    const succeeded = new Set<string>()
    for (const path of Object.keys(document.paths ?? {})) {
      const op = operation(path, 'get')
      if (!op) continue
      const urls = await urlsFor(path, op)
      // Lists also as pages, and with a page request they refuse.
      if (op.parameters?.some((parameter) => parameter.name === 'limit')) urls.push(`${path}?limit=2&page=2`, `${path}?limit=0`)
      for (const url of urls) {
        for (const [who, client] of Object.entries(clients)) {
          const answer = await client.get(url)
          if (answer.status === 200) succeeded.add(path)
          problems.push(...mismatches(op, answer, `${who} GET ${url}`))
        }
      }
    }
    expect(problems).toEqual([])
    const gets = Object.keys(document.paths ?? {}).filter((path) => operation(path, 'get'))
    expect([...succeeded].sort()).toEqual(gets.sort())
  })

  it('answers every documented write as documented, each sent with its example as the role its declaration allows', async () => {
    const writes = Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
      ['post', 'patch', 'put', 'delete'].filter((method) => method in (item as object)).map((method) => ({ path, method: method.toUpperCase() })),
    )
    // Creates first (their records are what the other writes act on; signing in needs the account made), each record's delete last.
    const stage = ({ path, method }: { path: string; method: string }) =>
      path === '/api/auth/setup'
        ? 0
        : !path.includes('{')
          ? path.startsWith('/api/auth/')
            ? 2
            : 1
          : path.endsWith('{id}')
            ? method === 'DELETE'
              ? 5
              : 4
            : method === 'DELETE'
              ? 3.5
              : 3
    writes.sort((a, b) => stage(a) - stage(b))
    expect(writes.length).toBeGreaterThan(30)

    const created = new Map<string, number>()
    const scheduled = new Map<string, number>()
    const problems: string[] = []
    const sent: string[] = []
    /**
     * What a write's example needs to succeed, made beforehand: the account the example of
     * `POST /api/users` made holds the example's reset token, is the one whose own password changes,
     * and has an invitation pending for the resend.
     */
    const exampleAccount = () => sql(`SELECT id FROM users WHERE username = $1`, [demoAccount.username])
    /** What a write needs: another client to send it, or the URL to send it to (a link's token, a record made by no documented call). */
    const before: Record<string, (body: any) => Promise<ApiClient | { url: string } | void>> = {
      // Only a city an event of the site is in may be followed: the example's has one.
      'POST /api/subscriptions': async (body) => {
        const event = { title: 'Feed City Night', venue: 'Hall', location: `${body.city}, Canada`, date: '2031-01-01T19:00:00.000Z', notifyFollowers: false }
        expect((await clients.admin.post('/api/events', event)).status).toBe(201)
      },
      // The sign-up's address, as its mails' links name it (its example's tokens are made up).
      'POST /api/subscriptions/confirm': async (body) => {
        body.token = (await alertLinks('fan@example.com')).confirm
      },
      'POST /api/subscriptions/preferences': async (body) => {
        body.token = (await alertLinks('fan@example.com')).manage
      },
      'PATCH /api/subscriptions/preferences': async (body) => {
        body.token = (await alertLinks('fan@example.com')).manage
      },
      'POST /api/subscriptions/unsubscribe': async () => ({ url: `/api/subscriptions/unsubscribe?token=${(await alertLinks('fan@example.com')).manage}` }),
      'POST /api/subscriptions/confirm-page': async () => ({
        url: `/api/subscriptions/confirm-page?token=${(await alertLinks('page-fan@example.com')).confirm}`,
      }),
      'POST /api/subscriptions/preferences-page': async () => ({
        url: `/api/subscriptions/preferences-page?token=${(await alertLinks('page-fan@example.com')).manage}`,
      }),
      'DELETE /api/subscribers/{id}': async () => ({ url: `/api/subscribers/${(await alertLinks('removed@example.com')).subscriber}` }),
      'POST /api/auth/reset-password': async (body) => {
        await sql(`UPDATE users SET reset_password_token = $1, reset_password_expiration = now() + interval '1 hour' WHERE username = $2`, [
          body.token,
          demoAccount.username,
        ])
      },
      'POST /api/auth/change-password': () => signIn(demoAccount),
      'POST /api/users/{id}/invite': async () => {
        await sql(`UPDATE users SET invite_pending = true WHERE username = $1`, [demoAccount.username])
      },
    }
    for (const { path, method } of writes) {
      const route = allRoutes.find((candidate) => candidate.path === path && candidate.method === method)
      expect(route, `${method} ${path} is declared`).toBeDefined()
      if (path === '/api/auth/setup') {
        // The first admin is made on a fresh install only: no account, then the two this file signs in with again.
        await sql('TRUNCATE users RESTART IDENTITY CASCADE')
      }
      let client = route!.access === 'admin' ? clients.admin : route!.access === 'staff' ? clients.editor : anonymous
      const op = operation(path, method)!
      const content = op.requestBody?.content ?? {}
      let body: unknown
      if (content['application/json']) {
        body = content['application/json'].example
        expect(body, `${method} ${path} shows an example body`).toBeDefined()
      } else if (content['multipart/form-data']) {
        body = await formFrom(content['multipart/form-data'].schema as FormSchema)
      }
      const parent = path.slice(0, path.indexOf('/{id}'))
      let url = path.includes('{id}') ? path.replace('{id}', String(created.get(parent))) : path
      // A version of the record (its oldest), and the change the schedule's POST made.
      if (url.includes('{versionId}')) {
        const versions = await clients.admin.get(url.slice(0, url.indexOf('/{versionId}')))
        url = url.replace('{versionId}', String(versions.body.at(-1).id))
      }
      if (url.includes('{entryId}')) url = url.replace('{entryId}', String(scheduled.get(url.slice(0, url.indexOf('/{entryId}')))))
      const prepared = await before[`${method} ${path}`]?.(body)
      if (prepared && 'url' in prepared) url = prepared.url
      else if (prepared) client = prepared
      if (path === '/api/users/{id}/invite') expect((await exampleAccount())[0]?.id).toBe(created.get(parent))
      const answer = await client.request(method, url, body)
      const success = Object.keys(op.responses).filter((status) => status.startsWith('2'))
      expect(success, `${method} ${path}`).toHaveLength(1)
      if (String(answer.status) !== success[0])
        problems.push(`${method} ${url}: ${answer.status}, documented ${success[0]} (${JSON.stringify(answer.body).slice(0, 300)})`)
      problems.push(...mismatches(op, answer, `${method} ${url}`))
      if (method === 'POST' && !path.includes('{')) created.set(path, answer.body?.id)
      if (method === 'POST' && path.endsWith('/schedule')) scheduled.set(url, answer.body?.id)
      if (path === '/api/auth/setup') {
        const payload = await localPayload()
        for (const [account, role] of [
          [ADMIN, 'admin'],
          [EDITOR, 'editor'],
        ] as const)
          await payload.create({ collection: 'users', data: { ...account, role }, depth: 0 })
        clients = { anonymous, admin: await signIn(ADMIN), editor: await signIn(EDITOR) }
      }
      sent.push(`${method} ${path}`)
    }
    expect(problems).toEqual([])
    expect(sent.sort()).toEqual(writes.map(({ path, method }) => `${method} ${path}`).sort())
  })

  it('answers unknown /api paths 404 in the documented error shape', async () => {
    const error = validate({ $ref: '#/components/schemas/Error' })
    for (const method of ['GET', 'POST', 'PATCH', 'DELETE']) {
      const answer = await clients.admin.request(method, '/api/no-such-thing/1', method === 'GET' || method === 'DELETE' ? undefined : {})
      expect(answer.status, method).toBe(404)
      expect(error(answer.body), method).toEqual([])
    }
  })

  it('serves the readable reference at /api/docs under a policy that allows this origin only, with all its files', async () => {
    const page = await fetch(`${baseUrl}/api/docs`)
    expect(page.status).toBe(200)
    expect(page.headers.get('content-type')).toMatch(/^text\/html/)
    const policies = page.headers.get('content-security-policy') ?? ''
    expect(policies).toContain("script-src 'self';")
    expect(policies).toContain("frame-ancestors 'none'")
    const html = await page.text()
    expect(html).not.toMatch(/<script>|<script [^>]*>[^<]/) // no inline script
    const assets = [...html.matchAll(/(?:src|href)="(\/api\/docs\/[^"]+)"/g)].map((match) => match[1].replaceAll('&amp;', '&'))
    expect(assets).toHaveLength(4)
    for (const asset of assets) {
      const answer = await fetch(`${baseUrl}${asset}`)
      expect(answer.status, asset).toBe(200)
      expect(answer.headers.get('content-type'), asset).toMatch(asset.includes('.css') ? /^text\/css/ : /^text\/javascript/)
      expect(answer.headers.get('cache-control'), asset).toContain('immutable')
      expect((await answer.text()).length, asset).toBeGreaterThan(100)
    }
  })
})

type FormSchema = { properties: Record<string, { type: string; format?: string }>; required?: string[] }

/** A multipart body built from its schema: an image for each binary field, a short text for each other. */
async function formFrom(schema: FormSchema): Promise<FormData> {
  const form = new FormData()
  const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#446688' } })
    .png()
    .toBuffer()
  for (const [name, property] of Object.entries(schema.properties)) {
    if (property.format === 'binary') form.set(name, new Blob([new Uint8Array(png)], { type: 'image/png' }), `${name}.png`)
    else form.set(name, `An example ${name}`)
  }
  return form
}
