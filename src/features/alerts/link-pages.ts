import { z } from 'zod'

import { changePreferences, confirmTopic, type Preferences, readPreferences, unsubscribe } from '@/features/alerts/subscriptions'
import { topicText } from '@/features/alerts/topics'
import { alertLinkPage, BUTTON, LINK } from '@/features/alerts/unsubscribe-page'
import { escapeHtml } from '@/features/mail/templates'
import { BRAND } from '@/lib/brand'
import { DEFAULT_LOCALE, fill, type Locale, LOCALES, messagesFor } from '@/lib/i18n'
import { localizedHref } from '@/lib/i18n/alternates'
import { defineRoute, type Route } from '@/server/http/define-route'
import { HttpError } from '@/server/http/errors'

/**
 * The pages the alert mails' links open (docs/product.md#e-mail-alerts): confirming a sign-up and
 * an address's preferences, as plain HTML forms that need no JavaScript. The mails link to
 * `/alerts?confirm=…` and `/alerts?manage=…` (src/features/alerts/links.ts), which lead here
 * (next.config.ts). Opening a page changes nothing (a mail scanner that follows links confirms
 * no one); its buttons post the token back, and the answer is the page again, saying what was done.
 */

export const CONFIRM_PAGE = '/api/subscriptions/confirm-page'
export const MANAGE_PAGE = '/api/subscriptions/preferences-page'

const SECONDARY =
  'display:inline-block;background:transparent;color:#fff;border:1px solid #4a4a58;border-radius:6px;padding:8px 14px;font:inherit;font-size:14px;font-weight:bold;cursor:pointer'
const SELECT = 'background:#17171f;color:#fff;border:1px solid #4a4a58;border-radius:6px;padding:8px 10px;font:inherit'
const LANGUAGE_NAMES: Record<Locale, string> = { en: 'English', ne: 'नेपाली' }

const notice = (kind: 'done' | 'error', message: string) =>
  kind === 'done'
    ? `<p role="status" style="border:1px solid #10b981;background:#022c22;border-radius:6px;padding:12px 16px">${escapeHtml(message)}</p>`
    : `<p role="alert" style="border:1px solid #f87171;background:#450a0a;border-radius:6px;padding:12px 16px">${escapeHtml(message)}</p>`

const link = (href: string, words: string) => `<p style="margin-top:24px"><a style="${LINK}" href="${escapeHtml(href)}">${escapeHtml(words)}</a></p>`

/** The fields every form of a page posts back: the link's token and the page's language. */
const hidden = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`)
    .join('')

const signUpAgain = (locale: Locale) => link(localizedHref('/alerts', locale), messagesFor(locale).alerts.signUpAgain)
const badLinkPage = (locale: Locale, title: string) =>
  alertLinkPage(locale, title, notice('error', messagesFor(locale).alerts.badLink) + signUpAgain(locale), 400)

/** The preferences page of a mail's link, as the mails write it (the site's /alerts, which leads here). */
export const managePageHref = (locale: Locale, token: string) => `${localizedHref('/alerts', locale)}?${new URLSearchParams({ manage: token })}`

/** The confirmation page: what confirming does and its button; once pressed, what was confirmed. */
function confirmPage(locale: Locale, token: string, done?: { message: string; manageToken: string }): Response {
  const t = messagesFor(locale).alerts
  const body = done
    ? notice('done', done.message) + link(managePageHref(locale, done.manageToken), t.manage)
    : `<p>${escapeHtml(fill(t.confirmIntro, { brand: BRAND.name }))}</p>
<form method="post" action="${CONFIRM_PAGE}">${hidden({ token, locale })}<button type="submit" style="${BUTTON}">${escapeHtml(t.confirmButton)}</button></form>`
  return alertLinkPage(locale, t.confirmTitle, body)
}

/** The preferences page: the address, its topics each with Stop, the mails' language, and unsubscribing from all. */
function managePage(locale: Locale, token: string, preferences: Preferences, said?: string): Response {
  const t = messagesFor(locale).alerts
  const form = (fields: Record<string, string>, inner: string, style = '') =>
    `<form method="post" action="${MANAGE_PAGE}" style="margin:0;${style}">${hidden({ token, locale, ...fields })}${inner}</form>`
  const topics = preferences.topics
    .map((topic) => {
      const words = topicText(topic, t.topic)
      const upper = words.charAt(0).toUpperCase() + words.slice(1)
      return `<li style="display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:12px;padding:12px 16px;border-top:1px solid #2a2a36">
