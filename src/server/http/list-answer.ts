import type { NextRequest } from 'next/server'
import type { Payload } from 'payload'
import { z } from 'zod'

import { queryWholeNumber } from '@/schemas/common'
import { type MadeList, makeList, type ReadRecords } from '@/server/content/list-updates'
import type { ApiDoc, Resource } from '@/server/content/resources'
import { asksStaffList, readStaffList, type StaffList, type StaffListParameters } from '@/server/content/staff-lists'
import { heldTag } from '@/server/edge/compression'
import { EDGE_CACHE_HEADER } from '@/server/edge/micro-cache'
import { contentTagHeaders } from '@/server/edge/shared-cache'
import { contentVersion } from '@/server/freshness/content-version'
import { answerStaleCopy } from '@/server/freshness/stale-copies'

import type { ApiContext } from './context'

/** Largest page a client may ask for with ?limit= (the default answer is the whole list). */
export const MAX_LIST_LIMIT = 500
/** The page size when only ?page= is given, and the last page number a client may ask for. */
export const DEFAULT_LIST_LIMIT = 50
export const MAX_LIST_PAGE = 1_000_000

type Serialised = MadeList & { version: string; json: Buffer }

/** A list and the version of content it was read at, kept per collection and language. */
type Kept = {
  /** The newest list made. */
  ready: Serialised | null
  /** The list being made, of a newer version. */
  building: { version: string; list: Promise<Serialised> } | null
  /** How long the last list took to make, in milliseconds. */
  buildMs: number | undefined
  /** When `ready` was first found outdated. */
  outdatedAt: number | null
}

/**
 * Anonymous answers of GET /api/{collection}, serialised once per content version: the version
 * moves in the same transaction as any content write, by any instance or by hand
 * (migrations/20261122_220000_content_version.ts). After a change, the list of the new version is
 * made once; meanwhile a list that takes longer to make than a visitor should wait is answered as
 * it was, for at most a few seconds (src/server/freshness/stale-copies.ts), and one that is quick
 * is waited for. A list is made from the previous one and the records changed since
 * (src/server/content/list-updates.ts). Signed-in staff, who also see internal records, are
 * always read afresh.
 */
const anonymousLists = new Map<string, Kept>()

function serialise(version: string, made: MadeList): Serialised {
  return { version, ...made, json: Buffer.from(JSON.stringify(made.docs)) }
}

/** Whether version `a` is newer than `b` (the content version counts up). */
function newer(a: string, b: string): boolean {
  return /^\d+$/.test(a) && /^\d+$/.test(b) ? BigInt(a) > BigInt(b) : a !== b
}

/** Starts making the list of a version, unless it is being made. */
function build(kept: Kept, version: string, payload: Payload, resource: Resource, read: ReadRecords): Promise<Serialised> {
  if (kept.building?.version === version) return kept.building.list
  const started = performance.now()
  const list = makeList(payload, resource, read, kept.ready).then((made) => serialise(version, made))
  const building = { version, list }
  kept.building = building
  list.then(
    (made) => {
      if (kept.building === building) kept.building = null
      kept.buildMs = performance.now() - started
      if (!kept.ready || newer(made.version, kept.ready.version)) {
        kept.ready = made
        kept.outdatedAt = null
      }
    },
    () => {
      if (kept.building === building) kept.building = null
    },
  )
  return list
}

/** The list for this request, and whether it is an outdated copy answered while the current one is made. */
async function anonymousList(resource: Resource, context: ApiContext, read: ReadRecords): Promise<{ list: Serialised; stale: boolean }> {
  const version = await contentVersion(context.payload)
  // One list per language.
  const key = `${resource.slug}:${context.locale ?? 'en'}`
  let kept = anonymousLists.get(key)
  if (!kept) {
    kept = { ready: null, building: null, buildMs: undefined, outdatedAt: null }
    anonymousLists.set(key, kept)
  }
  if (kept.ready?.version === version) return { list: kept.ready, stale: false }
  // The version is read before the records, so what is made is at least as new as its key.
  const list = build(kept, version, context.payload, resource, read)
  if (kept.ready && !newer(kept.ready.version, version)) {
    kept.outdatedAt ??= Date.now()
    if (answerStaleCopy(kept.outdatedAt, kept.buildMs)) return { list: kept.ready, stale: true }
  }
  return { list: await list, stale: false }
}

