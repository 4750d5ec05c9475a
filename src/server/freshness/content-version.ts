import { sql } from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'

import { drizzleOf } from '@/server/db/adapter'

/**
 * The content version: a value database triggers move in the same transaction as any content
 * write, whoever writes (migrations/20261122_220000_content_version.ts). What is derived from
 * content and kept under this version is never staler than the database.
 */
export async function contentVersion(payload: Payload): Promise<string> {
  const db = drizzleOf(payload)
  const { rows } = await db.execute(sql`SELECT version::text AS version FROM content_version`)
  return String(rows[0]?.version ?? 'none')
}
