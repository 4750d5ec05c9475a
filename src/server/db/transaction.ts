import { sql } from '@payloadcms/db-postgres/drizzle'
import { commitTransaction, createLocalReq, initTransaction, killTransaction, type Payload, type PayloadRequest } from 'payload'

import type { User } from '@/payload-types'
import { drizzleOf, type Execute, transactionOf } from '@/server/db/adapter'
import { databaseUnavailable } from '@/server/http/errors'

export type { Execute }

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
  const req = await createLocalReq(user ? { user } : {}, payload)
  await initTransaction(req)
  let transaction: string
  let result: T
  try {
    const session = await transactionOf(req)
    if (!session) throw new Error('inTransaction: the database adapter gave no transaction')
    const { rows } = await session.execute(sql`SELECT txid_current()::text AS id`)
    transaction = String(rows[0].id)
    if (lock) await session.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${lock}))`)
    result = await work(req)
  } catch (error) {
    await killTransaction(req)
    throw error
  }
  await commitTransaction(req)
  const { rows } = await drizzleOf(payload).execute(sql`SELECT txid_status(${transaction}::bigint) AS status`)
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
  const session = await transactionOf(req)
  if (!session) throw new Error('lockInTransaction: the request runs in no transaction')
  await session.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${name}))`)
}

/** The connection of the request's transaction, if it runs in one, else the pool: SQL of the site's own tables runs on it. */
export async function connectionOf(req: PayloadRequest): Promise<Execute> {
  return (await transactionOf(req)) ?? drizzleOf(req.payload)
}

/** The pool's connection, outside any transaction. */
export const poolOf = (payload: Payload): Execute => drizzleOf(payload)
