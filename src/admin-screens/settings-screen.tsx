'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import * as Tabs from '@radix-ui/react-tabs'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'

import { Button } from '@/components/ui/button'
import { Field, inputClasses } from '@/components/ui/field'
import { type FooterSettingsFormValues, footerSettingsFormSchema, footerSettingsFormToBody } from '@/schemas/settings'

import { apiRequest } from './api'
import { type ContentField, FieldsForm } from './content-screen'
import { NewMark } from './form-parts'
import { useLeaveWarning } from './leave-warning'
import { type ListConfig, ListScreen } from './list-screen'
import { PageHeader } from './page-header'
import { useToast } from './toast'
import type { EventObjective, FooterSetting } from './types'
import { useApiForm } from './use-api-form'
import { useList } from './use-resource'

const FOOTER = '/api/footer-settings'
const OBJECTIVES = '/api/event-objectives'
const LOAD_ERROR = 'Failed to load settings. Please refresh the page.'

function useLoadErrorToast(failed: boolean) {
  const { toast } = useToast()
  useEffect(() => {
    if (failed) toast({ title: 'Error', description: LOAD_ERROR, variant: 'destructive' })
  }, [failed, toast])
}

function footerToForm(settings: FooterSetting | undefined): FooterSettingsFormValues {
  const links = (settings?.socialLinks ?? {}) as Record<string, string | undefined>
  return {
    instagram: links.instagram ?? '',
    facebook: links.facebook ?? '',
    twitter: links.twitter ?? '',
    youtube: links.youtube ?? '',
    tiktok: links.tiktok ?? '',
    copyright: settings?.copyright ?? '',
    showSocialLinks: settings?.showSocialLinks ?? true,
    privacyPolicyUrl: settings?.privacyPolicyUrl ?? '',
    termsUrl: settings?.termsUrl ?? '',
    yearOverride: settings?.yearOverride ?? '',
  }
}

function FooterSettingsForm() {
  const footer = useQuery<FooterSetting>({ queryKey: [FOOTER] })
  useLoadErrorToast(footer.isError)
  const { register, reset, formState, errors, pending, submit } = useApiForm<FooterSettingsFormValues>({
    resolver: zodResolver(footerSettingsFormSchema),
    defaultValues: footerToForm(undefined),
    save: (values) => apiRequest('PATCH', FOOTER, footerSettingsFormToBody(values)),
    invalidate: [FOOTER],
    messages: {
      success: { title: 'Settings saved' },
      error: 'There was a problem saving the footer settings. Please try again.',
    },
  })
  // The form stays disabled until the saved values are in it, so nothing typed is overwritten.
  const [loaded, setLoaded] = useState(false)
  useEffect(() => {
    if (!footer.data) return
    reset(footerToForm(footer.data))
    setLoaded(true)
  }, [footer.data, reset])
  const leaveWarning = useLeaveWarning(loaded && formState.isDirty)
  return (
    <form onSubmit={submit} noValidate className="rounded-lg border border-slate-200 bg-white p-5">
      {leaveWarning}
      <fieldset disabled={!loaded} aria-busy={!loaded} className="space-y-4">
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-2 text-sm font-semibold text-slate-900">Social links</legend>
          {(['instagram', 'facebook', 'twitter', 'youtube', 'tiktok'] as const).map((network) => (
            <Field
              key={network}
              label={
                network === 'tiktok'
                  ? 'TikTok URL'
                  : network === 'youtube'
                    ? 'YouTube URL'
                    : `${network.charAt(0).toUpperCase()}${network.slice(1)} URL`
              }
              error={errors[network]?.message}
            >
              <input {...register(network)} className={inputClasses} />
            </Field>
          ))}
        </fieldset>
        <label className="flex items-center gap-2 text-sm text-slate-800">
          <input type="checkbox" {...register('showSocialLinks')} className="h-4 w-4" /> Show social links in the footer
        </label>
        <Field label="Copyright" error={errors.copyright?.message}>
          <input {...register('copyright')} className={inputClasses} />
        </Field>
        <div className="grid gap-4 sm:grid-cols-3">
          <Field label="Privacy Policy URL">
            <input {...register('privacyPolicyUrl')} className={inputClasses} />
          </Field>
          <Field label="Terms URL">
            <input {...register('termsUrl')} className={inputClasses} />
          </Field>
          <Field label="Year override" hint="Empty: the current year">
            <input {...register('yearOverride')} className={inputClasses} />
          </Field>
        </div>
        <div className="flex justify-end">
          <Button type="submit" disabled={pending || footer.isLoading}>
            {pending ? 'Saving...' : 'Save Settings'}
          </Button>
        </div>
      </fieldset>
    </form>
  )
}

