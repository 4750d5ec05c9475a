'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useId, useMemo, useRef, useState } from 'react'
import { useForm } from 'react-hook-form'

import { fieldErrors } from '@/components/site/field-errors'
import { type ContactMessageInput, contactMessageRules } from '@/features/contact/schema'
import { ApiError, apiGet, apiRequest } from '@/lib/api-client'
import type { Messages } from '@/lib/i18n'

type Status = { kind: 'sent' } | { kind: 'failed' } | null

/** `text`: the form's words in the page's language. */
type Props = { subjects: string[]; text: Messages['form'] }

/** The subject a link asked for (/contact?subject=...), as the page is the same cached page for all. */
function subjectFromUrl(): string {
  return new URLSearchParams(window.location.search).get('subject')?.trim().slice(0, 200) ?? ''
}

const inputClass =
  'mt-1 block w-full rounded-md border border-line bg-ink px-3 py-2 text-white placeholder:text-zinc-400 focus:border-accent focus:outline-none aria-[invalid=true]:border-red-400'

/**
 * The public contact form (docs/product.md#contact-page): same zod rules as
 * POST /api/contact-messages. It also sends a field people never see and the server's stamp of when
 * the form opened, which tell a bot's submission from a person's (src/features/contact/spam.ts);
 * neither asks anything of people.
 */
export function ContactForm({ subjects, text }: Props) {
  const base = subjects.length > 0 ? subjects : text.defaultSubjects
  const schema = useMemo(() => contactMessageRules(text.errors), [text.errors])
  // A subject prefilled from a link (e.g. a sponsorship inquiry) is offered and chosen.
  const [prefill, setPrefill] = useState('')
  const options = prefill && !base.includes(prefill) ? [prefill, ...base] : base
  const defaults: ContactMessageInput = { name: '', email: '', phone: '', subject: '', message: '' }
  const [status, setStatus] = useState<Status>(null)
  const [formToken, setFormToken] = useState<string | undefined>()
  const honeypot = useRef<HTMLInputElement>(null)
  const id = useId()
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
    setValue,
  } = useForm<ContactMessageInput>({ resolver: zodResolver(schema), defaultValues: defaults })

  useEffect(() => setPrefill(subjectFromUrl()), [])
  // The page is the same cached page for all: the stamp is asked for when it opens. Without it the form still sends.
  useEffect(() => {
    apiGet<{ token: string }>('/api/contact-messages/form-token')
      .then((answer) => setFormToken(answer?.token))
      .catch(() => {})
  }, [])
  // Chosen once its option is in the list (after the render that adds it).
  useEffect(() => {
    if (prefill) setValue('subject', prefill)
  }, [prefill, setValue])

  const onSubmit = handleSubmit(async (values) => {
    setStatus(null)
    try {
      await apiRequest('POST', '/api/contact-messages', { ...values, website: honeypot.current?.value ?? '', formToken })
      reset({ ...defaults, subject: '' })
      setStatus({ kind: 'sent' })
    } catch (error) {
      // The server's word on a field goes beside it, in the page's language: its rules are the
      // form's, so the field it names says which message.
      if (error instanceof ApiError) {
        for (const { path } of error.fieldErrors) {
          const name = path.split('.').pop() as keyof ContactMessageInput
          if (Object.hasOwn(text.errors, name)) setError(name, { type: 'server', message: text.errors[name as keyof typeof text.errors] })
        }
      }
      setStatus({ kind: 'failed' })
    }
  })

  const { control: field, message: error } = fieldErrors(id, errors)

  return (
    <form onSubmit={onSubmit} noValidate className="relative mt-4 space-y-4">
      {/* Out of sight and out of the tab order: people leave it empty, bots fill it in. */}
      <div aria-hidden="true" className="absolute -left-[10000px] top-0 h-px w-px overflow-hidden">
        <label htmlFor={`${id}-website`}>{text.honeypot}</label>
        <input ref={honeypot} id={`${id}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor={`${id}-name`} className="text-sm font-bold">
            {text.name}
          </label>
          <input {...register('name')} {...field('name')} autoComplete="name" className={inputClass} />
          {error('name')}
        </div>
        <div>
          <label htmlFor={`${id}-email`} className="text-sm font-bold">
            {text.email}
          </label>
          <input {...register('email')} {...field('email')} type="email" autoComplete="email" className={inputClass} />
          {error('email')}
        </div>
        <div>
          <label htmlFor={`${id}-phone`} className="text-sm font-bold">
            {text.phone} <span className="font-normal text-muted">{text.optional}</span>
          </label>
          <input {...register('phone')} {...field('phone')} type="tel" autoComplete="tel" className={inputClass} />
          {error('phone')}
        </div>
        <div>
          <label htmlFor={`${id}-subject`} className="text-sm font-bold">
            {text.subject}
          </label>
          <select {...register('subject')} {...field('subject')} className={inputClass}>
            <option value="">{text.selectSubject}</option>
            {options.map((subject) => (
              <option key={subject} value={subject}>
                {subject}
              </option>
            ))}
          </select>
          {error('subject')}
        </div>
      </div>
      <div>
        <label htmlFor={`${id}-message`} className="text-sm font-bold">
          {text.message}
        </label>
        <textarea {...register('message')} {...field('message')} rows={6} className={inputClass} />
        {error('message')}
      </div>
      <div aria-live="polite">
        {status?.kind === 'sent' && (
          <div role="status" className="rounded-md border border-emerald-500 bg-emerald-950 p-4">
            <p className="font-bold">{text.sentTitle}</p>
            <p className="text-sm">{text.sentText}</p>
          </div>
        )}
        {status?.kind === 'failed' && (
          <div role="alert" className="rounded-md border border-red-400 bg-red-950 p-4">
            <p className="font-bold">{text.failedTitle}</p>
            <p className="text-sm">{text.failedText}</p>
          </div>
        )}
      </div>
      <button
        type="submit"
        disabled={isSubmitting}
        className="inline-flex items-center justify-center rounded-md bg-accent px-6 py-3 text-sm font-bold tracking-wider text-ink hover:bg-accent-strong disabled:opacity-60"
      >
        {isSubmitting ? text.sending : text.send}
      </button>
    </form>
  )
}
