import { sql } from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'

import { HttpError } from '@/server/api/errors'

type Limit = { max: number; windowSeconds: number }
type Drizzle = { execute: (query: unknown) => Promise<{ rows: Record<string, unknown>[] }> }

/**
 * Counts one request for `key` in a fixed window kept in PostgreSQL, so the limit holds across
 * every app instance. Throws 429 with Retry-After once the window's budget is spent.
 */
export async function enforceRateLimit(payload: Payload, key: string, limit: Limit): Promise<void> {
  const db = (payload.db as unknown as { drizzle: Drizzle }).drizzle
  const window = `${limit.windowSeconds} seconds`
  const { rows } = await db.execute(sql`
    INSERT INTO rate_limits (key, count, reset_at)
    VALUES (${key}, 1, now() + ${window}::interval)
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN rate_limits.reset_at <= now() THEN 1 ELSE rate_limits.count + 1 END,
      reset_at = CASE WHEN rate_limits.reset_at <= now() THEN now() + ${window}::interval ELSE rate_limits.reset_at END
    RETURNING count, extract(epoch FROM (reset_at - now()))::int AS retry_after`)
  const row = rows[0] ?? {}
  if (Math.random() < 0.01) {
    // Occasional sweep of long-expired windows keeps the table small.
    await db.execute(sql`DELETE FROM rate_limits WHERE reset_at < now() - interval '1 hour'`)
  }
  if (Number(row.count) > limit.max) {
    const retryAfter = Math.max(1, Number(row.retry_after) || limit.windowSeconds)
    throw new HttpError(429, 'Too many requests. Please wait a moment and try again.', undefined, {
      'Retry-After': String(retryAfter),
    })
  }
}
