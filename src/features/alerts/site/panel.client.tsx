'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useId, useMemo, useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import { z } from 'zod'

import { fieldErrors } from '@/components/site/field-errors'
import { ChoiceOptions, FormField, inputClass, submitClass } from '@/components/site/form-fields'
import { cityKey } from '@/features/alerts/cities'
import { alertSignUpRules } from '@/features/alerts/schema'
import { type AlertTopic, topicText } from '@/features/alerts/topics'
import { ApiError, apiRequest } from '@/lib/api-client'
import type { Messages } from '@/lib/i18n'
import { localizedHref } from '@/lib/i18n/alternates'
import { fill } from '@/lib/i18n/fill'
import { type Locale, LOCALES } from '@/lib/i18n/locales'

type Text = Messages['alerts']
type Props = { locale: Locale; text: Text; artists: { id: number; name: string }[]; cities: string[]; brand: string }

/** What the address asks of the page: a sign-up (maybe for an artist or city), or a mail's link. */
type View = { kind: 'sign-up'; artist?: number; city?: string } | { kind: 'confirm'; token: string } | { kind: 'manage'; token: string }

function viewFromUrl(): View {
  const query = new URLSearchParams(window.location.search)
  const confirm = query.get('confirm')
  if (confirm) return { kind: 'confirm', token: confirm }
  const manage = query.get('manage')
  if (manage) return { kind: 'manage', token: manage }
  const artist = Number(query.get('artist'))
  return { kind: 'sign-up', artist: Number.isInteger(artist) && artist > 0 ? artist : undefined, city: query.get('city')?.trim().slice(0, 80) || undefined }
}

const secondary =
  'inline-flex items-center justify-center rounded-md border border-line px-4 py-2 text-sm font-semibold text-white hover:border-accent disabled:opacity-60'
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

/** The words of a failed call: too many, a link that does not work, or something else. */
function failure(error: unknown, text: Text): string {
  if (error instanceof ApiError && error.status === 429) return text.errors.tooMany
  if (error instanceof ApiError && error.status === 400) return text.badLink
  return text.errors.failed
}

/**
 * E-mail alerts (docs/product.md#e-mail-alerts): the sign-up form (explicit opt-in: the box is
 * never ticked for the visitor), and the pages the mails' links open: confirming, and the address's
 * preferences with one-click unsubscribing. The tokens go to the server in request bodies.
 */
