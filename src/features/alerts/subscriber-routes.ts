import { NextResponse } from 'next/server'

import {
  allSubscribers,
  listSubscribers,
  removeSubscriber,
  SUBSCRIBERS_EXPORT_MAX,
  subscriberPageSchema,
  subscriberQuerySchema,
  subscriberSummary,
  subscriberSummarySchema,
} from '@/features/alerts/subscribers'
import { ALERT_SIGNUP_RATE_LIMIT } from '@/features/alerts/topics'
import type { AlertTopic } from '@/features/alerts/topics'
import { toCsv } from '@/lib/csv'
import { defineRoute, type Route } from '@/server/http/define-route'

const PRIVATE = { 'Cache-Control': 'private, no-store' }
const tag = 'subscribers'

/** A topic as the export writes it. */
const topicCell = (topic: AlertTopic) =>
  `${topic.kind === 'all' ? 'Everything' : topic.kind === 'artist' ? `Artist: ${topic.artist?.name ?? `#${topic.artist?.id}`}` : `City: ${topic.city}`}${topic.confirmed ? '' : ' (not confirmed)'}`

/** The Subscribers screen (docs/product.md#subscribers-screen): counts for all staff; the addresses for admins alone. */
export const subscriberRoutes: Route[] = [
  defineRoute({
    method: 'GET',
    path: '/api/subscribers/summary',
    tag,
    operationId: 'subscriber-summary',
    summary: 'How many follow what',
    description: `Addresses with confirmed e-mail alerts, those following everything, and the followers of each artist and city. Sign-ups: \`POST /api/subscriptions\` (${ALERT_SIGNUP_RATE_LIMIT.max} a minute per client address).`,
    access: 'staff',
    answers: { 200: { description: 'The counts', shape: subscriberSummarySchema } },
    handle: async ({ context, user }) => NextResponse.json(await subscriberSummary(context.payload, user!), { headers: PRIVATE }),
  }),
  defineRoute({
    method: 'GET',
    path: '/api/subscribers',
    tag,
    operationId: 'list-subscribers',
    summary: 'Alert subscribers',
    description: 'The addresses signed up for e-mail alerts, newest first, one page at a time, each with its topics (confirmed or not). Admins only.',
    access: 'admin',
    query: { schema: subscriberQuerySchema, refusal: 'Invalid query' },
    answers: {
      200: { description: 'One page of addresses', shape: subscriberPageSchema },
      403: { description: 'Signed in as an editor: addresses are for admins' },
    },
    handle: async ({ context, user, query }) => NextResponse.json(await listSubscribers(context.payload, user!, query), { headers: PRIVATE }),
  }),
  defineRoute({
    method: 'GET',
    path: '/api/subscribers/export',
    tag,
    operationId: 'export-subscribers',
    summary: 'Alert subscribers as CSV',
    description: `Every address (with \`search\`, those matching; at most ${SUBSCRIBERS_EXPORT_MAX.toLocaleString('en-US')}), newest first: address, language, when signed up and confirmed, and its alerts. Admins only.`,
    access: 'admin',
    query: { schema: subscriberQuerySchema.pick({ search: true }), refusal: 'Invalid query' },
    answers: {
      200: { description: 'The CSV file', media: { 'text/csv': { type: 'string' } } },
      403: { description: 'Signed in as an editor: addresses are for admins' },
    },
    handle: async ({ context, user, query }) => {
      const rows = await allSubscribers(context.payload, user!, query.search)
      const csv = toCsv(
        ['Email', 'Language', 'Signed up', 'Confirmed', 'Last alert', 'Alerts'],
        rows.map((row) => [row.email, row.locale, row.createdAt, row.confirmedAt, row.lastAlertAt, row.topics.map(topicCell).join('; ')]),
      )
      return new Response(csv, {
        headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': 'attachment; filename="subscribers.csv"', ...PRIVATE },
      })
    },
  }),
  defineRoute({
    method: 'DELETE',
    path: '/api/subscribers/{id}',
    tag,
    operationId: 'delete-subscriber',
    summary: 'Remove an alert subscriber',
    description: 'The address is forgotten with its alerts and waiting mails; it can sign up again. Admins only.',
    access: 'admin',
    id: 'Subscriber',
    answers: { 204: { description: 'Removed' }, 403: { description: 'Signed in as an editor: addresses are for admins' } },
    handle: async ({ context, user, id }) => {
      await removeSubscriber(context.payload, user!, id)
      return new Response(null, { status: 204 })
    },
  }),
]
