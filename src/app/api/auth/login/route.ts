import { NextResponse } from 'next/server'
import { AuthenticationError, LockedAuth } from 'payload'
import { generatePayloadCookie } from 'payload/shared'

import { loginSchema } from '@/schemas/user'
import { HttpError } from '@/server/api/errors'
import { apiRoute } from '@/server/api/handler'
import { parseJsonBody } from '@/server/api/request'
import { toApiUser } from '@/server/users'

/** POST { login: username or email, password }: sets the HTTP-only session cookie, answers the user. */
export const POST = apiRoute(async (request, { payload }) => {
  const { login, password } = await parseJsonBody(request, loginSchema)
  const data = login.includes('@') ? { email: login, password } : { username: login, password }

  let result
  try {
    result = await payload.login({ collection: 'users', data, depth: 0 })
  } catch (error) {
    // A locked account answers as a wrong password does: only real accounts can be locked
    // (src/server/sign-in.ts).
    if (error instanceof LockedAuth || error instanceof AuthenticationError) {
      throw new HttpError(401, 'Incorrect username, email or password.')
    }
    throw error
  }
  if (!result.token || !result.user) throw new HttpError(401, 'Incorrect username, email or password.')

  const cookie = generatePayloadCookie({
    collectionAuthConfig: payload.collections.users.config.auth,
    cookiePrefix: payload.config.cookiePrefix,
    token: result.token,
  })
  return NextResponse.json(toApiUser(result.user), { headers: { 'Set-Cookie': cookie } })
})
