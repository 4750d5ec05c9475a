import type { Payload } from 'payload'

import { pgPoolOf } from '@/server/db/adapter'
import { countRequest, type Limit, TOO_MANY_REQUESTS } from '@/server/http/rate-limit'

import { HttpError } from './errors'

/**
 * Counts one request for `key` (a budget of the application's own, not the door's per-address
 * ones: an account, an e-mail address); over the limit, a 429 with Retry-After.
 */
export async function refuseOverLimit(payload: Payload, key: string, limit: Limit): Promise<void> {
  const pool = pgPoolOf(payload)
  if (!pool) throw new Error('refuseOverLimit: Payload has not connected to the database yet')
  const retryAfter = await countRequest(async (text, values) => (await pool.query(text, values)).rows, key, limit)
  if (retryAfter !== null) throw new HttpError(429, TOO_MANY_REQUESTS, undefined, { 'Retry-After': String(retryAfter) })
}
