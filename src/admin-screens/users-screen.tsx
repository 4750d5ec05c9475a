'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { KeyRound } from 'lucide-react'
import { useState } from 'react'
import { z } from 'zod'

import { Button } from '@/components/ui/button'
import { Dialog } from '@/components/ui/dialog'
import { inputClasses } from '@/components/ui/field'
import { apiRequest } from '@/lib/api-client'
import { PAGE_SIZES } from '@/lib/constants'
import { PASSWORD_MIN_LENGTH, userSchema } from '@/schemas/user'

import { choices, FieldsForm, type FormField, FormFields } from './fields-form'
import { FormActions } from './form-parts'
import { type FormProps, type ListConfig, ListScreen } from './list-screen'
import { useApiForm } from './use-api-form'
import { ApiKeyCell, useApiKeyActions } from './user-api-keys'

const LIST = '/api/users'
type User = { id: number; username: string; email: string; role: 'admin' | 'editor'; apiKeyCreatedAt: string | null }
type NewUser = z.infer<typeof userSchema>

const ROLE_OPTIONS = choices({ editor: 'Editor', admin: 'Admin' })
const NEW_USER_FIELDS: FormField[] = [
  { name: 'username', label: 'Username', kind: 'text', autoComplete: 'off', wide: true },
  { name: 'email', label: 'Email', kind: 'email', autoComplete: 'off', wide: true },
  { name: 'password', label: 'Password', kind: 'password', autoComplete: 'new-password', hint: `At least ${PASSWORD_MIN_LENGTH} characters`, wide: true },
  { name: 'role', label: 'Role', kind: 'select', options: ROLE_OPTIONS, wide: true },
]

const AddUserForm = (props: FormProps<User>) => (
  <FieldsForm {...props} fields={NEW_USER_FIELDS} resolver={zodResolver(userSchema)} defaultValues={{ role: 'editor' } as NewUser} saveLabel="Save" />
)

type PasswordChange = { password: string; currentPassword?: string }

/** Another account's password is reset with the admin's session; one's own takes the current one too. */
function ResetPasswordForm({ user, own, onClose }: { user: User; own: boolean; onClose: () => void }) {
  const schema = userSchema.pick({ password: true }).extend({ currentPassword: own ? z.string().min(1, 'Enter your current password to change it.') : z.string().optional() })
  const form = useApiForm<PasswordChange>({
    resolver: zodResolver(schema),
    defaultValues: {},
    save: (values) => apiRequest('PATCH', `${LIST}/${user.id}`, values),
    invalidate: [LIST],
    messages: {
      success: own ? { title: 'Password changed' } : { title: 'Password reset', description: `${user.username} can sign in with the new password.` },
      error: 'There was a problem resetting the password. Please try again.',
    },
    onSaved: onClose,
  })
  const fields: FormField[] = [
    ...(own ? [{ name: 'currentPassword', label: 'Current password', kind: 'password', autoComplete: 'current-password', wide: true } as const] : []),
    { name: 'password', label: 'New password', kind: 'password', autoComplete: 'new-password', hint: `At least ${PASSWORD_MIN_LENGTH} characters`, wide: true },
  ]
  return (
    <form onSubmit={form.submit} noValidate className="grid gap-4">
      <FormFields fields={fields} form={form} />
      <FormActions editing={false} pending={form.pending} onCancel={onClose} saveLabel={own ? 'Change password' : 'Reset password'} />
    </form>
  )
}

/** Staff accounts (admins only): add, change role, reset password, API key, delete. */
export function UsersScreen({ currentUserId }: { currentUserId: number }) {
  const [resetting, setResetting] = useState<User | null>(null)
  const apiKeys = useApiKeyActions(LIST)
  const config: ListConfig<User> = {
    url: LIST,
    words: { title: 'Users', subtitle: 'Staff accounts: admins manage accounts, editors manage content', noun: 'user', plural: 'users', empty: 'No users yet.' },
    search: ['username', 'email'],
    views: [
      {
        pageSize: PAGE_SIZES.adminContent,
        table: [
          {
            label: 'Username',
            cell: (user) => (
              <span className="font-medium text-slate-900">
                {user.username} {user.id === currentUserId && <span className="text-xs text-slate-600">(you)</span>}
              </span>
            ),
          },
          { label: 'Email', cell: (user) => <span className="break-all">{user.email}</span> },
          {
            label: 'Role',
           
            cell: (user, list) => (
              <select
                aria-label={`Role of ${user.username}`}
                value={user.role}
                disabled={user.id === currentUserId || list.updating}
                onChange={(event) =>
                  list.update(user, { role: event.target.value }, { success: { title: 'Role changed' }, error: 'There was a problem changing the role. Please try again.' })
                }
                className={`${inputClasses} w-32 min-w-32`}
              >
                {ROLE_OPTIONS.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            ),
          },
          {
            label: 'API key',
            from: 'md',
            cell: (user) => (
              <ApiKeyCell account={user} creating={apiKeys.create.isPending} onCreate={() => apiKeys.create.mutate(user)} onRevoke={() => apiKeys.askToRevoke(user)} />
            ),
          },
        ],
      },
    ],
    form: { component: AddUserForm, add: 'Add User', editable: false, wide: false },
    notices: { createError: 'There was a problem creating the user. Please try again.' },
    extraActions: (user) => (
      <Button variant="ghost" size="icon" aria-label={`Reset password of ${user.username}`} onClick={() => setResetting(user)}>
        <KeyRound className="h-4 w-4" aria-hidden="true" />
      </Button>
    ),
    canDelete: (user) => user.id !== currentUserId,
    deleteQuestion: (user) => `Are you sure you want to delete the account "${user.username}"? This action cannot be undone.`,
    children: (
      <>
        <Dialog
          open={resetting !== null}
          onOpenChange={(o) => !o && setResetting(null)}
          title={resetting?.id === currentUserId ? 'Change your password' : `Reset password: ${resetting?.username ?? ''}`}
        >
          {resetting && <ResetPasswordForm user={resetting} own={resetting.id === currentUserId} onClose={() => setResetting(null)} />}
        </Dialog>
        {apiKeys.dialogs}
      </>
    ),
  }
  return <ListScreen config={config} />
}
