import { sql } from '@payloadcms/db-postgres/drizzle'
import type { Payload, PayloadRequest } from 'payload'
import type { Pool } from 'pg'

/**
 * The one place that reaches inside Payload's PostgreSQL adapter (`@payloadcms/db-postgres`), which
 * Payload's types do not describe: its Drizzle instance (SQL of the site's own tables), its pg pool
 * (the pool's events, closing it at shutdown, the rate limits' counts), the open transactions of
 * its requests (`sessions`, keyed by a request's transaction id) and the columns of its jobs table
 * (`payload_jobs`), which the queue's runner reads. Nothing else casts
 * `payload.db` (tests/unit/adapter-boundary.test.ts); what this module relies on is checked against
 * the installed Payload by tests/int/adapter-contract.int.spec.ts, so an upgrade that moves it
 * fails there, not in production.
 */

/** What runs a Drizzle `sql` statement and answers its rows. */
export type Execute = { execute: (query: unknown) => Promise<{ rows: Record<string, unknown>[] }> }

type Adapter = { drizzle: Execute; pool?: Pool; sessions?: Record<string, { db: Execute } | undefined> }

const adapterOf = (payload: Payload) => payload.db as unknown as Adapter

/** The adapter's Drizzle instance, on the pool: outside any transaction. */
export const drizzleOf = (payload: Payload): Execute => adapterOf(payload).drizzle

/** The adapter's pg pool (absent only before Payload has connected). */
export const pgPoolOf = (payload: Payload): Pool | undefined => adapterOf(payload).pool

/** The connection of the transaction `req` runs in, or undefined when it runs in none. */
export async function transactionOf(req: PayloadRequest): Promise<Execute | undefined> {
  const id = await req.transactionID
  return id === undefined ? undefined : adapterOf(req.payload).sessions?.[String(id)]?.db
}

/**
 * Jobs a runner that died left "processing" for longer than `leaseSeconds` are due again (on the
 * runner's own connection, `client`); answers how many.
 */
export async function takeUpAbandonedJobs(
  client: { query: (text: string, values: unknown[]) => Promise<{ rowCount: number | null }> },
  leaseSeconds: number,
): Promise<number> {
  const { rowCount } = await client.query(
    `UPDATE payload_jobs SET processing = false
     WHERE processing AND completed_at IS NULL AND updated_at < now() - make_interval(secs => $1)`,
    [leaseSeconds],
  )
  return rowCount ?? 0
}

/** Whether a run of `task` waits to start between `from` and `to`, not yet taken up and not given up (on `db`: a transaction's connection, or the pool). */
export async function runWaitsBetween(db: Execute, task: string, from: Date, to: Date): Promise<boolean> {
  const { rows } = await db.execute(sql`
    SELECT 1 FROM payload_jobs
    WHERE task_slug = ${task} AND completed_at IS NULL AND NOT coalesce(processing, false) AND NOT coalesce(has_error, false)
      AND wait_until BETWEEN ${from.toISOString()}::timestamptz AND ${to.toISOString()}::timestamptz
    LIMIT 1`)
  return rows.length > 0
}
