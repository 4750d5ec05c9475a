'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { Controller } from 'react-hook-form'

import { Button } from '@/components/ui/button'
import { Field, inputClasses } from '@/components/ui/field'
import { type ContactSettingsFormValues, contactSettingsFormSchema } from '@/schemas/settings'

import { apiRequest } from './api'
import { useLeaveWarning } from './leave-warning'
import { ListInput } from './list-input'
import { PageHeader } from './page-header'
import { useToast } from './toast'
import type { ContactSetting } from './types'
import { useApiForm } from './use-api-form'

const SETTINGS = '/api/contact-settings'

function toForm(settings: ContactSetting | undefined): ContactSettingsFormValues {
  return {
    email: settings?.email ?? '',
    phone: settings?.phone ?? '',
    address: settings?.address ?? '',
    mapEmbedUrl: settings?.mapEmbedUrl ?? '',
    formSubjects: Array.isArray(settings?.formSubjects) ? (settings.formSubjects as string[]) : [],
  }
}

/** /admin/contact: the contact settings with a live preview (SPEC §2). */
export function ContactScreen() {
  const { toast } = useToast()
  const settings = useQuery<ContactSetting>({ queryKey: [SETTINGS] })
  const { register, control, formState, reset, watch, errors, pending, submit } = useApiForm<ContactSettingsFormValues>({
    resolver: zodResolver(contactSettingsFormSchema),
    defaultValues: toForm(undefined),
    save: (values) => apiRequest('PATCH', SETTINGS, values),
    invalidate: [SETTINGS],
    messages: {
      success: { title: 'Settings saved' },
      error: 'There was a problem saving the contact settings. Please try again.',
    },
  })

  // The form stays disabled until the saved values are in it, so nothing typed is overwritten.
  const [loaded, setLoaded] = useState(false)
  useEffect(() => {
    if (!settings.data) return
    reset(toForm(settings.data))
    setLoaded(true)
  }, [settings.data, reset])
  useEffect(() => {
    if (settings.isError)
      toast({ title: 'Error', description: 'Failed to load contact settings. Please refresh the page.', variant: 'destructive' })
  }, [settings.isError, toast])

  const preview = watch()
  const map = /^https:\/\//i.test(preview.mapEmbedUrl) ? preview.mapEmbedUrl : null
  const leaveWarning = useLeaveWarning(loaded && formState.isDirty)

  return (
    <div className="space-y-6">
      <PageHeader title="Contact Information" subtitle="What visitors see on the contact page" />
      {leaveWarning}
      <div className="grid gap-6 xl:grid-cols-2">
        <form onSubmit={submit} noValidate className="rounded-lg border border-slate-200 bg-white p-5">
          <fieldset disabled={!loaded} aria-busy={!loaded} className="space-y-4">
            <Field label="Email" error={errors.email?.message}>
              <input {...register('email')} type="email" className={inputClasses} />
            </Field>
            <Field label="Phone" error={errors.phone?.message}>
              <input {...register('phone')} className={inputClasses} />
            </Field>
            <Field label="Address" error={errors.address?.message}>
              <textarea {...register('address')} rows={2} className={inputClasses} />
            </Field>
            <Field
              label="Map Embed URL"
              hint="An https address to embed, e.g. from OpenStreetMap or Google Maps"
              error={errors.mapEmbedUrl?.message}
            >
              <input {...register('mapEmbedUrl')} className={inputClasses} />
            </Field>
            <Controller
              control={control}
              name="formSubjects"
              render={({ field }) => (
                <ListInput
                  label="Form Subjects"
                  itemLabel="subject"
                  value={field.value}
                  onChange={field.onChange}
                  placeholder="Add a subject"
                />
              )}
            />
            <div className="flex justify-end">
              <Button type="submit" disabled={pending || settings.isLoading}>
                {pending ? 'Saving...' : 'Save Settings'}
              </Button>
            </div>
          </fieldset>
        </form>
        <section aria-labelledby="preview" className="space-y-4 rounded-lg border border-slate-200 bg-white p-5">
          <h2 id="preview" className="text-lg font-semibold">
            Preview
          </h2>
          <dl className="space-y-2 text-sm">
            <div>
              <dt className="font-medium">Email</dt>
              <dd className="text-slate-700">{preview.email || 'Not set'}</dd>
            </div>
            <div>
              <dt className="font-medium">Phone</dt>
              <dd className="text-slate-700">{preview.phone || 'Not set'}</dd>
            </div>
            <div>
              <dt className="font-medium">Address</dt>
              <dd className="whitespace-pre-line text-slate-700">{preview.address || 'Not set'}</dd>
            </div>
          </dl>
          <div>
            <p className="text-sm font-medium">Subject options</p>
            <select aria-label="Subject options preview" className={`${inputClasses} mt-1`}>
              {preview.formSubjects.length === 0 ? (
                <option>No subjects yet</option>
              ) : (
                preview.formSubjects.map((s) => <option key={s}>{s}</option>)
              )}
            </select>
          </div>
          {map ? (
            <iframe
              src={map}
              title="Map preview"
              className="h-56 w-full rounded-md border border-slate-200"
              loading="lazy"
              sandbox="allow-scripts allow-same-origin"
            />
          ) : (
            <div className="flex h-56 items-center justify-center rounded-md bg-slate-100 text-sm text-slate-600">
              Map preview: enter an https embed URL
            </div>
          )}
        </section>
      </div>
    </div>
  )
}