/** ?limit=&page= (either or both): one page of the list instead of all of it. */
export const listQuery = {
  schema: z.object({
    limit: queryWholeNumber(MAX_LIST_LIMIT, `limit must be a whole number from 1 to ${MAX_LIST_LIMIT}`)
      .optional()
      .describe(`Records per page (${DEFAULT_LIST_LIMIT} when only \`page\` is given). Without \`limit\` and \`page\` the answer is the whole list.`),
    page: queryWholeNumber(MAX_LIST_PAGE, 'page must be a whole number from 1').optional().describe('The page, from 1 (1 when only `limit` is given)'),
  }),
  refusal: 'Invalid page request',
}
export type ListQuery = z.infer<typeof listQuery.schema>

export function pageOf({ limit, page }: ListQuery): { limit: number; page: number } | null {
  if (limit === undefined && page === undefined) return null
  return { limit: limit ?? DEFAULT_LIST_LIMIT, page: page ?? 1 }
}

/**
 * A signed-in staff member's list read with a page, a search, a filter or an order
 * (src/server/content/staff-lists.ts): one page read from PostgreSQL with `X-Total-Count` and
 * `X-Page`, or, without `limit` and `page`, every record that passes, as one array.
 */
export async function staffListAnswer(
  list: StaffList,
  query: ListQuery & StaffListParameters,
  context: ApiContext,
  { draft = false, shape }: { draft?: boolean; shape: (doc: object) => ApiDoc },
): Promise<Response | null> {
  const page = pageOf(query)
  if (!context.user || (!page && !asksStaffList(list, query))) return null
  const result = await readStaffList(list, context, query, { draft, page, shape })
  const headers: Record<string, string> = { 'Content-Type': 'application/json', 'Cache-Control': 'private, no-store' }
  if (result.page !== null) Object.assign(headers, { 'X-Total-Count': String(result.total), 'X-Page': String(result.page) })
  return new Response(JSON.stringify(result.docs), { headers })
}

/**
 * The answer of GET /api/{collection}: the whole list in display order
 * (docs/api.md#lists-pages-etags-and-caching), or one page of it with X-Total-Count. Anonymous
 * answers come from the per-version cache, answer 304 to a matching If-None-Match, and are marked
 * for the edge's micro-cache, which keeps them until content changes and gzips them once
 * (src/server/edge/micro-cache.ts); they carry their collection's tag for the shared cache in
 * front, which keeps them until a change of it is purged (src/server/edge/shared-cache.ts).
 */
export async function listAnswer(request: NextRequest, query: ListQuery, resource: Resource, context: ApiContext, read: ReadRecords): Promise<Response> {
  const page = pageOf(query)
  const headers: Record<string, string> = { 'Content-Type': 'application/json' }
  if (context.user) {
    headers['Cache-Control'] = 'private, no-store'
    return body(await read(), page, headers)
  }
  const { list, stale } = await anonymousList(resource, context, read)
  const language = context.locale && context.locale !== 'en' ? `-${context.locale}` : ''
  const etag = `"${resource.slug}-${list.version}${language}${page ? `-${page.limit}-${page.page}` : ''}"`
  // An outdated copy, answered while the current list is made, is kept by no cache: the next
  // request gets the current list once it is made.
  Object.assign(headers, {
    ETag: etag,
    'Cache-Control': stale ? 'no-store' : 'public, no-cache',
    Vary: 'Accept-Encoding',
    ...(stale ? {} : { [EDGE_CACHE_HEADER]: 'content' }),
    ...contentTagHeaders([resource.slug]),
  })
  if (heldTag(request.headers.get('if-none-match'), [etag])) return new Response(null, { status: 304, headers })
  if (page) return body(list.docs, page, headers)
  return new Response(view(list.json), { headers })
}

/**
 * The kept bytes as a body. The Response copies them once per answer; a stream of the buffer
 * itself would not, but measured no faster (`npm run bench large`, twice each way).
 */
const view = (buffer: Buffer) => new Uint8Array(buffer.buffer as ArrayBuffer, buffer.byteOffset, buffer.byteLength)

function body(docs: ApiDoc[], page: { limit: number; page: number } | null, headers: Record<string, string>): Response {
  if (!page) return new Response(JSON.stringify(docs), { headers })
  const start = (page.page - 1) * page.limit
  return new Response(JSON.stringify(docs.slice(start, start + page.limit)), {
    headers: { ...headers, 'X-Total-Count': String(docs.length) },
  })
}
