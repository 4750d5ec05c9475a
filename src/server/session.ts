import { headers } from 'next/headers'

import type { User } from '@/payload-types'
import { getPayloadClient } from '@/server/payload'
import { toApiUser } from '@/server/users'

export type SessionUser = ReturnType<typeof toApiUser>

/** The signed-in staff member of this page request, or null. */
export async function currentUser(): Promise<SessionUser | null> {
  const payload = await getPayloadClient()
  const { user } = await payload.auth({ headers: await headers() })
  return user ? toApiUser(user as User) : null
}
