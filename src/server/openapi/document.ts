import type { IncomingMessage } from 'node:http'

import { extendZodWithOpenApi, OpenAPIRegistry, OpenApiGeneratorV31, type ResponseConfig, type ZodMediaTypeObject } from '@asteasolutions/zod-to-openapi'
import type { SanitizedConfig } from 'payload'
import { z } from 'zod'

import { BRAND } from '@/lib/brand'
import { INT32_MAX, UPLOAD_LIMITS } from '@/lib/constants'
import { demoArtists } from '@/seed/demo-content'
import { globalResources } from '@/server/content/globals'
import { resources } from '@/server/content/resources'
import { countedAs, MAX_BODY_BYTES, refusalAtTheDoor } from '@/server/edge/door-rules'
import type { Answer, JsonSchema, Route, Shape } from '@/server/http/define-route'
import { databaseUnavailable, type ErrorBody, errorBodySchema, forbidden, invalidApiKey, notFound, toErrorResponse, unauthorized } from '@/server/http/errors'
import { TOO_MANY_REQUESTS } from '@/server/http/rate-limit'

import { capitalised, entityComponents, ref, visitorReads } from './entities'
import packageJson from '../../../package.json'

/**
 * The OpenAPI 3.1 document of every /api route, generated from the route table
 * (src/server/api/routes.ts, src/server/openapi/reference-routes.ts), never written by hand:
 * - each declaration gives its method, path, summary, who may call it, its body and query (the zod
 *   schemas the handler parses with, turned into JSON Schema by @asteasolutions/zod-to-openapi)
 *   and its answers (records described from the data model: ./entities.ts);
 * - the error answers follow from the declaration: the access (401, 403), the `{id}` (404), the body
 *   and query (400), the edge's door rules asked about the path (403 cross-site sign-in, 411, 413,
 *   429) and the database (503); a declaration names only the errors its handler gives itself (409);
 * - who may read what comes from the collections' own access rules, asked as a visitor;
 * - examples are the demo content (src/seed/demo-content.ts) and the server's own messages.
 * tests/unit/openapi.test.ts holds it to the route files; the int tests check every answer they
 * see against it (tests/setup/api.ts) and send every documented write (tests/int/api/openapi.int.spec.ts).
 */

// `.openapi()` on zod schemas, which the registry uses to name components.
extendZodWithOpenApi(z)

export type OpenApiDocument = ReturnType<OpenApiGeneratorV31['generateDocument']>
type Schema = ZodMediaTypeObject['schema']
type Security = Record<string, string[]>[]

const asSchema = (schema: JsonSchema) => schema as Schema
const MB = (bytes: number) => `${bytes / 1024 / 1024} MB`
const SIGNED_IN: Security = [{ sessionCookie: [] }, { apiKey: [] }]

type ErrorName = 'BadRequest' | 'Unauthorized' | 'Forbidden' | 'NotFound' | 'LengthRequired' | 'PayloadTooLarge' | 'TooManyRequests' | 'ServiceUnavailable'

/** The error answers operations share, each in the one error shape. */
const ERROR_RESPONSES: Record<ErrorName, { status: number; description: string; retry?: boolean }> = {
  BadRequest: {
    status: 400,
    description:
      'The request was refused: a body that is not a JSON object (or not sent as `application/json`), a field that breaks its rule ' +
      '(`errors` names each one), or a linked record that does not exist.',
  },
  Unauthorized: {
    status: 401,
    description: 'Not signed in: no session or API key, an expired session, a revoked API key, or a session cookie sent without a trusted `Origin`.',
  },
  Forbidden: { status: 403, description: 'Signed in, but this account may not do this (managing accounts needs an admin).' },
  NotFound: { status: 404, description: 'No such record, or one this requester may not see. Ids other than positive 32-bit integers name no record.' },
  LengthRequired: { status: 411, description: 'A body sent without `Content-Length` (chunked) is refused before it is read.' },
  PayloadTooLarge: {
    status: 413,
    description: `The body is larger than ${MB(MAX_BODY_BYTES)} (uploads: ${MB(UPLOAD_LIMITS.default.maxBytes)}, for signed-in users only). Refused before it is read.`,
  },
  TooManyRequests: { status: 429, description: 'Too many requests from this address; wait as `Retry-After` says.', retry: true },
  ServiceUnavailable: {
    status: 503,
    description: 'The database is unreachable (or a session could not be checked because of it); try again after `Retry-After` seconds.',
    retry: true,
  },
}