<span><span style="display:block">${escapeHtml(upper)}</span>${topic.confirmed ? '' : `<span style="display:block;font-size:13px;color:#a1a1aa">${escapeHtml(t.waiting)}</span>`}</span>
${form({ action: 'stop', topic: String(topic.id) }, `<button type="submit" style="${SECONDARY}" aria-label="${escapeHtml(fill(t.stopNamed, { topic: words }))}">${escapeHtml(t.stop)}</button>`)}</li>`
    })
    .join('\n')
  const languages = LOCALES.map(
    (value) => `<option value="${value}" lang="${value}"${value === preferences.locale ? ' selected' : ''}>${escapeHtml(LANGUAGE_NAMES[value])}</option>`,
  ).join('')
  const body = `<p style="color:#c8c8d0;overflow-wrap:anywhere">${escapeHtml(fill(t.manageFor, { email: preferences.email }))}</p>
${said ? notice('done', said) : ''}
<ul style="list-style:none;margin:16px 0;padding:0;border:1px solid #2a2a36;border-top:0;border-radius:6px">${topics}</ul>
${form(
  { action: 'language' },
  `<label for="mail-language" style="display:block;font-size:14px;font-weight:bold;margin-bottom:4px">${escapeHtml(t.language)}</label>
<select id="mail-language" name="mailLocale" style="${SELECT}">${languages}</select> <button type="submit" style="${SECONDARY}">${escapeHtml(t.saveLanguage)}</button>`,
  'margin:16px 0',
)}
<div style="border-top:1px solid #2a2a36;padding-top:16px;margin-top:24px">${form({ action: 'unsubscribe' }, `<button type="submit" style="${SECONDARY}">${escapeHtml(t.unsubscribeAll)}</button>`)}</div>`
  return alertLinkPage(locale, t.manageTitle, body)
}

/** A page's language from its query or form: `ne`, else English. */
const pageLocale = (value: unknown): Locale => LOCALES.find((locale) => locale === value) ?? DEFAULT_LOCALE

/** A link that does not work (400 of the alerts' calls) as null; anything else is thrown on. */
async function unlessBadLink<T>(work: Promise<T>): Promise<T | null> {
  try {
    return await work
  } catch (error) {
    if (error instanceof HttpError && error.status === 400) return null
    throw error
  }
}

/**
 * The fields of a page's form, urlencoded or multipart as a browser sends them, over those of the
 * query (`token` and `locale` may come there too, as on the one-click unsubscribe's address).
 */
async function formFields(request: Request, query: { token?: string; locale?: string }): Promise<Record<string, string>> {
  const fields: Record<string, string> = Object.fromEntries(Object.entries(query).filter((entry): entry is [string, string] => typeof entry[1] === 'string'))
  if (!/^(?:application\/x-www-form-urlencoded|multipart\/form-data)/i.test(request.headers.get('content-type') ?? '')) return fields
  const data = await request.formData().catch(() => null)
  data?.forEach((value, name) => {
    if (typeof value === 'string') fields[name] = value
  })
  return fields
}

const pageQuery = {
  schema: z.object({
    token: z.string().max(100).optional().describe("The token of the mail's link"),
    locale: z.enum(LOCALES).optional().describe('The language of the page: `ne` for Nepali, else English'),
  }),
  refusal: 'Invalid query',
}
const html = { 'text/html': { type: 'string' } }
const tag = 'subscriptions'

export const linkPageRoutes: Route[] = [
  defineRoute({
    method: 'GET',
    path: CONFIRM_PAGE,
    tag,
    operationId: 'confirm-alerts-page',
    summary: 'The confirmation link opened in a browser (/alerts?confirm= leads here)',
    description: 'A page that says what confirming does, with a button (a form that needs no JavaScript). Opening it changes nothing.',
    access: 'anyone',
    query: pageQuery,
    answers: {
      200: { description: 'The page that asks', media: html },
      400: { description: 'No token: a page that says the link does not work', media: html },
    },
    handle: async ({ query }) => {
      const locale = pageLocale(query.locale)
      return query.token ? confirmPage(locale, query.token) : badLinkPage(locale, messagesFor(locale).alerts.confirmTitle)
    },
  }),
  defineRoute({
    method: 'POST',
    path: CONFIRM_PAGE,
    tag,
    operationId: 'confirm-alerts-form',
    summary: "The confirmation page's button",
    description:
      "Confirms the topic of the `token` sent in the form (with the page's `locale`), and answers with the page saying so and linking to the preferences. `token` and `locale` may come in the query instead.",
    access: 'anyone',
    query: pageQuery,
    answers: {
      200: { description: 'Confirmed: the page says what', media: html },
      400: { description: 'The link does not work: a page that says so', media: html },
    },
    handle: async ({ request, query, context }) => {
      const fields = await formFields(request, query)
      const locale = pageLocale(fields.locale)
      const t = messagesFor(locale).alerts
      const confirmation = fields.token ? await unlessBadLink(confirmTopic(context.payload, fields.token)) : null
      if (!confirmation) return badLinkPage(locale, t.confirmTitle)
      const message = confirmation.already ? t.alreadyConfirmed : fill(t.confirmed, { topic: topicText(confirmation.topic, t.topic) })
      return confirmPage(locale, fields.token, { message, manageToken: confirmation.manageToken })
    },
  }),
  defineRoute({
    method: 'GET',
    path: MANAGE_PAGE,
    tag,
    operationId: 'alert-preferences-page',
    summary: 'The preferences link opened in a browser (/alerts?manage= leads here)',
    description:
      "The address's alerts with a button to stop each, the mails' language and a button to stop them all (forms that need no JavaScript). Opening it changes nothing.",
    access: 'anyone',
    query: pageQuery,
    answers: { 200: { description: 'The preferences page', media: html }, 400: { description: 'The link does not work: a page that says so', media: html } },
    handle: async ({ query, context }) => {
      const locale = pageLocale(query.locale)
      const preferences = query.token ? await unlessBadLink(readPreferences(context.payload, query.token)) : null
      if (!preferences || !query.token) return badLinkPage(locale, messagesFor(locale).alerts.manageTitle)
      return managePage(locale, query.token, preferences)
    },
  }),
  defineRoute({
    method: 'POST',
    path: MANAGE_PAGE,
    tag,
    operationId: 'change-alert-preferences-form',
    summary: "The preferences page's buttons",
    description:
      "The form sends the `token`, the page's `locale` and an `action`: `stop` (with `topic`, the id of a topic), `language` (with `mailLocale`, `en` or `ne`) or `unsubscribe` (every alert). Without an action, the page as it is. `token` and `locale` may come in the query instead. The answer is the page again, saying what was done.",
    access: 'anyone',
    query: pageQuery,
    answers: {
      200: { description: 'Done: the page says what', media: html },
      400: { description: 'The link does not work: a page that says so', media: html },
    },
    handle: async ({ request, query, context }) => {
      const fields = await formFields(request, query)
      const locale = pageLocale(fields.locale)
      const t = messagesFor(locale).alerts
      const token = fields.token ?? ''
      const gone = (message: string) => alertLinkPage(locale, t.manageTitle, notice('done', message) + signUpAgain(locale))
      if (fields.action === 'unsubscribe') {
        return (await unlessBadLink(unsubscribe(context.payload, token))) ? gone(t.unsubscribed) : badLinkPage(locale, t.manageTitle)
      }
      const topic = Number(fields.topic)
      const change =
        fields.action === 'stop' && Number.isSafeInteger(topic) && topic > 0
          ? { removeTopics: [topic] }
          : fields.action === 'language'
            ? { locale: pageLocale(fields.mailLocale) }
            : null
      const preferences = await unlessBadLink(change ? changePreferences(context.payload, token, change) : readPreferences(context.payload, token))
      if (!preferences) return badLinkPage(locale, t.manageTitle)
      if (preferences.topics.length === 0) return gone(t.none)
      return managePage(locale, token, preferences, change ? t.saved : undefined)
    },
  }),
]
