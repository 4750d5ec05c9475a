import { Validator } from '@seriousme/openapi-schema-validator'
import { NextRequest } from 'next/server'
import { beforeAll, describe, expect, it } from 'vitest'

import { demoArtists } from '@/seed/demo-content'
import { dispatcher, routeMatcher } from '@/server/api/dispatch'
import { resources } from '@/server/content/resources'
import { buildOpenApiDocument, type OpenApiDocument } from '@/server/openapi/document'
import { allRoutes } from '@/server/openapi/reference-routes'
import config from '@payload-config'

import { answerChecker, apiRouteFiles, documentedOperations, schemaValidator } from '../setup/openapi'

let document: OpenApiDocument

beforeAll(async () => {
  document = await buildOpenApiDocument(await config, allRoutes)
}, 60_000)

/** `METHOD /path` of every operation of the route table. */
const tableOperations = () => allRoutes.map((route) => `${route.method} ${route.path}`).sort()

/** A path of the route's own shape: each parameter a value it takes. */
const concretePath = (path: string) => path.replace('{asset}', 'swagger-ui.css').replace(/\{[^}]+\}/g, '7')

type Content = { schema?: unknown; example?: unknown }
/** Every media type object of the document that carries an example, with where it is. */
function examples(doc: OpenApiDocument): { where: string; schema: unknown; example: unknown }[] {
  const found: { where: string; schema: unknown; example: unknown }[] = []
  for (const [route, item] of Object.entries(doc.paths ?? {})) {
    for (const [method, operation] of Object.entries(
      item as Record<string, { requestBody?: { content: Record<string, Content> }; responses?: Record<string, { content?: Record<string, Content> }> }>,
    )) {
      const contents: [string, Record<string, Content> | undefined][] = [
        ['request', operation.requestBody?.content],
        ...Object.entries(operation.responses ?? {}).map(([status, answer]) => [status, answer.content] as [string, Record<string, Content> | undefined]),
      ]
      for (const [part, content] of contents) {
        for (const [type, media] of Object.entries(content ?? {})) {
          if (media.example !== undefined)
            found.push({ where: `${method.toUpperCase()} ${route} ${part} ${type}`, schema: media.schema, example: media.example })
        }
      }
    }
  }
  for (const [name, answer] of Object.entries((doc.components?.responses ?? {}) as Record<string, { content?: Record<string, Content> }>)) {
    for (const [type, media] of Object.entries(answer.content ?? {})) {
      if (media.example !== undefined) found.push({ where: `components.responses.${name} ${type}`, schema: media.schema, example: media.example })
    }
  }
  return found
}