const TAGS: Record<string, string> = {
  auth: 'Signing in and out. Sessions are an HTTP-only cookie; API keys are the other way in (see the security schemes).',
  users: 'Staff accounts (roles admin and editor). Only admins manage accounts.',
  media: 'Uploads. Entity fields keep the file name an upload answers.',
  activity: 'The activity log: who did what, through which door. Admins read it; nobody changes it.',
  subscriptions: "E-mail alerts of new events, for visitors: signing up (double opt-in) and the mails' links, which need no account.",
  subscribers: 'Who follows what: counts for all staff; the addresses, their export and removal for admins.',
  reference: 'This document and its readable page.',
}

/** What the edge answers a request with these headers, before reading its body (src/server/edge/door-rules.ts), or null. */
function atTheDoor(method: string, url: string, headers: Record<string, string>): ErrorBody | null {
  const refusal = refusalAtTheDoor({ method, url, headers } as unknown as IncomingMessage)
  return refusal && { message: refusal.message }
}

/** Each shared error answer as the server words it: taken from the code that answers it, so the examples cannot drift. */
async function errorExamples(): Promise<Record<ErrorName, ErrorBody>> {
  const invalid = resources.artists.createSchema.safeParse({ name: '', bio: demoArtists[0].bio, portfolio: 'sajjan.example' })
  if (invalid.success) throw new Error('The example of a refused body was accepted')
  const body = ({ message, errors }: { message: string; errors?: ErrorBody['errors'] }): ErrorBody => ({ message, ...(errors ? { errors } : {}) })
  return {
    BadRequest: (await toErrorResponse(invalid.error, { signedIn: true }).json()) as ErrorBody,
    Unauthorized: body(unauthorized()),
    Forbidden: body(forbidden()),
    NotFound: body(notFound(resources.events.label)),
    LengthRequired: atTheDoor('PATCH', '/api/events/1', { 'transfer-encoding': 'chunked' })!,
    PayloadTooLarge: atTheDoor('PATCH', '/api/events/1', { 'content-length': String(MAX_BODY_BYTES + 1) })!,
    TooManyRequests: { message: TOO_MANY_REQUESTS },
    ServiceUnavailable: body(databaseUnavailable()),
  }
}

type Responses = Record<number, ResponseConfig | { $ref: string }>
const shared = (name: ErrorName): Responses => ({ [ERROR_RESPONSES[name].status]: ref('responses', name) })
const errorAnswer = (description: string, example?: unknown): ResponseConfig => ({
  description,
  content: { 'application/json': { schema: ref('schemas', 'Error'), ...(example === undefined ? {} : { example }) } },
})

/**
 * The error answers a declaration implies: its access, `{id}`, body and query, and what the edge's
 * door rules answer on its path (asked with the headers that would make them refuse).
 */
function derivedErrors(route: Route, security: Security): Responses {
  const url = route.path.replace(/\{[^}]+\}/g, '1')
  const door = (headers: Record<string, string>) => atTheDoor(route.method, url, headers)
  const counted = (headers: Record<string, string>) => countedAs({ method: route.method, url, headers } as unknown as IncomingMessage, 'client')
  const withKey = security.some((scheme) => 'apiKey' in scheme)
  const crossSite = door({ origin: 'https://elsewhere.example' })
  const anyone = security.some((scheme) => Object.keys(scheme).length === 0)
  const queryNames = Object.keys(route.query?.schema instanceof z.ZodObject ? route.query.schema.shape : {}).map((name) => `\`${name}\``)
  const implied: [unknown, Responses][] = [
    [route.body && 'schema' in route.body, shared('BadRequest')],
    [route.query, { 400: errorAnswer(`A query parameter (${queryNames.join(', ')}) is out of its rule: "${route.query?.refusal}"`) }],
    [!route.bare && anyone, { 401: errorAnswer('An API key that opens no account (wrong, or revoked)', { message: invalidApiKey().message }) }],
    [!route.bare && !anyone, shared('Unauthorized')],
    [route.access === 'admin', shared('Forbidden')],
    [crossSite, { 403: errorAnswer("A browser's request from another site (its `Origin`): signing in happens on this site only", crossSite) }],
    [route.id || route.params, shared('NotFound')],
    [door({ 'transfer-encoding': 'chunked' }), shared('LengthRequired')],
    [door({ 'content-length': String(MAX_BODY_BYTES + 1) }), shared('PayloadTooLarge')],
    [counted({}) || (withKey && counted({ authorization: 'users API-Key key' })), shared('TooManyRequests')],
    [!route.bare, shared('ServiceUnavailable')],
  ]
  return Object.assign({}, ...implied.filter(([applies]) => applies).map(([, responses]) => responses))
}

