'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { Plus } from 'lucide-react'
import { useState } from 'react'
import { Controller, type FieldValues } from 'react-hook-form'
import { z } from 'zod'

import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { DatePicker } from '@/components/ui/date-picker'
import { Dialog } from '@/components/ui/dialog'
import { Field, inputClasses } from '@/components/ui/field'
import { formatInZone } from '@/lib/dates'
import { requiredText } from '@/schemas/common'

import { apiRequest } from './api'
import { FileUpload } from './file-upload'
import { FormActions, LoadFailed, RowActions } from './form-parts'
import { PageHeader } from './page-header'
import { useApiForm } from './use-api-form'
import { useApiMutation, useList } from './use-resource'

/** One form field of a content type the spec has data for but no screen (issue 4). */
export type ContentField = {
  name: string
  label: string
  kind: 'text' | 'textarea' | 'checkbox' | 'integer' | 'date' | 'image' | 'select'
  required?: boolean
  /** A select's choices: each stored value with the words staff read. */
  options?: { value: string; label: string }[]
  hint?: string
  /** The value a new record starts with (the field's default, SPEC §3). */
  initial?: string | boolean
}

type Row = { id: number } & Record<string, unknown>

export type ContentScreenConfig = {
  url: string
  title: string
  subtitle: string
  noun: string
  fields: ContentField[]
  /** Columns of the list: a field name, or a function of the row. */
  columns: { label: string; value: (row: Row) => React.ReactNode }[]
  /** A boolean field that can be switched right from the list (active, on the homepage). */
  toggle?: { name: string; label: string }
  titleField: string
}

const asText = (value: unknown) => (value === null || value === undefined ? '' : String(value))

/** A select's choices, with a stored value it does not offer (saved through the API) kept as it is. */
function selectOptions(field: ContentField, stored: string): { value: string; label: string }[] {
  const options = field.options ?? []
  return stored === '' || options.some((option) => option.value === stored) ? options : [...options, { value: stored, label: stored }]
}

/** The words for a stored value of a select field. */
export function optionLabel(options: ContentField['options'], value: unknown): string {
  return options?.find((option) => option.value === value)?.label ?? (value === null || value === undefined || value === '' ? '—' : String(value))
}

function formSchema(fields: ContentField[]) {
  const shape: Record<string, z.ZodTypeAny> = {}
  for (const field of fields) {
    if (field.kind === 'checkbox') shape[field.name] = z.boolean()
    else if (field.kind === 'integer') shape[field.name] = z.string().trim().refine((v) => v === '' || /^-?\d+$/.test(v), `${field.label} must be a whole number`)
    else if (field.kind === 'image') shape[field.name] = z.string().nullable()
    else shape[field.name] = field.required ? requiredText(field.label) : z.string()
  }
  return z.object(shape)
}

function toForm(fields: ContentField[], row: Row | null): FieldValues {
  return Object.fromEntries(
    fields.map((field) => {
      const value = row?.[field.name]
      if (field.kind === 'checkbox') return [field.name, row ? Boolean(value) : Boolean(field.initial)]
      if (field.kind === 'image') return [field.name, (value as string | null) ?? null]
      if (field.kind === 'date') return [field.name, value ? formatInZone(String(value), 'UTC', 'yyyy-MM-dd') : '']
      return [field.name, row ? asText(value) : asText(field.initial)]
    }),
  )
}

function toBody(fields: ContentField[], values: FieldValues) {
  return Object.fromEntries(
    fields.map((field) => {
      const value = values[field.name]
      if (field.kind === 'integer') return [field.name, value === '' ? undefined : Number(value)]
      // A day without a time: stored at noon UTC so it reads the same in every zone.
      if (field.kind === 'date') return [field.name, value ? `${value}T12:00:00.000Z` : undefined]
      return [field.name, value]
    }),
  )
}

