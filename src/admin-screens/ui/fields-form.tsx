'use client'

import { type Control, Controller, type FieldErrors, type FieldValues, type Path, type UseFormRegister } from 'react-hook-form'
import { z } from 'zod'

import { DatePicker } from '@/components/ui/date-picker'
import { Field, inputClasses } from '@/components/ui/field'
import { FileUpload } from '@/components/ui/file-upload'
import { ListInput } from '@/components/ui/list-input'
import { formatInZone } from '@/lib/calendar/dates'
import { imageValueSchema } from '@/lib/image-choice'
import { requiredText, typedDay } from '@/schemas/common'

/**
 * The back office's forms, described by their fields: one renderer for every kind of control, so
 * a form is a list of fields (and, where the spec has them, its own zod rules and API mapping).
 */
export type FormField = {
  name: string
  label: string
  kind: 'text' | 'emoji' | 'url' | 'email' | 'password' | 'time' | 'textarea' | 'checkbox' | 'integer' | 'date' | 'image' | 'select' | 'list'
  required?: boolean
  /** A select's choices: each stored value with the words staff read; or its choices in labelled groups. */
  options?: { value: string; label: string }[]
  groups?: { label: string; options: { value: string; label: string }[] }[]
  hint?: string
  /** The value a new record starts with (the field's default, docs/product.md#entities-and-fields). */
  initial?: string | boolean
  /** Across both columns (text areas, images and lists always are). */
  wide?: boolean
  /** An image's upload rules; a list's word for one entry; a password's or name's autocomplete. */
  purpose?: 'default' | 'sponsorship'
  itemLabel?: string
  autoComplete?: string
  placeholder?: string
  rows?: number
  /** Called as the value changes (after the form has it). */
  onChange?: (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) => void
  /** A text visitors read, with a Nepali value too (its collection's field is `localized`). */
  translated?: true
}

/** The fields of a form that have a Nepali value too, for its नेपाली side (src/admin-screens/translation-form.tsx). */
export function translatedFields(fields: FormField[]): { name: string; label: string; kind: 'text' | 'textarea' | 'list' }[] {
  return fields
    .filter((field) => field.translated)
    .map(({ name, label, kind }) => ({ name, label, kind: kind === 'textarea' || kind === 'list' ? kind : 'text' }))
}

type Row = Record<string, unknown>
/** The parts of a form (useApiForm's answer) the fields draw on. */
type Form<V extends FieldValues> = { register: UseFormRegister<V>; control: Control<V>; errors: FieldErrors<V> }

const asText = (value: unknown) => (value === null || value === undefined ? '' : String(value))

/** Choices of a select or filter from their stored values and the words staff read, in order. */
export function choices<K extends string>(labels: Record<K, string>): { value: K; label: string }[] {
  return (Object.entries(labels) as [K, string][]).map(([value, label]) => ({ value, label }))
}

/** A select's choices, with a stored value it does not offer (saved through the API) kept as it is. */
function selectOptions(field: FormField, stored: string): { value: string; label: string }[] {
  const options = field.options ?? []
  return stored === '' || options.some((option) => option.value === stored) ? options : [...options, { value: stored, label: stored }]
}

/** The words for a stored value of a select field. */
export function optionLabel(options: FormField['options'], value: unknown): string {
  return options?.find((option) => option.value === value)?.label ?? (value === null || value === undefined || value === '' ? '—' : String(value))
}

/** The rules of a form that has no schema of its own: required text, whole numbers, days. */
export function fieldsSchema(fields: FormField[]) {
  const shape: Record<string, z.ZodTypeAny> = {}
  for (const field of fields) {
    if (field.kind === 'checkbox') shape[field.name] = z.boolean()
    else if (field.kind === 'integer')
      shape[field.name] = z
        .string()
        .trim()
        .refine((v) => v === '' || /^-?\d+$/.test(v), `${field.label} must be a whole number`)
    else if (field.kind === 'image') shape[field.name] = imageValueSchema
    else if (field.kind === 'list') shape[field.name] = z.array(z.string())
    else if (field.kind === 'date') shape[field.name] = typedDay(field.label, { required: field.required })
    else shape[field.name] = field.required ? requiredText(field.label) : z.string()
  }
  return z.object(shape)
}

