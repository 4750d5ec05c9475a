import type { IncomingMessage } from 'node:http'

import {
  extendZodWithOpenApi,
  OpenAPIRegistry,
  OpenApiGeneratorV31,
  type ResponseConfig,
  type ZodMediaTypeObject,
} from '@asteasolutions/zod-to-openapi'
import {
  type Access,
  entityToJSONSchema,
  type FlattenedField,
  type PayloadRequest,
  type SanitizedCollectionConfig,
  type SanitizedConfig,
  type SanitizedGlobalConfig,
} from 'payload'
import { z } from 'zod'

import { BRAND } from '@/lib/brand'
import { CONTACT_RATE_LIMIT, INT32_MAX, LOGIN_MAX_ATTEMPTS, LOGIN_RATE_LIMIT, UPLOAD_LIMITS } from '@/lib/constants'
import { contactMessageSchema } from '@/schemas/contact-message'
import { moveSchema } from '@/schemas/sponsorship'
import { apiKeyIssuedSchema, loginSchema, userSchema, userUpdateSchema } from '@/schemas/user'
import {
  demoAccommodations,
  demoArtists,
  demoBackstageGallery,
  demoContactMessage,
  demoContactSettings,
  demoEventDate,
  demoFileName,
  demoFooterSettings,
  demoHeroSection,
  demoHomepageSection,
  demoObjectives,
  demoPhotographerCredit,
  demoSchedule,
  demoSponsorships,
  demoTourLocationDate,
} from '@/seed/demo-content'
import { databaseUnavailable, type ErrorBody, errorBodySchema, forbidden, notFound, toErrorResponse, unauthorized } from '@/server/api/errors'
import { DEFAULT_LIST_LIMIT, MAX_LIST_LIMIT, MAX_LIST_PAGE } from '@/server/api/list-answer'
import { MAX_BODY_BYTES, refusalAtTheDoor } from '@/server/edge/door-rules'
import { globalResources } from '@/server/globals'
import { TOO_MANY_REQUESTS } from '@/server/rate-limit'
import { type Resource, resources } from '@/server/resources'
import { allowedTypes, MEDIA_ANSWER_FIELDS } from '@/server/uploads'
import { API_USER_FIELDS } from '@/server/users'

import { DOCS_ASSET_NAMES, DOCS_PATH, OPENAPI_PATH } from './docs-page'
import packageJson from '../../../package.json'

/**
 * The OpenAPI 3.1 document of every /api route, generated, never written by hand:
 * - request bodies are the zod schemas the handlers parse with (src/schemas, through the
 *   resource table src/server/resources.ts), turned into JSON Schema by @asteasolutions/zod-to-openapi;
 * - answers are the records Payload stores, described by Payload's own JSON Schema of each
 *   collection (what payload-types.ts is generated from), shaped as the handlers shape them:
 *   ids for related records (depth 0), list fields never null, JSON fields by the zod rule their
 *   validator holds them to, users and uploads by the fields toApiUser and toApiMedia keep;
 * - who may read what comes from the collections' own access rules, asked as a visitor;
 * - examples are the demo content (src/seed/demo-content.ts), parsed by the same schemas.
 * tests/unit/openapi.test.ts holds it to the route files; tests/int/api/openapi.int.spec.ts holds
 * every documented GET to the real answers.
 */

// `.openapi()` on zod schemas, which the registry uses to name components.
extendZodWithOpenApi(z)

export type OpenApiDocument = ReturnType<OpenApiGeneratorV31['generateDocument']>
type JsonSchema = { [key: string]: unknown }
type Schema = ZodMediaTypeObject['schema']

const ref = (kind: 'schemas' | 'responses', name: string) => ({ $ref: `#/components/${kind}/${name}` })
const asSchema = (schema: JsonSchema) => schema as Schema

const MB = (bytes: number) => `${bytes / 1024 / 1024} MB`

/** Who may call an operation: anyone (a session or an API key optional), or signed-in staff only. */
const SECURITY: Record<'anyone' | 'staff', Record<string, string[]>[]> = {
  anyone: [{}, { sessionCookie: [] }, { apiKey: [] }],
  staff: [{ sessionCookie: [] }, { apiKey: [] }],
}

/** A response header of a given type. */
const header = (description: string, type: 'integer' | 'string') => ({ description, schema: { type, ...(type === 'integer' ? { minimum: 0 } : {}) } })

const RETRY_AFTER = { 'Retry-After': header('Seconds to wait before trying again', 'integer') }

type ErrorName = 'BadRequest' | 'Unauthorized' | 'Forbidden' | 'NotFound' | 'LengthRequired' | 'PayloadTooLarge' | 'TooManyRequests' | 'ServiceUnavailable'

