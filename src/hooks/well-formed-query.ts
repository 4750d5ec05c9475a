import {
  buildVersionCollectionFields,
  APIError,
  type CollectionBeforeOperationHook,
  type CollectionConfig,
  type CollectionSlug,
  type Endpoint,
  type Payload,
  type FlattenedField,
  parseParams,
  type PayloadRequest,
  type SanitizedCollectionConfig,
  validateQueryPaths,
  type Where,
} from 'payload'
import { validOperatorSet } from 'payload/shared'

import { INT32_MAX } from '@/lib/constants'
import { ClientMistake } from '@/server/http/client-mistake'

const bad = (message: string) => new ClientMistake(400, message)

/** Payload lists `all`, but its PostgreSQL adapter has no such operator. */
const UNSUPPORTED = new Set(['all'])
const GEO = new Set(['near', 'within', 'intersects'])
const TEXT_MATCH = new Set(['like', 'not_like', 'contains'])
const ORDER = new Set(['greater_than', 'greater_than_equal', 'less_than', 'less_than_equal'])
const LISTS = new Set(['in', 'not_in'])
const TEXT_TYPES = new Set(['text', 'textarea', 'email', 'code'])
const ORDERED_TYPES = new Set([...TEXT_TYPES, 'number', 'date', 'select', 'id'])

type Config = { collections: SanitizedCollectionConfig[] }
/** A path's field; `inJson` holds the keys when the path goes on inside a JSON field (links.title). */
type Resolved = { field: FlattenedField | { type: 'id'; name: 'id' }; inJson: string[] | null }

/** The field a `where` path names, through groups and single relations; null when it names none. */
function resolvePath(path: string, fields: FlattenedField[], config: Config): Resolved | null {
  const segments = path.replace(/__/g, '.').split('.')
  let current = fields
  for (let i = 0; i < segments.length; i++) {
    const last = i === segments.length - 1
    if (segments[i] === 'id' && last) return { field: { type: 'id', name: 'id' }, inJson: null }
    const field = current.find((each) => each.name === segments[i])
    if (!field) return null
    if (last) return { field, inJson: null }
    if (field.type === 'json' || field.type === 'richText') return { field, inJson: segments.slice(i + 1) }
    if ('flattenedFields' in field) current = field.flattenedFields
    else if ((field.type === 'relationship' || field.type === 'upload') && typeof field.relationTo === 'string') {
      current = config.collections.find((each) => each.slug === field.relationTo)?.flattenedFields ?? []
    } else return null
  }
  return null
}

/** One value: what a query string carries, or a Date (Payload's own queries pass them, the /cms panel's lock checks among them). */
const isScalar = (value: unknown) => value === null || ['string', 'number', 'boolean'].includes(typeof value) || value instanceof Date
const isWholeNumber = (value: unknown) =>
  (typeof value === 'number' || (typeof value === 'string' && value.trim() !== '')) && Number.isSafeInteger(Number(value))
const isDate = (value: unknown) =>
  value instanceof Date ? !Number.isNaN(value.getTime()) : (typeof value === 'string' || typeof value === 'number') && !Number.isNaN(new Date(value).getTime())

/** Why one value does not fit a field, or null when it does (null and "null" ask for an empty field). */
function valueProblem(value: unknown, { field }: Resolved): string | null {
  if (value === null || value === 'null') return null
  switch (field.type) {
    case 'id':
    case 'relationship':
    case 'upload':
      return isWholeNumber(value) && Math.abs(Number(value)) <= INT32_MAX ? null : 'a record id (a whole number)'
    case 'number':
      return (typeof value === 'number' || typeof value === 'string') && value !== '' && Number.isFinite(Number(value)) ? null : 'a number'
    case 'date':
      return isDate(value) ? null : 'a date (ISO 8601)'
    case 'checkbox':
      return value === true || value === false || value === 'true' || value === 'false' ? null : 'true or false'
    case 'select': {
      const options = field.options.map((option) => (typeof option === 'string' ? option : option.value))
      return typeof value === 'string' && options.includes(value) ? null : `one of: ${options.join(', ')}`
    }
    default:
      return isScalar(value) ? null : 'text'
  }
}

