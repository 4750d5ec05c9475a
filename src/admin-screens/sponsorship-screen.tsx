'use client'

import { zodResolver } from '@hookform/resolvers/zod'

import { benefitList } from '@/lib/benefits'
import { type SponsorshipFormValues, sponsorshipFormSchema, sponsorshipFormToBody } from '@/schemas/sponsorship'

import { choices, type FormField, translatedFields } from './ui/fields-form'
import { FieldsForm, type FormProps, type ListConfig, type ListControls, ListScreen } from './ui/list-screen'
import { StatusPill } from './ui/pill'
import type { Sponsorship } from './ui/types'

const PACKAGE_FIELDS: FormField[] = [
  { name: 'packageName', label: 'Package Name', kind: 'text', wide: true, translated: true },
  { name: 'description', label: 'Description', kind: 'textarea', translated: true },
  { name: 'benefits', label: 'Benefits', kind: 'list', itemLabel: 'benefit', translated: true },
  {
    name: 'visibility',
    label: 'Visibility',
    kind: 'select',
    options: choices({ public: 'Public', internal: 'Internal Only' }),
  },
  { name: 'priority', label: 'Priority', kind: 'integer', hint: 'Lower shows first; 1 is recommended.' },
  { name: 'image', label: 'Image', kind: 'image', purpose: 'sponsorship' },
]

function SponsorshipForm(props: FormProps<Sponsorship>) {
  const sponsorship = props.record
  return (
    <FieldsForm
      {...props}
      fields={PACKAGE_FIELDS}
      resolver={zodResolver(sponsorshipFormSchema)}
      defaultValues={{
        packageName: sponsorship?.packageName ?? '',
        description: sponsorship?.description ?? '',
        benefits: benefitList(sponsorship?.benefits),
        visibility: sponsorship?.visibility ?? 'public',
        priority: sponsorship?.priority == null ? '' : String(sponsorship.priority),
        image: sponsorship?.image ?? null,
      }}
      toBody={(values: SponsorshipFormValues) => sponsorshipFormToBody(values)}
    />
  )
}

function PackageCard({ item: p, list }: { item: Sponsorship; list: ListControls<Sponsorship> }) {
  const benefits = benefitList(p.benefits)
  return (
    <div className="flex gap-4 p-4">
      <span aria-hidden="true" className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-indigo-100 font-bold text-indigo-800">
        {p.packageName.charAt(0).toUpperCase()}
      </span>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          {list.heading(p)}
          <StatusPill status={p.visibility} />
        </div>
        {p.description && <p className="mt-1 text-sm text-slate-700">{p.description}</p>}
        {benefits.length > 0 ? (
          <div className="mt-2 text-sm">
            <p className="font-medium text-slate-800">Benefits:</p>
            <ul className="list-disc pl-5 text-slate-700">
              {benefits.map((benefit, i) => (
                <li key={i}>{benefit}</li>
              ))}
            </ul>
          </div>
        ) : (
          <p className="mt-2 text-sm text-slate-600">No benefits listed</p>
        )}
      </div>
      <div className="w-20 shrink-0 sm:w-auto">{list.actions(p)}</div>
    </div>
  )
}

const config: ListConfig<Sponsorship, 'all' | 'public' | 'internal'> = {
  url: '/api/sponsorships',
  translations: translatedFields(PACKAGE_FIELDS),
  words: {
    title: 'Sponsorship Packages',
    subtitle: 'Packages in the order the public sees them',
    noun: 'sponsorship package',
    empty: 'No sponsorship packages found. Add a new package to get started.',
  },
  search: ['packageName'],
  filter: { field: 'visibility', options: choices({ all: 'All Visibility', public: 'Public', internal: 'Internal Only' }) },
  // One page: moving swaps neighbours in the whole list.
  views: [{ pageSize: Number.POSITIVE_INFINITY, className: 'space-y-3', skeleton: 'h-24', cards: (p, list) => <PackageCard item={p} list={list} /> }],
  move: { error: 'There was a problem reordering the sponsorship packages. Please try again.' },
  form: { component: SponsorshipForm, add: 'Add New Package', edit: 'Edit Sponsorship Package' },
  deleteQuestion: (p) => `Are you sure you want to delete the "${p.packageName}" sponsorship package? This action cannot be undone.`,
}

/** /admin/sponsorship (docs/product.md#sponsorship-screen): packages in priority order, moves, add/edit/delete. */
export const SponsorshipScreen = () => <ListScreen config={config} />
