import { sql } from '@payloadcms/db-postgres/drizzle'
import { commitTransaction, createLocalReq, initTransaction, killTransaction, type Payload, type PayloadRequest } from 'payload'

import type { User } from '@/payload-types'

type Sessions = { sessions: Record<string, { db: { execute: (query: unknown) => Promise<unknown> } }> }

/**
 * Runs `work` in one transaction holding the PostgreSQL advisory lock named `key`, so concurrent
 * requests doing the same thing (a move, an edit of one record, creating the first admin) queue up
 * instead of interleaving. Committed when `work` returns, rolled back when it throws.
 */
export async function inLockedTransaction<T>(
  payload: Payload,
  user: User | null,
  key: string,
  work: (req: PayloadRequest) => Promise<T>,
): Promise<T> {
  const req = await createLocalReq(user ? { user } : {}, payload)
  await initTransaction(req)
  try {
    const session = (payload.db as unknown as Sessions).sessions[String(await req.transactionID)]
    if (!session) throw new Error('inLockedTransaction: the database adapter gave no transaction')
    await session.db.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${key}))`)
    const result = await work(req)
    await commitTransaction(req)
    return result
  } catch (error) {
    await killTransaction(req)
    throw error
  }
}
