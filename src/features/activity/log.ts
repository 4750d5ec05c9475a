import { type SQL, sql } from '@payloadcms/db-postgres/drizzle'
import type { Payload, PayloadRequest } from 'payload'
import { z } from 'zod'

import { accountByLogin } from '@/features/accounts/users'
import {
  ACTIVITY_ACTIONS,
  ACTIVITY_DOORS,
  ACTIVITY_KEPT_DAYS,
  ACTIVITY_MAX_LIMIT,
  ACTIVITY_PAGE_SIZE,
  ACTIVITY_RESOURCES,
  type ActivityAction,
  type ActivityDoor,
  type ActivityEntry,
  type ActivityResource,
} from '@/features/activity/entries'
import { entryLinks } from '@/features/activity/links'
import { INT32_MAX } from '@/lib/constants'
import type { User } from '@/payload-types'
import { queryWholeNumber } from '@/schemas/common'
import { connectionOf, poolOf } from '@/server/db/transaction'

/**
 * The activity log (docs/product.md#the-activity-log): one row per act of a signed-in account
 * (create, update, publish, unpublish, schedule, delete, restore, password change, sign-in) and per
 * refused sign-in, through every door. Rows are written by the server alone, in the transaction of
 * the change they tell (a change that is rolled back leaves none), by the hooks of
 * src/hooks/activity.ts. The table is not a Payload collection, so no door offers a way to write,
 * change or delete an entry, and a database trigger refuses any change of a row and the deletion of
 * one younger than `ACTIVITY_KEPT_DAYS` (migrations/20261125_120000_activity_log.ts): the daily
 * prune of the jobs queue is the only deletion.
 */

/** The request context by which server code says what a write is (a publish, a restore) and, for the queue, through which door it was asked. */
export const ACTIVITY_CONTEXT = 'activity'
export type ActivityIntent = {
  action?: ActivityAction
  /** Words added to the summary. */
  note?: string
  door?: ActivityDoor
  /** Writes the caller logs itself, as one entry (a move rewrites several places). */
  quiet?: boolean
}

export type NewEntry = {
  action: ActivityAction
  resource: ActivityResource
  recordId?: number | null
  summary: string
  /** Who acted, when not the request's user (a refused sign-in names the account it tried, if any). */
  user?: { id: number; username: string } | null
}

const DOOR_PREFIXES: [string, ActivityDoor][] = [
  ['/cms-api', '/cms-api'],
  ['/cms', '/cms'],
]