/** Checks one `where[path][operator]=value` against the field it names. */
function checkConstraint(path: string, operator: string, value: unknown, resolved: Resolved): void {
  const at = `where[${path}][${operator}]`
  const { field, inJson } = resolved
  if ('flattenedFields' in field) {
    throw bad(`${at}: ${path} holds fields of its own: query one of them (${path}.${field.flattenedFields[0]?.name ?? 'name'}).`)
  }
  if (UNSUPPORTED.has(operator)) throw bad(`${at}: the operator "${operator}" is not supported; use "in" or "contains".`)
  if (GEO.has(operator)) throw bad(`${at}: "${operator}" applies to point (map) fields only, and ${path} is not one.`)
  if (field.type === 'json' || field.type === 'richText') {
    if (!inJson && operator !== 'exists') throw bad(`${at}: ${path} holds JSON: ask whether it "exists", or query a key inside it (${path}.name).`)
    // Payload's PostgreSQL adapter writes a list position as `$.0`, which PostgreSQL refuses (a 500).
    if (inJson?.some((key) => /^\d+$/.test(key))) throw bad(`${at}: a path inside JSON names keys; a position in a list (${path}) cannot be queried.`)
    if (inJson && ORDER.has(operator)) throw bad(`${at}: a path inside JSON takes equals, in, like, contains or exists.`)
  }
  if (operator === 'exists') {
    if (![true, false, 'true', 'false'].includes(value as string)) throw bad(`${at} takes true or false.`)
    return
  }
  if (TEXT_MATCH.has(operator)) {
    const hasMany = 'hasMany' in field && field.hasMany
    if (
      !inJson &&
      !TEXT_TYPES.has(field.type) &&
      !(operator === 'contains' && hasMany) &&
      !(operator === 'like' && ['number', 'id', 'relationship', 'upload'].includes(field.type))
    ) {
      throw bad(`${at}: "${operator}" matches text, and ${path} is a ${field.type} field: use equals, in or a comparison.`)
    }
    if (typeof value !== 'string' && typeof value !== 'number') throw bad(`${at} takes one text value.`)
  }
  if (ORDER.has(operator) && !ORDERED_TYPES.has(field.type)) throw bad(`${at}: a ${field.type} field cannot be compared; use equals or in.`)
  if (inJson) {
    if (!isScalar(value) && !(LISTS.has(operator) && Array.isArray(value) && value.every(isScalar))) throw bad(`${at} takes text, a number or true/false.`)
    return
  }
  const values = LISTS.has(operator) ? listValues(at, value) : [singleValue(at, value, field.type)]
  for (const each of values) {
    if (typeof each === 'object' && each !== null) continue // a polymorphic relation ({ relationTo, value }), Payload's to check
    const expected = TEXT_MATCH.has(operator) && TEXT_TYPES.has(field.type) ? null : valueProblem(each, resolved)
    if (expected) throw bad(`${at} takes ${expected}; "${String(each).slice(0, 40)}" is not.`)
  }
}

function listValues(at: string, value: unknown): unknown[] {
  if (typeof value === 'string') return value.split(',')
  if (typeof value === 'number') return [value]
  if (Array.isArray(value) && value.every(isScalar)) return value
  throw bad(`${at} takes a list: comma-separated, or repeated as ${at}[]=.`)
}

function singleValue(at: string, value: unknown, type: string): unknown {
  if (isScalar(value)) return value
  const relation = typeof value === 'object' && value !== null && !Array.isArray(value) && 'relationTo' in value
  if (relation && (type === 'relationship' || type === 'upload')) return value
  throw bad(`${at} takes one value, not a list or an object.`)
}

/** Checks a whole `where` (and/or nested), after Payload's own check of its paths and their access. */
function checkWhere(where: unknown, fields: FlattenedField[], config: Config, depth = 0): void {
  if (typeof where !== 'object' || where === null || Array.isArray(where)) throw bad('where must be an object: where[field][operator]=value.')
  if (depth > 8) throw bad('where is nested too deeply.')
  for (const [path, constraint] of Object.entries(where)) {
    if (['and', 'or'].includes(path.toLowerCase())) {
      if (!Array.isArray(constraint)) throw bad(`where[${path}] takes a list of conditions: where[${path}][0][field][operator]=value.`)
      for (const each of constraint) checkWhere(each, fields, config, depth + 1)
      continue
    }
    if (typeof constraint !== 'object' || constraint === null || Array.isArray(constraint)) {
      throw bad(`where[${path}] takes an operator: where[${path}][equals]=value.`)
    }
    const resolved = resolvePath(path, fields, config)
    for (const [operator, value] of Object.entries(constraint)) {
      if (!validOperatorSet.has(operator as never)) throw bad(`where[${path}][${operator}]: no such operator.`)
      // PostgreSQL refuses a NUL character in text: said here, before SQL is built and logged.
      if (JSON.stringify(value)?.includes('\\u0000')) throw bad(`where[${path}][${operator}]: a value holds a NUL character.`)
      if (resolved) checkConstraint(path, operator, value, resolved)
    }
  }
}

/**
 * Payload's own check of a `where`'s paths (no such field, or one the caller may not read), as a
 * ClientMistake; a query of versions names the version's paths (parent, version.name).
 */
async function checkPaths(
  where: Where,
  collectionConfig: SanitizedCollectionConfig,
  req: PayloadRequest,
  overrideAccess: boolean,
  versionFields: FlattenedField[] | undefined,
): Promise<void> {
  try {
    await validateQueryPaths({ collectionConfig, overrideAccess, req, where, versionFields })
  } catch (error) {
    if (error instanceof APIError && error.status === 400) throw bad(`${error.message}: no such field, or not one you may query.`)
    throw error
  }
}

