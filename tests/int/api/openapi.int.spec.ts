import { Validator } from '@seriousme/openapi-schema-validator'
import { beforeAll, describe, expect, it } from 'vitest'

import { seedDemoContent } from '@/seed'
import { demoContactMessage } from '@/seed/demo-content'
import type { OpenApiDocument } from '@/server/openapi/document'

import { anonymous, type ApiAnswer, type ApiClient, baseUrl, freshSession, localPayload } from '../../setup/api'
import { schemaValidator } from '../../setup/openapi'

type Media = { schema?: unknown; example?: unknown }
type Answer = { $ref?: string; content?: Record<string, Media> }
type Operation = { parameters?: { name: string; in: string; schema?: { enum?: string[] } }[]; requestBody?: { content: Record<string, Media> }; responses: Record<string, Answer> }

let document: OpenApiDocument
let validate: ReturnType<typeof schemaValidator>
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
}, 180_000)

const operation = (path: string, method: string) => (document.paths?.[path] as Record<string, Operation> | undefined)?.[method]

/** The documented answer for a status, references resolved. */
function documentedAnswer(op: Operation, status: number): Answer | undefined {
  const answer = op.responses[String(status)]
  if (!answer?.$ref) return answer
  return document.components?.responses?.[answer.$ref.split('/').pop()!] as Answer
}

/** Problems with an answer as the document describes the operation: none when it is true to it. */
function mismatches(op: Operation, answer: ApiAnswer, where: string): string[] {
  const documented = documentedAnswer(op, answer.status)
  if (!documented) return [`${where}: status ${answer.status} is not documented (${JSON.stringify(answer.body).slice(0, 200)})`]
  if (!documented.content) return answer.body === null || answer.body === '' ? [] : [`${where}: ${answer.status} documents no body`]
  const type = (answer.headers.get('content-type') ?? '').split(';')[0].trim()
  const media = documented.content[type]
  if (!media) return [`${where}: ${answer.status} answered ${type}, documented ${Object.keys(documented.content).join(', ')}`]
  if (type !== 'application/json') return typeof answer.body === 'string' && answer.body.length > 0 ? [] : [`${where}: an empty body`]
  return validate(media.schema)(answer.body).map((problem) => `${where}: ${answer.status} ${problem}`)
}

/** Concrete URLs for a documented path: every id the admin can see, each documented asset name. */
async function urlsFor(path: string, op: Operation): Promise<string[]> {
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
    expect((await new Validator().validate(structuredClone(answer.body) as Parameters<Validator["validate"]>[0])).valid).toBe(true)
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

  it('tells the truth about the writes its examples show: each sent as an admin answers as documented', async () => {
    const problems: string[] = []
    const send = async (method: 'post' | 'patch' | 'delete', path: string, url: string, client = clients.admin) => {
      const op = operation(path, method)!
      const example = op.requestBody?.content['application/json']?.example
      const answer = await client.request(method.toUpperCase(), url, method === 'delete' ? undefined : example)
      problems.push(...mismatches(op, answer, `${method.toUpperCase()} ${url}`))
      return answer
    }
    let sent = 0
    for (const path of Object.keys(document.paths ?? {})) {
      if (path.includes('{')) continue
      const create = operation(path, 'post')
      if (create?.requestBody?.content['application/json']?.example !== undefined) {
        // The contact form is for visitors: sent as one.
        const created = await send('post', path, path, path === '/api/contact-messages' ? anonymous : clients.admin)
        sent++
        expect(created.status, path).toBe(201)
        const item = `${path}/${created.body.id}`
        if (operation(`${path}/{id}/move`, 'post')) await send('post', `${path}/{id}/move`, `${item}/move`)
        if (operation(`${path}/{id}`, 'patch')?.requestBody?.content['application/json']?.example !== undefined) await send('patch', `${path}/{id}`, item)
        expect((await send('delete', `${path}/{id}`, item)).status, item).toBe(204)
      }
      if (operation(path, 'patch')?.requestBody?.content['application/json']?.example !== undefined) {
        expect((await send('patch', path, path)).status, path).toBe(200)
        sent++
      }
    }
    expect(sent).toBeGreaterThanOrEqual(12)
    expect(problems).toEqual([])
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
