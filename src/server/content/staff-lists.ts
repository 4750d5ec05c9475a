import { sql } from '@payloadcms/db-postgres/drizzle'
import type { CollectionSlug, Where } from 'payload'
import { z } from 'zod'

import { withPublicationStates } from '@/features/publishing/drafts'
import { hasDrafts, PUBLICATION_STATES } from '@/features/publishing/states'
import { isEventOver, nextHourIso, todayAnywhereStartIso } from '@/lib/calendar/dates'
import { LOCALES } from '@/lib/i18n/locales'
import { drizzleOf } from '@/server/db/adapter'
import { type ApiContext, localeOptions } from '@/server/http/context'
import { HttpError } from '@/server/http/errors'

/**
 * The back office's lists, read one page at a time with the search, filters and order done in
 * PostgreSQL (docs/api.md#staff-lists-search-filters-and-order). Each list says which of its
 * fields the search looks in (a text visitors read in each language: in both), which filters it
 * takes, and its order as one or more runs of records ("segments"), each ordered by Payload's
 * `sort`: the galleries' undated ones after the dated, the events still to come before those
 * that are over. A page may span two runs.
 */

/** The longest search a list takes. */
export const MAX_SEARCH_LENGTH = 100

type Filter = {
  values: readonly [string, ...string[]]
  description: string
  where: (value: string, read: StaffRead) => Where | Promise<Where>
}

type Segment = { where?: Where; sort: string[] }

export type StaffList = {
  collection: CollectionSlug
  /** The fields the search looks in; `localized`: in every language. */
  search: { field: string; localized?: boolean }[]
  /** What the search looks in, in the reference's words. */
  searchDescription: string
  /** More the search finds, where Payload's query cannot look (a list of tags kept as JSON): those records' ids. */
  searchAlso?: (pattern: string, read: StaffRead) => Promise<number[]>
  /** `named`: the records whose name a text holds (the artists an event's title names), and what it says. */
  named?: { description: string; ids: (text: string, read: StaffRead) => Promise<number[]> }
  filters?: Record<string, Filter>
  /** The order when `sort` is not given, and the others `sort` may name. */
  order: Segment[]
  sorts?: Record<string, { description: string; segments: (read: StaffRead) => Promise<Segment[]> }>
}

type StaffRead = { context: ApiContext; draft: boolean; collection: CollectionSlug }

/** No record: ids start at 1. */
const NOTHING: Where = { id: { equals: 0 } }

const idsIn = (ids: number[]): Where => (ids.length ? { id: { in: ids } } : NOTHING)

/** A search is text, never a pattern: its `\`, `%` and `_` match themselves in ILIKE. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`)

/** Ids of the records whose own row (what visitors read) is a draft: never published, or unpublished. */
async function ownDraftIds({ context, collection }: StaffRead): Promise<number[]> {
  const { docs } = await context.payload.find({
    collection,
    where: { _status: { equals: 'draft' } },
    select: { _status: true } as never,
    pagination: false,
    depth: 0,
    overrideAccess: false,
    user: context.user,
    req: context.req,
  })
  return (docs as unknown as Row[]).map((doc) => doc.id)
}

/** Ids of the records with a publish or unpublish still to come (src/features/publishing/schedules.ts). */
async function scheduledIds({ context, collection }: StaffRead): Promise<number[]> {
  const { docs } = await context.payload.find({
    collection: 'publication-schedules',
    where: { resource: { equals: collection }, state: { equals: 'pending' } },
    select: { record: true },
    pagination: false,
    depth: 0,
    overrideAccess: false,
    user: context.user,
    req: context.req,
  })
  return [...new Set(docs.map((entry) => entry.record as number))]
}

/**
 * `state`: where each record stands beside its latest draft (`_state` of src/features/publishing/drafts.ts).
 * Drafts and scheduled changes are few beside the published records: their ids are read first.
 */
const publicationFilter: Filter = {
  values: [...PUBLICATION_STATES, 'scheduled'],
  description: 'With `draft=true`: the records in this publishing state (`draft`, `published`, `changed`), or with a change `scheduled`',
  where: async (value, read) => {
    if (!read.draft) throw new HttpError(400, 'Invalid page request', [{ path: 'state', message: 'state needs draft=true' }])
    if (value === 'scheduled') return idsIn(await scheduledIds(read))
    if (value === 'published') return { _status: { equals: 'published' } }
    const drafts = await ownDraftIds(read)
    if (value === 'draft') return idsIn(drafts)
    return { and: [{ _status: { equals: 'draft' } }, ...(drafts.length ? [{ id: { not_in: drafts } }] : [])] }
  },
}

/**
 * The back office's order of events (`compareEventsForStaff`, src/lib/calendar/dates.ts): those
 * still to come, soonest first, then those that are over, latest first. Whether an event is over
 * depends on its venue's day: only those of the last day and a half can be either, and they are
 * few, so they are read first and told apart as the screen would.
 */
