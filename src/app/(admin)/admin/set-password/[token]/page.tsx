import { PasswordLinkPage, passwordLinkMetadata } from '@/server/password-link-page'

export const metadata = passwordLinkMetadata('Accept your invitation')

export default function SetPasswordPage({ params }: { params: Promise<{ token: string }> }) {
  return <PasswordLinkPage params={params} invitation />
}
