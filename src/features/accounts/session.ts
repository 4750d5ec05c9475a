import { headers } from 'next/headers'

import { signedInUser } from '@/features/accounts/sign-in'
import { toApiUser } from '@/features/accounts/users'
import { getPayloadClient } from '@/server/runtime/payload'

export type SessionUser = ReturnType<typeof toApiUser>

/** The signed-in staff member of this page request, or null. */
export async function currentUser(): Promise<SessionUser | null> {
  const payload = await getPayloadClient()
  const user = await signedInUser(payload, await headers())
  return user ? toApiUser(user) : null
}