const startsPath = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`)

/**
 * The door a request came through. /api requests reach Payload through its Local API (whose
 * request has no real URL); /cms-api requests carry their own; the /cms panel calls /cms-api
 * from its own pages (the Referer names them) or runs server functions under /cms.
 */
export function doorOf(req: PayloadRequest): ActivityDoor {
  const intent = req.context?.[ACTIVITY_CONTEXT]
  if (intent?.door) return intent.door
  let path = '/'
  try {
    path = new URL(req.url ?? '/', 'http://localhost').pathname
  } catch {}
  const door = DOOR_PREFIXES.find(([prefix]) => startsPath(path, prefix))?.[1]
  if (door !== '/cms-api') return door ?? '/api'
  const referer = req.headers?.get('referer')
  if (!referer) return '/cms-api'
  try {
    const from = new URL(referer)
    return from.host === req.headers.get('host') && startsPath(from.pathname, '/cms') ? '/cms' : '/cms-api'
  } catch {
    return '/cms-api'
  }
}

/** Whether the request's account signed it with an API key (Payload marks the user so). */
const byApiKey = (req: PayloadRequest) => (req.user as { _strategy?: string } | null | undefined)?._strategy === 'api-key'

/** Writes one entry, in the request's transaction when it has one. */
export async function recordActivity(req: PayloadRequest, entry: NewEntry): Promise<void> {
  const account =
    entry.user !== undefined ? entry.user : req.user ? { id: Number(req.user.id), username: String((req.user as { username?: unknown }).username ?? '') } : null
  const db = await connectionOf(req)
  await db.execute(sql`
    INSERT INTO activity_log (user_id, username, action, resource, record_id, door, api_key, summary)
    VALUES (${account?.id ?? null}, ${account?.username ?? null}, ${entry.action}, ${entry.resource}, ${entry.recordId ?? null},
            ${doorOf(req)}, ${byApiKey(req)}, ${entry.summary.slice(0, 1000)})`)
}

/**
 * A refused sign-in, whoever tried: the account the login names, if one does (a wrong password,
 * a locked account), with what was typed; else nobody, and not what was typed, which may well be
 * a password typed in the wrong field. Never the password.
 */
export async function logRefusedSignIn(req: PayloadRequest, login: unknown): Promise<void> {
  try {
    const typed = typeof login === 'string' ? login.trim() : ''
    const found = typed ? await accountByLogin(req.payload, typed) : null
    const account = found ? { id: Number(found.id), username: String(found.username) } : null
    const summary = account ? `Sign-in refused for ${quoted(typed)}` : 'Sign-in refused for a login that names no account'
    await recordActivity(req, { action: 'sign-in-refused', resource: 'users', recordId: account?.id ?? null, user: account, summary })
  } catch (error) {
    // The refusal stands whatever happens to its entry; the log says the entry is missing.
    req.payload.logger.error(`A refused sign-in could not be logged: ${error instanceof Error ? error.message : String(error)}`)
  }
}

/** A record's name in a summary: its collection's title field (an image: its file name), quoted. */
export function recordName(collection: { admin?: { useAsTitle?: string } }, doc: Record<string, unknown>): string {
  const field = collection.admin?.useAsTitle
  return quoted((field && field !== 'id' ? doc[field] : undefined) ?? doc.filename ?? doc.id)
}

/** A name in a summary: quoted, on one line, cut at 80 characters. */
export function quoted(name: unknown): string {
  const text = String(name ?? '')
    .replace(/\s+/g, ' ')
    .trim()
  return `"${text.length > 80 ? `${text.slice(0, 79)}…` : text}"`
}

const instant = (message: string) =>
  z
    .string()
    // A date alone, or a date and time with its offset: never the server's own zone.
    .refine(
      (value) => /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2}))?$/.test(value) && !Number.isNaN(Date.parse(value)),
      message,
    )

/** The query of `GET /api/activity`. */
export const activityQuerySchema = z.object({
  page: queryWholeNumber(1_000_000, 'page must be a whole number from 1').optional().describe('The page, from 1'),
  limit: queryWholeNumber(ACTIVITY_MAX_LIMIT, `limit must be a whole number from 1 to ${ACTIVITY_MAX_LIMIT}`)
    .optional()
    .describe(`Entries per page (${ACTIVITY_PAGE_SIZE} unless given)`),
  user: queryWholeNumber(INT32_MAX, 'user must be the id of an account').optional().describe('Only the acts of this account (its id)'),
  resource: z
    .enum(Object.keys(ACTIVITY_RESOURCES) as [ActivityResource, ...ActivityResource[]], {
      message: `resource must be one of ${Object.keys(ACTIVITY_RESOURCES).join(', ')}`,
    })
    .optional()
    .describe('Only acts on this resource, as in its /api path'),
  action: z
    .enum(ACTIVITY_ACTIONS, { message: `action must be one of ${ACTIVITY_ACTIONS.join(', ')}` })
    .optional()
    .describe('Only this kind of act'),
  from: instant('from must be a date (2026-11-25) or a date and time with its offset (2026-11-25T09:00:00Z)')
    .optional()
    .describe('Only entries at or after this instant (a date alone: its start, in UTC)'),
  to: instant('to must be a date (2026-11-25) or a date and time with its offset (2026-11-25T18:00:00Z)')
    .optional()
    .describe('Only entries before this instant (a date alone: up to the end of that day, in UTC)'),
})
export type ActivityQuery = z.infer<typeof activityQuerySchema>

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/

/** An instant of the query: a date alone is midnight UTC (for `to`, the next midnight, so the whole day counts). */
function boundary(value: string, end: boolean): Date {
  if (!DATE_ONLY.test(value)) return new Date(value)
  const day = new Date(`${value}T00:00:00Z`)
  if (end) day.setUTCDate(day.getUTCDate() + 1)
  return day
}

export const activityEntrySchema = z.object({
  id: z.number().int(),
  at: z.string().datetime({ offset: true }).describe('When it happened'),
  user: z
    .object({ id: z.number().int(), username: z.string() })
    .nullable()
    .describe('Who acted, by their name at the time (null: a sign-in refused for a login that names no account)'),
  action: z.enum(ACTIVITY_ACTIONS),
  resource: z
    .enum(Object.keys(ACTIVITY_RESOURCES) as [ActivityResource, ...ActivityResource[]])
    .describe('What was acted on, as in its /api path (`users` for sign-ins and passwords)'),
  recordId: z.number().int().nullable().describe('The record (null for settings, and for a sign-in refused for no account)'),
  door: z.enum(ACTIVITY_DOORS).describe("`/api` (the documented API and the back office), `/cms-api` (Payload's REST API) or `/cms` (its panel)"),
  apiKey: z.literal(true).optional().describe('Present when the request was signed with an API key'),
  summary: z.string().describe('What happened, in words'),
  link: z
    .string()
    .nullable()
    .describe("The record's place in the back office: its screen, searched for its name (`/admin/artists?search=Sita`) or opening it; null where it has none"),
  recordDeleted: z.literal(true).optional().describe('Present when the record has been deleted since (its entry then links nowhere)'),
})

export const activityPageSchema = z.object({
  docs: z.array(activityEntrySchema),
  page: z.number().int(),
  totalPages: z.number().int(),
  totalDocs: z.number().int(),
})

type Row = {
  id: number
  at: Date | string
  user_id: number | null
  username: string | null
  action: ActivityAction
  resource: ActivityResource
  record_id: number | null
  door: ActivityDoor
  api_key: boolean
  summary: string
  total: string | number
}

const toEntry = (row: Row): ActivityEntry => ({
  id: Number(row.id),
  at: new Date(row.at).toISOString(),
  user: row.user_id === null ? null : { id: Number(row.user_id), username: row.username ?? '' },
  action: row.action,
  resource: row.resource,
  recordId: row.record_id === null ? null : Number(row.record_id),
  door: row.door,
  ...(row.api_key && { apiKey: true as const }),
  summary: row.summary,
})

/** One page of the log, newest first, as the query filters it. */
export async function listActivity(payload: Payload, query: ActivityQuery, user: User | null): Promise<z.infer<typeof activityPageSchema>> {
  const limit = query.limit ?? ACTIVITY_PAGE_SIZE
  const page = query.page ?? 1
  const conditions: SQL[] = []
  if (query.user !== undefined) conditions.push(sql`user_id = ${query.user}`)
  if (query.resource) conditions.push(sql`resource = ${query.resource}`)
  if (query.action) conditions.push(sql`action = ${query.action}`)
  if (query.from) conditions.push(sql`at >= ${boundary(query.from, false).toISOString()}::timestamptz`)
  if (query.to) conditions.push(sql`at < ${boundary(query.to, true).toISOString()}::timestamptz`)
  const where = conditions.length ? sql`WHERE ${sql.join(conditions, sql` AND `)}` : sql``
  const db = poolOf(payload)
  const { rows } = await db.execute(sql`
    SELECT id, at, user_id, username, action, resource, record_id, door, api_key, summary, count(*) OVER () AS total
    FROM activity_log ${where}
    ORDER BY at DESC, id DESC
    LIMIT ${limit} OFFSET ${(page - 1) * limit}`)
  let totalDocs = rows.length ? Number((rows[0] as Row).total) : 0
  // A page past the end has no rows to carry the count.
  if (!rows.length && page > 1) {
    const counted = await db.execute(sql`SELECT count(*) AS total FROM activity_log ${where}`)
    totalDocs = Number(counted.rows[0]?.total ?? 0)
  }
  const entries = (rows as Row[]).map(toEntry)
  const links = await entryLinks(payload, user, entries)
  return { docs: entries.map((entry, index) => ({ ...entry, ...links[index] })), page, totalPages: Math.max(1, Math.ceil(totalDocs / limit)), totalDocs }
}

/** Deletes the entries older than `ACTIVITY_KEPT_DAYS` (the jobs queue's daily task); answers how many. */
export async function pruneActivity(payload: Payload): Promise<number> {
  const db = poolOf(payload)
  const { rows } = await db.execute(sql`
    WITH gone AS (DELETE FROM activity_log WHERE at < now() - make_interval(days => ${ACTIVITY_KEPT_DAYS}) RETURNING 1)
    SELECT count(*) AS count FROM gone`)
  return Number(rows[0]?.count ?? 0)
}
