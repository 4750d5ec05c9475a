import { sql } from '@payloadcms/db-postgres/drizzle'
import type { Payload, Where } from 'payload'

import type { ApiDoc, Resource } from '@/server/content/resources'
import { drizzleOf } from '@/server/db/adapter'

/**
 * Whole lists made again after a change without reading every record again
 * (docs/architecture.md#lists-brought-up-to-date). Each content write logs, in its transaction,
 * which records it touched (migrations/20261128_143000_record_changes.ts). A list remembers the
 * oldest transaction its read might not have seen (the xmin of a snapshot taken before reading); the
 * next list reads again only the records logged since then, places every record by the database's
 * order, and keeps the rest as they were. A list is read whole, in slices that leave the process
 * free to answer between them, when it is the first, when the log cannot say what changed (a
 * TRUNCATE, or the list is older than the log keeps), or when much changed.
 */

/** How long the log of changed records is kept: whoever makes a list prunes it, at most hourly. */
export const RECORD_CHANGES_KEPT_DAYS = 2
const PRUNE_EVERY_MS = 60 * 60 * 1000
/** A list older than this is read whole again, well inside what the log keeps. */
const UPDATABLE_FOR_MS = 24 * 60 * 60 * 1000
/** Beyond this many changed records, reading the list whole is as quick. */
const MOST_CHANGED = 1000
/** Records read at once when a list is read whole; the process answers others between slices. */
const SLICE = 1000

type WithId = { id: number }

/** A list as made: its records in display order, and what the next update reads the log from. */
export type MadeList<T extends WithId = ApiDoc> = { docs: T[]; horizon: string; madeAt: number }

/** Reads the list's records as the request may see them, all of them or those `where` picks. */
export type ReadRecords<T extends WithId = ApiDoc> = (where?: Where) => Promise<T[]>

/** What a list is of: a collection, its database order, and an order applied after reading. */
export type ListOf<T extends WithId = ApiDoc> = Pick<Resource, 'slug' | 'sort'> & { order?: (docs: T[]) => T[] }

/** The oldest transaction that a read starting now might not see: every older one has ended. */
async function horizon(payload: Payload): Promise<string> {
  const { rows } = await drizzleOf(payload).execute(sql`SELECT pg_snapshot_xmin(pg_current_snapshot())::text AS xmin`)
  return String(rows[0].xmin)
}

/** The ids of the records changed by transactions from `since` on, or null when that cannot be told. */
async function changedSince(payload: Payload, table: string, since: string): Promise<Set<number> | null> {
  const { rows } = await drizzleOf(payload).execute(
    sql`SELECT DISTINCT record_id FROM content_record_changes WHERE table_name = ${table} AND xid >= ${since}::bigint LIMIT ${MOST_CHANGED + 1}`,
  )
  const ids = new Set(rows.map((row) => Number(row.record_id)))
  return ids.has(0) || ids.size > MOST_CHANGED ? null : ids
}

const snakeCase = (field: string) => field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)

/** The columns of a table, and whether its writes are logged; read once (migrations run before the app serves). */
const tables = new Map<string, Promise<{ columns: Set<string>; logged: boolean }>>()
function tableFacts(payload: Payload, table: string) {
  let facts = tables.get(table)
  if (!facts) {
    const db = drizzleOf(payload)
    facts = Promise.all([
      db.execute(sql`SELECT column_name FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = ${table}`),
      db.execute(sql`SELECT 1 FROM pg_trigger WHERE tgname = 'content_record_change' AND tgrelid = to_regclass(${table})`),
    ]).then(([columns, triggers]) => ({ columns: new Set(columns.rows.map((row) => String(row.column_name))), logged: triggers.rows.length > 0 }))
    facts.catch(() => tables.delete(table))
    tables.set(table, facts)
  }
  return facts
}

/**
 * Every record's id in the order Payload's PostgreSQL adapter reads the list in (the resource's
 * `sort`, then `-createdAt` unless the sort names it), or null when a sort field is not a column
 * of the collection's own table.
 */
