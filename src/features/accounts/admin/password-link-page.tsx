import type { Metadata } from 'next'

import { ChoosePasswordScreen } from '@/features/accounts/admin/login-screen'
import { accountOfToken } from '@/features/accounts/password-links'
import { getPayloadClient } from '@/server/runtime/payload'

/**
 * The page a password link opens (/admin/reset-password/{token}, /admin/set-password/{token}): the
 * token stays on this page, never sent on to another site in a Referer.
 */
export const passwordLinkMetadata = (title: string): Metadata => ({ title, referrer: 'no-referrer' })

export async function PasswordLinkPage({ params, invitation }: { params: Promise<{ token: string }>; invitation: boolean }) {
  const { token } = await params
  const account = await accountOfToken(await getPayloadClient(), token)
  return <ChoosePasswordScreen token={token} username={account?.username ?? null} invitation={invitation} />
}
