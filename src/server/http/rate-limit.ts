/**
 * Counts requests per key in fixed windows kept in PostgreSQL (the `rate_limits` table,
 * src/server/db/schema-hooks.ts), so a limit holds across every app instance. The edge counts the
 * requests each door limits (src/server/edge/door-rules.ts).
 */

export type Limit = { max: number; windowSeconds: number }
/** Runs one SQL statement with its parameters and answers the rows. */
export type Execute = (text: string, values: unknown[]) => Promise<Record<string, unknown>[]>

export const TOO_MANY_REQUESTS = 'Too many requests. Please wait a moment and try again.'

/** Counts one request for `key`; answers the seconds to wait once the window's budget is spent, else null. */
export async function countRequest(execute: Execute, key: string, limit: Limit): Promise<number | null> {
  const window = `${limit.windowSeconds} seconds`
  const [row = {}] = await execute(
    `INSERT INTO rate_limits (key, count, reset_at)
     VALUES ($1, 1, now() + $2::interval)
     ON CONFLICT (key) DO UPDATE SET
       count = CASE WHEN rate_limits.reset_at <= now() THEN 1 ELSE rate_limits.count + 1 END,
       reset_at = CASE WHEN rate_limits.reset_at <= now() THEN now() + $2::interval ELSE rate_limits.reset_at END
     RETURNING count, extract(epoch FROM (reset_at - now()))::int AS retry_after`,
    [key, window],
  )
  if (Math.random() < 0.01) {
    // Occasional sweep of long-expired windows keeps the table small.
    await execute(`DELETE FROM rate_limits WHERE reset_at < now() - interval '1 hour'`, [])
  }
  if (Number(row.count) <= limit.max) return null
  return Math.max(1, Number(row.retry_after) || limit.windowSeconds)
}
