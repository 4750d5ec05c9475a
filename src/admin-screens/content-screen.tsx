'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { Controller, type FieldValues } from 'react-hook-form'
import { z } from 'zod'

import { DatePicker } from '@/components/ui/date-picker'
import { Field, inputClasses } from '@/components/ui/field'
import { PAGE_SIZES } from '@/lib/constants'
import { formatInZone } from '@/lib/dates'
import { requiredText } from '@/schemas/common'

import { FileUpload } from './file-upload'
import { FormActions } from './form-parts'
import { type Column, type FormProps, type ListConfig, useRecordForm } from './list-screen'

/** One form field of a content type the spec has data for but no screen (issue 4). */
export type ContentField = {
  name: string
  label: string
  kind: 'text' | 'emoji' | 'textarea' | 'checkbox' | 'integer' | 'date' | 'image' | 'select'
  required?: boolean
  /** A select's choices: each stored value with the words staff read. */
  options?: { value: string; label: string }[]
  hint?: string
  /** The value a new record starts with (the field's default, SPEC §3). */
  initial?: string | boolean
}

export type Row = { id: number } & Record<string, unknown>

/** A list of a content type, described by its fields (src/admin-screens/content-configs.tsx). */
export type ContentScreenConfig = Pick<ListConfig<Row>, 'url' | 'title' | 'subtitle' | 'noun'> & {
  fields: ContentField[]
  /** Columns of the list; the first names the record. */
  columns: Column<Row>[]
  /** A boolean field that can be switched right from the list (active, on the homepage). */
  toggle?: { name: string; label: string }
  titleField: string
  /** The fields the search box looks in (the title field when not given). */
  searchFields?: string[]
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

/** The form of a list whose records are described by their fields. */
export function FieldsForm<T extends { id: number }>({ fields, ...props }: FormProps<T> & { fields: ContentField[] }) {
  const row = props.record as Row | null
  const form = useRecordForm<T, FieldValues>(props, {
    resolver: zodResolver(formSchema(fields)),
    defaultValues: toForm(fields, row),
    toBody: (values) => toBody(fields, values),
  })
  const { register, control, pending, submit } = form
  const errors = form.errors as Record<string, { message?: string } | undefined>

  return (
    <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
      {fields.map((field) => {
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
              <input {...register(field.name)} type={field.kind === 'integer' ? 'number' : 'text'} className={`${inputClasses} ${field.kind === 'emoji' ? 'font-emoji' : ''}`} />
            )}
          </Field>
        )
      })}
      <FormActions editing={Boolean(row)} pending={pending} onCancel={props.onCancel} />
    </form>
  )
}

const asSearchText = (value: unknown) => asText(value).toLowerCase()

/** The list config of a content type: its table, its search, a switch column, and its fields' form. */
export function contentListConfig(content: ContentScreenConfig): ListConfig<Row> {
  const { toggle, fields, titleField } = content
  const noun = content.noun.toLowerCase()
  const name = (row: Row) => asText(row[titleField])
  const searchFields = content.searchFields ?? [titleField]
  const switchColumn: Column<Row>[] = toggle
    ? [
        {
          label: toggle.label,
          cell: (row, list) => (
            <input
              type="checkbox"
              className="h-4 w-4"
              aria-label={`${toggle.label}: ${name(row)}`}
              checked={Boolean(row[toggle.name])}
              disabled={list.updating}
              onChange={(event) =>
                list.update(row, { [toggle.name]: event.target.checked }, { success: { title: `${content.noun} updated` }, error: `There was a problem saving the ${noun}. Please try again.` })
              }
            />
          ),
        },
      ]
    : []
  const plural = content.title.toLowerCase()
  return {
    ...content,
    noun,
    plural,
    name,
    empty: `No ${plural} yet. Add one to get started.`,
    search: { placeholder: `Search ${plural}...`, matches: (row, term) => searchFields.some((field) => asSearchText(row[field]).includes(term)) },
    views: [{ pageSize: PAGE_SIZES.adminContent, table: [...content.columns, ...switchColumn] }],
    form: { component: (props) => <FieldsForm {...props} fields={fields} />, add: `Add ${content.noun}` },
    deleteQuestion: (row) => `Are you sure you want to delete "${name(row)}"? This action cannot be undone.`,
  }
}