async function eventsToComeFirst(read: StaffRead): Promise<Segment[]> {
  const now = new Date()
  const from = todayAnywhereStartIso(now)
  const until = nextHourIso(now)
  const { docs } = await read.context.payload.find({
    collection: 'events',
    where: { and: [{ status: { not_equals: 'past' } }, { date: { greater_than_equal: from } }, { date: { less_than: until } }] },
    draft: read.draft,
    select: { date: true, timezone: true, status: true },
    pagination: false,
    depth: 0,
    overrideAccess: false,
    user: read.context.user,
    req: read.context.req,
  })
  const stillToCome = docs
    .filter((event) => !isEventOver(event as { date: string; timezone?: string | null; status?: string | null }, now))
    .map((doc) => doc.id)
  const laterOrToday: Where = stillToCome.length
    ? { or: [{ date: { greater_than_equal: until } }, { id: { in: stillToCome } }] }
    : { date: { greater_than_equal: until } }
  return [
    { where: { and: [{ status: { not_equals: 'past' } }, laterOrToday] }, sort: ['date', 'id'] },
    {
      where: {
        or: [{ status: { equals: 'past' } }, { and: [{ date: { less_than: until } }, ...(stillToCome.length ? [{ id: { not_in: stillToCome } }] : [])] }],
      },
      sort: ['-date', '-id'],
    },
  ]
}

/**
 * The galleries whose tags (a JSON list of texts) hold the search: galleries are a few hundred, so
 * their ids are few. With drafts, the latest draft's tags.
 */
async function galleriesTagged(pattern: string, { context, draft }: StaffRead): Promise<number[]> {
  const like = `%${pattern}%`
  const { rows } = await drizzleOf(context.payload).execute(
    draft
      ? sql`SELECT parent_id AS id FROM _galleries_v WHERE latest AND version_tags::text ILIKE ${like}`
      : sql`SELECT id FROM galleries WHERE tags::text ILIKE ${like}`,
  )
  return rows.map((row) => Number(row.id))
}

/** The longest text `named` looks in. */
export const MAX_NAMED_LENGTH = 300

/** The artists whose name (at least two letters) the text holds, in any case: at most 20. */
async function artistsNamedIn(text: string, { context }: StaffRead): Promise<number[]> {
  const { rows } = await drizzleOf(context.payload).execute(
    sql`SELECT id FROM artists WHERE char_length(btrim(name)) >= 2 AND strpos(lower(${text}), lower(btrim(name))) > 0 ORDER BY id LIMIT 20`,
  )
  return rows.map((row) => Number(row.id))
}

export const staffLists: Partial<Record<CollectionSlug, StaffList>> = {
  events: {
    collection: 'events',
    search: [{ field: 'title', localized: true }, { field: 'venue', localized: true }, { field: 'location' }],
    searchDescription: 'title and venue (English or Nepali) or location',
    filters: {
      status: { values: ['upcoming', 'past'], description: 'Events whose `status` is this', where: (value) => ({ status: { equals: value } }) },
      state: publicationFilter,
    },
    order: [{ sort: ['date', 'id'] }],
    sorts: {
      date: { description: 'by date, soonest first (the default)', segments: async () => [{ sort: ['date', 'id'] }] },
      'latest-first': {
        description: 'by date, latest first (the gallery form offers the shows that happened first)',
        segments: async () => [{ sort: ['-date', '-id'] }],
      },
      'upcoming-first': { description: "the back office's: still to come, soonest first, then those that are over, latest first", segments: eventsToComeFirst },
    },
  },
  artists: {
    collection: 'artists',
    search: [{ field: 'name' }, { field: 'genre', localized: true }],
    searchDescription: 'name, or genre in English or Nepali',
    named: { description: 'the artists whose name this text holds (an event title, up to 300 characters; any case)', ids: artistsNamedIn },
    filters: {
      status: { values: ['active', 'archived'], description: 'Artists whose `status` is this', where: (value) => ({ status: { equals: value } }) },
      state: publicationFilter,
    },
    order: [{ sort: ['id'] }],
  },
  galleries: {
    collection: 'galleries',
    search: [{ field: 'eventName', localized: true }],
    searchDescription: 'event name (English or Nepali) or tags',
    searchAlso: galleriesTagged,
    filters: { state: publicationFilter },
    // Newest first, undated last (galleryOrder, src/server/content/resources.ts).
    order: [
      { where: { eventDate: { exists: true } }, sort: ['-eventDate', '-id'] },
      { where: { eventDate: { exists: false } }, sort: ['-id'] },
    ],
  },
  'contact-messages': {
    collection: 'contact-messages',
    search: [{ field: 'name' }, { field: 'email' }, { field: 'subject' }, { field: 'message' }],
    searchDescription: "sender's name or e-mail, subject or message",
    filters: {
      read: { values: ['true', 'false'], description: 'Messages read (`true`) or not (`false`)', where: (value) => ({ read: { equals: value === 'true' } }) },
      state: {
        values: ['unread', 'read', 'replied', 'done'],
        description: 'How far messages are worked: `unread`, `read` (read, neither replied nor done), `replied` or `done`',
        where: (value): Where => {
          if (value === 'unread') return { read: { equals: false } }
          if (value === 'read') return { and: [{ read: { equals: true } }, { handled: { exists: false } }] }
          return { handled: { equals: value } }
        },
      },
      spam: {
        values: ['true', 'false'],
        description: 'Messages marked as spam (`true`) or not (`false`: the inbox)',
        where: (value) => (value === 'true' ? { spam: { equals: true } } : { spam: { not_equals: true } }),
      },
    },
    order: [{ sort: ['-createdAt', '-id'] }],
  },
  users: {
    collection: 'users',
    search: [{ field: 'username' }, { field: 'email' }],
    searchDescription: 'username or e-mail',
    order: [{ sort: ['id'] }],
  },
}

