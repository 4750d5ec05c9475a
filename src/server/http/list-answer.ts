import type { NextRequest } from 'next/server'
import { z } from 'zod'

import { queryWholeNumber } from '@/schemas/common'
import type { ApiDoc, Resource } from '@/server/content/resources'
import { heldTag } from '@/server/edge/compression'
import { EDGE_CACHE_HEADER } from '@/server/edge/micro-cache'
import { contentTagHeaders } from '@/server/edge/shared-cache'
import { contentVersion } from '@/server/freshness/content-version'

import type { ApiContext } from './context'

/** Largest page a client may ask for with ?limit= (the default answer is the whole list). */
export const MAX_LIST_LIMIT = 500
/** The page size when only ?page= is given, and the last page number a client may ask for. */
export const DEFAULT_LIST_LIMIT = 50
export const MAX_LIST_PAGE = 1_000_000

type Serialised = { version: string; docs: ApiDoc[]; json: Buffer }

/**
 * Anonymous answers of GET /api/{collection}, serialised once per content version: the version
 * moves in the same transaction as any content write, by any instance or by hand
 * (migrations/20261122_220000_content_version.ts), so an answer is never staler than the
 * database. Signed-in staff, who also see internal records, are always read afresh.
 */
const anonymousLists = new Map<string, { version: string; entry: Promise<Serialised> }>()

function serialise(version: string, docs: ApiDoc[]): Serialised {
  return { version, docs, json: Buffer.from(JSON.stringify(docs)) }
}

async function anonymousList(resource: Resource, context: ApiContext, read: () => Promise<ApiDoc[]>): Promise<Serialised> {
  const version = await contentVersion(context.payload)
  // One list per language.
  const key = `${resource.slug}:${context.locale ?? 'en'}`
  const cached = anonymousLists.get(key)
  if (cached?.version === version) return cached.entry
  // The version is read before the records, so what is kept is at least as new as its key.
  const entry = read().then((docs) => serialise(version, docs))
  anonymousLists.set(key, { version, entry })
  entry.catch(() => {
    if (anonymousLists.get(key)?.entry === entry) anonymousLists.delete(key)
  })
  return entry
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

function pageOf({ limit, page }: ListQuery): { limit: number; page: number } | null {
  if (limit === undefined && page === undefined) return null
  return { limit: limit ?? DEFAULT_LIST_LIMIT, page: page ?? 1 }
}

/**
 * The answer of GET /api/{collection}: the whole list in display order
 * (docs/api.md#lists-pages-etags-and-caching), or one page of it with X-Total-Count. Anonymous
 * answers come from the per-version cache, answer 304 to a matching If-None-Match, and are marked
 * for the edge's micro-cache, which keeps them until content changes and gzips them once
 * (src/server/edge/micro-cache.ts); they carry their collection's tag for the shared cache in
 * front, which keeps them until a change of it is purged (src/server/edge/shared-cache.ts).
 */
export async function listAnswer(
  request: NextRequest,
  query: ListQuery,
  resource: Resource,
  context: ApiContext,
  read: () => Promise<ApiDoc[]>,
): Promise<Response> {
  const page = pageOf(query)
  const headers: Record<string, string> = { 'Content-Type': 'application/json' }
  if (context.user) {
    headers['Cache-Control'] = 'private, no-store'
    return body(await read(), page, headers)
  }
  const list = await anonymousList(resource, context, read)
  const language = context.locale && context.locale !== 'en' ? `-${context.locale}` : ''
  const etag = `"${resource.slug}-${list.version}${language}${page ? `-${page.limit}-${page.page}` : ''}"`
  Object.assign(headers, {
    ETag: etag,
    'Cache-Control': 'public, no-cache',
    Vary: 'Accept-Encoding',
    [EDGE_CACHE_HEADER]: 'content',
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
