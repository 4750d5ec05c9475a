import { headers } from 'next/headers'

import { getPayloadClient } from '@/server/payload'
import { signedInUser } from '@/server/sign-in'
import { toApiUser } from '@/server/users'

export type SessionUser = ReturnType<typeof toApiUser>

/** The signed-in staff member of this page request, or null. */
export async function currentUser(): Promise<SessionUser | null> {
  const payload = await getPayloadClient()
  const user = await signedInUser(payload, await headers())
  return user ? toApiUser(user) : null
}
