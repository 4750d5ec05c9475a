'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { ArrowDown, ArrowUp, Pencil, Plus, Trash2 } from 'lucide-react'
import { Controller } from 'react-hook-form'

import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { Dialog } from '@/components/ui/dialog'
import { Field, inputClasses } from '@/components/ui/field'
import { benefitList } from '@/lib/benefits'
import { type SponsorshipFormValues, sponsorshipFormSchema, sponsorshipFormToBody } from '@/schemas/sponsorship'

import { apiRequest } from './api'
import { FileUpload } from './file-upload'
import { ListInput } from './list-input'
import { EmptyList, FormActions, LoadFailed, NEW_RECORD_CLASSES, NewMark, SearchAndFilter } from './form-parts'
import { PageHeader } from './page-header'
import type { Sponsorship } from './types'
import { useListScreen } from './use-list-screen'
import { useApiForm } from './use-api-form'
import { useApiMutation } from './use-resource'

const LIST = '/api/sponsorships'
const SAVE_ERROR = 'There was a problem saving the sponsorship package. Please try again.'

function SponsorshipForm({ sponsorship, onClose, onCreated }: { sponsorship: Sponsorship | null; onClose: () => void; onCreated: (record: unknown) => void }) {
  const { register, control, errors, pending, submit } = useApiForm<SponsorshipFormValues>({
    resolver: zodResolver(sponsorshipFormSchema),
    defaultValues: {
      packageName: sponsorship?.packageName ?? '',
      description: sponsorship?.description ?? '',
      benefits: benefitList(sponsorship?.benefits),
      visibility: sponsorship?.visibility ?? 'public',
      priority: sponsorship?.priority == null ? '' : String(sponsorship.priority),
      image: sponsorship?.image ?? null,
    },
    save: (values) =>
      sponsorship
        ? apiRequest('PATCH', `${LIST}/${sponsorship.id}`, { id: sponsorship.id, ...sponsorshipFormToBody(values) })
        : apiRequest('POST', LIST, sponsorshipFormToBody(values)),
    invalidate: [LIST],
    messages: { success: { title: sponsorship ? 'Sponsorship package updated' : 'Sponsorship package created' }, error: SAVE_ERROR },
    onSaved: (record) => {
      if (!sponsorship) onCreated(record)
      onClose()
    },
  })
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <Field label="Package Name" error={errors.packageName?.message}>
        <input {...register('packageName')} className={inputClasses} />
      </Field>
      <Field label="Description" error={errors.description?.message}>
        <textarea {...register('description')} rows={3} className={inputClasses} />
      </Field>
      <Controller
        control={control}
        name="benefits"
        render={({ field }) => <ListInput label="Benefits" itemLabel="benefit" value={field.value} onChange={field.onChange} placeholder="Add a benefit" />}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Visibility">
          <select {...register('visibility')} className={inputClasses}>
            <option value="public">Public</option>
            <option value="internal">Internal Only</option>
          </select>
        </Field>
        <Field label="Priority" hint="Lower shows first; 1 is recommended." error={errors.priority?.message}>
          <input {...register('priority')} type="number" step={1} className={inputClasses} />
        </Field>
      </div>
      <Controller
        control={control}
        name="image"
        render={({ field }) => <FileUpload label="Image" purpose="sponsorship" value={field.value} onChange={field.onChange} />}
      />
      <FormActions editing={Boolean(sponsorship)} pending={pending} onCancel={onClose} />
    </form>
  )
}

