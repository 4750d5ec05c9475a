'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useQuery } from '@tanstack/react-query'
import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { useState } from 'react'
import { type FieldValues, useForm } from 'react-hook-form'
import { z } from 'zod'

import { type FormField, FormFields } from '@/admin-screens/ui/fields-form'
import { Button } from '@/components/ui/button'
import { forgotPasswordSchema, loginSchema, PASSWORD_MIN_LENGTH, passwordSchema, userSchema } from '@/features/accounts/schema'
import { ApiError, apiGet, apiRequest, serverErrorsToForm } from '@/lib/api-client'
import { BRAND } from '@/lib/brand'

function messageOf(error: unknown): string {
  if (error instanceof ApiError) return error.serverMessage ?? 'Sign-in failed. Please try again.'
  return 'Could not reach the server. Please try again.'
}

type Form = { schema: z.ZodType<FieldValues>; endpoint: string; fields: FormField[]; action: string; busy: string; intro?: string }

const SIGN_IN_FIELDS: FormField[] = [
  { name: 'login', label: 'Username or email', kind: 'text', autoComplete: 'username' },
  { name: 'password', label: 'Password', kind: 'password', autoComplete: 'current-password' },
]
const FIRST_ADMIN_FIELDS: FormField[] = [
  { name: 'username', label: 'Username', kind: 'text', autoComplete: 'username' },
  { name: 'email', label: 'Email', kind: 'email', autoComplete: 'email' },
  { name: 'password', label: 'Password', kind: 'password', autoComplete: 'new-password', hint: 'At least 12 characters.' },
]

const SIGN_IN: Form = { schema: loginSchema, endpoint: '/api/auth/login', fields: SIGN_IN_FIELDS, action: 'Sign in', busy: 'Signing in...' }
const FIRST_ADMIN: Form = {
  schema: userSchema,
  endpoint: '/api/auth/setup',
  fields: FIRST_ADMIN_FIELDS,
  action: 'Create admin account',
  busy: 'Creating...',
  intro: 'No account exists yet. Create the first admin account to start.',
}

const FORGOT: Form = {
  schema: forgotPasswordSchema,
  endpoint: '/api/auth/forgot-password',
  fields: [{ name: 'login', label: 'Username or email', kind: 'text', autoComplete: 'username' }],
  action: 'Send me a link',
  busy: 'Sending...',
  intro: 'Enter your username or email. If it belongs to an account, we will email a link to choose a new password.',
}

/** A new password, typed twice: a slip of the finger is caught before it locks the person out. */
const newPasswordSchema = z
  .object({ password: passwordSchema, confirm: z.string() })
  .refine((values) => values.password === values.confirm, { path: ['confirm'], message: 'The two passwords are not the same.' })

const NEW_PASSWORD_FIELDS: FormField[] = [
  {
    name: 'password',
    label: 'New password',
    kind: 'password',
    autoComplete: 'new-password',
    hint: `At least ${PASSWORD_MIN_LENGTH} characters, not a common one, and without your name or the site's.`,
  },
  { name: 'confirm', label: 'New password again', kind: 'password', autoComplete: 'new-password' },
]

/** A form of the signed-out pages: the server's field errors go beside their fields, any other under the form. */
function AuthForm({
  form: { schema, endpoint, fields, action, busy, intro },
  body = (values) => values,
  onDone,
}: {
  form: Form
  body?: (values: FieldValues) => unknown
  onDone: (answer: unknown) => void
}) {
  const [error, setError] = useState<string | null>(null)
  const { register, control, handleSubmit, formState, setError: setFieldError } = useForm<FieldValues>({ resolver: zodResolver(schema) })
  const submit = handleSubmit(async (values) => {
    setError(null)
    try {
      onDone(await apiRequest('POST', endpoint, body(values)))
    } catch (err) {
      if (err instanceof ApiError) serverErrorsToForm(err, setFieldError)
      setError(messageOf(err))
    }
  })
  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      {intro && <p className="text-sm text-slate-700">{intro}</p>}
      <FormFields fields={fields} form={{ register, control, errors: formState.errors }} />
      {error && (
        <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-800">
          {error}
        </p>
      )}
      <Button type="submit" className="w-full" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? busy : action}
      </Button>
    </form>
  )
}

