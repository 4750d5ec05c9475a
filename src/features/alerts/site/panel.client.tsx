'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useId, useMemo, useState } from 'react'
import { useForm } from 'react-hook-form'
import { z } from 'zod'

import { fieldErrors } from '@/components/site/field-errors'
import { ChoiceOptions, FormField, inputClass, submitClass } from '@/components/site/form-fields'
import { cityKey } from '@/features/alerts/cities'
import { alertSignUpRules } from '@/features/alerts/schema'
import { ApiError, apiRequest } from '@/lib/api-client'
import type { Messages } from '@/lib/i18n'
import { fill } from '@/lib/i18n/fill'
import type { Locale } from '@/lib/i18n/locales'

type Text = Messages['alerts']
type Props = { locale: Locale; text: Text; artists: { id: number; name: string }[]; cities: string[]; brand: string }

/** What the address asks of the sign-up: an artist or a city, maybe (the mails' links lead to their own pages, src/features/alerts/link-pages.ts). */
type View = { artist?: number; city?: string }

function viewFromUrl(): View {
  const query = new URLSearchParams(window.location.search)
  const artist = Number(query.get('artist'))
  return { artist: Number.isInteger(artist) && artist > 0 ? artist : undefined, city: query.get('city')?.trim().slice(0, 80) || undefined }
}
const card = 'mx-auto max-w-xl rounded-xl border border-line bg-panel p-6'

function Notice({ kind, children }: { kind: 'done' | 'error'; children: React.ReactNode }) {
  return kind === 'done' ? (
    <div role="status" className="rounded-md border border-emerald-500 bg-emerald-950 p-4 text-sm">
      {children}
    </div>
  ) : (
    <div role="alert" className="rounded-md border border-red-400 bg-red-950 p-4 text-sm">
      {children}
    </div>
  )
}

/**
 * E-mail alerts (docs/product.md#e-mail-alerts): the sign-up form (explicit opt-in: the box is
 * never ticked for the visitor). The pages the mails' links open are the server's own plain forms
 * (src/features/alerts/link-pages.ts).
 */
export function AlertsPanel(props: Props) {
  const [view, setView] = useState<View>({})
  useEffect(() => setView(viewFromUrl()), [])
  return <SignUp {...props} artist={view.artist} city={view.city} />
}

type SignUpValues = { email: string; topic: 'all' | 'artist' | 'city'; artist: string; city: string; consent: boolean }

function signUpSchema(text: Text) {
  const { shape } = alertSignUpRules(text.errors).innerType()
  return z
    .object({ email: shape.email, topic: z.enum(['all', 'artist', 'city']), artist: z.string(), city: z.string(), consent: z.boolean() })
    .superRefine((values, context) => {
      if (values.topic === 'artist' && !values.artist) context.addIssue({ code: 'custom', path: ['artist'], message: text.errors.artist })
      if (values.topic === 'city' && !values.city.trim()) context.addIssue({ code: 'custom', path: ['city'], message: text.errors.city })
      if (!values.consent) context.addIssue({ code: 'custom', path: ['consent'], message: text.errors.consent })
    })
}

