'use client'

import { zodResolver } from '@hookform/resolvers/zod'

import type { FormField } from '@/admin-screens/ui/fields-form'
import { PageHeader } from '@/admin-screens/ui/page-header'
import { SettingsForm, SettingsTranslation, useSettingsForm } from '@/admin-screens/ui/settings-form'
import type { ContactSetting } from '@/admin-screens/ui/types'
import { inputClasses } from '@/components/ui/field'
import { mapEmbedUrl } from '@/lib/map-embed'
import { type ContactSettingsFormValues, contactSettingsFormSchema } from '@/schemas/settings'

function toForm(settings: ContactSetting | undefined): ContactSettingsFormValues {
  return {
    email: settings?.email ?? '',
    phone: settings?.phone ?? '',
    address: settings?.address ?? '',
    mapEmbedUrl: settings?.mapEmbedUrl ?? '',
    formSubjects: Array.isArray(settings?.formSubjects) ? (settings.formSubjects as string[]) : [],
  }
}

const CONTACT_FIELDS: FormField[] = [
  { name: 'email', label: 'Email', kind: 'email', wide: true },
  { name: 'phone', label: 'Phone', kind: 'text', wide: true },
  { name: 'address', label: 'Address', kind: 'textarea', rows: 2, translated: true },
  { name: 'mapEmbedUrl', label: 'Map Embed URL', kind: 'text', wide: true, hint: 'An https address to embed, e.g. from OpenStreetMap or Google Maps' },
  { name: 'formSubjects', label: 'Form Subjects', kind: 'list', itemLabel: 'subject', translated: true },
]

/** /admin/contact: the contact settings with a live preview (docs/product.md#contact-info-screen). */
export function ContactScreen() {
  const form = useSettingsForm({
    url: '/api/contact-settings',
    resolver: zodResolver(contactSettingsFormSchema),
    toForm,
    saveError: 'There was a problem saving the contact settings. Please try again.',
    loadError: 'Failed to load contact settings. Please refresh the page.',
  })
  const preview = form.watch()
  const map = mapEmbedUrl(preview.mapEmbedUrl)

  return (
    <div className="space-y-6">
      <PageHeader title="Contact Information" subtitle="What visitors see on the contact page" />
      <div className="grid gap-6 xl:grid-cols-2">
        <div className="space-y-6">
          <SettingsForm form={form} fields={CONTACT_FIELDS} />
          <SettingsTranslation url="/api/contact-settings" fields={CONTACT_FIELDS} />
        </div>
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
              {preview.formSubjects.length === 0 ? <option>No subjects yet</option> : preview.formSubjects.map((s) => <option key={s}>{s}</option>)}
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
            <div className="flex h-56 items-center justify-center rounded-md bg-slate-100 text-sm text-slate-600">Map preview: enter an https embed URL</div>
          )}
        </section>
      </div>
    </div>
  )
}
