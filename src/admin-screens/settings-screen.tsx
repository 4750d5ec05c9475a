'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import * as Tabs from '@radix-ui/react-tabs'

import { type FooterSettingsFormValues, footerSettingsFormSchema, footerSettingsFormToBody } from '@/schemas/settings'

import { type FormField, translatedFields } from './ui/fields-form'
import { FieldsForm, type ListConfig, ListScreen } from './ui/list-screen'
import { PageHeader } from './ui/page-header'
import { SettingsForm, SettingsTranslation, useLoadErrorNotice, useSettingsForm } from './ui/settings-form'
import type { EventObjective, FooterSetting } from './ui/types'
import { useList } from './ui/use-resource'

const OBJECTIVES = '/api/event-objectives'
const LOAD_ERROR = 'Failed to load settings. Please refresh the page.'

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

const FOOTER_FIELDS: FormField[] = [
  ...(['Instagram', 'Facebook', 'Twitter', 'YouTube', 'TikTok'] as const).map((network): FormField => ({
    name: network.toLowerCase(),
    label: `${network} URL`,
    kind: 'text',
  })),
  { name: 'showSocialLinks', label: 'Show social links in the footer', kind: 'checkbox', wide: true },
  { name: 'copyright', label: 'Copyright', kind: 'text', wide: true, translated: true },
  { name: 'privacyPolicyUrl', label: 'Privacy Policy URL', kind: 'text' },
  { name: 'termsUrl', label: 'Terms URL', kind: 'text' },
  { name: 'yearOverride', label: 'Year override', kind: 'text', hint: 'Empty: the current year' },
]

function FooterSettingsForm() {
  const form = useSettingsForm({
    url: '/api/footer-settings',
    resolver: zodResolver(footerSettingsFormSchema),
    toForm: footerToForm,
    toBody: footerSettingsFormToBody,
    saveError: 'There was a problem saving the footer settings. Please try again.',
    loadError: LOAD_ERROR,
  })
  return (
    <div className="space-y-6">
      <SettingsForm form={form} fields={FOOTER_FIELDS} />
      <SettingsTranslation url="/api/footer-settings" fields={FOOTER_FIELDS} />
    </div>
  )
}

const OBJECTIVE_FIELDS: FormField[] = [
  { name: 'title', label: 'Title', kind: 'text', required: true, translated: true },
  { name: 'icon', label: 'Icon', kind: 'emoji', hint: 'An emoji, e.g. 🎶' },
  { name: 'description', label: 'Description', kind: 'textarea', translated: true },
]

const objectives: ListConfig<EventObjective> = {
  url: OBJECTIVES,
  translations: translatedFields(OBJECTIVE_FIELDS),
  words: { title: 'Event Objectives', noun: 'event objective', empty: 'No event objectives yet. Add one to get started.' },
  name: 'title',
  embedded: true,
  views: [
    {
      pageSize: Number.POSITIVE_INFINITY,
      className: 'space-y-2',
      skeleton: 'h-16',
      cards: (objective, list) => (
        <div className="flex items-start gap-3 p-4">
          <span aria-hidden="true" className="font-emoji text-2xl">
            {objective.icon}
          </span>
          <div className="min-w-0 flex-1">
            {list.heading(objective)}
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
  useLoadErrorNotice(useList<EventObjective>(OBJECTIVES).isError, LOAD_ERROR)
  return <ListScreen config={objectives} />
}

/** /admin/settings: 'Footer Settings' and 'Event Objectives' tabs (docs/product.md#site-settings-screen). */
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
