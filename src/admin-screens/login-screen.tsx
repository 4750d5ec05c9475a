'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useQuery } from '@tanstack/react-query'
import { useRouter } from 'next/navigation'
import { useState } from 'react'
import { type FieldValues, useForm } from 'react-hook-form'
import type { z } from 'zod'

import { Button } from '@/components/ui/button'
import { ApiError, apiGet, apiRequest, serverErrorsToForm } from '@/lib/api-client'
import { BRAND } from '@/lib/brand'
import { loginSchema, userSchema } from '@/schemas/user'

import { type FormField, FormFields } from './fields-form'

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

/** Signing in, or creating the first admin: the server's field errors go beside their fields, any other under the form. */
function AuthForm({ form: { schema, endpoint, fields, action, busy, intro }, onSignedIn }: { form: Form; onSignedIn: () => void }) {
  const [error, setError] = useState<string | null>(null)
  const { register, control, handleSubmit, formState, setError: setFieldError } = useForm<FieldValues>({ resolver: zodResolver(schema) })
  const submit = handleSubmit(async (values) => {
    setError(null)
    try {
      await apiRequest('POST', endpoint, values)
      onSignedIn()
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

/** /admin/login: sign in with username or email; on a fresh install, create the first admin. */
export function LoginScreen() {
  const router = useRouter()
  const { data } = useQuery({ queryKey: ['/api/auth/setup'], queryFn: () => apiGet<{ needsFirstAdmin: boolean }>('/api/auth/setup') })
  const onSignedIn = () => {
    router.replace('/admin')
    router.refresh()
  }
  return (
    <main id="main" className="flex min-h-screen items-center justify-center bg-slate-100 p-4">
      <div className="w-full max-w-sm rounded-lg bg-white p-8 shadow">
        <h1 className="text-xl font-bold text-slate-900">{BRAND.name}</h1>
        <p className="mb-6 text-sm text-slate-600">Admin Dashboard: sign in to continue</p>
        <AuthForm key={data?.needsFirstAdmin ? 'setup' : 'login'} form={data?.needsFirstAdmin ? FIRST_ADMIN : SIGN_IN} onSignedIn={onSignedIn} />
      </div>
    </main>
  )
}
