'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { KeyRound, Send } from 'lucide-react'
import { useState } from 'react'
import type { Resolver } from 'react-hook-form'

import { choices, type FormField } from '@/admin-screens/ui/fields-form'
import { FieldsForm, type FormProps, type ListConfig, ListScreen } from '@/admin-screens/ui/list-screen'
import { Pill } from '@/admin-screens/ui/pill'
import { IconButton } from '@/admin-screens/ui/tooltip'
import { useApiMutation } from '@/admin-screens/ui/use-resource'
import { Dialog } from '@/components/ui/dialog'
import { inputClasses } from '@/components/ui/field'
import { PASSWORD_MIN_LENGTH, userCreateSchema } from '@/features/accounts/schema'
import { EmailOffNotice, useNotificationSettings } from '@/features/contact/admin/notification-settings'
import { apiRequest } from '@/lib/api-client'
import { PAGE_SIZES } from '@/lib/constants'

import { ApiKeyCell, useApiKeyActions } from './api-keys-panel'
import { PasswordForm } from './password-form'

const LIST = '/api/users'
type User = { id: number; username: string; email: string; role: 'admin' | 'editor'; invitePending: boolean | null; apiKeyCreatedAt: string | null }
type NewUser = { username: string; email: string; password?: string; role: 'admin' | 'editor'; invite: boolean }

const ROLE_OPTIONS = choices({ editor: 'Editor', admin: 'Admin' })

/** The form's values as the API takes them: an invitation sends no password. */
const newUserBody = ({ invite, password, ...account }: NewUser) => (invite ? { ...account, invite: true } : { ...account, password })
const checkBody = zodResolver(userCreateSchema) as unknown as Resolver<object>
/** The API's own rules (src/features/accounts/schema.ts), on the body the form would send. */
const newUserResolver: Resolver<NewUser> = (values, context, options) => checkBody(newUserBody(values), context, options as never) as never

/**
 * A new account: an invitation by mail to choose one's own password (the form opens on it), or a
 * password the admin chooses.
 */
function AddUserForm(props: FormProps<User>) {
  const [invite, setInvite] = useState(true)
  const { data: settings } = useNotificationSettings()
  const fields: FormField[] = [
    { name: 'username', label: 'Username', kind: 'text', autoComplete: 'off', wide: true },
    { name: 'email', label: 'Email', kind: 'email', autoComplete: 'off', wide: true },
    {
      name: 'invite',
      label: 'Invite by email: they choose their own password',
      kind: 'checkbox',
      wide: true,
      onChange: (event) => setInvite((event.target as HTMLInputElement).checked),
    },
    ...(invite
      ? []
      : [
          {
            name: 'password',
            label: 'Password',
            kind: 'password',
            autoComplete: 'new-password',
            hint: `At least ${PASSWORD_MIN_LENGTH} characters`,
            wide: true,
          } as const,
        ]),
    { name: 'role', label: 'Role', kind: 'select', options: ROLE_OPTIONS, wide: true },
  ]
  return (
    <>
      {invite && settings?.emailOn === false && (
        <div className="mb-4">
          <EmailOffNotice what="an invitation cannot be sent. Choose a password instead." />
        </div>
      )}
      <FieldsForm
        {...props}
        fields={fields}
        resolver={newUserResolver}
        defaultValues={{ role: 'editor', invite: true } as NewUser}
        toBody={newUserBody}
        saveLabel={invite ? 'Send invitation' : 'Save'}
      />
    </>
  )
}

/** Staff accounts (admins only): add, change role, reset password, API key, delete. */
export function UsersScreen({ currentUserId }: { currentUserId: number }) {
  const [resetting, setResetting] = useState<User | null>(null)
  const apiKeys = useApiKeyActions(LIST)
  const { data: settings } = useNotificationSettings()
  const resend = useApiMutation((user: User) => apiRequest('POST', `${LIST}/${user.id}/invite`), {
    invalidate: [LIST],
    messages: (user) => ({
      success: { title: 'Invitation sent again', description: `${user.username} has a new link, valid 72 hours; the earlier one no longer works.` },
      error: 'There was a problem sending the invitation. Please try again.',
    }),
  })
  const config: ListConfig<User> = {
    url: LIST,
    words: {
      title: 'Users',
      subtitle: 'Staff accounts: admins manage accounts, editors manage content',
      noun: 'user',
      empty: 'No users yet.',
    },
    search: ['username', 'email'],
    server: {},
    views: [
      {
        pageSize: PAGE_SIZES.adminContent,
        table: [
          {
            label: 'Username',
            cell: (user) => (
              <span className="font-medium text-slate-900">
                {user.username} {user.id === currentUserId && <span className="text-xs text-slate-600">(you)</span>}
                {user.invitePending && (
                  <Pill tone="pending" className="ml-2" title="Invited: has not chosen a password yet">
                    Invited
                  </Pill>
                )}
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
                  list.update(
                    user,
                    { role: event.target.value },
                    { success: { title: 'Role changed' }, error: 'There was a problem changing the role. Please try again.' },
                  )
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
              <ApiKeyCell
                account={user}
                creating={apiKeys.create.isPending}
                onCreate={() => apiKeys.create.mutate(user)}
                onRevoke={() => apiKeys.askToRevoke(user)}
              />
            ),
          },
        ],
      },
    ],
    form: { component: AddUserForm, add: 'Add User', editable: false, wide: false },
    notices: { createError: 'There was a problem creating the user. Please try again.' },
    extraActions: (user) => (
      <>
        {user.invitePending && (
          <IconButton
            label={`Send the invitation of ${user.username} again`}
            tip={settings?.emailOn === false ? 'E-mail is off on this site: no invitation can be sent' : undefined}
            disabled={resend.isPending || settings?.emailOn === false}
            onClick={() => resend.mutate(user)}
          >
            <Send className="h-4 w-4" aria-hidden="true" />
          </IconButton>
        )}
        <IconButton label={`Reset password of ${user.username}`} onClick={() => setResetting(user)}>
          <KeyRound className="h-4 w-4" aria-hidden="true" />
        </IconButton>
      </>
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
          {resetting && <PasswordForm account={resetting} own={resetting.id === currentUserId} onClose={() => setResetting(null)} />}
        </Dialog>
        {apiKeys.dialogs}
      </>
    ),
  }
  return <ListScreen config={config} />
}