export function AlertsPanel(props: Props) {
  const [view, setView] = useState<View>({ kind: 'sign-up' })
  useEffect(() => setView(viewFromUrl()), [])
  if (view.kind === 'confirm') return <Confirm {...props} token={view.token} />
  if (view.kind === 'manage') return <Manage {...props} token={view.token} />
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

function Confirm({ locale, text, brand, token }: Props & { token: string }) {
  const [state, setState] = useState<{ kind: 'asking' | 'sending' } | { kind: 'done'; message: string; manage: string } | { kind: 'error'; message: string }>({
    kind: 'asking',
  })
  const confirm = async () => {
    setState({ kind: 'sending' })
    try {
      const answer = await apiRequest<{ already: boolean; topic: AlertTopic; manageToken: string }>('POST', '/api/subscriptions/confirm', { token })
      // Said in the page's language.
      const message = answer.already ? text.alreadyConfirmed : fill(text.confirmed, { topic: topicText(answer.topic, text.topic) })
      setState({ kind: 'done', message, manage: answer.manageToken })
    } catch (error) {
      setState({ kind: 'error', message: failure(error, text) })
    }
  }
  return (
    <div className={`${card} space-y-4`}>
      <h2 className="text-xl font-black">{text.confirmTitle}</h2>
      {state.kind === 'done' ? (
        <>
          <Notice kind="done">{state.message}</Notice>
          <a
            className="inline-block text-sm font-semibold text-accent underline underline-offset-4"
            href={`${localizedHref('/alerts', locale)}?manage=${encodeURIComponent(state.manage)}`}
          >
            {text.manage}
          </a>
        </>
      ) : state.kind === 'error' ? (
        <>
          <Notice kind="error">{state.message}</Notice>
          <a className="inline-block text-sm font-semibold text-accent underline underline-offset-4" href={localizedHref('/alerts', locale)}>
            {text.signUpAgain}
          </a>
        </>
      ) : (
        <>
          <p>{fill(text.confirmIntro, { brand })}</p>
          <button type="button" className={submitClass} disabled={state.kind === 'sending'} onClick={confirm}>
            {state.kind === 'sending' ? text.sending : text.confirmButton}
          </button>
        </>
      )}
    </div>
  )
}

type Preferences = { email: string; locale: Locale; topics: AlertTopic[] }

const LANGUAGE_NAMES: Record<Locale, string> = { en: 'English', ne: 'नेपाली' }

function Manage({ locale, text, token }: Props & { token: string }) {
  const id = useId()
  const [preferences, setPreferences] = useState<Preferences | null>(null)
  const [language, setLanguage] = useState<Locale>(locale)
  // The link does not work (or the list could not be read): nothing else to show.
  const [problem, setProblem] = useState<string | null>(null)
  // What a change did, or why it failed: said beside the list, which stays.
  const [notice, setNotice] = useState<{ kind: 'done' | 'error'; message: string } | null>(null)
  const noticeRef = useRef<HTMLDivElement>(null)
  const [busy, setBusy] = useState(false)
  const [gone, setGone] = useState<string | null>(null)

  useEffect(() => {
    apiRequest<Preferences>('POST', '/api/subscriptions/preferences', { token })
      .then((answer) => {
        setPreferences(answer)
        setLanguage(answer.locale)
      })
      .catch((error) => setProblem(failure(error, text)))
  }, [token, text])

  /** A change made; its outcome said beside the list, where focus goes (the button pressed may be gone). */
  const act = async (call: () => Promise<void>) => {
    setBusy(true)
    setNotice(null)
    try {
      await call()
    } catch (error) {
      setNotice({ kind: 'error', message: failure(error, text) })
    } finally {
      setBusy(false)
      requestAnimationFrame(() => noticeRef.current?.focus())
    }
  }
  const change = (body: { locale?: Locale; removeTopics?: number[] }) =>
    act(async () => {
      const answer = await apiRequest<Preferences>('PATCH', '/api/subscriptions/preferences', { token, ...body })
      if (answer.topics.length === 0) setGone(text.none)
      setPreferences(answer)
      setNotice({ kind: 'done', message: text.saved })
    })
  const unsubscribeAll = () =>
    act(async () => {
      await apiRequest('POST', `/api/subscriptions/unsubscribe?token=${encodeURIComponent(token)}`)
      setGone(text.unsubscribed)
    })

  const signUpAgain = (
    <a className="inline-block text-sm font-semibold text-accent underline underline-offset-4" href={localizedHref('/alerts', locale)}>
      {text.signUpAgain}
    </a>
  )
  const unsubscribeButton = (
    <button type="button" className={secondary} disabled={busy} onClick={unsubscribeAll}>
      {text.unsubscribeAll}
    </button>
  )

  return (
    <div className={`${card} space-y-5`}>
      <h2 className="text-xl font-black">{text.manageTitle}</h2>
      {gone ? (
        <>
          <Notice kind="done">{gone}</Notice>
          {signUpAgain}
        </>
      ) : problem ? (
        <>
          <Notice kind="error">{problem}</Notice>
          {signUpAgain}
        </>
      ) : !preferences ? (
        <p className="text-muted" role="status">
          {text.loading}
        </p>
      ) : (
        <>
          <p className="text-sm text-muted [overflow-wrap:anywhere]">{fill(text.manageFor, { email: preferences.email })}</p>
          <ul className="divide-y divide-line rounded-md border border-line">
            {preferences.topics.map((topic) => {
              const words = topicText(topic, text.topic)
              return (
                <li key={topic.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
                  <span>
                    <span className="block first-letter:uppercase">{words}</span>
                    {!topic.confirmed && <span className="block text-xs text-muted">{text.waiting}</span>}
                  </span>
                  <button
                    type="button"
                    className={secondary}
                    disabled={busy}
                    aria-label={fill(text.stopNamed, { topic: words })}
                    onClick={() => change({ removeTopics: [topic.id] })}
                  >
                    {text.stop}
                  </button>
                </li>
              )
            })}
          </ul>
          <form
            className="flex flex-wrap items-end gap-3"
            onSubmit={(event) => {
              event.preventDefault()
              void change({ locale: language })
            }}
          >
            <FormField htmlFor={`${id}-language`} label={text.language}>
              <select id={`${id}-language`} value={language} onChange={(event) => setLanguage(event.target.value as Locale)} className={inputClass}>
                {LOCALES.map((value) => (
                  <option key={value} value={value} lang={value}>
                    {LANGUAGE_NAMES[value]}
                  </option>
                ))}
              </select>
            </FormField>
            <button type="submit" className={secondary} disabled={busy}>
              {text.saveLanguage}
            </button>
          </form>
          <div aria-live="polite" ref={noticeRef} tabIndex={-1} className="outline-none">
            {notice && <Notice kind={notice.kind}>{notice.message}</Notice>}
          </div>
          <div className="border-t border-line pt-4">{unsubscribeButton}</div>
        </>
      )}
    </div>
  )
}