export function fieldsToForm(fields: FormField[], row: Row | null): FieldValues {
  return Object.fromEntries(
    fields.map((field) => {
      const value = row?.[field.name]
      if (field.kind === 'checkbox') return [field.name, row ? Boolean(value) : Boolean(field.initial)]
      if (field.kind === 'image') return [field.name, (value as string | null) ?? null]
      if (field.kind === 'list') return [field.name, Array.isArray(value) ? value : []]
      if (field.kind === 'date') return [field.name, value ? formatInZone(String(value), 'UTC', 'yyyy-MM-dd') : '']
      return [field.name, row ? asText(value) : asText(field.initial)]
    }),
  )
}

export function fieldsToBody(fields: FormField[], values: FieldValues) {
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

const INPUT_TYPES: Partial<Record<FormField['kind'], string>> = { integer: 'number', url: 'url', email: 'email', password: 'password', time: 'time' }

/** The controls of `fields`, in a two-column grid, wired to the form (its values, errors, uploads). */
export function FormFields<V extends FieldValues>({ fields, form, stored }: { fields: FormField[]; form: Form<V>; stored?: object | null }) {
  // A field names its value by a string: one of the form's paths.
  const register = (name: string, onChange?: FormField['onChange']) => form.register(name as Path<V>, onChange && { onChange })
  const control = form.control as unknown as Control<FieldValues>
  const errors = form.errors as Record<string, { message?: string } | undefined>
  return fields.map((field) => {
    const error = errors[field.name]?.message
    const className = field.wide || ['textarea', 'image', 'list'].includes(field.kind) ? 'sm:col-span-2' : ''
    if (field.kind === 'checkbox') {
      return (
        <label key={field.name} className={`flex items-center gap-2 text-sm text-slate-800 ${className}`}>
          <input type="checkbox" {...register(field.name, field.onChange)} className="h-4 w-4" /> {field.label}
        </label>
      )
    }
    if (field.kind === 'image' || field.kind === 'list' || field.kind === 'date') {
      return (
        <Controller
          key={field.name}
          control={control}
          name={field.name}
          render={({ field: { value, onChange } }) => (
            <div className={className}>
              {field.kind === 'image' ? (
                <FileUpload label={field.label} purpose={field.purpose} value={value} onChange={onChange} error={error} />
              ) : field.kind === 'list' ? (
                <ListInput
                  label={field.label}
                  itemLabel={field.itemLabel ?? 'entry'}
                  value={value}
                  onChange={onChange}
                  placeholder={`Add a ${field.itemLabel ?? 'entry'}`}
                />
              ) : (
                <Field label={field.label} hint={field.hint} error={error}>
                  <DatePicker value={value} onChange={onChange} />
                </Field>
              )}
            </div>
          )}
        />
      )
    }
    return (
      <Field key={field.name} label={field.label} hint={field.hint} error={error} className={className}>
        {field.kind === 'textarea' ? (
          <textarea {...register(field.name)} rows={field.rows ?? 3} className={inputClasses} />
        ) : field.kind === 'select' ? (
          <select {...register(field.name, field.onChange)} className={inputClasses}>
            {(field.groups ?? [{ label: '', options: selectOptions(field, asText((stored as Row | null | undefined)?.[field.name])) }]).map((group) => {
              const options = group.options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))
              return group.label ? (
                <optgroup key={group.label} label={group.label}>
                  {options}
                </optgroup>
              ) : (
                options
              )
            })}
          </select>
        ) : (
          <input
            {...register(field.name, field.onChange)}
            type={INPUT_TYPES[field.kind] ?? 'text'}
            autoComplete={field.autoComplete}
            placeholder={field.placeholder ?? (field.kind === 'url' ? 'https://' : undefined)}
            {...(field.kind === 'url' ? { inputMode: 'url' as const } : field.kind === 'integer' ? { inputMode: 'numeric' as const } : {})}
            className={`${inputClasses} ${field.kind === 'emoji' ? 'font-emoji' : ''}`}
          />
        )}
      </Field>
    )
  })
}
