'use client'

import { type DefaultValues, type FieldValues, type Resolver, useForm } from 'react-hook-form'

import { ApiError, serverErrorsToForm } from '@/lib/api-client'

import { type Messages, useApiMutation } from './use-resource'

type Options<V extends FieldValues, R> = {
  /** The form's own rules (zodResolver of its schema), checked before anything is sent. */
  resolver: Resolver<V>
  defaultValues: DefaultValues<V>
  /** Sends the values (the form-to-API mapping lives in the schema module, next to the schema). */
  save: (values: V) => Promise<R>
  /** The lists fetched again after a save. */
  invalidate: string[]
  messages: Messages | ((values: V) => Messages)
  onSaved?: (result: R) => void
}

/**
 * The one form pattern of the back office: react-hook-form with the form's zod rules, a save
 * through the API with the spec's notifications, and the server's field errors put next to the
 * fields they name (serverErrorsToForm, src/lib/api-client.ts), whichever screen the form is on.
 */
export function useApiForm<V extends FieldValues, R = unknown>({ resolver, defaultValues, save, invalidate, messages, onSaved }: Options<V, R>) {
  const form = useForm<V>({ resolver, defaultValues })
  const mutation = useApiMutation(save, { invalidate, messages, onSuccess: onSaved })
  /** Sends values already checked (a form that asks something first calls it once answered). */
  const send = (values: V) => mutation.mutate(values, { onError: (error) => error instanceof ApiError && serverErrorsToForm(error, form.setError) })
  const submit = form.handleSubmit(send)
  return { ...form, errors: form.formState.errors, pending: mutation.isPending, submit, send }
}
