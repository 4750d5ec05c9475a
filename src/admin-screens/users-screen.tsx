'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { KeyRound, Plus, Trash2 } from 'lucide-react'
import { useState } from 'react'
import { z } from 'zod'

import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { Dialog } from '@/components/ui/dialog'
import { Field, inputClasses } from '@/components/ui/field'
import { PASSWORD_MIN_LENGTH, userSchema } from '@/schemas/user'

import { apiRequest } from './api'
import { FormActions, LoadFailed } from './form-parts'
import { PageHeader } from './page-header'
import { useApiForm } from './use-api-form'
import { useApiMutation, useList } from './use-resource'
import { ApiKeyCell, useApiKeyActions } from './user-api-keys'

const LIST = '/api/users'
type User = { id: number; username: string; email: string; role: 'admin' | 'editor'; apiKeyCreatedAt: string | null }
type NewUser = z.infer<typeof userSchema>

function AddUserForm({ onClose }: { onClose: () => void }) {
  const { register, errors, pending, submit } = useApiForm<NewUser>({
    resolver: zodResolver(userSchema),
    defaultValues: { role: 'editor' },
    save: (values) => apiRequest('POST', LIST, values),
    invalidate: [LIST],
    messages: { success: { title: 'User created' }, error: 'There was a problem creating the user. Please try again.' },
    onSaved: onClose,
  })
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
      <FormActions editing={false} pending={pending} onCancel={onClose} saveLabel="Save" />
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
  const { data: users, isLoading, isError, refetch } = useList<User>(LIST)
  const [adding, setAdding] = useState(false)
  const [resetting, setResetting] = useState<User | null>(null)
  const [deleting, setDeleting] = useState<User | null>(null)
  const changeRole = useApiMutation(({ user, role }: { user: User; role: User['role'] }) => apiRequest('PATCH', `${LIST}/${user.id}`, { role }), {
    invalidate: [LIST],
    messages: { success: { title: 'Role changed' }, error: 'There was a problem changing the role. Please try again.' },
  })
  const remove = useApiMutation((user: User) => apiRequest('DELETE', `${LIST}/${user.id}`), {
    invalidate: [LIST],
    messages: { success: { title: 'User deleted' }, error: 'There was a problem deleting the user. Please try again.' },
    onSuccess: () => setDeleting(null),
  })
  const apiKeys = useApiKeyActions(LIST)

  return (
    <div className="space-y-6">
      <PageHeader title="Users" subtitle="Staff accounts: admins manage accounts, editors manage content">
        <Button onClick={() => setAdding(true)}>
          <Plus className="h-4 w-4" aria-hidden="true" /> Add User
        </Button>
      </PageHeader>
      <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
        <table className="w-full text-left text-sm">
          <thead className="bg-slate-50 text-slate-700">
            <tr>
              {['Username', 'Email', 'Role', 'API key', 'Actions'].map((c) => (
                <th key={c} scope="col" className="px-4 py-3 font-semibold">
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {isLoading ? (
              <tr aria-hidden="true">
                <td colSpan={5} className="px-4 py-3">
                  <div className="h-8 animate-pulse rounded bg-slate-100" />
                </td>
              </tr>
            ) : isError ? (
              <tr>
                <td colSpan={5} className="p-3">
                  <LoadFailed what="users" onRetry={() => refetch()} />
                </td>
              </tr>
            ) : (
              users?.map((user) => {
                const self = user.id === currentUserId
                return (
                  <tr key={user.id}>
                    <td className="px-4 py-3 font-medium text-slate-900">
                      {user.username} {self && <span className="text-xs text-slate-600">(you)</span>}
                    </td>
                    <td className="px-4 py-3">{user.email}</td>
                    <td className="px-4 py-3">
                      <select
                        aria-label={`Role of ${user.username}`}
                        value={user.role}
                        disabled={self || changeRole.isPending}
                        onChange={(event) => changeRole.mutate({ user, role: event.target.value as User['role'] })}
                        className={`${inputClasses} w-32 min-w-32`}
                      >
                        <option value="editor">Editor</option>
                        <option value="admin">Admin</option>
                      </select>
                    </td>
                    <td className="px-4 py-3">
                      <ApiKeyCell
                        account={user}
                        creating={apiKeys.create.isPending}
                        onCreate={() => apiKeys.create.mutate(user)}
                        onRevoke={() => apiKeys.askToRevoke(user)}
                      />
                    </td>
                    <td className="px-4 py-3">
                      <div className="flex gap-1">
                        <Button variant="ghost" size="icon" aria-label={`Reset password of ${user.username}`} onClick={() => setResetting(user)}>
                          <KeyRound className="h-4 w-4" aria-hidden="true" />
                        </Button>
                        <Button variant="ghost" size="icon" aria-label={`Delete ${user.username}`} disabled={self} onClick={() => setDeleting(user)}>
                          <Trash2 className="h-4 w-4 text-red-700" aria-hidden="true" />
                        </Button>
                      </div>
                    </td>
                  </tr>
                )
              })
            )}
          </tbody>
        </table>
      </div>
      <Dialog open={adding} onOpenChange={setAdding} title="Add User">
        {adding && <AddUserForm onClose={() => setAdding(false)} />}
      </Dialog>
      <Dialog open={resetting !== null} onOpenChange={(o) => !o && setResetting(null)} 
        title={resetting?.id === currentUserId ? 'Change your password' : `Reset password: ${resetting?.username ?? ''}`}
      >
        {resetting && <ResetPasswordForm user={resetting} own={resetting.id === currentUserId} onClose={() => setResetting(null)} />}
      </Dialog>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(o) => !o && setDeleting(null)}
        description={`Are you sure you want to delete the account "${deleting?.username ?? ''}"? This action cannot be undone.`}
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting)}
      />
      {apiKeys.dialogs}
    </div>
  )
}
