import { NextResponse } from 'next/server'
import { generatePayloadCookie } from 'payload/shared'

import { userSchema } from '@/schemas/user'
import { HttpError } from '@/server/api/errors'
import { apiRoute } from '@/server/api/handler'
import { parseJsonBody } from '@/server/api/request'
import { refuseKeyFields } from '@/server/api-keys'
import { inTransaction } from '@/server/transaction'
import { toApiUser } from '@/server/users'

/** Whether the database has no user yet, so the sign-in screen offers to create the first admin. */
export const GET = apiRoute(async (_request, { payload }) => {
  const { totalDocs } = await payload.count({ collection: 'users' })
  return NextResponse.json({ needsFirstAdmin: totalDocs === 0 })
})

/**
 * Creates the first admin account, only while no user exists (DESIGN.md fresh install), and
 * signs it in. Once any account exists this answers 409.
 */
export const POST = apiRoute(async (request, { payload }) => {
  const data = await parseJsonBody(request, userSchema, refuseKeyFields)
  // Check and create in one transaction under a lock: of simultaneous attempts, one wins.
  await inTransaction(
    payload,
    null,
    async (req) => {
      const { totalDocs } = await payload.count({ collection: 'users', req })
      if (totalDocs > 0) throw new HttpError(409, 'An admin account already exists. Sign in instead.')
      // No user exists yet, so there is no one to act as: the check above is the permission.
      await payload.create({ collection: 'users', data: { ...data, role: 'admin' }, depth: 0, req })
    },
    { lock: 'first-admin' },
  )
  const result = await payload.login({ collection: 'users', data: { username: data.username, password: data.password }, depth: 0 })
  const cookie = generatePayloadCookie({
    collectionAuthConfig: payload.collections.users.config.auth,
    cookiePrefix: payload.config.cookiePrefix,
    token: result.token ?? '',
  })
  if (!result.user) throw new HttpError(500, "The account was created but could not sign in.")
  return NextResponse.json(toApiUser(result.user), { status: 201, headers: { "Set-Cookie": cookie } })
})