/** /admin/sponsorship (SPEC §2): packages in priority order, moves, add/edit/delete. */
export function SponsorshipScreen() {
  const { isLoading, isError, refetch, ...screen } = useListScreen<Sponsorship, 'all' | 'public' | 'internal'>({
    url: LIST,
    noFilter: 'all',
    // One page: moving swaps neighbours in the whole list.
    pageSize: Number.POSITIVE_INFINITY,
    matches: (p, term, visibility) => (visibility === 'all' || p.visibility === visibility) && (!term || p.packageName.toLowerCase().includes(term)),
  })
  const { search, setSearch, filter: visibility, setFilter: setVisibility, shown: filtered, editing, setEditing, deleting, setDeleting, created } = screen
  // Moving swaps neighbours in the whole list, so it is offered only while the whole list shows.
  const canReorder = !screen.narrowed

  const move = useApiMutation(
    ({ id, direction }: { id: number; direction: 'up' | 'down' }) => apiRequest('POST', `${LIST}/${id}/move`, { direction }),
    { invalidate: [LIST], messages: { error: 'There was a problem reordering the sponsorship packages. Please try again.' } },
  )
  const remove = useApiMutation((p: Sponsorship) => apiRequest('DELETE', `${LIST}/${p.id}`), {
    invalidate: [LIST],
    messages: { success: { title: 'Sponsorship package deleted' }, error: 'There was a problem deleting the sponsorship package. Please try again.' },
    onSuccess: () => setDeleting(null),
  })

  return (
    <div className="space-y-6">
      <PageHeader title="Sponsorship Packages" subtitle="Packages in the order the public sees them">
        <Button onClick={() => setEditing(null)}>
          <Plus className="h-4 w-4" aria-hidden="true" /> Add New Package
        </Button>
      </PageHeader>
      <SearchAndFilter
        searchLabel="Search packages"
        placeholder="Search packages..."
        search={search}
        onSearch={setSearch}
        filter={{
          label: 'Visibility filter',
          value: visibility,
          options: [
            { value: 'all', label: 'All Visibility' },
            { value: 'public', label: 'Public' },
            { value: 'internal', label: 'Internal Only' },
          ],
          onChange: (value) => setVisibility(value as typeof visibility),
        }}
      />

      {isLoading ? (
        <div aria-busy="true" className="space-y-3">
          {Array.from({ length: 3 }, (_, i) => (
            <div key={i} data-testid="skeleton-row" className="h-24 animate-pulse rounded-lg bg-slate-100" />
          ))}
        </div>
      ) : isError ? (
        <LoadFailed what="sponsorship packages" onRetry={() => refetch()} />
      ) : filtered.length === 0 ? (
        <div className="rounded-lg border border-slate-200 bg-white">
          <EmptyList plural="packages" search={search} filtered={screen.narrowed} empty="No sponsorship packages found. Add a new package to get started." />
        </div>
      ) : (
        <ul className="space-y-3" aria-label="Sponsorship packages">
          {filtered.map((p, index) => {
            const benefits = benefitList(p.benefits)
            return (
              <li key={p.id} data-record-id={p.id} className={`flex gap-4 rounded-lg border border-slate-200 bg-white p-4 ${created.isNew(p.id) ? NEW_RECORD_CLASSES : ''}`}>
                <span aria-hidden="true" className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-indigo-100 font-bold text-indigo-800">
                  {p.packageName.charAt(0).toUpperCase()}
                </span>
                <div className="min-w-0 flex-1">
                  <div className="flex flex-wrap items-center gap-2">
                    <h2 className="font-semibold text-slate-900">
                      {p.packageName}
                      <NewMark shown={created.isNew(p.id)} />
                    </h2>
                    <span className={`rounded-full px-2.5 py-0.5 text-xs font-medium ${p.visibility === 'public' ? 'bg-emerald-100 text-emerald-800' : 'bg-slate-200 text-slate-800'}`}>
                      {p.visibility === 'public' ? 'Public' : 'Internal Only'}
                    </span>
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
                <div className="flex shrink-0 flex-col gap-1 sm:flex-row sm:items-start">
                  {canReorder && (
                    <>
                      <Button variant="ghost" size="icon" aria-label={`Move ${p.packageName} up`} disabled={index === 0 || move.isPending} onClick={() => move.mutate({ id: p.id, direction: 'up' })}>
                        <ArrowUp className="h-4 w-4" aria-hidden="true" />
                      </Button>
                      <Button variant="ghost" size="icon" aria-label={`Move ${p.packageName} down`} disabled={index === filtered.length - 1 || move.isPending} onClick={() => move.mutate({ id: p.id, direction: 'down' })}>
                        <ArrowDown className="h-4 w-4" aria-hidden="true" />
                      </Button>
                    </>
                  )}
                  <Button variant="ghost" size="icon" aria-label={`Edit ${p.packageName}`} onClick={() => setEditing(p)}>
                    <Pencil className="h-4 w-4" aria-hidden="true" />
                  </Button>
                  <Button variant="ghost" size="icon" aria-label={`Delete ${p.packageName}`} onClick={() => setDeleting(p)}>
                    <Trash2 className="h-4 w-4 text-red-700" aria-hidden="true" />
                  </Button>
                </div>
              </li>
            )
          })}
        </ul>
      )}

      <Dialog open={editing !== undefined} onOpenChange={(open) => !open && setEditing(undefined)} title={editing ? 'Edit Sponsorship Package' : 'Add New Package'} wide>
        {editing !== undefined && <SponsorshipForm key={editing?.id ?? 'new'} sponsorship={editing} onClose={() => setEditing(undefined)} onCreated={created.created} />}
      </Dialog>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        description={`Are you sure you want to delete the "${deleting?.packageName ?? ''}" sponsorship package? This action cannot be undone.`}
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting)}
      />
    </div>
  )
}
