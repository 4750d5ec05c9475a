import { randomBytes } from 'node:crypto'

import { type CollectionBeforeChangeHook, type CollectionBeforeOperationHook, type FieldAccess, type PayloadRequest } from 'payload'

import { isAdminUser } from '@/access'
import { API_KEY_SCHEME } from '@/lib/constants'
import { ClientMistake } from '@/server/http/client-mistake'

/**
 * API keys: how a program (an integration, a script) signs its requests to /api and /cms-api,
 * with `Authorization: users API-Key {key}`, acting with its account's role. They are Payload's
 * own (`auth.useAPIKey` on users): Payload keeps each key encrypted with PAYLOAD_SECRET and finds
 * the account by an HMAC-SHA256 of it, and never answers it on a read. Here:
 * - only admins give or take a key, and only through `POST`/`DELETE /api/users/{id}/api-key`;
 *   the server makes the key and answers it once; a key field in any other body is refused (400),
 *   and an admin's reset of another account's password revokes its key (below);
 * - a key is a credential of its own, not a cookie: no Origin is asked for (a browser cannot send
 *   it from another site without CORS, which this site never grants), its answers are
 *   `private, no-store` and never kept by the micro-cache, and its requests are counted per
 *   address (src/server/edge/door-rules.ts);
 * - on /api a key that opens no account answers 401 (src/server/http/request.ts), so a revoked key
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

/** The fields of a body that would give, take or forge a key. */
const KEY_FIELDS = ['apiKey', 'enableAPIKey', 'apiKeyIndex'] as const

/** Said to a body that tries to set a key anywhere but the key routes. */
export const KEY_ROUTES_MESSAGE =
  'API keys are made and revoked only with POST and DELETE /api/users/{id}/api-key: the server makes the key. Leave apiKey and enableAPIKey out of this request.'

/** Marks, in Payload's request context, a write of the key routes (or of a revocation below). */
const KEY_WRITE = 'apiKeyWrite'

/** The Local API `context` of the key routes' writes: no client can set a request's context. */
export const keyRouteContext = { [KEY_WRITE]: true } as const

/**
 * Field access of the key fields: an admin, through the key routes only. A key a client chose
 * (Payload's /cms panel makes one in the browser) is never stored, and the panel, which asks this
 * rule, hides its own key buttons.
 */
export const keyRoutesOnly: FieldAccess = ({ req }) => isAdminUser(req.user) && req.context?.[KEY_WRITE] === true

/** Refuses (400) a request body that names a key field; the key routes take no body. */
export function refuseKeyFields(body: Record<string, unknown>, allowed: readonly string[] = []): void {
  const named = KEY_FIELDS.filter((field) => field in body && !allowed.includes(field))
  if (named.length > 0) {
    throw new ClientMistake(400, `${KEY_ROUTES_MESSAGE} (Sent: ${named.join(', ')}.)`)
  }
}

/**
 * On every door to users (/cms-api, the /cms panel, the Local API behind /api): a body with a key
 * field is refused, except Payload's panel repeating the account's `enableAPIKey` as it is (its
 * forms send every field back). And an admin who sets another account's password revokes that
 * account's key: whoever knew the old password may have made or copied it.
 */
export const keysOnlyThroughKeyRoutes: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'create' && operation !== 'update') return args
  const { data, id } = args as { data?: Record<string, unknown>; id?: number | string }
  if (!data || req.context?.[KEY_WRITE] === true) return args
  const { enableAPIKey, ...others } = data
  const unchanged = 'enableAPIKey' in data && Boolean(enableAPIKey) === (operation === 'update' && id !== undefined ? await keyEnabled(req, id) : false)
  const rest = unchanged ? others : data
  refuseKeyFields(rest)
  const resetsAnothersPassword =
    operation === 'update' && typeof data.password === 'string' && data.password !== '' && req.user && id !== undefined && String(id) !== String(req.user.id)
  if (!resetsAnothersPassword) return { ...args, data: rest }
  req.context[KEY_WRITE] = true
  return { ...args, data: { ...rest, enableAPIKey: false, apiKey: null } }
}

async function keyEnabled(req: PayloadRequest, id: number | string): Promise<boolean> {
  const stored = await req.payload.db.findOne<{ id: number; enableAPIKey?: boolean | null }>({ collection: 'users', where: { id: { equals: id } }, req })
  return Boolean(stored?.enableAPIKey)
}
