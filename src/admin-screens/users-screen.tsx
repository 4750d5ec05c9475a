'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { KeyRound } from 'lucide-react'
import { useState } from 'react'
import { z } from 'zod'

import { Button } from '@/components/ui/button'
import { Dialog } from '@/components/ui/dialog'
import { Field, inputClasses } from '@/components/ui/field'
import { PAGE_SIZES } from '@/lib/constants'
import { PASSWORD_MIN_LENGTH, userSchema } from '@/schemas/user'

import { apiRequest } from './api'
import { FormActions } from './form-parts'
import { type FormProps, type ListConfig, ListScreen, useRecordForm } from './list-screen'
import { useApiForm } from './use-api-form'
import { ApiKeyCell, useApiKeyActions } from './user-api-keys'

const LIST = '/api/users'
type User = { id: number; username: string; email: string; role: 'admin' | 'editor'; apiKeyCreatedAt: string | null }
type NewUser = z.infer<typeof userSchema>

function AddUserForm(props: FormProps<User>) {
  const { register, errors, pending, submit } = useRecordForm(props, { resolver: zodResolver(userSchema), defaultValues: { role: 'editor' } as NewUser })
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <Field label="Username" error={errors.username?.message}>
        <input {...register('username')} autoComplete="off" className={inputClasses} />
      </Field>
      <Field label="Email" error={errors.email?.message}>
        <input {...register('email')} type="email" autoComplete="off" className={inputClasses} />
      </Field>
      <Field label="Password" hint="At least 12 characters" error={errors.password?.message}>
        <input {...register('password')} type="password" autoComplete="new-password" className={inputClasses} />
      </Field>
      <Field label="Role">
        <select {...register('role')} className={inputClasses}>
          <option value="editor">Editor</option>
          <option value="admin">Admin</option>
        </select>
      </Field>
      <FormActions editing={false} pending={pending} onCancel={props.onCancel} saveLabel="Save" />
    </form>
  )
}

type PasswordChange = { password: string; currentPassword?: string }

/** Another account's password is reset with the admin's session; one's own takes the current one too. */
function ResetPasswordForm({ user, own, onClose }: { user: User; own: boolean; onClose: () => void }) {
  const schema = userSchema.pick({ password: true }).extend({ currentPassword: own ? z.string().min(1, 'Enter your current password to change it.') : z.string().optional() })
  const { register, errors, pending, submit } = useApiForm<PasswordChange>({
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
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {own && (
        <Field label="Current password" error={errors.currentPassword?.message}>
          <input {...register('currentPassword')} type="password" autoComplete="current-password" className={inputClasses} />
        </Field>
      )}
      <Field label="New password" hint={`At least ${PASSWORD_MIN_LENGTH} characters`} error={errors.password?.message}>
        <input {...register('password')} type="password" autoComplete="new-password" className={inputClasses} />
      </Field>
      <FormActions editing={false} pending={pending} onCancel={onClose} saveLabel={own ? 'Change password' : 'Reset password'} />
    </form>
  )
}

/** Staff accounts (admins only): add, change role, reset password, API key, delete. */
export function UsersScreen({ currentUserId }: { currentUserId: number }) {
  const [resetting, setResetting] = useState<User | null>(null)
  const apiKeys = useApiKeyActions(LIST)
  const config: ListConfig<User> = {
    url: LIST,
    title: 'Users',
    subtitle: 'Staff accounts: admins manage accounts, editors manage content',
    noun: 'user',
    plural: 'users',
    name: (user) => user.username,
    empty: 'No users yet.',
    search: { placeholder: 'Search users...', matches: (user, term) => user.username.toLowerCase().includes(term) || user.email.toLowerCase().includes(term) },
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
                <option value="editor">Editor</option>
                <option value="admin">Admin</option>
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