describe('the OpenAPI document', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const result = await new Validator().validate(structuredClone(document) as unknown as Parameters<Validator['validate']>[0])
    expect(result.errors ?? []).toEqual([])
    expect(result.valid).toBe(true)
    expect(document.openapi).toBe('3.1.0')
  })

  it('describes every operation of the route table, and the catch-all is the only route file under src/app/api', () => {
    expect(allRoutes.length).toBeGreaterThan(50)
    expect(documentedOperations(document)).toEqual(tableOperations())
    expect(apiRouteFiles().map((route) => route.path)).toEqual(['/api/{...path}'])
  })

  it('sends each operation of the table to its own route, whatever other route shares its path', () => {
    const match = routeMatcher(allRoutes)
    for (const route of allRoutes) {
      const found = match(route.method, concretePath(route.path))
      expect(found && 'route' in found ? `${found.route.method} ${found.route.path}` : found, `${route.method} ${route.path}`).toBe(
        `${route.method} ${route.path}`,
      )
    }
    // A path of its own before one with a parameter in its place.
    expect(match('GET', '/api/contact-messages/form-token')).toMatchObject({ route: { path: '/api/contact-messages/form-token' }, params: {} })
    expect(match('GET', '/api/events/42')).toMatchObject({ route: { path: '/api/events/{id}' }, params: { id: '42' } })
    expect(match('HEAD', '/api/events')).toMatchObject({ route: { method: 'GET', path: '/api/events' } })
    expect(match('GET', '/api/nothing-here')).toBeNull()
    expect(match('GET', '/api/events/1/2/3/4')).toBeNull()
    expect(match('PUT', '/api/events')).toEqual({ allow: expect.arrayContaining(['GET', 'POST']) })
  })

  it('answers a path no route has 404, and a method its path does not take 405 with Allow, in the error shape', async () => {
    const dispatch = dispatcher(allRoutes)
    const validate = schemaValidator(document)({ $ref: '#/components/schemas/Error' })
    const request = (method: string, path: string) => new NextRequest(`http://localhost${path}`, { method })
    const missing = await dispatch(request('GET', '/api/nothing-here'))
    expect(missing.status).toBe(404)
    expect(validate(await missing.json())).toEqual([])
    const refused = await dispatch(request('DELETE', '/api/events'))
    expect(refused.status).toBe(405)
    expect(refused.headers.get('allow')).toBe('GET, POST, HEAD')
    expect(validate(await refused.json())).toEqual([])
    const options = await dispatch(request('OPTIONS', '/api/events/3'))
    expect(options.status).toBe(204)
    expect(options.headers.get('allow')).toBe('OPTIONS, GET, HEAD, PATCH, DELETE')
  })

  it('gives every operation an id, a summary, a tag and its answers, each error in the one error shape', () => {
    const ids = new Set<string>()
    for (const [route, item] of Object.entries(document.paths ?? {})) {
      for (const [method, operation] of Object.entries(
        item as Record<
          string,
          { operationId?: string; summary?: string; tags?: string[]; responses?: Record<string, { $ref?: string; content?: Record<string, Content> }> }
        >,
      )) {
        const where = `${method} ${route}`
        expect(operation.operationId, where).toBeTruthy()
        expect(ids.has(operation.operationId!), where).toBe(false)
        ids.add(operation.operationId!)
        expect(operation.summary, where).toBeTruthy()
        expect(operation.tags?.length, where).toBe(1)
        for (const [status, answer] of Object.entries(operation.responses ?? {})) {
          if (Number(status) < 400) continue
          const resolved = answer.$ref ? (document.components?.responses?.[answer.$ref.split('/').pop()!] as { content?: Record<string, Content> }) : answer
          expect(resolved?.content?.['application/json']?.schema, `${where} ${status}`).toEqual({ $ref: '#/components/schemas/Error' })
        }
      }
    }
  })

  it('documents the session cookie and the API key', () => {
    expect(document.components?.securitySchemes).toMatchObject({
      sessionCookie: { type: 'apiKey', in: 'cookie', name: 'payload-token' },
      apiKey: { type: 'apiKey', in: 'header', name: 'Authorization' },
    })
    expect(String((document.components?.securitySchemes?.apiKey as { description: string }).description)).toContain('users API-Key {key}')
    // Writes need a signed-in user; reading the inbox too.
    expect(document.paths?.['/api/events']?.post?.security).toEqual([{ sessionCookie: [] }, { apiKey: [] }])
    expect(document.paths?.['/api/events']?.get?.security).toContainEqual({})
    expect(document.paths?.['/api/contact-messages']?.get?.security).not.toContainEqual({})
    expect(document.paths?.['/api/contact-messages']?.post?.security).toContainEqual({})
  })

  it('shows the demo content as examples, each true to its schema', () => {
    const found = examples(document)
    const validator = schemaValidator(document)
    for (const resource of Object.values(resources)) {
      expect(found.map((example) => example.where)).toContain(`GET /api/${resource.slug}/{id} 200 application/json`)
    }
    expect(document.paths?.['/api/artists']?.post?.requestBody).toMatchObject({ content: { 'application/json': { example: { name: demoArtists[0].name } } } })
    // Every shared error answer shows the message the server really gives.
    expect(
      Object.keys(document.components?.responses ?? {})
        .map((name) => `components.responses.${name} application/json`)
        .sort(),
    ).toEqual(
      found
        .filter((example) => example.where.startsWith('components.'))
        .map((example) => example.where)
        .sort(),
    )
    expect(document.components?.responses?.ServiceUnavailable).toMatchObject({
      content: { 'application/json': { example: { message: 'Service temporarily unavailable' } } },
    })
    for (const { where, schema, example } of found) expect(validator(schema)(example), where).toEqual([])
  })

  it('describes records closed, so an answer that leaked a field (a password hash) would not pass', () => {
    const validator = schemaValidator(document)
    const user = {
      id: 1,
      username: 'editor',
      email: 'editor@example.com',
      role: 'editor',
      createdAt: '2026-11-23T10:00:00.000Z',
      updatedAt: '2026-11-23T10:00:00.000Z',
    }
    expect(validator({ $ref: '#/components/schemas/User' })(user)).toEqual([])
    expect(validator({ $ref: '#/components/schemas/User' })({ ...user, hash: 'abc' })).not.toEqual([])
    const event = document.paths?.['/api/events/{id}']?.get?.responses?.['200'] as { content: Record<string, Content> }
    const { schema, example } = event.content['application/json']
    expect(validator(schema)({ ...(example as object), ticketLink: 42 })).not.toEqual([])
    expect(validator(schema)({ ...(example as object), date: 'soon' })).not.toEqual([])
  })

  it('takes its request bodies from the schemas the handlers parse with', () => {
    const validator = schemaValidator(document)
    for (const resource of Object.values(resources)) {
      const body = document.paths?.[`/api/${resource.slug}`]?.post?.requestBody as { content: Record<string, Content> }
      const { schema, example } = body.content['application/json']
      // The example passes the handler's own schema, and a body that schema refuses, the document refuses too.
      expect(resource.createSchema.safeParse(example).success, resource.slug).toBe(true)
      expect(validator(schema)({}), resource.slug).not.toEqual([])
    }
  })

  it('shows an example body for every write that takes JSON, so each can be sent as documented', () => {
    for (const [route, item] of Object.entries(document.paths ?? {})) {
      for (const [method, op] of Object.entries(item as Record<string, { requestBody?: { content: Record<string, Content> } }>)) {
        const json = op.requestBody?.content['application/json']
        if (json) expect(json.example, `${method} ${route}`).toBeDefined()
      }
    }
  })

  it('derives error answers from the declarations: access, id, body and the door rules', () => {
    const responses = (path: string, method: string) => Object.keys((document.paths?.[path] as Record<string, { responses: object }>)[method].responses)
    // Signed-in staff: 401; admins only: 403 too; an id: 404; a JSON body: 400, 411, 413; the database: 503.
    expect(responses('/api/events/{id}', 'patch')).toEqual(expect.arrayContaining(['200', '400', '401', '404', '411', '413', '503']))
    expect(responses('/api/events/{id}', 'patch')).not.toContain('403')
    expect(responses('/api/users/{id}', 'delete')).toEqual(expect.arrayContaining(['204', '401', '403', '404', '409', '503']))
    // The edge's door rules: sign-in is for this site's pages only and counted; every request with an API key is counted.
    expect(responses('/api/auth/login', 'post')).toEqual(expect.arrayContaining(['403', '429']))
    expect(responses('/api/contact-messages', 'post')).toContain('429')
    // A read has no body to refuse.
    expect(responses('/api/events', 'get')).not.toContain('413')
    expect(responses('/api/openapi.json', 'get')).not.toContain('503')
  })

  it('checks answers against itself, so drift fails the test that sees it', () => {
    const { check } = answerChecker(document)
    const user = {
      id: 1,
      username: 'admin',
      email: 'admin@example.com',
      role: 'admin',
      apiKeyCreatedAt: null,
      createdAt: '2026-11-23T10:00:00.000Z',
      updatedAt: '2026-11-23T10:00:00.000Z',
    }
    const json = new Headers({ 'content-type': 'application/json' })
    expect(check('POST', '/api/auth/login', { status: 200, body: user, headers: json })).toEqual([])
    // What Payload's login handed back: a blanked updatedAt.
    expect(check('POST', '/api/auth/login', { status: 200, body: { ...user, updatedAt: null }, headers: json })).not.toEqual([])
    // Settings never saved: no id and no dates.
    expect(check('GET', '/api/footer-settings', { status: 200, body: { showSocialLinks: true, additionalLinks: [] }, headers: json })).toEqual([])
    expect(check('GET', '/api/events/7', { status: 418, body: { message: 'teapot' }, headers: json })).not.toEqual([])
    // Paths and methods the document does not have are not its business.
    expect(check('PUT', '/api/events/7', { status: 405, body: null, headers: new Headers() })).toEqual([])
  })
})
