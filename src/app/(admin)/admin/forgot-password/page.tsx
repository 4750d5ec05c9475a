import { redirect } from 'next/navigation'

import { ForgotPasswordScreen } from '@/features/accounts/admin/login-screen'
import { currentUser } from '@/features/accounts/session'
import { emailOn } from '@/features/mail/transport'

export const metadata = { title: 'Forgot password' }

export default async function ForgotPasswordPage() {
  if (await currentUser()) redirect('/admin')
  return <ForgotPasswordScreen emailOn={emailOn()} />
}
