'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import * as Tabs from '@radix-ui/react-tabs'
import { useQuery } from '@tanstack/react-query'
import { ArrowDown, ArrowUp, Pencil, Plus, Trash2 } from 'lucide-react'
import { useEffect, useState } from 'react'
import type { z } from 'zod'

import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { Dialog } from '@/components/ui/dialog'
import { Field, inputClasses } from '@/components/ui/field'
import { eventObjectiveSchema } from '@/schemas/event-objective'
import { type FooterSettingsFormValues, footerSettingsFormSchema, footerSettingsFormToBody } from '@/schemas/settings'

import { apiRequest } from './api'
import { FormActions, LoadFailed } from './form-parts'
import { useLeaveWarning } from './leave-warning'
import { PageHeader } from './page-header'
import { useToast } from './toast'
import type { EventObjective, FooterSetting } from './types'
import { useApiForm } from './use-api-form'
import { useApiMutation, useList } from './use-resource'

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

type ObjectiveValues = z.input<typeof objectiveFormSchema>
const objectiveFormSchema = eventObjectiveSchema.pick({ title: true, icon: true, description: true })

function ObjectiveForm({ objective, onClose }: { objective: EventObjective | null; onClose: () => void }) {
  const { register, errors, pending, submit } = useApiForm<ObjectiveValues>({
    resolver: zodResolver(objectiveFormSchema),
    defaultValues: { title: objective?.title ?? '', icon: objective?.icon ?? '', description: objective?.description ?? '' },
    save: (values) => (objective ? apiRequest('PATCH', `${OBJECTIVES}/${objective.id}`, values) : apiRequest('POST', OBJECTIVES, values)),
    invalidate: [OBJECTIVES],
    messages: objective
      ? { success: { title: 'Objective updated' }, error: 'There was a problem updating the event objective. Please try again.' }
      : { success: { title: 'Objective added' }, error: 'There was a problem adding the event objective. Please try again.' },
    onSaved: onClose,
  })
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <Field label="Title" error={errors.title?.message}>
        <input {...register('title')} className={inputClasses} />
      </Field>
      <Field label="Icon" hint="An emoji, e.g. 🎶">
        <input {...register('icon')} className={`${inputClasses} font-emoji`} />
      </Field>
      <Field label="Description">
        <textarea {...register('description')} rows={3} className={inputClasses} />
      </Field>
      <FormActions editing={Boolean(objective)} pending={pending} onCancel={onClose} />
    </form>
  )
}

function ObjectivesPanel() {
  const objectives = useList<EventObjective>(OBJECTIVES)
  useLoadErrorToast(objectives.isError)
  const [editing, setEditing] = useState<EventObjective | null | undefined>(undefined)
  const [deleting, setDeleting] = useState<EventObjective | null>(null)
  const list = objectives.data ?? []
  const move = useApiMutation(
    ({ id, direction }: { id: number; direction: 'up' | 'down' }) =>
      apiRequest('POST', `${OBJECTIVES}/${id}/move`, { direction }),
    { invalidate: [OBJECTIVES], messages: { error: 'There was a problem reordering the event objectives. Please try again.' } },
  )
  const remove = useApiMutation((o: EventObjective) => apiRequest('DELETE', `${OBJECTIVES}/${o.id}`), {
    invalidate: [OBJECTIVES],
    messages: {
      success: { title: 'Objective deleted' },
      error: 'There was a problem deleting the event objective. Please try again.',
    },
    onSuccess: () => setDeleting(null),
  })
  return (
    <div className="space-y-4">
      <div className="flex justify-end">
        <Button onClick={() => setEditing(null)}>
          <Plus className="h-4 w-4" aria-hidden="true" /> Add Objective
        </Button>
      </div>
      {objectives.isLoading ? (
        <div aria-busy="true" className="h-32 animate-pulse rounded-lg bg-slate-100" />
      ) : objectives.isError ? (
        <LoadFailed what="event objectives" onRetry={() => objectives.refetch()} />
      ) : list.length === 0 ? (
        <p className="rounded-lg border border-slate-200 bg-white py-10 text-center text-slate-600">
          No event objectives yet. Add one to get started.
        </p>
      ) : (
        <ol className="space-y-2" aria-label="Event objectives">
          {list.map((objective, index) => (
            <li key={objective.id} className="flex items-start gap-3 rounded-lg border border-slate-200 bg-white p-4">
              <span aria-hidden="true" className="font-emoji text-2xl">
                {objective.icon}
              </span>
              <div className="flex-1">
                <h3 className="font-semibold text-slate-900">{objective.title}</h3>
                {objective.description && <p className="text-sm text-slate-700">{objective.description}</p>}
              </div>
              <Button
                variant="ghost"
                size="icon"
                aria-label={`Move ${objective.title} up`}
                disabled={index === 0 || move.isPending}
                onClick={() => move.mutate({ id: objective.id, direction: 'up' })}
              >
                <ArrowUp className="h-4 w-4" aria-hidden="true" />
              </Button>
              <Button
                variant="ghost"
                size="icon"
                aria-label={`Move ${objective.title} down`}
                disabled={index === list.length - 1 || move.isPending}
                onClick={() => move.mutate({ id: objective.id, direction: 'down' })}
              >
                <ArrowDown className="h-4 w-4" aria-hidden="true" />
              </Button>
              <Button variant="ghost" size="icon" aria-label={`Edit ${objective.title}`} onClick={() => setEditing(objective)}>
                <Pencil className="h-4 w-4" aria-hidden="true" />
              </Button>
              <Button variant="ghost" size="icon" aria-label={`Delete ${objective.title}`} onClick={() => setDeleting(objective)}>
                <Trash2 className="h-4 w-4 text-red-700" aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ol>
      )}
      <Dialog
        open={editing !== undefined}
        onOpenChange={(open) => !open && setEditing(undefined)}
        title={editing ? 'Edit Objective' : 'Add Objective'}
      >
        {editing !== undefined && (
          <ObjectiveForm key={editing?.id ?? 'new'} objective={editing} onClose={() => setEditing(undefined)} />
        )}
      </Dialog>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        description={`Are you sure you want to delete the objective "${deleting?.title ?? ''}"? This action cannot be undone.`}
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting)}
      />
    </div>
  )
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
