import { NextResponse } from 'next/server'
import { z } from 'zod'

import { alertSignUpSchema, alertTokenSchema, confirmationSchema, messageSchema, preferenceChangeSchema, preferencesSchema } from '@/features/alerts/schema'
import { artistIsShown, changePreferences, cityHasEvents, confirmTopic, readPreferences, signUp, unsubscribe } from '@/features/alerts/subscriptions'
import {
  ALERT_CONFIRM_DAYS,
  ALERT_EMAIL_RATE_LIMIT,
  ALERT_MIN_INTERVAL_SECONDS,
  ALERT_SIGNUP_RATE_LIMIT,
  ALERT_TOPICS_MAX,
  topicText,
} from '@/features/alerts/topics'
import { unsubscribePage } from '@/features/alerts/unsubscribe-page'
import { fill, type Locale, messagesFor } from '@/lib/i18n'
import { localizedHref } from '@/lib/i18n/alternates'
import { defineRoute, type Route } from '@/server/http/define-route'
import { HttpError } from '@/server/http/errors'
import { localeQueryDeclaration } from '@/server/http/locale'

const PRIVATE = { 'Cache-Control': 'private, no-store' }
const tokenQuery = {
  schema: z.object({ token: z.string({ required_error: 'Give the token of the link' }).max(100).describe("The token in the mail's link") }),
  refusal: 'Invalid query',
}
const tag = 'subscriptions'

/** The answer to a sign-up, in the page's language: the same whatever became of it. */
const signedUp = (locale: Locale) => messagesFor(locale).alerts.signedUp

/**
 * E-mail alerts of new events (docs/product.md#e-mail-alerts), for visitors: signing up, and the
 * links of the mails (confirm, preferences, unsubscribe), which work without an account. The pages
 * the links open carry the token in their query (never sent on in a Referer); the calls they make
 * send it in the body, but for RFC 8058's one-click unsubscribe, whose address is the link itself.
 */
