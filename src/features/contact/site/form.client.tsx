'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useId, useMemo, useRef, useState } from 'react'
import { useForm } from 'react-hook-form'

import { fieldErrors } from '@/components/site/field-errors'
import { ChoiceOptions, FormField, inputClass, submitClass } from '@/components/site/form-fields'
import { type ContactMessageInput, contactMessageRules } from '@/features/contact/schema'
import { ApiError, apiGet, apiRequest } from '@/lib/api-client'
import type { Locale, Messages } from '@/lib/i18n'

type Status = { kind: 'sent' } | { kind: 'failed' } | null

/** `text`: the form's words in the page's language; `locale`: that language, sent with the message (its acknowledgement is written in it). */
type Props = { subjects: string[]; text: Messages['form']; locale: Locale }

/** The subject a link asked for (/contact?subject=...), as the page is the same cached page for all. */
function subjectFromUrl(): string {
  return new URLSearchParams(window.location.search).get('subject')?.trim().slice(0, 200) ?? ''
}

/**
 * The public contact form (docs/product.md#contact-page): same zod rules as
 * POST /api/contact-messages. It also sends a field people never see and the server's stamp of when
 * the form opened, which tell a bot's submission from a person's (src/features/contact/spam.ts);
 * neither asks anything of people.
 */
export function ContactForm({ subjects, text, locale }: Props) {
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
      await apiRequest('POST', '/api/contact-messages', { ...values, locale, website: honeypot.current?.value ?? '', formToken })
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
        <FormField htmlFor={`${id}-name`} label={text.name} error={error('name')}>
          <input {...register('name')} {...field('name')} autoComplete="name" className={inputClass} />
        </FormField>
        <FormField htmlFor={`${id}-email`} label={text.email} error={error('email')}>
          <input {...register('email')} {...field('email')} type="email" autoComplete="email" className={inputClass} />
        </FormField>
        <FormField
          htmlFor={`${id}-phone`}
          label={
            <>
              {text.phone} <span className="font-normal text-muted">{text.optional}</span>
            </>
          }
          error={error('phone')}
        >
          <input {...register('phone')} {...field('phone')} type="tel" autoComplete="tel" className={inputClass} />
        </FormField>
        <FormField htmlFor={`${id}-subject`} label={text.subject} error={error('subject')}>
          <select {...register('subject')} {...field('subject')} className={inputClass}>
            <ChoiceOptions prompt={text.selectSubject} choices={options.map((subject) => ({ value: subject, label: subject }))} />
          </select>
        </FormField>
      </div>
      <FormField htmlFor={`${id}-message`} label={text.message} error={error('message')}>
        <textarea {...register('message')} {...field('message')} rows={6} className={inputClass} />
      </FormField>
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
      <button type="submit" disabled={isSubmitting} className={submitClass}>
        {isSubmitting ? text.sending : text.send}
      </button>
    </form>
  )
}
