import { PasswordLinkPage, passwordLinkMetadata } from '@/features/accounts/admin/password-link-page'

export const metadata = passwordLinkMetadata('Accept your invitation')

export default function SetPasswordPage({ params }: { params: Promise<{ token: string }> }) {
  return <PasswordLinkPage params={params} invitation />
}
