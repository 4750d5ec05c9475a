import { NextResponse } from 'next/server'
import { createLocalReq, logoutOperation } from 'payload'
import { generateExpiredPayloadCookie } from 'payload/shared'

import { apiRoute } from '@/server/api/handler'

/** Ends the session (server side too) and clears the cookie. Safe to call when signed out. */
export const POST = apiRoute(async (_request, { payload, user }) => {
  if (user) {
    const req = await createLocalReq({ user: { ...user, collection: 'users' } }, payload)
    await logoutOperation({ collection: payload.collections.users, req })
  }
  const cookie = generateExpiredPayloadCookie({
    collectionAuthConfig: payload.collections.users.config.auth,
    cookiePrefix: payload.config.cookiePrefix,
  })
  return NextResponse.json({ message: 'Signed out' }, { headers: { 'Set-Cookie': cookie } })
})
