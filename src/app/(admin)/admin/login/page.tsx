import { redirect } from 'next/navigation'

import { LoginScreen } from '@/features/accounts/admin/login-screen'
import { currentUser } from '@/features/accounts/session'

export const metadata = { title: 'Sign in' }

export default async function LoginPage() {
  if (await currentUser()) redirect('/admin')
  return <LoginScreen />
}
