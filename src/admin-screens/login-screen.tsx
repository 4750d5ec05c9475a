'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useQuery } from '@tanstack/react-query'
import { useRouter } from 'next/navigation'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'

import { Button } from '@/components/ui/button'
import { Field, inputClasses } from '@/components/ui/field'
import { BRAND } from '@/lib/brand'
import { loginSchema, userSchema } from '@/schemas/user'

import { ApiError, apiGet, apiRequest } from './api'
import { serverErrorsToForm } from './server-errors'

type LoginValues = z.infer<typeof loginSchema>
type SetupValues = z.infer<typeof userSchema>

function messageOf(error: unknown): string {
  if (error instanceof ApiError) return error.serverMessage ?? 'Sign-in failed. Please try again.'
  return 'Could not reach the server. Please try again.'
}

function LoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const [error, setError] = useState<string | null>(null)
  const { register, handleSubmit, formState } = useForm<LoginValues>({ resolver: zodResolver(loginSchema) })
  const submit = handleSubmit(async (values) => {
    setError(null)
    try {
      await apiRequest('POST', '/api/auth/login', values)
      onSignedIn()
    } catch (err) {
      setError(messageOf(err))
    }
  })
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <Field label="Username or email" error={formState.errors.login?.message}>
        <input {...register('login')} autoComplete="username" className={inputClasses} />
      </Field>
      <Field label="Password" error={formState.errors.password?.message}>
        <input {...register('password')} type="password" autoComplete="current-password" className={inputClasses} />
      </Field>
      {error && (
        <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-800">
          {error}
        </p>
      )}
      <Button type="submit" className="w-full" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? 'Signing in...' : 'Sign in'}
      </Button>
    </form>
  )
}

function FirstAdminForm({ onSignedIn }: { onSignedIn: () => void }) {
  const [error, setError] = useState<string | null>(null)
  const { register, handleSubmit, formState, setError: setFieldError } = useForm<SetupValues>({ resolver: zodResolver(userSchema) })
  const submit = handleSubmit(async (values) => {
    setError(null)
    try {
      await apiRequest('POST', '/api/auth/setup', values)
      onSignedIn()
    } catch (err) {
      if (err instanceof ApiError) serverErrorsToForm(err, setFieldError)
      setError(messageOf(err))
    }
  })
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <p className="text-sm text-slate-700">No account exists yet. Create the first admin account to start.</p>
      <Field label="Username" error={formState.errors.username?.message}>
        <input {...register('username')} autoComplete="username" className={inputClasses} />
      </Field>
      <Field label="Email" error={formState.errors.email?.message}>
        <input {...register('email')} type="email" autoComplete="email" className={inputClasses} />
      </Field>
      <Field label="Password" hint="At least 12 characters." error={formState.errors.password?.message}>
        <input {...register('password')} type="password" autoComplete="new-password" className={inputClasses} />
      </Field>
      {error && (
        <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-800">
          {error}
        </p>
      )}
      <Button type="submit" className="w-full" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? 'Creating...' : 'Create admin account'}
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
        {data?.needsFirstAdmin ? <FirstAdminForm onSignedIn={onSignedIn} /> : <LoginForm onSignedIn={onSignedIn} />}
      </div>
    </main>
  )
}
