import { PasswordLinkPage, passwordLinkMetadata } from '@/features/accounts/admin/password-link-page'

export const metadata = passwordLinkMetadata('Choose a new password')

export default function ResetPasswordPage({ params }: { params: Promise<{ token: string }> }) {
  return <PasswordLinkPage params={params} invitation={false} />
}
