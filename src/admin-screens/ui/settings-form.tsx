'use client'

import { useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import type { DefaultValues, FieldValues, Resolver } from 'react-hook-form'

import { TranslationForm } from '@/admin-screens/translation-form'
import { Button } from '@/components/ui/button'
import { useLeaveWarning } from '@/components/ui/leave-warning'
import { useToast } from '@/components/ui/toast'
import { apiRequest } from '@/lib/api-client'

import { type FormField, FormFields, translatedFields } from './fields-form'
import { useApiForm } from './use-api-form'

/** A settings screen that could not read what it shows says so, in the product's words (docs/product.md#error-catalogue). */
export function useLoadErrorNotice(failed: boolean, message: string) {
  const { toast } = useToast()
  useEffect(() => {
    if (failed) toast({ title: 'Error', description: message, variant: 'destructive' })
  }, [failed, toast, message])
}

type Options<S, V extends FieldValues> = {
  /** The global's address (GET and PATCH). */
  url: string
  resolver: Resolver<V>
  toForm: (settings: S | undefined) => V
  toBody?: (values: V) => object
  saveError: string
  loadError: string
}

/**
 * A form of site-wide settings (contact details, footer): it stays disabled until the saved values
 * are in it, so nothing typed is overwritten; a failed load says so; leaving with unsaved edits asks.
 */
export function useSettingsForm<S, V extends FieldValues>({ url, resolver, toForm, toBody, saveError, loadError }: Options<S, V>) {
  const settings = useQuery<S>({ queryKey: [url] })
  const form = useApiForm<V>({
    resolver,
    defaultValues: toForm(undefined) as DefaultValues<V>,
    save: (values) => apiRequest('PATCH', url, toBody ? toBody(values) : values),
    invalidate: [url],
    messages: { success: { title: 'Settings saved' }, error: saveError },
  })
  const { reset } = form
  const [loaded, setLoaded] = useState(false)
  const stored = settings.data
  useEffect(() => {
    if (!stored) return
    reset(toForm(stored))
    setLoaded(true)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- toForm is the screen's own mapping, the same every render
  }, [stored, reset])
  useLoadErrorNotice(settings.isError, loadError)
  const leaveWarning = useLeaveWarning(loaded && form.formState.isDirty)
  return { ...form, loaded, leaveWarning, loading: settings.isLoading }
}

/** The settings form: its fields, and Save Settings. */
export function SettingsForm<V extends FieldValues>({ form, fields }: { form: ReturnType<typeof useSettingsForm<unknown, V>>; fields: FormField[] }) {
  return (
    <form onSubmit={form.submit} noValidate className="rounded-lg border border-slate-200 bg-white p-5">
      {form.leaveWarning}
      <fieldset disabled={!form.loaded} aria-busy={!form.loaded} className="grid gap-4 sm:grid-cols-2">
        <FormFields fields={fields} form={form} />
        <div className="flex justify-end sm:col-span-2">
          <Button type="submit" disabled={form.pending || form.loading}>
            {form.pending ? 'Saving...' : 'Save Settings'}
          </Button>
        </div>
      </fieldset>
    </form>
  )
}

/** The Nepali side of a settings record (docs/product.md#nepali-site): those of its texts visitors read, under its form. */
export function SettingsTranslation({ url, fields }: { url: string; fields: FormField[] }) {
  const settings = useQuery<Record<string, unknown>>({ queryKey: [url] })
  return (
    <section aria-label="Nepali texts" className="rounded-lg border border-slate-200 bg-white p-5">
      <h2 className="mb-3 text-lg font-semibold">
        Nepali texts <span lang="ne">(नेपाली)</span>
      </h2>
      {settings.data ? (
        <TranslationForm url={url} english={settings.data} fields={translatedFields(fields)} />
      ) : (
        <p className="text-sm text-slate-600">Loading...</p>
      )}
    </section>
  )
}