export const alertRoutes: Route[] = [
  defineRoute({
    method: 'POST',
    path: '/api/subscriptions',
    tag,
    operationId: 'sign-up-for-alerts',
    summary: 'Ask for e-mail alerts of new events',
    description:
      'For everything the agency announces, an artist (`artist`) or a city (`city`); not both. A confirmation mail goes to the address (double opt-in): nothing else is sent until its link is followed, ' +
      `within ${ALERT_CONFIRM_DAYS} days. The answer is the same whether or not the address is known or confirmed already. ` +
      `At most ${ALERT_SIGNUP_RATE_LIMIT.max} sign-ups in ${ALERT_SIGNUP_RATE_LIMIT.windowSeconds} s per client address, ${ALERT_EMAIL_RATE_LIMIT.max} an hour per e-mail address, ` +
      `${ALERT_TOPICS_MAX} topics per e-mail address. Then, when events are published, at most one mail an hour (${ALERT_MIN_INTERVAL_SECONDS / 60} minutes) per address lists the new ones it follows. ` +
      '`?locale=ne`: the answer and the mails in Nepali.',
    access: 'anyone',
    query: localeQueryDeclaration,
    body: { schema: alertSignUpSchema, name: 'AlertSignUp', example: () => ({ email: 'fan@example.com', city: 'Toronto' }) },
    answers: {
      202: { description: 'Taken: a confirmation mail is on its way if one is due', shape: messageSchema },
      400: { description: 'Not an e-mail address, an unknown artist, a city no published event is in, or both an artist and a city' },
      429: { description: 'Too many sign-ups for this e-mail address: try again after `Retry-After` seconds' },
    },
    handle: async ({ body, query, context }) => {
      if (body.artist !== undefined && !(await artistIsShown(context.payload, body.artist))) {
        throw new HttpError(400, 'Unknown artist', [{ path: 'artist', message: 'No artist with this id is on the site' }])
      }
      if (body.city !== undefined && !(await cityHasEvents(context.payload, body.city))) {
        throw new HttpError(400, 'Unknown city', [{ path: 'city', message: 'No event on the site is in this city' }])
      }
      await signUp(context.payload, body.email, { artist: body.artist, city: body.city }, query.locale)
      return NextResponse.json({ message: signedUp(query.locale) }, { status: 202, headers: PRIVATE })
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/api/subscriptions/confirm',
    tag,
    operationId: 'confirm-alerts',
    summary: "Confirm a sign-up (its mail's link)",
    description: `Confirms the topic the link was sent for; a link followed again says it was confirmed already. A link older than ${ALERT_CONFIRM_DAYS} days, or of an address since unsubscribed, answers 400.`,
    access: 'anyone',
    body: { schema: alertTokenSchema, name: 'AlertToken', example: () => ({ token: '12.kJ3v0wqHc8yZb1fT6nR2sXa9pLm4eUdQ' }) },
    answers: { 200: { description: 'Confirmed', shape: confirmationSchema }, 400: { description: 'The link does not work' } },
    handle: async ({ body, context }) => {
      const confirmation = await confirmTopic(context.payload, body.token)
      const t = messagesFor(confirmation.locale).alerts
      const message = confirmation.already ? t.alreadyConfirmed : fill(t.confirmed, { topic: topicText(confirmation.topic, t.topic) })
      return NextResponse.json({ message, ...confirmation }, { headers: PRIVATE })
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/api/subscriptions/preferences',
    tag,
    operationId: 'read-alert-preferences',
    summary: "An address's alerts (its mails' preferences link)",
    description: 'Read with the token of the preferences link every mail carries (POST, so that the token stays out of logs).',
    access: 'anyone',
    body: { schema: alertTokenSchema, name: 'AlertToken', example: () => ({ token: '12.kJ3v0wqHc8yZb1fT6nR2sXa9pLm4eUdQ' }) },
    answers: { 200: { description: 'The address, its language and its topics', shape: preferencesSchema }, 400: { description: 'The link does not work' } },
    handle: async ({ body, context }) => NextResponse.json(await readPreferences(context.payload, body.token), { headers: PRIVATE }),
  }),
  defineRoute({
    method: 'PATCH',
    path: '/api/subscriptions/preferences',
    tag,
    operationId: 'change-alert-preferences',
    summary: "Change an address's alerts",
    description: 'The language of its mails, and topics to stop. An address left with no topic is forgotten (its links stop working).',
    access: 'anyone',
    body: {
      schema: preferenceChangeSchema,
      name: 'AlertPreferenceChange',
      example: () => ({ token: '12.kJ3v0wqHc8yZb1fT6nR2sXa9pLm4eUdQ', locale: 'ne', removeTopics: [31] }),
    },
    answers: { 200: { description: 'The alerts now', shape: preferencesSchema }, 400: { description: 'The link does not work' } },
    handle: async ({ body: { token, ...change }, context }) => NextResponse.json(await changePreferences(context.payload, token, change), { headers: PRIVATE }),
  }),
  defineRoute({
    method: 'POST',
    path: '/api/subscriptions/unsubscribe',
    tag,
    operationId: 'unsubscribe-alerts',
    summary: 'Stop every alert to an address (one click)',
    description:
      "The address of every mail's `List-Unsubscribe` header (RFC 8058): a mail program POSTs `List-Unsubscribe=One-Click` to it; any body, or none, does, and the answer is JSON. " +
      'The form of the page its `GET` shows sends `from=page`, and is answered with a page. The address is forgotten at once. Never held back by the per-address limits.',
    access: 'anyone',
    query: tokenQuery,
    answers: {
      200: { description: 'Unsubscribed', shape: messageSchema, media: { 'text/html': { type: 'string' } } },
      400: { description: 'The link does not work (used already, or mistyped)', media: { 'text/html': { type: 'string' } } },
    },
    handle: async ({ request, query, context }) => {
      const fromPage =
        /^application\/x-www-form-urlencoded/i.test(request.headers.get('content-type') ?? '') &&
        (await request.formData().catch(() => null))?.get('from') === 'page'
      if (!fromPage) {
        const locale = await unsubscribe(context.payload, query.token)
        return NextResponse.json({ message: messagesFor(locale).alerts.unsubscribed }, { headers: PRIVATE })
      }
      try {
        const locale = await unsubscribe(context.payload, query.token)
        return unsubscribePage(locale, { kind: 'done', signUp: localizedHref('/alerts', locale) })
      } catch (error) {
        if (!(error instanceof HttpError) || error.status !== 400) throw error
        return unsubscribePage('en', { kind: 'bad', signUp: '/alerts' }, 400)
      }
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/api/subscriptions/unsubscribe',
    tag,
    operationId: 'unsubscribe-alerts-page',
    summary: 'The one-click link opened in a browser',
    description:
      "A page in the address's language that asks, with a button (a form that needs no JavaScript) and a link to the preferences page: opening the link (a person, or a mail scanner) changes nothing.",
    access: 'anyone',
    query: tokenQuery,
    answers: {
      200: { description: 'The page that asks', media: { 'text/html': { type: 'string' } } },
      400: { description: 'The link does not work: a page that says so', media: { 'text/html': { type: 'string' } } },
    },
    handle: async ({ query, context }) => {
      const preferences = await readPreferences(context.payload, query.token).catch((error: unknown) => {
        if (error instanceof HttpError && error.status === 400) return null
        throw error
      })
      if (!preferences) return unsubscribePage('en', { kind: 'bad', signUp: '/alerts' }, 400)
      const token = new URLSearchParams({ token: query.token })
      return unsubscribePage(preferences.locale, {
        kind: 'ask',
        email: preferences.email,
        action: `/api/subscriptions/unsubscribe?${token}`,
        manage: `${localizedHref('/alerts', preferences.locale)}?${new URLSearchParams({ manage: query.token })}`,
      })
    },
  }),
]
