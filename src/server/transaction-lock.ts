import { sql } from '@payloadcms/db-postgres/drizzle'
import type { PayloadRequest } from 'payload'

type Sessions = { sessions: Record<string, { db: { execute: (query: unknown) => Promise<unknown> } }> }

/**
 * Takes a PostgreSQL advisory lock named `key` for the rest of the request's transaction, so
 * concurrent requests doing the same thing (a move, creating the first admin) queue up.
 */
export async function lockForTransaction(req: PayloadRequest, key: string): Promise<void> {
  const session = (req.payload.db as unknown as Sessions).sessions[String(await req.transactionID)]
  if (!session) throw new Error('lockForTransaction needs a request inside a transaction')
  await session.db.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${key}))`)
}