/** The card every signed-out page shows: the agency's name, what the page is for, and the page. */
function AuthCard({ subtitle, children }: { subtitle: string; children: React.ReactNode }) {
  return (
    <main id="main" className="flex min-h-screen items-center justify-center bg-slate-100 p-4">
      <div className="w-full max-w-sm rounded-lg bg-white p-8 shadow">
        <h1 className="text-xl font-bold text-slate-900">{BRAND.name}</h1>
        <p className="mb-6 text-sm text-slate-600">{subtitle}</p>
        {children}
      </div>
    </main>
  )
}

const linkClasses = 'text-sm text-indigo-700 hover:underline'

function useEnterBackOffice() {
  const router = useRouter()
  return () => {
    router.replace('/admin')
    router.refresh()
  }
}

/** /admin/login: sign in with username or email; on a fresh install, create the first admin. */
export function LoginScreen() {
  const enter = useEnterBackOffice()
  const { data } = useQuery({ queryKey: ['/api/auth/setup'], queryFn: () => apiGet<{ needsFirstAdmin: boolean }>('/api/auth/setup') })
  return (
    <AuthCard subtitle="Admin Dashboard: sign in to continue">
      <AuthForm key={data?.needsFirstAdmin ? 'setup' : 'login'} form={data?.needsFirstAdmin ? FIRST_ADMIN : SIGN_IN} onDone={enter} />
      {!data?.needsFirstAdmin && (
        <p className="mt-4 text-center">
          <Link href="/admin/forgot-password" className={linkClasses}>
            Forgot password?
          </Link>
        </p>
      )}
    </AuthCard>
  )
}

const BACK_TO_SIGN_IN = (
  <p className="mt-4 text-center">
    <Link href="/admin/login" className={linkClasses}>
      Back to sign in
    </Link>
  </p>
)

/** /admin/forgot-password: a link by mail to choose a new password, or word that e-mail is off. */
export function ForgotPasswordScreen({ emailOn }: { emailOn: boolean }) {
  const [sent, setSent] = useState<string | null>(null)
  return (
    <AuthCard subtitle="Forgot your password?">
      {!emailOn ? (
        <p role="status" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          E-mail is not set up on this site, so no link can be sent. Ask an admin to set a new password for you.
        </p>
      ) : sent ? (
        <p role="status" className="rounded-md border border-green-300 bg-green-50 p-3 text-sm text-green-900">
          {sent}
        </p>
      ) : (
        <AuthForm form={FORGOT} onDone={(answer) => setSent((answer as { message: string }).message)} />
      )}
      {BACK_TO_SIGN_IN}
    </AuthCard>
  )
}

/**
 * /admin/reset-password/{token} and /admin/set-password/{token} (an invitation): choose a password
 * with the link's token, then straight into the back office. `username` is null for a link that
 * is wrong, used or out of date.
 */
export function ChoosePasswordScreen({ token, username, invitation }: { token: string; username: string | null; invitation: boolean }) {
  const enter = useEnterBackOffice()
  if (!username) {
    return (
      <AuthCard subtitle={invitation ? 'Accept your invitation' : 'Choose a new password'}>
        <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-800">
          {invitation
            ? 'This invitation link is not valid: it has been used, has run out or was mistyped. Ask an admin to send the invitation again.'
            : 'This link is not valid: it has been used, has run out or was mistyped. Ask for a new one.'}
        </p>
        {!invitation && (
          <p className="mt-4 text-center">
            <Link href="/admin/forgot-password" className={linkClasses}>
              Ask for a new link
            </Link>
          </p>
        )}
        {BACK_TO_SIGN_IN}
      </AuthCard>
    )
  }
  const form: Form = {
    schema: newPasswordSchema,
    endpoint: '/api/auth/reset-password',
    fields: NEW_PASSWORD_FIELDS,
    action: invitation ? 'Set password and sign in' : 'Change password and sign in',
    busy: 'Saving...',
    intro: invitation ? `Welcome, ${username}. Choose the password of your account.` : `Choose a new password for ${username}.`,
  }
  return (
    <AuthCard subtitle={invitation ? 'Accept your invitation' : 'Choose a new password'}>
      <AuthForm form={form} body={({ password }) => ({ token, password })} onDone={enter} />
    </AuthCard>
  )
}
