import { NextResponse } from 'next/server'

import { type ApiKeyIssued, apiKeyIssuedSchema } from '@/schemas/user'
import { requireAdmin } from '@/server/api/admin-only'
import { HttpError, notFound } from '@/server/api/errors'
import { apiRoute } from '@/server/api/handler'
import { parseId } from '@/server/api/request'
import { generateApiKey, keyRouteContext } from '@/server/api-keys'
import { inTransaction } from '@/server/transaction'

type Params = { id: string }

/**
 * An account's API key (admins only; src/server/api-keys.ts). POST makes one and answers it, the
 * only time it is ever shown; DELETE revokes it, and the next request signed with it answers 401.
 * Both queue up behind each other for one account.
 */

export const POST = apiRoute<Params>(async (_request, context, params) => {
  // 1. Admins only, for an account that exists and has no key yet (revoke one to replace it).
  const admin = requireAdmin(context)
  const id = parseId(params.id, 'User')
  const apiKey = generateApiKey()
  const doc = await inTransaction(
    context.payload,
    admin,
    async (req) => {
      const account = await context.payload.findByID({ collection: 'users', id, depth: 0, overrideAccess: false, user: admin, req, disableErrors: true })
      if (!account) throw notFound('User')
      if (account.hasAPIKey) throw new HttpError(409, 'This account already has an API key: revoke it before making a new one.')
      // 2. Stored as Payload stores keys: encrypted, with an HMAC of it to find the account by.
      return context.payload.update({ collection: 'users', id, data: { enableAPIKey: true, apiKey }, depth: 0, overrideAccess: false, user: admin, req, context: keyRouteContext })
    },
    { lock: `api-key:${id}` },
  )
  if (!doc.apiKeyCreatedAt) throw new Error('The API key was not stored')
  // 3. The key, this once (no cache keeps an answer to a signed-in request).
  const answer: ApiKeyIssued = apiKeyIssuedSchema.parse({ userId: id, apiKey, apiKeyCreatedAt: doc.apiKeyCreatedAt })
  return NextResponse.json(answer, { status: 201 })
})

export const DELETE = apiRoute<Params>(async (_request, context, params) => {
  // 1. Admins only, for an account that exists (404 otherwise).
  const admin = requireAdmin(context)
  const id = parseId(params.id, 'User')
  // 2. The key and its index cleared, as Payload clears them: nothing signed with it opens the account.
  await inTransaction(
    context.payload,
    admin,
    (req) =>
      context.payload.update({ collection: 'users', id, data: { enableAPIKey: false, apiKey: null }, depth: 0, overrideAccess: false, user: admin, req, context: keyRouteContext }),
    { lock: `api-key:${id}` },
  )
  return new Response(null, { status: 204 })
})