/** The error answers every operation may give, each in the one error shape. */
const ERROR_RESPONSES: Record<ErrorName, { status: number; description: string; retry?: boolean }> = {
  BadRequest: {
    status: 400,
    description:
      'The request was refused: a body that is not a JSON object (or not sent as `application/json`), a field that breaks its rule ' +
      '(`errors` names each one), or a linked record that does not exist.',
  },
  Unauthorized: {
    status: 401,
    description: 'Not signed in: no session or API key, an expired session, or a session cookie sent without a trusted `Origin`.',
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

const errorRef = (name: ErrorName) => ({ [ERROR_RESPONSES[name].status]: ref('responses', name) })
/** An error answer described for one operation. */
const errorAnswer = (description: string, errorSchema: Schema, example?: ErrorBody): ResponseConfig => ({
  description,
  content: { 'application/json': { schema: errorSchema, ...(example ? { example } : {}) } },
})

/** What the edge answers a request it refuses before reading its body (src/server/edge/door-rules.ts). */
function doorRefusal(method: string, url: string, headers: Record<string, string>): ErrorBody {
  const refusal = refusalAtTheDoor({ method, url, headers } as unknown as IncomingMessage)
  if (!refusal) throw new Error(`The edge lets ${method} ${url} through`)
  return { message: refusal.message }
}

/**
 * Each error answer as the server words it: taken from the code that answers it, so the examples
 * cannot drift from the real messages.
 */
async function errorExamples(): Promise<Record<ErrorName, ErrorBody>> {
  const invalid = resources.artists.createSchema.safeParse({ name: '', bio: demoArtists[0].bio, portfolio: 'sajjan.example' })
  if (invalid.success) throw new Error('The example of a refused body was accepted')
  const body = (error: { message: string; errors?: ErrorBody['errors'] }): ErrorBody => ({ message: error.message, ...(error.errors ? { errors: error.errors } : {}) })
  return {
    BadRequest: (await toErrorResponse(invalid.error, { signedIn: true }).json()) as ErrorBody,
    Unauthorized: body(unauthorized()),
    Forbidden: body(forbidden()),
    NotFound: body(notFound(resources.events.label)),
    LengthRequired: doorRefusal('PATCH', '/api/events/1', { 'transfer-encoding': 'chunked' }),
    PayloadTooLarge: doorRefusal('PATCH', '/api/events/1', { 'content-length': String(MAX_BODY_BYTES + 1) }),
    TooManyRequests: { message: TOO_MANY_REQUESTS },
    ServiceUnavailable: body(databaseUnavailable()),
  }
}

const BODY_REFUSALS = [errorRef('LengthRequired'), errorRef('PayloadTooLarge')]

const json = (schema: Schema, example?: unknown): { 'application/json': ZodMediaTypeObject } => ({
  'application/json': { schema, ...(example === undefined ? {} : { example }) },
})

function allowsNull(schema: JsonSchema): boolean {
  const type = schema.type
  return type === 'null' || (Array.isArray(type) && type.includes('null'))
}

const nullable = (schema: JsonSchema, isNullable: boolean): JsonSchema => (isNullable ? { anyOf: [schema, { type: 'null' }] } : schema)

const capitalised = (value: string) => value.charAt(0).toUpperCase() + value.slice(1)
/** "a sponsorship", "an artist". */
const aOr = (label: string) => `${/^[aeiou]/i.test(label) ? 'an' : 'a'} ${label.toLowerCase()}`

/** The zod rule a Payload field's validator holds its value to (src/schemas/common.ts payloadValidate). */
function validatorSchema(field: FlattenedField): z.ZodTypeAny | undefined {
  const validate = (field as { validate?: { schema?: unknown } }).validate
  return validate?.schema instanceof z.ZodType ? validate.schema : undefined
}

/** A collection's or global's records, as Payload's JSON Schema describes them (payload-types.ts). */
function payloadSchema(config: SanitizedConfig, entity: SanitizedCollectionConfig | SanitizedGlobalConfig) {
  const definitions = new Map()
  const schema = structuredClone(entityToJSONSchema(config, entity, definitions, 'number')) as JsonSchema & {
    title: string
    properties: Record<string, JsonSchema>
    required?: string[]
  }
  return schema
}

/**
 * Visitors' view of a collection, from its own read access asked as a visitor: everything, nothing,
 * or the records matching a condition (e.g. "status is active").
 */
async function visitorReads(collection: SanitizedCollectionConfig): Promise<{ all: boolean; none: boolean; rule: string }> {
  const read = collection.access.read as Access
  const answer = await read({ req: { user: null } as unknown as PayloadRequest })
  if (answer === true) return { all: true, none: false, rule: 'every record' }
  if (!answer) return { all: false, none: true, rule: 'nothing' }
  const rule = Object.entries(answer)
    .map(([field, condition]) =>
      condition && typeof condition === 'object' && 'equals' in condition ? `${field} is ${String(condition.equals)}` : `${field} ${JSON.stringify(condition)}`,
    )
    .join(' and ')
  return { all: false, none: false, rule: `only records whose ${rule}` }
}

/** Builds the document. `now` dates the examples, as the seed dates the demo content. */
export async function buildOpenApiDocument(config: SanitizedConfig, { now = new Date() }: { now?: Date } = {}): Promise<OpenApiDocument> {
  const registry = new OpenAPIRegistry()
  const exampleTime = new Date(Math.floor(now.getTime() / 1000) * 1000).toISOString()

  const ErrorBody = registry.register('Error', errorBodySchema)
  const errorExample = await errorExamples()
  for (const [name, { description, retry }] of Object.entries(ERROR_RESPONSES)) {
    registry.registerComponent('responses', name, {
      description,
      content: { 'application/json': { schema: ref('schemas', 'Error'), example: errorExample[name as ErrorName] } },
      ...(retry ? { headers: RETRY_AFTER } : {}),
    })
  }

  const cookieName = `${config.cookiePrefix}-token`
  registry.registerComponent('securitySchemes', 'sessionCookie', {
    type: 'apiKey',
    in: 'cookie',
    name: cookieName,
    description:
      `The HTTP-only session cookie that \`POST /api/auth/login\` sets. A request that carries it must come from this site: ` +
      'browsers send `Origin` (or `Sec-Fetch-Site: same-origin`) by themselves; another client sends `Origin` with the site\'s own ' +
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

  const collectionOf = (slug: string) => {
    const found = config.collections.find((collection) => collection.slug === slug)
    if (!found) throw new Error(`No collection ${slug}`)
    return found
  }
  const globalOf = (slug: string) => {
    const found = config.globals.find((global) => global.slug === slug)
    if (!found) throw new Error(`No global ${slug}`)
    return found
  }

  /**
   * The answer shape of an entity's records: Payload's schema with related records as ids (answers
   * are read at depth 0), dates as date-times, JSON fields by their validator's zod rule, and the
   * given list fields as arrays that are never null (toApiDoc, toApiGlobal).
   */
  function answerSchema(entity: SanitizedCollectionConfig | SanitizedGlobalConfig, listFields: readonly string[] = []) {
    const schema = payloadSchema(config, entity)
    const required = new Set(schema.required ?? [])
    const { properties } = schema
    properties.id = { type: 'integer', minimum: 1 }
    for (const field of entity.flattenedFields) {
      const property = properties[field.name]
      if (!property) continue
      // Payload holds a field that is not required as null when it has no value.
      const isNullable = allowsNull(property) || !required.has(field.name)
      if (field.type === 'date') property.format = 'date-time'
      if (field.type === 'relationship' || field.type === 'upload') {
        if (field.hasMany || Array.isArray(field.relationTo)) throw new Error(`${schema.title}.${field.name}: a kind of relation the API does not answer`)
        properties[field.name] = {
          type: isNullable ? ['integer', 'null'] : 'integer',
          description: `The id of a record of ${field.relationTo} (answers hold ids, not the records)`,
        }
      }
      if (field.type === 'json') {
        const rule = validatorSchema(field)
        if (rule) {
          const name = `${schema.title}${capitalised(field.name)}`
          registry.register(name, rule)
          const listField = listFields.includes(field.name)
          properties[field.name] = nullable(ref('schemas', name), isNullable && !listField)
        }
      }
    }
    for (const field of listFields) {
      if (!properties[field]) throw new Error(`${schema.title}.${field}: no such list field`)
      if (!validatorSchema(entity.flattenedFields.find((candidate) => candidate.name === field)!)) {
        properties[field] = { type: 'array' }
      }
      required.add(field)
    }
    for (const name of ['createdAt', 'updatedAt']) if (properties[name]) properties[name].format = 'date-time'
    schema.required = [...required]
    for (const value of Object.values(properties)) {
      if (JSON.stringify(value).includes('"#/definitions/')) throw new Error(`${schema.title}: a reference the document cannot resolve`)
    }
    return schema
  }

  /** An entity's answer schema narrowed to the fields a handler keeps. */
  function pickedSchema(schema: ReturnType<typeof answerSchema>, fields: readonly string[]): JsonSchema {
    const properties = Object.fromEntries(
      fields.map((field) => {
        const property = schema.properties[field]
        if (!property) throw new Error(`${schema.title} has no field ${field}`)
        return [field, property]
      }),
    )
    return { ...schema, properties, required: (schema.required ?? []).filter((field) => fields.includes(field)) }
  }

  /** A record as an answer shows it: the demo values parsed by the API's schema, the rest as Payload fills them. */
  function exampleRecord(entity: SanitizedCollectionConfig | SanitizedGlobalConfig, schema: JsonSchema, values: Record<string, unknown>, id: number) {
    const properties = schema.properties as Record<string, JsonSchema>
    const out: Record<string, unknown> = {}
    for (const [name, property] of Object.entries(properties)) {
      let value: unknown = name === 'id' ? id : name === 'createdAt' || name === 'updatedAt' ? exampleTime : values[name]
      if (value === undefined) {
        const field = entity.flattenedFields.find((candidate) => candidate.name === name)
        const fallback = field && 'defaultValue' in field ? field.defaultValue : undefined
        value = typeof fallback === 'function' ? undefined : fallback
      }
      if (value === undefined && (allowsNull(property) || 'anyOf' in property)) value = null
      if (value !== undefined) out[name] = value
    }
    return out
  }

  const idParams = (label: string) =>
    z.object({
      id: z
        .number()
        .int()
        .min(1)
        .max(INT32_MAX)
        .openapi({ description: `The ${label.toLowerCase()}'s id; any other value answers 404`, example: 1 }),
    })

  const listQuery = z.object({
    limit: z
      .number()
      .int()
      .min(1)
      .max(MAX_LIST_LIMIT)
      .optional()
      .openapi({ description: `Records per page (${DEFAULT_LIST_LIMIT} when only \`page\` is given). Without \`limit\` and \`page\` the answer is the whole list.` }),
    page: z.number().int().min(1).max(MAX_LIST_PAGE).optional().openapi({ description: 'The page, from 1 (1 when only `limit` is given)' }),
  })

  const listHeaders = {
    'X-Total-Count': header('With `limit` or `page`: how many records the whole list holds', 'integer'),
    ETag: header("Visitors' answers: the list's version; send it back in `If-None-Match` for a 304 while nothing changed", 'string'),
    'Cache-Control': header('Visitors: `public, no-cache`; signed-in staff: `private, no-store`', 'string'),
  }

  const examples = demoExamples(now)
  const tags: { name: string; description: string }[] = []

  // ---- Content collections (SPEC §7): one per row of the resource table ----
  for (const [key, resource] of Object.entries(resources) as [keyof typeof resources, Resource][]) {
    const collection = collectionOf(resource.slug)
    const answer = answerSchema(collection, resource.listFields)
    const name = answer.title
    registry.registerComponent('schemas', name, answer as never)
    const Input = registry.register(`${name}Input`, resource.createSchema)
    const Update = registry.register(`${name}Update`, resource.updateSchema)
    const demo = examples[key]
    const example = demo ? exampleRecord(collection, answer, resource.createSchema.parse(demo) as Record<string, unknown>, 1) : undefined
    const visitors = await visitorReads(collection)
    const tag = resource.slug
    const label = resource.label
    tags.push({
      name: tag,
      description: `${capitalised(String(collection.labels.plural))}. Visitors read ${visitors.rule}; signed-in staff read and change every record.`,
    })
    const base = `/api/${resource.slug}`
    const readSecurity = visitors.none ? SECURITY.staff : SECURITY.anyone
    const readRefusals = visitors.none ? [errorRef('Unauthorized')] : []
    const record = ref('schemas', name)
    const order = resource.rankField ? ` in \`${resource.rankField}\` order` : ''

    registry.registerPath({
      method: 'get',
      path: base,
      tags: [tag],
      operationId: `list-${resource.slug}`,
      summary: `List ${resource.slug}`,
      description:
        `The ${resource.slug} the requester may read${order}, as one JSON array (visitors: ${visitors.rule}). ` +
        'With `limit` or `page`, one page of it and `X-Total-Count`.',
      security: [...readSecurity],
      request: { query: listQuery },
      responses: {
        200: { description: `The ${resource.slug}`, headers: listHeaders, content: json(asSchema({ type: 'array', items: record }), example && [example]) },
        304: { description: "Visitors: the list has not changed since the ETag sent in `If-None-Match`" },
        400: errorAnswer('`limit` or `page` is not a whole number in range', ErrorBody),
        ...Object.assign({}, ...readRefusals),
        ...errorRef('ServiceUnavailable'),
      },
    })

    if (resource.slug === 'contact-messages') {
      registry.registerPath({
        method: 'post',
        path: base,
        tags: [tag],
        operationId: 'send-contact-message',
        summary: 'Send a message (the public contact form)',
        description: `Anyone may send one; at most ${CONTACT_RATE_LIMIT.max} in ${CONTACT_RATE_LIMIT.windowSeconds} s per client address. A visitor's message keeps only the form's fields.`,
        security: [...SECURITY.anyone],
        request: { body: { required: true, content: { 'application/json': { schema: contactMessageSchema, example: demoContactMessage } } } },
        responses: {
          201: { description: 'The stored message', content: json(record, example) },
          ...errorRef('BadRequest'),
          ...Object.assign({}, ...BODY_REFUSALS),
          ...errorRef('TooManyRequests'),
          ...errorRef('ServiceUnavailable'),
        },
      })
    } else {
      registry.registerPath({
        method: 'post',
        path: base,
        tags: [tag],
        operationId: `create-${resource.slug}`,
        summary: `Create ${aOr(label)}`,
        security: [...SECURITY.staff],
        request: { body: { required: true, content: { 'application/json': { schema: Input, ...(demo ? { example: demo } : {}) } } } },
        responses: {
          201: { description: `The stored ${label.toLowerCase()}`, content: json(record, example) },
          ...errorRef('BadRequest'),
          ...errorRef('Unauthorized'),
          ...Object.assign({}, ...BODY_REFUSALS),
          ...errorRef('ServiceUnavailable'),
        },
      })
    }

    const item = `${base}/{id}`
    registry.registerPath({
      method: 'get',
      path: item,
      tags: [tag],
      operationId: `get-${resource.slug}`,
      summary: `One ${label.toLowerCase()}`,
      security: [...readSecurity],
      request: { params: idParams(label) },
      responses: {
        200: { description: `The ${label.toLowerCase()}`, content: json(record, example) },
        ...Object.assign({}, ...readRefusals),
        ...errorRef('NotFound'),
        ...errorRef('ServiceUnavailable'),
      },
    })
    registry.registerPath({
      method: 'patch',
      path: item,
      tags: [tag],
      operationId: `update-${resource.slug}`,
      summary: `Change ${aOr(label)}`,
      description: 'Only the fields sent change. Edits of one record queue up, so none is lost.',
      security: [...SECURITY.staff],
      request: {
        params: idParams(label),
        body: { required: true, content: { 'application/json': { schema: Update, ...(demo && key !== 'contactMessages' ? { example: demo } : {}) } } },
      },
      responses: {
        200: { description: `The saved ${label.toLowerCase()}`, content: json(record, example) },
        ...errorRef('BadRequest'),
        ...errorRef('Unauthorized'),
        ...errorRef('NotFound'),
        ...Object.assign({}, ...BODY_REFUSALS),
        ...errorRef('ServiceUnavailable'),
      },
    })
    registry.registerPath({
      method: 'delete',
      path: item,
      tags: [tag],
      operationId: `delete-${resource.slug}`,
      summary: `Delete ${aOr(label)}`,
      security: [...SECURITY.staff],
      request: { params: idParams(label) },
      responses: {
        204: { description: 'Deleted' },
        ...errorRef('Unauthorized'),
        ...errorRef('NotFound'),
        ...errorRef('ServiceUnavailable'),
      },
    })

    if (resource.rankField) {
      registry.registerPath({
        method: 'post',
        path: `${item}/move`,
        tags: [tag],
        operationId: `move-${resource.slug}`,
        summary: `Move ${aOr(label)} up or down one place`,
        description: `One atomic move: the ${label.toLowerCase()} swaps places with its neighbour (\`${resource.rankField}\` values are rewritten as needed). At either end nothing changes. Answers the whole list in its new order.`,
        security: [...SECURITY.staff],
        request: { params: idParams(label), body: { required: true, content: { 'application/json': { schema: moveSchema, example: { direction: 'up' } } } } },
        responses: {
          200: { description: 'The list in its new order', content: json(asSchema({ type: 'array', items: record }), example && [example]) },
          ...errorRef('BadRequest'),
          ...errorRef('Unauthorized'),
          ...errorRef('NotFound'),
          ...Object.assign({}, ...BODY_REFUSALS),
          ...errorRef('ServiceUnavailable'),
        },
      })
    }
  }

  // ---- The homepage's derived lists ----
  const derivedLists = [
    { path: '/api/hero-sections/active', tag: 'hero-sections', summary: 'The active hero', single: 'HeroSection', description: 'The active hero section with the lowest `priority` (ties: the newest), or null when none is active.' },
    { path: '/api/homepage-sections/active', tag: 'homepage-sections', summary: 'Active homepage sections', list: 'HomepageSection', description: 'Active homepage sections in `displayOrder`.' },
    { path: '/api/tour-locations/homepage', tag: 'tour-locations', summary: 'Tour locations shown on the homepage', list: 'TourLocation', description: 'Tour locations marked `displayOnHomepage`, by `priority`.' },
    { path: '/api/premium-accommodations/homepage', tag: 'premium-accommodations', summary: 'Accommodations shown on the homepage', list: 'PremiumAccommodation', description: 'Premium accommodations marked `displayOnHomepage`, by `priority`.' },
  ]
  for (const list of derivedLists) {
    const schema = list.single ? { anyOf: [ref('schemas', list.single), { type: 'null' }] } : { type: 'array', items: ref('schemas', list.list!) }
    registry.registerPath({
      method: 'get',
      path: list.path,
      tags: [list.tag],
      operationId: `${list.tag}-${list.path.split('/').pop()}`,
      summary: list.summary,
      description: list.description,
      security: [...SECURITY.anyone],
      responses: { 200: { description: list.summary, content: json(asSchema(schema)) }, ...errorRef('ServiceUnavailable') },
    })
  }

  // ---- Settings (SPEC §3: one record each) ----
  const settingsDemo: Record<keyof typeof globalResources, Record<string, unknown>> = {
    contactSettings: demoContactSettings,
    footerSettings: demoFooterSettings,
  }
  for (const [key, resource] of Object.entries(globalResources) as [keyof typeof globalResources, (typeof globalResources)[keyof typeof globalResources]][]) {
    const global = globalOf(resource.slug)
    const answer = answerSchema(global, resource.listFields)
    delete answer.properties.globalType
    const name = answer.title
    registry.registerComponent('schemas', name, answer as never)
    const Update = registry.register(`${name}Update`, resource.schema)
    const demo = settingsDemo[key]
    const example = exampleRecord(global, answer, resource.schema.parse(demo) as Record<string, unknown>, 1)
    tags.push({ name: resource.slug, description: `${capitalised(String(global.label))}: one record. Anyone reads it; signed-in staff change it.` })
    registry.registerPath({
      method: 'get',
      path: `/api/${resource.slug}`,
      tags: [resource.slug],
      operationId: `get-${resource.slug}`,
      summary: `The ${String(global.label).toLowerCase()}`,
      security: [...SECURITY.anyone],
      responses: { 200: { description: `The ${String(global.label).toLowerCase()}`, content: json(ref('schemas', name), example) }, ...errorRef('ServiceUnavailable') },
    })
    registry.registerPath({
      method: 'patch',
      path: `/api/${resource.slug}`,
      tags: [resource.slug],
      operationId: `update-${resource.slug}`,
      summary: `Change the ${String(global.label).toLowerCase()}`,
      description: 'Only the fields sent change.',
      security: [...SECURITY.staff],
      request: { body: { required: true, content: { 'application/json': { schema: Update, example: demo } } } },
      responses: {
        200: { description: `The saved ${String(global.label).toLowerCase()}`, content: json(ref('schemas', name), example) },
        ...errorRef('BadRequest'),
        ...errorRef('Unauthorized'),
        ...Object.assign({}, ...BODY_REFUSALS),
        ...errorRef('ServiceUnavailable'),
      },
    })
  }

  // ---- Auth and accounts ----
  const users = collectionOf('users')
  registry.registerComponent('schemas', 'User', pickedSchema(answerSchema(users), API_USER_FIELDS) as never)
  const User = ref('schemas', 'User')
  const UserInput = registry.register('UserInput', userSchema)
  const UserUpdate = registry.register('UserUpdate', userUpdateSchema)
  const Login = registry.register('Login', loginSchema)
  const sessionCookie = { 'Set-Cookie': header(`The HTTP-only session cookie \`${cookieName}\` (SameSite=Lax)`, 'string') }
  const signInLimit = `at most ${LOGIN_RATE_LIMIT.max} sign-in attempts in ${LOGIN_RATE_LIMIT.windowSeconds} s per client address`
  const crossSite = errorAnswer(
    "A browser's request from another site (its `Origin`): signing in happens on this site only",
    ErrorBody,
    doorRefusal('POST', '/api/auth/login', { origin: 'https://elsewhere.example' }),
  )
  tags.push(
    { name: 'auth', description: 'Signing in and out. Sessions are an HTTP-only cookie; API keys are the other way in (see the security schemes).' },
    { name: 'users', description: 'Staff accounts (roles admin and editor). Only admins manage accounts.' },
    { name: 'media', description: 'Uploads. Entity fields keep the file name an upload answers.' },
  )

  registry.registerPath({
    method: 'post',
    path: '/api/auth/login',
    tags: ['auth'],
    operationId: 'login',
    summary: 'Sign in',
    description: `\`login\` is a username or an email. Sets the session cookie and answers the account. ${LOGIN_MAX_ATTEMPTS} failed attempts lock an account for a while, which answers as a wrong password does; ${signInLimit}.`,
    security: [{}],
    request: { body: { required: true, content: { 'application/json': { schema: Login } } } },
    responses: {
      200: { description: 'Signed in', headers: sessionCookie, content: json(User) },
      ...errorRef('BadRequest'),
      401: errorAnswer('Wrong username, email or password (or a locked account)', ErrorBody),
      403: crossSite,
      ...Object.assign({}, ...BODY_REFUSALS),
      ...errorRef('TooManyRequests'),
      ...errorRef('ServiceUnavailable'),
    },
  })
  registry.registerPath({
    method: 'post',
    path: '/api/auth/logout',
    tags: ['auth'],
    operationId: 'logout',
    summary: 'Sign out',
    description: 'Ends the session on the server and clears the cookie. Safe to call when signed out.',
    security: [...SECURITY.anyone],
    responses: {
      200: {
        description: 'Signed out',
        headers: { 'Set-Cookie': header('The session cookie, expired', 'string') },
        content: json(asSchema({ type: 'object', properties: { message: { type: 'string', const: 'Signed out' } }, required: ['message'] })),
      },
      ...Object.assign({}, ...BODY_REFUSALS),
      ...errorRef('ServiceUnavailable'),
    },
  })
  registry.registerPath({
    method: 'get',
    path: '/api/auth/me',
    tags: ['auth'],
    operationId: 'me',
    summary: 'The signed-in account',
    security: [...SECURITY.staff],
    responses: { 200: { description: 'The signed-in account', content: json(User) }, ...errorRef('Unauthorized'), ...errorRef('ServiceUnavailable') },
  })
  registry.registerPath({
    method: 'get',
    path: '/api/auth/setup',
    tags: ['auth'],
    operationId: 'setup-status',
    summary: 'Whether the first admin is still to be created',
    security: [...SECURITY.anyone],
    responses: {
      200: {
        description: '`needsFirstAdmin` is true while no account exists',
        content: json(asSchema({ type: 'object', properties: { needsFirstAdmin: { type: 'boolean' } }, required: ['needsFirstAdmin'], additionalProperties: false })),
      },
      ...errorRef('ServiceUnavailable'),
    },
  })
  registry.registerPath({
    method: 'post',
    path: '/api/auth/setup',
    tags: ['auth'],
    operationId: 'setup',
    summary: 'Create the first admin (fresh install only)',
    description: `Only while no account exists: creates an admin and signs it in. ${capitalised(signInLimit)}.`,
    security: [{}],
    request: { body: { required: true, content: { 'application/json': { schema: UserInput } } } },
    responses: {
      201: { description: 'The new admin, signed in', headers: sessionCookie, content: json(User) },
      ...errorRef('BadRequest'),
      403: crossSite,
      409: errorAnswer('An account exists already: sign in instead', ErrorBody),
      ...Object.assign({}, ...BODY_REFUSALS),
      ...errorRef('TooManyRequests'),
      ...errorRef('ServiceUnavailable'),
    },
  })

  const adminOnly = { ...errorRef('Unauthorized'), 403: errorAnswer('Signed in as an editor: accounts are managed by admins', ErrorBody) }
  registry.registerPath({
    method: 'get',
    path: '/api/users',
    tags: ['users'],
    operationId: 'list-users',
    summary: 'List accounts',
    security: [...SECURITY.staff],
    responses: { 200: { description: 'Every account, by id', content: json(asSchema({ type: 'array', items: User })) }, ...adminOnly, ...errorRef('ServiceUnavailable') },
  })
  registry.registerPath({
    method: 'post',
    path: '/api/users',
    tags: ['users'],
    operationId: 'create-user',
    summary: 'Create an account',
    description: 'The role is `editor` unless another is given. Passwords: at least 12 characters, not a common one, none that names the account or the site.',
    security: [...SECURITY.staff],
    request: { body: { required: true, content: { 'application/json': { schema: UserInput } } } },
    responses: {
      201: { description: 'The new account', content: json(User) },
      ...errorRef('BadRequest'),
      ...adminOnly,
      409: errorAnswer('The username or email is taken', ErrorBody),
      ...Object.assign({}, ...BODY_REFUSALS),
      ...errorRef('ServiceUnavailable'),
    },
  })
  registry.registerPath({
    method: 'get',
    path: '/api/users/{id}',
    tags: ['users'],
    operationId: 'get-user',
    summary: 'One account',
    security: [...SECURITY.staff],
    request: { params: idParams('User') },
    responses: { 200: { description: 'The account', content: json(User) }, ...adminOnly, ...errorRef('NotFound'), ...errorRef('ServiceUnavailable') },
  })
  registry.registerPath({
    method: 'patch',
    path: '/api/users/{id}',
    tags: ['users'],
    operationId: 'update-user',
    summary: 'Change an account',
    description: 'Changing your own password takes `currentPassword` too. An admin cannot remove their own admin role.',
    security: [...SECURITY.staff],
    request: { params: idParams('User'), body: { required: true, content: { 'application/json': { schema: UserUpdate } } } },
    responses: {
      200: { description: 'The saved account', content: json(User) },
      ...errorRef('BadRequest'),
      ...adminOnly,
      ...errorRef('NotFound'),
      409: errorAnswer('The username or email is taken, or an admin would remove their own admin role', ErrorBody),
      ...Object.assign({}, ...BODY_REFUSALS),
      ...errorRef('ServiceUnavailable'),
    },
  })
  registry.registerPath({
    method: 'delete',
    path: '/api/users/{id}',
    tags: ['users'],
    operationId: 'delete-user',
    summary: 'Delete an account',
    security: [...SECURITY.staff],
    request: { params: idParams('User') },
    responses: {
      204: { description: 'Deleted' },
      ...adminOnly,
      ...errorRef('NotFound'),
      409: errorAnswer('An admin cannot delete their own account', ErrorBody),
      ...errorRef('ServiceUnavailable'),
    },
  })

  const ApiKeyIssued = registry.register('ApiKeyIssued', apiKeyIssuedSchema)
  registry.registerPath({
    method: 'post',
    path: '/api/users/{id}/api-key',
    tags: ['users'],
    operationId: 'create-api-key',
    summary: "Make an account's API key",
    description:
      'Answers the key this once: it is stored encrypted and never shown again. A program sends it as `Authorization: users API-Key {key}` ' +
      "and acts with the account's role. One key per account: revoke it to make another.",
    security: [...SECURITY.staff],
    request: { params: idParams('User') },
    responses: {
      201: { description: 'The new key, shown this once', content: json(ApiKeyIssued) },
      ...adminOnly,
      ...errorRef('NotFound'),
      409: errorAnswer('This account already has an API key: revoke it before making a new one.', ErrorBody),
      ...errorRef('ServiceUnavailable'),
    },
  })
  registry.registerPath({
    method: 'delete',
    path: '/api/users/{id}/api-key',
    tags: ['users'],
    operationId: 'revoke-api-key',
    summary: "Revoke an account's API key",
    description: 'The next request signed with the key answers 401.',
    security: [...SECURITY.staff],
    request: { params: idParams('User') },
    responses: {
      204: { description: 'Revoked (or there was none)' },
      ...adminOnly,
      ...errorRef('NotFound'),
      ...errorRef('ServiceUnavailable'),
    },
  })

  // ---- Uploads ----
  const media = collectionOf('media')
  const mediaAnswer: JsonSchema = { ...pickedSchema(answerSchema(media), MEDIA_ANSWER_FIELDS), title: 'Upload' }
  ;(mediaAnswer.properties as Record<string, JsonSchema>).url = { type: 'string', description: 'Where the file is served (`/cms-api/media/file/{filename}`)' }
  ;(mediaAnswer.required as string[]).push('url')
  registry.registerComponent('schemas', 'Upload', mediaAnswer as never)
  const typesOf = (purpose: 'default' | 'sponsorship') => allowedTypes(purpose).join(', ')
  registry.registerPath({
    method: 'post',
    path: '/api/media',
    tags: ['media'],
    operationId: 'upload',
    summary: 'Upload an image',
    description:
      `Stores an image; its type comes from its bytes, never its name. Default: ${typesOf('default')} up to ${MB(UPLOAD_LIMITS.default.maxBytes)}. ` +
      `With \`?for=sponsorship\`: ${typesOf('sponsorship')} up to ${MB(UPLOAD_LIMITS.sponsorship.maxBytes)}. SVGs with scripts are refused.`,
    security: [...SECURITY.staff],
    request: {
      query: z.object({ for: z.enum(['sponsorship']).optional().openapi({ description: 'The upload is a sponsorship image: SVG allowed, 5 MB at most' }) }),
      body: {
        required: true,
        content: {
          'multipart/form-data': {
            schema: asSchema({
              type: 'object',
              properties: {
                file: { type: 'string', format: 'binary', contentMediaType: 'application/octet-stream', description: 'The image' },
                alt: { type: 'string', description: 'Text for those who cannot see the image (500 characters kept)' },
              },
              required: ['file'],
            }),
          },
        },
      },
    },
    responses: {
      201: { description: 'The stored upload', content: json(ref('schemas', 'Upload')) },
      400: errorAnswer('Not multipart/form-data, no file, or a file of a type not allowed', ErrorBody),
      ...errorRef('Unauthorized'),
      ...Object.assign({}, ...BODY_REFUSALS),
      413: errorAnswer('The file is over its limit', ErrorBody),
      ...errorRef('ServiceUnavailable'),
    },
  })

  // ---- This reference ----
  tags.push({ name: 'reference', description: 'This document and its readable page.' })
  registry.registerPath({
    method: 'get',
    path: OPENAPI_PATH,
    tags: ['reference'],
    operationId: 'openapi',
    summary: 'This OpenAPI document',
    security: [...SECURITY.anyone],
    responses: {
      200: {
        description: 'The OpenAPI 3.1 document',
        headers: { ETag: header("The document's version", 'string') },
        content: json(
          asSchema({
            type: 'object',
            properties: { openapi: { type: 'string', const: '3.1.0' }, info: { type: 'object' }, paths: { type: 'object' }, components: { type: 'object' } },
            required: ['openapi', 'info', 'paths'],
          }),
        ),
      },
      304: { description: 'Unchanged since the ETag sent in `If-None-Match`' },
    },
  })
  registry.registerPath({
    method: 'get',
    path: DOCS_PATH,
    tags: ['reference'],
    operationId: 'docs',
    summary: 'The readable reference (this page)',
    security: [...SECURITY.anyone],
    responses: {
      200: { description: 'An HTML page that renders this document', content: { 'text/html': { schema: asSchema({ type: 'string' }) } } },
      304: { description: 'Unchanged since the ETag sent in `If-None-Match`' },
    },
  })
  registry.registerPath({
    method: 'get',
    path: `${DOCS_PATH}/{asset}`,
    tags: ['reference'],
    operationId: 'docs-asset',
    summary: "The reference page's scripts and styles",
    description: 'Served from this origin, so the page runs under a policy that allows nothing else. With `?v=` naming the current version, kept for a year.',
    security: [...SECURITY.anyone],
    request: { params: z.object({ asset: z.enum(DOCS_ASSET_NAMES as [string, ...string[]]) }) },
    responses: {
      200: {
        description: 'The file',
        content: { 'text/css': { schema: asSchema({ type: 'string' }) }, 'text/javascript': { schema: asSchema({ type: 'string' }) } },
      },
      304: { description: 'Unchanged since the ETag sent in `If-None-Match`' },
      ...errorRef('NotFound'),
    },
  })

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
        'Dates are ISO 8601 date-times (UTC). Related records are given by id. Examples are the demo content.',
      ].join('\n'),
    },
    tags,
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

/** Each resource's example: a record of the demo content, as the seed (run on `now`) stores it. */
function demoExamples(now: Date): Partial<Record<keyof typeof resources, Record<string, unknown>>> {
  const schedule = demoSchedule(now)
  const [artist] = demoArtists
  const [event] = schedule.events
  const [sponsorship] = demoSponsorships
  const [location] = schedule.tourLocations
  const [accommodation] = demoAccommodations
  const backstage = demoBackstageGallery(now)
  const { day: _day, localTime: _time, ...eventFields } = event
  const { day: _locationDay, ...locationFields } = location
  return {
    artists: { status: 'active', ...artist, profilePhoto: demoFileName(artist.name) },
    events: { ...eventFields, date: demoEventDate(event), bannerImage: demoFileName(event.title) },
    sponsorships: { ...sponsorship, image: demoFileName(sponsorship.packageName) },
    galleries: {
      ...backstage,
      photographerCredit: demoPhotographerCredit,
      photos: [1, 2, 3].map((i) => demoFileName(`${backstage.eventName} photo ${i}`)),
    },
    eventObjectives: { ...demoObjectives[0], position: 1 },
    heroSections: { ...demoHeroSection, backgroundImage: demoFileName('Hero stage') },
    tourLocations: { ...locationFields, date: demoTourLocationDate(location), image: demoFileName(`${location.city} venue`) },
    homepageSections: demoHomepageSection,
    premiumAccommodations: { ...accommodation, image: demoFileName(accommodation.title) },
    contactMessages: demoContactMessage,
  }
}
