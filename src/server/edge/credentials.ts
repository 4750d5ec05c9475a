import { createHash, createHmac } from 'node:crypto'
import type { IncomingHttpHeaders } from 'node:http'

import { jwtVerify } from 'jose'

import { readSecret } from '@/server/runtime/env'

/** Runs one SQL statement on the edge's own pool (server.ts). */
export type EdgeQuery = (text: string, values: unknown[]) => Promise<unknown[]>

const SESSION_TOKEN = /(?:^|;\s*)payload-token=([^;]+)/
const API_KEY = /^users API-Key (.+)$/

/** The key Payload signs its session tokens with, and indexes API keys by: made from PAYLOAD_SECRET as Payload makes it. */
const signingKey = (secret: string) => createHash('sha256').update(secret).digest('hex').slice(0, 32)

/**
 * Whether a request's credentials open an account now, checked as Payload checks them but without
 * it: a session token signed with this site's secret, unexpired, whose session the account still
 * has; or an API key an account has switched on. What a request merely carries (a made-up
 * `payload-token`) proves nothing. Used where the edge must know before Next.js reads the body
 * (the upload cap, src/server/edge/door-rules.ts); Payload checks every request again itself.
 */
export async function credentialsHold(headers: IncomingHttpHeaders, query: EdgeQuery, secret = readSecret()): Promise<boolean> {
  const key = signingKey(secret)
  const apiKey = API_KEY.exec(headers.authorization ?? '')?.[1]
  if (apiKey) {
    // Indexed as Payload indexes keys: SHA-256, or SHA-1 for a key made before Payload 3.46.
    const index = (algorithm: string) => createHmac(algorithm, key).update(apiKey).digest('hex')
    return (await query('SELECT 1 FROM users WHERE api_key_index IN ($1, $2) AND enable_a_p_i_key', [index('sha256'), index('sha1')])).length > 0
  }
  const token = /^(?:JWT|Bearer) (.+)$/i.exec(headers.authorization ?? '')?.[1] ?? SESSION_TOKEN.exec(headers.cookie ?? '')?.[1]
  if (!token) return false
  let claims: { id?: unknown; sid?: unknown; collection?: unknown }
  try {
    ;({ payload: claims } = await jwtVerify(decodeURIComponent(token), new TextEncoder().encode(key), { algorithms: ['HS256'] }))
  } catch {
    return false
  }
  if (claims.collection !== 'users' || typeof claims.sid !== 'string' || !Number.isInteger(Number(claims.id))) return false
  const sessions = await query('SELECT 1 FROM users_sessions WHERE _parent_id = $1 AND id = $2 AND expires_at > now()', [Number(claims.id), claims.sid])
  return sessions.length > 0
}
