import { redirect } from 'next/navigation'

import { LoginScreen } from '@/admin-screens/login-screen'
import { currentUser } from '@/server/session'

export const metadata = { title: 'Sign in' }

export default async function LoginPage() {
  if (await currentUser()) redirect('/admin')
  return <LoginScreen />
}
