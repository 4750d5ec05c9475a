import { NextResponse } from 'next/server'
import { AuthenticationError, LockedAuth } from 'payload'
import { generatePayloadCookie } from 'payload/shared'

import { LOGIN_RATE_LIMIT } from '@/lib/constants'
import { loginSchema } from '@/schemas/user'
import { HttpError } from '@/server/api/errors'
import { apiRoute } from '@/server/api/handler'
import { clientAddress, parseJsonBody } from '@/server/api/request'
import { enforceRateLimit } from '@/server/rate-limit'
import { toApiUser } from '@/server/users'

/** POST { login: username or email, password }: sets the HTTP-only session cookie, answers the user. */
export const POST = apiRoute(async (request, { payload }) => {
  await enforceRateLimit(payload, `login:${clientAddress(request)}`, LOGIN_RATE_LIMIT)
  const { login, password } = await parseJsonBody(request, loginSchema)
  const data = login.includes('@') ? { email: login, password } : { username: login, password }

  let result
  try {
    result = await payload.login({ collection: 'users', data, depth: 0 })
  } catch (error) {
    if (error instanceof LockedAuth) {
      throw new HttpError(429, 'Too many failed sign-in attempts. This account is locked for 10 minutes.')
    }
    if (error instanceof AuthenticationError) {
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
