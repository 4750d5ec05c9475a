import { randomBytes } from 'node:crypto'

import type { CollectionBeforeChangeHook } from 'payload'

import { API_KEY_SCHEME } from '@/lib/constants'

/**
 * API keys: how a program (an integration, a script) signs its requests to /api and /cms-api,
 * with `Authorization: users API-Key {key}`, acting with its account's role. They are Payload's
 * own (`auth.useAPIKey` on users): Payload keeps each key encrypted with PAYLOAD_SECRET and finds
 * the account by an HMAC-SHA256 of it, and never answers it on a read. Here:
 * - only admins give or take a key (src/collections/Users.ts), through
 *   `POST`/`DELETE /api/users/{id}/api-key`; the key is answered once, when it is made;
 * - a key is a credential of its own, not a cookie: no Origin is asked for (a browser cannot send
 *   it from another site without CORS, which this site never grants), its answers are
 *   `private, no-store` and never kept by the micro-cache, and its requests are counted per
 *   address (src/server/edge/door-rules.ts);
 * - on /api a key that opens no account answers 401 (src/server/api/request.ts), so a revoked key
 *   fails loudly on the very next request instead of reading as a visitor.
 */

/** Whether an Authorization header presents an API key, right or wrong. */
export function presentsApiKey(authorization: string | null | undefined): boolean {
  return typeof authorization === 'string' && (authorization === API_KEY_SCHEME || authorization.startsWith(`${API_KEY_SCHEME} `))
}

/** A new key: 32 random bytes (256 bits), in URL-safe base64 (43 characters). */
export function generateApiKey(): string {
  return randomBytes(32).toString('base64url')
}

/**
 * `apiKeyCreatedAt` follows the key on every path that gives or takes one (/api, /cms-api, the
 * /cms panel): a new key stamps the time, a key taken away clears it. Collection hooks run after
 * the fields' access rules and Payload's own API-key hooks, so a key an editor tried to give
 * themselves is already gone, and a key taken away has left its index null.
 */
export const stampApiKeyCreation: CollectionBeforeChangeHook = ({ data }) => {
  if (typeof data.apiKey === 'string' && data.apiKey !== '') return { ...data, apiKeyCreatedAt: new Date().toISOString() }
  if (data.apiKeyIndex === null) return { ...data, apiKeyCreatedAt: null }
  return data
}
