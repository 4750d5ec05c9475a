import { redirect } from 'next/navigation'

import { ForgotPasswordScreen } from '@/admin-screens/login-screen'
import { emailOn } from '@/server/mail'
import { currentUser } from '@/server/session'

export const metadata = { title: 'Forgot password' }

export default async function ForgotPasswordPage() {
  if (await currentUser()) redirect('/admin')
  return <ForgotPasswordScreen emailOn={emailOn()} />
}
