'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { z } from 'zod'

import { type FormField, FormFields } from '@/admin-screens/ui/fields-form'
import { FormActions } from '@/admin-screens/ui/form-parts'
import { useApiForm } from '@/admin-screens/ui/use-api-form'
import { changePasswordSchema, PASSWORD_MIN_LENGTH, passwordSchema } from '@/features/accounts/schema'
import { apiRequest } from '@/lib/api-client'

type PasswordChange = { password: string; currentPassword?: string }

const NEW_PASSWORD: FormField = {
  name: 'password',
  label: 'New password',
  kind: 'password',
  autoComplete: 'new-password',
  hint: `At least ${PASSWORD_MIN_LENGTH} characters`,
  wide: true,
}
const CURRENT_PASSWORD: FormField = { name: 'currentPassword', label: 'Current password', kind: 'password', autoComplete: 'current-password', wide: true }

/**
 * A password change: one's own (the account menu, or one's own row on the Users screen) takes the
 * current password, as on every door; an admin resets another account's with their own session.
 */
export function PasswordForm({ account, own, onClose }: { account: { id: number; username: string }; own: boolean; onClose: () => void }) {
  const form = useApiForm<PasswordChange>({
    resolver: zodResolver(own ? changePasswordSchema : z.object({ password: passwordSchema })),
    defaultValues: {},
    save: (values) => (own ? apiRequest('POST', '/api/auth/change-password', values) : apiRequest('PATCH', `/api/users/${account.id}`, values)),
    invalidate: ['/api/users'],
    messages: {
      success: own ? { title: 'Password changed' } : { title: 'Password reset', description: `${account.username} can sign in with the new password.` },
      error: own ? 'There was a problem changing your password. Please try again.' : 'There was a problem resetting the password. Please try again.',
    },
    onSaved: onClose,
  })
  return (
    <form onSubmit={form.submit} noValidate className="grid gap-4">
      <FormFields fields={own ? [CURRENT_PASSWORD, NEW_PASSWORD] : [NEW_PASSWORD]} form={form} />
      <FormActions editing={false} pending={form.pending} onCancel={onClose} saveLabel={own ? 'Change password' : 'Reset password'} />
    </form>
  )
}