/** Builds the document of the given routes. `now` dates the examples, as the seed dates the demo content. */
export async function buildOpenApiDocument(
  config: SanitizedConfig,
  routes: readonly Route[],
  { now = new Date() }: { now?: Date } = {},
): Promise<OpenApiDocument> {
  const registry = new OpenAPIRegistry()
  registry.register('Error', errorBodySchema)
  const errorExample = await errorExamples()
  for (const [name, { description, retry }] of Object.entries(ERROR_RESPONSES)) {
    registry.registerComponent('responses', name, {
      description,
      content: { 'application/json': { schema: ref('schemas', 'Error'), example: errorExample[name as ErrorName] } },
      ...(retry ? { headers: { 'Retry-After': { description: 'Seconds to wait before trying again', schema: { type: 'integer', minimum: 0 } } } } : {}),
    })
  }
  registry.registerComponent('securitySchemes', 'sessionCookie', {
    type: 'apiKey',
    in: 'cookie',
    name: `${config.cookiePrefix}-token`,
    description:
      `The HTTP-only session cookie that \`POST /api/auth/login\` sets. A request that carries it must come from this site: ` +
      "browsers send `Origin` (or `Sec-Fetch-Site: same-origin`) by themselves; another client sends `Origin` with the site's own " +
      'address (`SITE_URL`). Without that the cookie is ignored and the request is anonymous.',
  })
  registry.registerComponent('securitySchemes', 'apiKey', {
    type: 'apiKey',
    in: 'header',
    name: 'Authorization',
    description:
      'An API key of a staff account, sent as `Authorization: users API-Key {key}` (the word `users`, the words `API-Key`, then ' +
      "the key). It acts as that account, with the account's role, and needs no `Origin`.",
  })

  const entity = entityComponents(config, registry, now)
  const bodies = new Map<string, z.ZodTypeAny>()
  const tags = new Map<string, string>()

  /** A JSON body of a shape, with the example its records have. */
  function json(shape: Shape): ZodMediaTypeObject {
    if (shape instanceof z.ZodType) return { schema: shape }
    if ('json' in shape) return { schema: asSchema(shape.json) }
    const { name, example } = entity(shape.entity)
    const record = ref('schemas', name)
    if (shape.list) return { schema: asSchema({ type: 'array', items: record }), ...(example ? { example: [example] } : {}) }
    if (shape.orNull) return { schema: asSchema({ anyOf: [record, { type: 'null' }] }) }
    return { schema: record, ...(example ? { example } : {}) }
  }

  /** An answer's bodies: JSON of its shape (an error's: the error's), and the other media types it declares. */
  function answer(status: number, { description, shape, media, headers, example }: Answer): ResponseConfig {
    const others = media ? Object.fromEntries(Object.entries(media).map(([type, schema]) => [type, { schema: asSchema(schema) }])) : {}
    if (status >= 400) {
      const error = errorAnswer(description, example)
      return { ...error, content: { ...error.content, ...others } }
    }
    const content = { ...(shape ? { 'application/json': json(shape) } : {}), ...others }
    return {
      description,
      ...(headers
        ? { headers: Object.fromEntries(Object.entries(headers).map(([name, doc]) => [name, { description: doc.description, schema: { type: doc.type } }])) }
        : {}),
      ...(Object.keys(content).length > 0 ? { content } : {}),
    }
  }

  function requestBody(route: Route) {
    const { body } = route
    if (!body) return undefined
    if ('multipart' in body) return { required: true, content: { 'multipart/form-data': { schema: asSchema(body.multipart) } } }
    let schema: z.ZodTypeAny = body.schema
    if (body.name) {
      if (!bodies.has(body.name)) bodies.set(body.name, registry.register(body.name, body.schema))
      schema = bodies.get(body.name)!
    }
    const example = body.example?.(now)
    return { required: true, content: { 'application/json': { schema, ...(example === undefined ? {} : { example }) } } }
  }

  for (const route of routes) {
    const { access } = route
    const collection = typeof access === 'object' ? config.collections.find((candidate) => candidate.slug === access.visitorsRead) : undefined
    const visitors = collection ? await visitorReads(collection) : undefined
    const security: Security = access === 'signing-in' ? [{}] : access === 'staff' || access === 'admin' || visitors?.none ? SIGNED_IN : [{}, ...SIGNED_IN]
    const resource = Object.values(resources).find((candidate) => candidate.slug === route.tag)
    const global = Object.values(globalResources).find((candidate) => candidate.slug === route.tag)
    if (!tags.has(route.tag)) {
      const tagged = config.collections.find((candidate) => candidate.slug === resource?.slug)
      const rule = tagged ? (await visitorReads(tagged)).rule : ''
      tags.set(
        route.tag,
        tagged
          ? `${capitalised(String(tagged.labels.plural))}. Visitors read ${rule}; signed-in staff read and change every record.`
          : global
            ? `${global.label}: one record. Anyone reads it; signed-in staff change it.`
            : TAGS[route.tag],
      )
    }
    const description = [route.description, visitors && `Visitors read ${visitors.rule}.`].filter(Boolean).join(' ')
    const idParams = route.id
      ? z
          .object({
            id: z
              .number()
              .int()
              .min(1)
              .max(INT32_MAX)
              .openapi({ description: `The ${route.id.toLowerCase()}'s id; any other value answers 404`, example: 1 }),
          })
          .merge(route.params ?? z.object({}))
      : route.params
    registry.registerPath({
      method: route.method.toLowerCase() as 'get',
      path: route.path,
      tags: [route.tag],
      operationId: route.operationId,
      summary: route.summary,
      ...(description ? { description } : {}),
      security,
      request: {
        ...(idParams ? { params: idParams } : {}),
        ...(route.query ? { query: route.query.schema as z.AnyZodObject } : {}),
        ...(route.body ? { body: requestBody(route) } : {}),
      },
      responses: {
        ...derivedErrors(route, security),
        ...Object.fromEntries(Object.entries(route.answers).map(([status, declared]) => [status, answer(Number(status), declared)])),
      },
    })
  }

  const document = new OpenApiGeneratorV31(registry.definitions).generateDocument({
    openapi: '3.1.0',
    info: {
      title: `${BRAND.name} API`,
      version: packageJson.version,
      description: [
        `The REST API of the ${BRAND.name} site and back office: the content the public site shows, the contact form, uploads and staff accounts.`,
        '',
        '**Signing in.** `POST /api/auth/login` sets an HTTP-only session cookie. Requests that use it must come from this site (`Origin`, see the `sessionCookie` scheme). Scripts and other servers can use an API key instead (`apiKey`).',
        '',
        `**Errors** answer one JSON shape (\`Error\`): \`{ "message", "errors"?: [{ "path", "message" }] }\`, the refusals of the server's edge included (bodies over ${MB(MAX_BODY_BYTES)}, rate limits). Unknown paths under \`/api\` answer 404 in that shape.`,
        '',
        '**Lists** answer the whole list as a JSON array unless `limit` or `page` asks for one page. Visitors get an `ETag` and a 304 while nothing changed; staff answers are `private, no-store`.',
        '',
        '**Settings** (`/api/contact-settings`, `/api/footer-settings`) are one record each, named by their path: they carry no `id`, and `createdAt`/`updatedAt` only once first saved.',
        '',
        'Dates are ISO 8601 date-times (UTC). Related records are given by id. Examples are the demo content.',
      ].join('\n'),
    },
    tags: [...tags].map(([name, description]) => ({ name, description })),
  })
  return simplified(document)
}

/** zod-to-openapi writes `anyOf` with repeated members for unions such as string | Date; one of each reads better. */
function simplified<T>(node: T): T {
  if (Array.isArray(node)) return node.map(simplified) as T
  if (!node || typeof node !== 'object') return node
  const out: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(node)) out[key] = simplified(value)
  if (Array.isArray(out.anyOf)) {
    const seen = new Set<string>()
    const members = out.anyOf.filter((member) => {
      const text = JSON.stringify(member)
      return seen.has(text) ? false : (seen.add(text), true)
    })
    if (members.length === 1 && typeof members[0] === 'object') {
      delete out.anyOf
      return { ...(members[0] as object), ...out } as T
    }
    out.anyOf = members
  }
  return out as T
}