function SignUp({ locale, text, artists, cities, brand, artist, city }: Props & { artist?: number; city?: string }) {
  const id = useId()
  const schema = useMemo(() => signUpSchema(text), [text])
  // Only the cities of the site's events are offered (the API takes no other): a link's city that
  // none of them names is not chosen.
  const linkedCity = city ? cities.find((known) => cityKey(known) === cityKey(city)) : undefined
  const known = artist !== undefined && artists.some((candidate) => candidate.id === artist)
  const defaults: SignUpValues = {
    email: '',
    topic: known ? 'artist' : linkedCity ? 'city' : 'all',
    artist: known ? String(artist) : '',
    city: linkedCity ?? '',
    consent: false,
  }
  const [result, setResult] = useState<{ kind: 'done' | 'error'; message: string } | null>(null)
  const {
    register,
    handleSubmit,
    watch,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SignUpValues>({ resolver: zodResolver(schema), defaultValues: defaults })
  // The choice a link made arrives after the first render (the page is the same for all).
  useEffect(() => reset(defaults), [artist, city]) // eslint-disable-line react-hooks/exhaustive-deps -- a new artist or city asked for, not a new `defaults` object each render
  const topic = watch('topic')

  const onSubmit = handleSubmit(async (values) => {
    setResult(null)
    const body = {
      email: values.email,
      ...(values.topic === 'artist' ? { artist: Number(values.artist) } : values.topic === 'city' ? { city: values.city } : {}),
    }
    try {
      const answer = await apiRequest<{ message: string }>('POST', `/api/subscriptions?locale=${locale}`, body)
      reset({ ...values, email: '', consent: false })
      setResult({ kind: 'done', message: answer.message })
    } catch (error) {
      if (error instanceof ApiError) {
        for (const { path } of error.fieldErrors) {
          const name = path.split('.').pop()
          if (name === 'email' || name === 'artist' || name === 'city') setError(name, { type: 'server', message: text.errors[name] })
        }
      }
      setResult({ kind: 'error', message: error instanceof ApiError && error.status === 429 ? text.errors.tooMany : text.errors.failed })
    }
  })

  const { control: described, message: error } = fieldErrors(id, errors)
  // The artist or city picked under its choice: the choice names it, so its label is for screen readers.
  const chosen = { className: 'ml-7 mt-1', labelClassName: 'sr-only' }
  const choice = (value: SignUpValues['topic'], label: string) => (
    <label className="flex items-center gap-3 rounded-md px-1 py-1.5 text-sm">
      <input type="radio" value={value} {...register('topic')} className="h-4 w-4 accent-[var(--color-accent,#f59e0b)]" />
      {label}
    </label>
  )

  return (
    <form onSubmit={onSubmit} noValidate className={`${card} space-y-5`}>
      <FormField htmlFor={`${id}-email`} label={text.email} error={error('email')}>
        <input {...register('email')} {...described('email')} type="email" autoComplete="email" inputMode="email" className={inputClass} />
      </FormField>
      <fieldset>
        <legend className="text-sm font-bold">{text.topicLegend}</legend>
        <div className="mt-1">
          {choice('all', text.everything)}
          {artists.length > 0 && choice('artist', text.anArtist)}
          {topic === 'artist' && (
            <FormField htmlFor={`${id}-artist`} label={text.chooseArtist} {...chosen} error={error('artist')}>
              <select {...register('artist')} {...described('artist')} className={inputClass}>
                <ChoiceOptions prompt={text.chooseArtist} choices={artists.map(({ id: value, name }) => ({ value: String(value), label: name }))} />
              </select>
            </FormField>
          )}
          {cities.length > 0 && choice('city', text.aCity)}
          {topic === 'city' && (
            <FormField htmlFor={`${id}-city`} label={text.chooseCity} {...chosen} error={error('city')}>
              <select {...register('city')} {...described('city')} className={inputClass}>
                <ChoiceOptions prompt={text.chooseCity} choices={cities.map((name) => ({ value: name, label: name }))} />
              </select>
            </FormField>
          )}
        </div>
      </fieldset>
      <div>
        <label className="flex items-start gap-3 text-sm">
          <input type="checkbox" {...register('consent')} {...described('consent')} className="mt-0.5 h-4 w-4 shrink-0" />
          <span>{fill(text.consent, { brand })}</span>
        </label>
        {error('consent')}
      </div>
      <p className="text-xs text-muted">{text.howItWorks}</p>
      <div aria-live="polite">{result && <Notice kind={result.kind}>{result.message}</Notice>}</div>
      <button type="submit" disabled={isSubmitting} className={`${submitClass} w-full sm:w-auto`}>
        {isSubmitting ? text.sending : text.submit}
      </button>
    </form>
  )
}