/** The query parameters of a staff list: `search`, its filters and, where it has more than one order, `sort`. */
export function staffListQuery(list: StaffList) {
  const filters = Object.fromEntries(
    Object.entries(list.filters ?? {}).map(([name, filter]) => [
      name,
      z
        .enum(filter.values, { message: `${name} must be one of ${filter.values.join(', ')}` })
        .optional()
        .describe(`Staff: ${filter.description}`),
    ]),
  )
  const sorts = list.sorts
  return {
    search: z
      .string()
      .trim()
      .max(MAX_SEARCH_LENGTH, `search is at most ${MAX_SEARCH_LENGTH} characters`)
      // PostgreSQL's texts cannot hold a NUL.
      .regex(/^[^\u0000]*$/, 'search cannot hold a NUL character')
      .optional()
      .describe(`Staff: the records whose ${list.searchDescription} holds this text (any case; \`%\` and \`_\` are matched as themselves)`),
    ...filters,
    ...(list.named
      ? {
          named: z
            .string()
            .trim()
            .max(MAX_NAMED_LENGTH, `named is at most ${MAX_NAMED_LENGTH} characters`)
            .regex(/^[^\u0000]*$/, 'named cannot hold a NUL character')
            .optional()
            .describe(`Staff: ${list.named.description}`),
        }
      : {}),
    ...(sorts
      ? {
          sort: z
            .enum(Object.keys(sorts) as [string, ...string[]], { message: `sort must be one of ${Object.keys(sorts).join(', ')}` })
            .optional()
            .describe(
              `Staff: the order, ${Object.entries(sorts)
                .map(([name, sort]) => `\`${name}\` ${sort.description}`)
                .join('; ')}`,
            ),
        }
      : {}),
    around: z
      .preprocess(
        (raw) => (typeof raw === 'string' && /^\d{1,10}$/.test(raw) ? Number(raw) : raw),
        z.number({ message: 'around must be a record id' }).int().min(1),
      )
      .optional()
      .describe('Staff, with `limit`: the page that holds this record, if the list (searched and filtered) holds it, in place of `page`; `X-Page` says which'),
  }
}

/** The staff parameters a query carries (what makes a staff read one of this module's). */
export type StaffListParameters = { search?: string; named?: unknown; sort?: unknown; around?: number } & Record<string, unknown>

export function asksStaffList(list: StaffList, query: StaffListParameters): boolean {
  return (
    Boolean(query.search) ||
    query.named !== undefined ||
    query.sort !== undefined ||
    query.around !== undefined ||
    Object.keys(list.filters ?? {}).some((name) => query[name] !== undefined)
  )
}

async function whereOf(list: StaffList, query: StaffListParameters, read: StaffRead): Promise<Where[]> {
  const clauses: Where[] = []
  const term = query.search?.trim()
  if (term) {
    const pattern = escapeLike(term)
    const also = list.searchAlso ? await list.searchAlso(pattern, read) : []
    clauses.push({
      or: [
        ...list.search.flatMap(({ field, localized }) =>
          localized ? LOCALES.map((locale) => ({ [`${field}.${locale}`]: { contains: pattern } })) : [{ [field]: { contains: pattern } }],
        ),
        ...(also.length ? [{ id: { in: also } }] : []),
      ],
    })
  }
  if (list.named && typeof query.named === 'string') clauses.push(idsIn(query.named ? await list.named.ids(query.named, read) : []))
  for (const [name, filter] of Object.entries(list.filters ?? {})) {
    const value = query[name]
    if (typeof value === 'string') clauses.push(await filter.where(value, read))
  }
  return clauses
}

async function segmentsOf(list: StaffList, query: StaffListParameters, read: StaffRead): Promise<Segment[]> {
  const sort = typeof query.sort === 'string' ? list.sorts?.[query.sort] : undefined
  if (sort) return sort.segments(read)
  return list.order
}

type Row = { id: number } & Record<string, unknown>

export type StaffPage = { docs: Row[]; total: number; page: number | null }

/**
 * One page (or, without `page`, all) of a staff list, searched, filtered and ordered in SQL, with
 * the total; with `around`, the page that holds that record when the list holds it.
 */
export async function readStaffList(
  list: StaffList,
  context: ApiContext,
  query: StaffListParameters,
  { draft, page, shape }: { draft: boolean; page: { limit: number; page: number } | null; shape: (doc: object) => Row },
): Promise<StaffPage> {
  const latest = draft && Boolean(context.user) && hasDrafts(list.collection)
  const read: StaffRead = { context, draft: latest, collection: list.collection }
  const clauses = await whereOf(list, query, read)
  const segments = await segmentsOf(list, query, read)
  const whereFor = (segment: Segment, ...more: Where[]): Where | undefined => {
    const all = [...clauses, ...(segment.where ? [segment.where] : []), ...more]
    return all.length ? { and: all } : undefined
  }
  const find: Find = async (segment, options, ...more) => {
    const result = await context.payload.find({
      collection: list.collection,
      where: whereFor(segment, ...more),
      draft: latest,
      ...localeOptions(context),
      sort: segment.sort,
      ...(options ? { limit: options.limit, page: options.page } : { pagination: false }),
      depth: 0,
      overrideAccess: false,
      user: context.user,
      req: context.req,
    })
    return { docs: result.docs as unknown as Row[], totalDocs: result.totalDocs }
  }
  const finish = async (rows: Row[], total: number, pageNumber: number | null): Promise<StaffPage> => {
    const docs = rows.map(shape)
    return { docs: latest ? await withPublicationStates(context, list.collection, docs) : docs, total, page: pageNumber }
  }

  if (!page) {
    const docs: Row[] = []
    for (const segment of segments) docs.push(...(await find(segment, null)).docs)
    return finish(docs, docs.length, null)
  }
  const { limit } = page
  let pageNumber = page.page
  if (query.around !== undefined) {
    const position = await positionOf(query.around, segments, find)
    if (position !== null) pageNumber = Math.floor(position / limit) + 1
  }
  let start = (pageNumber - 1) * limit
  let wanted = limit
  let total = 0
  const docs: Row[] = []
  for (const segment of segments) {
    // Rows [start, start + wanted) of this run: one page of `wanted` rows, or the two that hold them.
    const size = Math.max(wanted, 1)
    const first = Math.floor(start / size) + 1
    const head = await find(segment, { limit: size, page: first })
    total += head.totalDocs
    if (wanted > 0 && start < head.totalDocs) {
      const offset = start - (first - 1) * size
      let rows = head.docs.slice(offset)
      if (offset > 0 && rows.length < wanted && first * size < head.totalDocs) rows = [...rows, ...(await find(segment, { limit: size, page: first + 1 })).docs]
      rows = rows.slice(0, wanted)
      docs.push(...rows)
      wanted -= rows.length
      start = 0
    } else start = Math.max(0, start - head.totalDocs)
  }
  return finish(docs, total, pageNumber)
}

type Find = (segment: Segment, options: { limit: number; page: number } | null, ...more: Where[]) => Promise<{ docs: Row[]; totalDocs: number }>

/** Strictly before a record in an order (`['-date', '-id']`): by the first key, or equal on it and before by the next. */
function before(sort: string[], doc: Row): Where {
  const alternatives: Where[] = sort.map((key, index) => {
    const equalSoFar: Where[] = sort.slice(0, index).map((earlier) => {
      const name = earlier.replace(/^-/, '')
      return { [name]: { equals: doc[name] } }
    })
    const name = key.replace(/^-/, '')
    return { and: [...equalSoFar, { [name]: { [key.startsWith('-') ? 'greater_than' : 'less_than']: doc[name] } }] }
  })
  return { or: alternatives }
}

/** Where record `id` stands in the list (from 0), or null when the list does not hold it. */
async function positionOf(id: number, segments: Segment[], find: Find): Promise<number | null> {
  let earlier = 0
  for (const segment of segments) {
    const own = await find(segment, { limit: 1, page: 1 }, { id: { equals: id } })
    const doc = own.docs[0]
    if (doc) return earlier + (await find(segment, { limit: 1, page: 1 }, before(segment.sort, doc))).totalDocs
    earlier += (await find(segment, { limit: 1, page: 1 })).totalDocs
  }
  return null
}