async function orderedIds(payload: Payload, table: string, sort: string[]): Promise<number[] | null> {
  const keys = sort.some((key) => key.replace(/^-/, '') === 'createdAt') ? sort : [...sort, '-createdAt']
  const { columns } = await tableFacts(payload, table)
  const order = keys.map((key) => ({ column: snakeCase(key.replace(/^-/, '')), direction: key.startsWith('-') ? 'DESC' : 'ASC' }))
  if (!columns.has('id') || order.some(({ column }) => !columns.has(column))) return null
  const orderBy = order.map(({ column, direction }) => `"${column}" ${direction}`).join(', ')
  const { rows } = await drizzleOf(payload).execute(sql.raw(`SELECT id FROM "${table}" ORDER BY ${orderBy}`))
  return rows.map((row) => Number(row.id))
}

const breather = () => new Promise((resolve) => setImmediate(resolve))

/** Places the records by `order`; null when a record has no place (the order was read before it existed). */
function placed<T extends WithId>(order: number[], records: Map<number, T>, list: ListOf<T>): T[] | null {
  const docs: T[] = []
  for (const id of order) {
    const doc = records.get(id)
    if (doc) docs.push(doc)
  }
  if (docs.length !== records.size) return null
  return list.order ? list.order(docs) : docs
}

/** The whole list, read a slice of records at a time. */
async function readWhole<T extends WithId>(payload: Payload, list: ListOf<T>, table: string, read: ReadRecords<T>): Promise<T[]> {
  const order = await orderedIds(payload, table, list.sort)
  if (!order) return read()
  const records = new Map<number, T>()
  for (let start = 0; start < order.length; start += SLICE) {
    if (start > 0) await breather()
    for (const doc of await read({ id: { in: order.slice(start, start + SLICE) } })) records.set(doc.id, doc)
  }
  return placed(order, records, list) ?? read()
}

/** The list made again from `previous` and the records changed since, or null when it must be read whole. */
async function updated<T extends WithId>(payload: Payload, list: ListOf<T>, table: string, read: ReadRecords<T>, previous: MadeList<T>): Promise<T[] | null> {
  if (Date.now() - previous.madeAt > UPDATABLE_FOR_MS || !(await tableFacts(payload, table)).logged) return null
  const changed = await changedSince(payload, table, previous.horizon)
  if (!changed) return null
  const records = new Map(previous.docs.map((doc) => [doc.id, doc]))
  if (changed.size > 0) {
    for (const id of changed) records.delete(id)
    for (const doc of await read({ id: { in: [...changed] } })) records.set(doc.id, doc)
  }
  const order = await orderedIds(payload, table, list.sort)
  return order && placed(order, records, list)
}

/**
 * The list as `read` sees it now, brought up to date from `previous` when it can be. `read` may
 * narrow the records with a `where` of its own: a record it no longer answers leaves the list.
 */
export async function makeList<T extends WithId>(payload: Payload, list: ListOf<T>, read: ReadRecords<T>, previous: MadeList<T> | null): Promise<MadeList<T>> {
  const table = list.slug.replace(/-/g, '_')
  const made = { horizon: await horizon(payload), madeAt: Date.now() }
  const docs = (previous && (await updated(payload, list, table, read, previous))) || (await readWhole(payload, list, table, read))
  if (made.madeAt - lastPruned >= PRUNE_EVERY_MS) {
    lastPruned = made.madeAt
    await pruneRecordChanges(payload)
  }
  return { docs, ...made }
}

let lastPruned = 0

/** Deletes the log's entries older than it is kept (every instance may: a second finds nothing); answers how many went. */
export async function pruneRecordChanges(payload: Payload): Promise<number> {
  const { rows } = await drizzleOf(payload).execute(
    sql`WITH gone AS (DELETE FROM content_record_changes WHERE recorded_at < now() - make_interval(days => ${RECORD_CHANGES_KEPT_DAYS}) RETURNING 1)
        SELECT count(*)::int AS n FROM gone`,
  )
  return Number(rows[0]?.n ?? 0)
}