const OBJECTIVE_FIELDS: ContentField[] = [
  { name: 'title', label: 'Title', kind: 'text', required: true },
  { name: 'icon', label: 'Icon', kind: 'emoji', hint: 'An emoji, e.g. 🎶' },
  { name: 'description', label: 'Description', kind: 'textarea' },
]

const objectives: ListConfig<EventObjective> = {
  url: OBJECTIVES,
  title: 'Event Objectives',
  noun: 'event objective',
  plural: 'event objectives',
  name: (objective) => objective.title,
  empty: 'No event objectives yet. Add one to get started.',
  embedded: true,
  views: [
    {
      pageSize: Number.POSITIVE_INFINITY,
      className: 'space-y-2',
      skeleton: 'h-16',
      cards: (objective, list) => (
        <div className="flex items-start gap-3 rounded-lg border border-slate-200 bg-white p-4">
          <span aria-hidden="true" className="font-emoji text-2xl">
            {objective.icon}
          </span>
          <div className="min-w-0 flex-1">
            <div className="flex flex-wrap items-center">
              <h3 className="font-semibold text-slate-900">{objective.title}</h3>
              <NewMark shown={list.isNew(objective)} />
            </div>
            {objective.description && <p className="text-sm text-slate-700">{objective.description}</p>}
          </div>
          <div className="w-20 shrink-0 sm:w-auto">{list.actions(objective)}</div>
        </div>
      ),
    },
  ],
  move: { error: 'There was a problem reordering the event objectives. Please try again.' },
  form: { component: (props) => <FieldsForm {...props} fields={OBJECTIVE_FIELDS} />, add: 'Add Objective', edit: 'Edit Objective', wide: false },
  notices: {
    created: { title: 'Objective added' },
    updated: { title: 'Objective updated' },
    deleted: { title: 'Objective deleted' },
    createError: 'There was a problem adding the event objective. Please try again.',
    updateError: 'There was a problem updating the event objective. Please try again.',
  },
  deleteQuestion: (objective) => `Are you sure you want to delete the objective "${objective.title}"? This action cannot be undone.`,
}

function ObjectivesPanel() {
  // The list screen reads the same query: a failed load also gets the settings' notice.
  useLoadErrorToast(useList<EventObjective>(OBJECTIVES).isError)
  return <ListScreen config={objectives} />
}

/** /admin/settings: 'Footer Settings' and 'Event Objectives' tabs (SPEC §2). */
export function SettingsScreen() {
  return (
    <div className="space-y-6">
      <PageHeader title="Site Settings" subtitle="Footer and event objectives" />
      <Tabs.Root defaultValue="footer">
        <Tabs.List aria-label="Settings" className="mb-4 inline-flex gap-1 rounded-lg bg-slate-200 p-1">
          {[
            ['footer', 'Footer Settings'],
            ['objectives', 'Event Objectives'],
          ].map(([value, label]) => (
            <Tabs.Trigger
              key={value}
              value={value}
              className="rounded-md px-4 py-2 text-sm font-medium text-slate-700 data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow"
            >
              {label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {/* Kept mounted: edits not yet saved survive a look at the other tab. */}
        <Tabs.Content value="footer" forceMount className="data-[state=inactive]:hidden">
          <FooterSettingsForm />
        </Tabs.Content>
        <Tabs.Content value="objectives">
          <ObjectivesPanel />
        </Tabs.Content>
      </Tabs.Root>
    </div>
  )
}