function ContentForm({ config, row, onClose }: { config: ContentScreenConfig; row: Row | null; onClose: () => void }) {
  const form = useApiForm<FieldValues>({
    resolver: zodResolver(formSchema(config.fields)),
    defaultValues: toForm(config.fields, row),
    save: (values) =>
      row ? apiRequest('PATCH', `${config.url}/${row.id}`, { id: row.id, ...toBody(config.fields, values) }) : apiRequest('POST', config.url, toBody(config.fields, values)),
    invalidate: [config.url],
    messages: {
      success: { title: `${config.noun} ${row ? 'updated' : 'created'}` },
      error: `There was a problem saving the ${config.noun.toLowerCase()}. Please try again.`,
    },
    onSaved: onClose,
  })
  const { register, control, pending, submit } = form
  const errors = form.errors as Record<string, { message?: string } | undefined>

  return (
    <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
      {config.fields.map((field) => {
        const error = errors[field.name]?.message
        const wide = field.kind === 'textarea' || field.kind === 'image'
        const className = wide ? 'sm:col-span-2' : ''
        if (field.kind === 'checkbox') {
          return (
            <label key={field.name} className={`flex items-center gap-2 text-sm text-slate-800 ${className}`}>
              <input type="checkbox" {...register(field.name)} className="h-4 w-4" /> {field.label}
            </label>
          )
        }
        if (field.kind === 'image') {
          return (
            <div key={field.name} className={className}>
              <Controller control={control} name={field.name} render={({ field: f }) => <FileUpload label={field.label} value={f.value} onChange={f.onChange} />} />
            </div>
          )
        }
        if (field.kind === 'date') {
          return (
            <Controller
              key={field.name}
              control={control}
              name={field.name}
              render={({ field: f }) => (
                <Field label={field.label} hint={field.hint} error={error} className={className}>
                  <DatePicker value={f.value} onChange={f.onChange} />
                </Field>
              )}
            />
          )
        }
        return (
          <Field key={field.name} label={field.label} hint={field.hint} error={error} className={className}>
            {field.kind === 'textarea' ? (
              <textarea {...register(field.name)} rows={3} className={inputClasses} />
            ) : field.kind === 'select' ? (
              <select {...register(field.name)} className={inputClasses}>
                {selectOptions(field, asText(row?.[field.name])).map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            ) : (
              <input {...register(field.name)} type={field.kind === 'integer' ? 'number' : 'text'} className={inputClasses} />
            )}
          </Field>
        )
      })}
      <FormActions editing={Boolean(row)} pending={pending} onCancel={onClose} />
    </form>
  )
}

/** A list with add, edit, delete and a quick on/off switch, for one content type. */
export function ContentScreen({ config }: { config: ContentScreenConfig }) {
  const { data, isLoading, isError, refetch } = useList<Row>(config.url)
  const [editing, setEditing] = useState<Row | null | undefined>(undefined)
  const [deleting, setDeleting] = useState<Row | null>(null)
  const name = (row: Row | null) => asText(row?.[config.titleField])
  const remove = useApiMutation((row: Row) => apiRequest('DELETE', `${config.url}/${row.id}`), {
    invalidate: [config.url],
    messages: { success: { title: `${config.noun} deleted` }, error: `There was a problem deleting the ${config.noun.toLowerCase()}. Please try again.` },
    onSuccess: () => setDeleting(null),
  })
  const toggle = useApiMutation(
    ({ row, value }: { row: Row; value: boolean }) => apiRequest('PATCH', `${config.url}/${row.id}`, { [config.toggle!.name]: value }),
    { invalidate: [config.url], messages: { success: { title: `${config.noun} updated` }, error: `There was a problem saving the ${config.noun.toLowerCase()}. Please try again.` } },
  )

  return (
    <div className="space-y-6">
      <PageHeader title={config.title} subtitle={config.subtitle}>
        <Button onClick={() => setEditing(null)}>
          <Plus className="h-4 w-4" aria-hidden="true" /> Add {config.noun}
        </Button>
      </PageHeader>
      <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
        <table className="w-full text-left text-sm">
          <thead className="bg-slate-50 text-slate-700">
            <tr>
              {config.columns.map((column) => (
                <th key={column.label} scope="col" className="px-4 py-3 font-semibold">
                  {column.label}
                </th>
              ))}
              {config.toggle && <th scope="col" className="px-4 py-3 font-semibold">{config.toggle.label}</th>}
              <th scope="col" className="px-4 py-3 font-semibold">Actions</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {isLoading ? (
              <tr aria-hidden="true">
                <td colSpan={config.columns.length + 2} className="px-4 py-3">
                  <div data-testid="skeleton-row" className="h-8 animate-pulse rounded bg-slate-100" />
                </td>
              </tr>
            ) : isError ? (
              <tr>
                <td colSpan={config.columns.length + 2} className="p-3">
                  <LoadFailed what={config.title.toLowerCase()} onRetry={() => refetch()} />
                </td>
              </tr>
            ) : !data?.length ? (
              <tr>
                <td colSpan={config.columns.length + 2} className="px-4 py-10 text-center text-slate-600">
                  No {config.title.toLowerCase()} yet. Add one to get started.
                </td>
              </tr>
            ) : (
              data.map((row) => (
                <tr key={row.id}>
                  {config.columns.map((column) => (
                    <td key={column.label} className="px-4 py-3">
                      {column.value(row)}
                    </td>
                  ))}
                  {config.toggle && (
                    <td className="px-4 py-3">
                      <input
                        type="checkbox"
                        className="h-4 w-4"
                        aria-label={`${config.toggle.label}: ${name(row)}`}
                        checked={Boolean(row[config.toggle.name])}
                        disabled={toggle.isPending}
                        onChange={(event) => toggle.mutate({ row, value: event.target.checked })}
                      />
                    </td>
                  )}
                  <td className="px-4 py-3">
                    <RowActions name={name(row)} onEdit={() => setEditing(row)} onDelete={() => setDeleting(row)} />
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      <Dialog open={editing !== undefined} onOpenChange={(open) => !open && setEditing(undefined)} title={editing ? `Edit ${config.noun}` : `Add ${config.noun}`} wide>
        {editing !== undefined && <ContentForm key={editing?.id ?? 'new'} config={config} row={editing} onClose={() => setEditing(undefined)} />}
      </Dialog>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        description={`Are you sure you want to delete "${name(deleting)}"? This action cannot be undone.`}
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting)}
      />
    </div>
  )
}
