import { sql } from '@payloadcms/db-postgres/drizzle'
import { commitTransaction, createLocalReq, initTransaction, killTransaction, type Payload, type PayloadRequest } from 'payload'

import type { User } from '@/payload-types'
import { databaseUnavailable } from '@/server/api/errors'

export type Execute = { execute: (query: unknown) => Promise<{ rows: Record<string, unknown>[] }> }
type Adapter = { drizzle: Execute; sessions: Record<string, { db: Execute }> }

/**
 * Runs `work` in one transaction and answers only once PostgreSQL has really committed it.
 *
 * Payload's adapter swallows a failed COMMIT (the database went away at that moment) and reports
 * success, which would acknowledge a write that is not there. So the transaction's id is taken
 * first and its fate asked of PostgreSQL afterwards (`txid_status`): anything but committed
 * answers 503, and a database that cannot be asked fails the request the same way.
 *
 * With `lock`, the transaction first takes the PostgreSQL advisory lock of that name, so
 * concurrent requests doing the same thing (a move, an edit of one record, creating the first
 * admin) queue up instead of interleaving.
 */
export async function inTransaction<T>(
  payload: Payload,
  user: User | null,
  work: (req: PayloadRequest) => Promise<T>,
  { lock }: { lock?: string } = {},
): Promise<T> {
  const adapter = payload.db as unknown as Adapter
  const req = await createLocalReq(user ? { user } : {}, payload)
  await initTransaction(req)
  let transaction: string
  let result: T
  try {
    const session = adapter.sessions[String(await req.transactionID)]
    if (!session) throw new Error('inTransaction: the database adapter gave no transaction')
    const { rows } = await session.db.execute(sql`SELECT txid_current()::text AS id`)
    transaction = String(rows[0].id)
    if (lock) await session.db.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${lock}))`)
    result = await work(req)
  } catch (error) {
    await killTransaction(req)
    throw error
  }
  await commitTransaction(req)
  const { rows } = await adapter.drizzle.execute(sql`SELECT txid_status(${transaction}::bigint) AS status`)
  if (rows[0]?.status !== 'committed') {
    throw databaseUnavailable()
  }
  return result
}

/**
 * Takes advisory lock `name` in the transaction `req` runs in (a Payload operation's, or
 * inTransaction's: the same lock twice in one transaction is granted at once), held until it ends.
 */
export async function lockInTransaction(req: PayloadRequest, name: string): Promise<void> {
  const adapter = req.payload.db as unknown as Adapter
  const session = adapter.sessions[String(await req.transactionID)]
  if (!session) throw new Error('lockInTransaction: the request runs in no transaction')
  await session.db.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${name}))`)
}

/** The connection of the request's transaction, if it runs in one, else the pool: SQL of the site's own tables runs on it. */
export async function connectionOf(req: PayloadRequest): Promise<Execute> {
  const adapter = req.payload.db as unknown as Adapter
  const transaction = await req.transactionID
  return (transaction !== undefined && adapter.sessions[String(transaction)]?.db) || adapter.drizzle
}

/** The pool's connection, outside any transaction. */
export const poolOf = (payload: Payload): Execute => (payload.db as unknown as Adapter).drizzle
