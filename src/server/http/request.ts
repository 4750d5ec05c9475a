import type { z } from 'zod'

import { presentsApiKey } from '@/features/accounts/api-keys'
import { sessionUncheckable } from '@/features/accounts/session-check'
import { signedInUser } from '@/features/accounts/sign-in'
import { INT32_MAX } from '@/lib/constants'
import type { User } from '@/payload-types'
import { MAX_BODY_BYTES } from '@/server/edge/door-rules'
import { getPayloadClient } from '@/server/runtime/payload'

import type { ApiContext } from './context'
import { databaseUnavailable, HttpError, invalidApiKey, notFound, unauthorized } from './errors'

/** The same cap the edge holds every body to (src/server/edge/door-rules.ts). */
export const MAX_JSON_BYTES = MAX_BODY_BYTES

/** The Payload instance and the signed-in user (session cookie or API key), if any. */
export async function apiContext(request: Request): Promise<ApiContext> {
  const payload = await getPayloadClient()
  const user = await signedInUser(payload, request.headers)
  // A session that could not be checked (the database is away) is not "signed out": 503.
  if (sessionUncheckable()) throw databaseUnavailable()
  // A key that opens no account (wrong, or revoked) is refused, not taken for a visitor's request.
  if (!user && presentsApiKey(request.headers.get('authorization'))) throw invalidApiKey()
  return { payload, user }
}

export function requireUser(context: ApiContext): User {
  if (!context.user) throw unauthorized()
  return context.user
}

/** Ids are positive 32-bit integers; anything else names no record (404, never 500). */
export function parseId(raw: string, label: string): number {
  if (!/^[1-9]\d{0,9}$/.test(raw)) throw notFound(label)
  const id = Number(raw)
  if (id > INT32_MAX) throw notFound(label)
  return id
}

/**
 * Reads a JSON object body and parses it with the shared zod schema (unknown keys dropped), after
 * `refuse` has looked at the body as sent (for keys that must not be dropped silently).
 */
export async function parseJsonBody<T extends z.ZodTypeAny>(
  request: Request,
  schema: T,
  refuse?: (body: Record<string, unknown>) => void,
): Promise<z.infer<T>> {
  const type = request.headers.get('content-type') ?? ''
  if (!/^application\/(.+\+)?json\b/i.test(type)) {
    throw new HttpError(400, 'Send the body as JSON (Content-Type: application/json).')
  }
  const declared = Number(request.headers.get('content-length') ?? 0)
  if (declared > MAX_JSON_BYTES) throw new HttpError(413, 'Request body is too large')
  const text = await request.text()
  if (Buffer.byteLength(text) > MAX_JSON_BYTES) throw new HttpError(413, 'Request body is too large')
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    throw new HttpError(400, 'Request body must be valid JSON')
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new HttpError(400, 'Request body must be a JSON object')
  }
  refuse?.(body as Record<string, unknown>)
  return schema.parse(body)
}