/** Page size, page number and depth: whole numbers (a repeated ?limit= is a list, not a number). */
function checkPaging(args: Record<string, unknown>): void {
  const rules = [
    ['limit', 0],
    ['page', 1],
    ['depth', 0],
  ] as const
  for (const [name, min] of rules) {
    const value = args[name]
    if (value === undefined) continue
    if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < min) throw bad(`${name} must be a whole number from ${min}, given once.`)
  }
}

/** A record id, as /api takes them: a positive 32-bit integer; anything else names no record (404). */
function checkId(id: unknown): void {
  if (id === undefined) return
  if (!isWholeNumber(id) || Number(id) < 1 || Number(id) > INT32_MAX) throw new ClientMistake(404, 'Not Found: record ids are whole numbers from 1.')
}

const QUERYING = new Set(['read', 'count', 'readDistinct', 'update', 'delete'])

/**
 * Every collection's reads, counts and bulk writes check their query before Payload builds SQL:
 * an operator that does not fit its field (near on text, like on a date, contains on JSON), a
 * value that does not fit (a list where one value goes, a word where an id goes), a `where` that
 * is not an object, a repeated ?limit=, an id that is no id. Each is a 400 (404 for the id) with
 * the reason, instead of a 500 that logged the SQL; the same check serves /cms-api and the Local
 * API behind /api.
 */
const wellFormedQuery: CollectionBeforeOperationHook = async ({ args, collection, operation, req }) => {
  if (!QUERYING.has(operation)) return args
  const query = args as Record<string, unknown> & { where?: unknown; overrideAccess?: boolean }
  checkPaging(query)
  checkId(query.id)
  if (query.where === undefined) return args
  // Payload names a read of versions 'read' too; only a read of records says whether drafts are read.
  const versions = operation === 'read' && !('draft' in query)
  // A read of versions names the version's paths (parent, version.title), checked as a record's are.
  const versionFields =
    versions && collection.versions ? buildVersionCollectionFields(req.payload.config, collection as SanitizedCollectionConfig, true) : undefined
  checkWhere(query.where, versionFields ?? collection.flattenedFields, req.payload.config)
  await checkPaths(query.where as Where, collection as SanitizedCollectionConfig, req, query.overrideAccess ?? false, versionFields)
  return args
}

/** Payload's `/distinct` (left out of its REST): the values a field takes, for staff, on fields they may read. */
const distinctEndpoint: Endpoint = {
  path: '/distinct',
  method: 'get',
  handler: async (req) => {
    if (!req.user) throw new ClientMistake(403, 'Only staff may list the values of a field.')
    const slug = req.routeParams?.collection as string
    const { field, limit, page, sort, where, depth } = parseParams(req.query) as {
      field?: unknown
      limit?: number
      page?: number
      sort?: string[]
      where?: Where
      depth?: number
    }
    if (typeof field !== 'string' || field === '') throw bad('Name the field: ?field=name.')
    if (!resolvePath(field, req.payload.collections[slug as CollectionSlug].config.flattenedFields, req.payload.config))
      throw bad(`${slug} has no field named ${field}.`)
    const result = await req.payload.findDistinct({
      collection: slug as never,
      field: field as never,
      limit,
      page,
      sort: sort as never,
      where,
      depth,
      overrideAccess: false,
      req,
      user: req.user,
    })
    return Response.json(result)
  },
}

/**
 * Payload's own collections (the jobs queue, document locks, preferences, its key-value store),
 * which it adds once it has built the site's, get the same check of the queries /cms-api sends
 * them: it serves them to staff, and a query they could not run failed there with 500.
 */
export function guardPayloadOwnQueries(payload: Payload): void {
  for (const { config } of Object.values(payload.collections)) {
    if (!config.slug.startsWith('payload-')) continue
    const hooks = (config.hooks.beforeOperation ??= [])
    if (!hooks.includes(restQueriesWellFormed)) hooks.unshift(restQueriesWellFormed)
  }
}

/** Queries of Payload's own collections that come through /cms-api: its own (the queue's every poll, the panel's lock checks) are its business. */
const restQueriesWellFormed: CollectionBeforeOperationHook = (hookArgs) => (hookArgs.req.payloadAPI === 'REST' ? wellFormedQuery(hookArgs) : hookArgs.args)

export const withWellFormedQuery = (collection: CollectionConfig): CollectionConfig => ({
  ...collection,
  endpoints: [...(collection.endpoints || []), distinctEndpoint],
  hooks: { ...collection.hooks, beforeOperation: [wellFormedQuery, ...(collection.hooks?.beforeOperation ?? [])] },
})
