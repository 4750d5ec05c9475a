'use client'

import { useQuery } from '@tanstack/react-query'
import { useContext } from 'react'
import { Controller, useForm } from 'react-hook-form'

import { Button } from '@/components/ui/button'
import { DialogCancel } from '@/components/ui/dialog'
import { Field, inputClasses } from '@/components/ui/field'
import { ListInput } from '@/components/ui/list-input'
import { apiRequest } from '@/lib/api-client'
import { isBlank } from '@/lib/blank'

import { LoadFailed, PreviewLink } from './ui/form-parts'
import { useApiMutation } from './ui/use-resource'

/**
 * The Nepali side of a record's form (docs/product.md#nepali-site): its texts visitors read, each
 * under its English one. A text left empty shows the English on the Nepali pages. The other fields
 * are one for both languages, and are changed on the English side.
 */

/** A text with a value per language (a field marked `localized` in its collection). */
export type TranslatedField = { name: string; label: string; kind: 'text' | 'textarea' | 'list' }

export type FormLanguage = 'en' | 'ne'

/** The English | नेपाली switch at the top of a record's form. */
export function LanguageSwitch({ value, onChange }: { value: FormLanguage; onChange: (language: FormLanguage) => void }) {
  const option = (language: FormLanguage, label: string, lang: string) => (
    <button
      type="button"
      lang={lang}
      aria-pressed={value === language}
      onClick={() => onChange(language)}
      className={`rounded px-3 py-1 text-sm font-semibold ${value === language ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-600 hover:text-slate-900'}`}
    >
      {label}
    </button>
  )
  return (
    <div role="group" aria-label="Language of the texts" className="mb-4 inline-flex rounded-md bg-slate-100 p-1">
      {option('en', 'English', 'en')}
      {option('ne', 'नेपाली', 'ne')}
    </div>
  )
}

type Values = Record<string, string | string[]>

const englishOf = (value: unknown) => (Array.isArray(value) ? value.join(', ') : typeof value === 'string' ? value : '')

type Row = Record<string, unknown>

type Props = {
  /** Where the record is read (`?locale=ne` is added) and changed. */
  url: string
  /** The record as read in English. */
  english: Row
  fields: TranslatedField[]
  /** The record keeps drafts: its latest draft is read, and `saveAsDraft` says how it is saved. */
  drafts?: boolean
  /** Saved as a draft (a record not published), else published with the texts. */
  saveAsDraft?: boolean
  /** What Preview opens: the record's Nepali page as it will look with its latest saved draft. */
  preview?: string
  onSaved?: () => void
  onCancel?: () => void
}

/**
 * A record's Nepali texts read afresh. A Nepali read shows the English where no Nepali was
 * entered: a record with drafts names those texts (`_untranslated`); a settings record has none,
 * and a text that reads as its English is taken for one not translated yet.
 */
export function TranslationForm(props: Props) {
  const { url, english, fields } = props
  const parameters: Record<string, string> = { ...(props.drafts ? { draft: 'true' } : {}), locale: 'ne' }
  const nepali = useQuery<Row & { _untranslated?: string[] }>({ queryKey: [url, parameters] })
  if (nepali.isError) return <LoadFailed what="the Nepali texts" onRetry={() => void nepali.refetch()} />
  if (!nepali.data) return <p className="text-sm text-slate-600">Loading the Nepali texts...</p>
  const data = nepali.data
  const untranslated = new Set(
    data._untranslated ?? fields.filter(({ name }) => JSON.stringify(data[name]) === JSON.stringify(english[name])).map(({ name }) => name),
  )
  const values = Object.fromEntries(
    fields.map(({ name, kind }) => {
      const value = untranslated.has(name) ? undefined : data[name]
      return [name, kind === 'list' ? (Array.isArray(value) ? value : []) : typeof value === 'string' ? value : '']
    }),
  )
  return <NepaliTexts {...props} values={values} />
}

function NepaliTexts({ url, english, fields, saveAsDraft, preview, values, onSaved, onCancel }: Props & { values: Values }) {
  const form = useForm<Values>({ defaultValues: values })
  // In a dialog, Cancel after typing asks before discarding (src/components/ui/dialog.tsx).
  const cancelInDialog = useContext(DialogCancel)
  const save = useApiMutation((body: Values) => apiRequest('PATCH', `${url}?locale=ne${saveAsDraft ? '&draft=true' : ''}`, body), {
    invalidate: [url, url.replace(/\/\d+$/, '')],
    messages: { success: { title: 'Nepali texts saved' }, error: 'There was a problem saving the Nepali texts. Please try again.' },
    onSuccess: () => {
      form.reset(form.getValues())
      onSaved?.()
    },
  })
  // Only the texts written are sent: an empty one keeps showing the English.
  const submit = form.handleSubmit((chosen) => save.mutate(Object.fromEntries(Object.entries(chosen).filter(([, value]) => !isBlank(value)))))
  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <p className="text-sm text-slate-600">The Nepali pages show these texts; one left empty shows its English.</p>
      {fields.map((field) => {
        const original = englishOf(english[field.name])
        const hint = original ? `English: ${original}` : 'No English text either'
        if (field.kind === 'list') {
          return (
            <div key={field.name}>
              <Controller
                control={form.control}
                name={field.name}
                render={({ field: { value, onChange } }) => (
                  <ListInput
                    label={`${field.label} in Nepali`}
                    itemLabel="entry"
                    lang="ne"
                    value={value as string[]}
                    onChange={onChange}
                    placeholder="Add an entry"
                  />
                )}
              />
              <p className="mt-1 text-xs text-slate-600">{hint}</p>
            </div>
          )
        }
        const Control = field.kind === 'textarea' ? 'textarea' : 'input'
        return (
          <Field key={field.name} label={`${field.label} in Nepali`} hint={hint}>
            <Control {...form.register(field.name)} lang="ne" className={inputClasses} {...(field.kind === 'textarea' ? { rows: 4 } : { type: 'text' })} />
          </Field>
        )
      })}
      <div className="flex justify-end gap-3 pt-2">
        {preview && <PreviewLink href={preview} />}
        {onCancel && (
          <Button variant="outline" onClick={cancelInDialog ? () => cancelInDialog(onCancel) : onCancel}>
            Cancel
          </Button>
        )}
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save Nepali texts'}
        </Button>
      </div>
    </form>
  )
}
