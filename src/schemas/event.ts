import { z } from 'zod'

import { CURRENCIES, EVENT_STATUSES, EVENT_TYPES, INT32_MAX, LINE_UP_MAX, TICKET_STATUSES } from '@/lib/constants'
import { imageValueSchema } from '@/lib/image-choice'

import { dateTime, int32, optionalText, requiredText, timeZone, typedDay, webLink, webLinkText } from './common'

/**
 * An event's line-up (docs/product.md#line-ups): the ids of the artists who perform, in order, each
 * once. Whether each is an artist on the public site is checked on save
 * (src/collections/Events.ts).
 */
export const lineUpSchema = z
  .array(
    z
      .number({ invalid_type_error: 'Name each artist by id (a whole number)' })
      .int('Name each artist by id (a whole number)')
      .min(1, 'No artist has this id')
      .max(INT32_MAX, 'No artist has this id'),
    {
      invalid_type_error: 'Artists must be a list of artist ids',
    },
  )
  .max(LINE_UP_MAX, `A line-up names at most ${LINE_UP_MAX} artists`)
  .refine((ids) => new Set(ids).size === ids.length, 'Name each artist once')
  .describe('The artists who perform, in order: ids of artists on the public site')

/** The highest price an event may ask, in any currency: a typing slip beyond it is refused. */
export const PRICE_MAX = 10_000_000

const priceMessage = (label: string) => `${label} must be a number from 0 to ${PRICE_MAX.toLocaleString('en-US')}, with at most 2 decimals`

/** A ticket price: 0 or more, in whole units with at most 2 decimals (45 or 45.5). */
export function price(label: string) {
  const message = priceMessage(label)
  return z
    .number({ invalid_type_error: message })
    .min(0, message)
    .max(PRICE_MAX, message)
    .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, message)
}

export const TICKET_MESSAGES = {
  priceTo: 'Price to must be at least the price from',
  priceFromMissing: 'Give the price from as well (or only it, for one price)',
  currency: 'Choose the currency of the price',
} as const

/** The ticket facts of an event, as stored or sent (null or absent meaning none). */
export type TicketFacts = { priceFrom?: number | null; priceTo?: number | null; currency?: string | null }

/**
 * The rules between the ticket facts (docs/product.md#ticket-facts), each naming its field: a
 * price range goes up, a highest price comes with a lowest one, and a price has its currency.
 */
export function ticketFactProblems({ priceFrom, priceTo, currency }: TicketFacts): { path: string; message: string }[] {
  const problems: { path: string; message: string }[] = []
  const from = priceFrom ?? null
  const to = priceTo ?? null
  if (to !== null && from === null) problems.push({ path: 'priceFrom', message: TICKET_MESSAGES.priceFromMissing })
  if (to !== null && from !== null && to < from) problems.push({ path: 'priceTo', message: TICKET_MESSAGES.priceTo })
  if ((from !== null || to !== null) && !currency) problems.push({ path: 'currency', message: TICKET_MESSAGES.currency })
  return problems
}

/** Event API body (docs/product.md#validation-rules; the admin form combines date and time into `date`). */
export const eventSchema = z.object({
  title: requiredText('Title'),
  date: dateTime,
  venue: requiredText('Venue'),
  location: requiredText('Location'),
  capacity: int32.nullish(),
  ticketLink: webLink,
  description: optionalText,
  bannerImage: optionalText,
  eventType: z.enum(EVENT_TYPES).optional(),
  status: z.enum(EVENT_STATUSES).optional(),
  timezone: timeZone.optional(),
  artists: lineUpSchema.optional(),
  priceFrom: price('priceFrom').nullish().describe('The lowest ticket price (or the one price), in `currency`; null clears it'),
  priceTo: price('priceTo').nullish().describe('The highest ticket price, at least `priceFrom`, for a range; null clears it'),
  currency: z
    .enum(CURRENCIES, { errorMap: () => ({ message: `currency must be one of: ${CURRENCIES.join(', ')}` }) })
    .nullish()
    .describe('The currency of the prices; required once a price is given'),
  onSaleAt: dateTime.nullish().describe('When tickets go on sale (an ISO 8601 date-time); null clears it'),
  ticketStatus: z
    .enum(TICKET_STATUSES, { errorMap: () => ({ message: `ticketStatus must be one of: ${TICKET_STATUSES.join(', ')}` }) })
    .nullish()
    .describe('The state of its tickets, shown to fans: on sale, few left, sold out, or the event postponed or cancelled; null says nothing'),
  notifyFollowers: z
    .boolean({ invalid_type_error: 'notifyFollowers must be true or false' })
    .optional()
    .describe(
      'Not stored. On the first publish of an event to come: false keeps it from being announced to those who follow its artists, city or everything (by default they are told)',
    ),
})

export const eventUpdateSchema = eventSchema.partial()
export type EventInput = z.infer<typeof eventSchema>

/**
 * The admin's event form (docs/product.md#events-screen): date (yyyy-MM-dd) and time (HH:mm) are
 * the venue's local time; capacity is text in the form, empty meaning undefined.
 */
export const eventFormSchema = z
  .object({
    title: requiredText('Title'),
    date: typedDay('Date', { required: true }),
    time: z.string().regex(/^\d{2}:\d{2}$/, 'Time is required'),
    venue: requiredText('Venue'),
    location: requiredText('Location'),
    capacity: z
      .string()
      .trim()
      .refine((value) => value === '' || (/^\d+$/.test(value) && Number(value) <= 2_147_483_647), 'Capacity must be a whole number'),
    ticketLink: webLinkText,
    description: z.string(),
    bannerImage: imageValueSchema,
    eventType: z.enum(EVENT_TYPES),
    status: z.enum(EVENT_STATUSES),
    timezone: timeZone,
    artists: lineUpSchema,
    /** Tickets: prices as typed ('' none), the on-sale day and time at the venue ('' none), the state ('' none). */
    priceFrom: z.string(),
    priceTo: z.string(),
    currency: z.enum(['', ...CURRENCIES]),
    onSaleDate: typedDay('Sale opens on'),
    onSaleTime: z.string(),
    ticketStatus: z.enum(['', ...TICKET_STATUSES]),
    /** On its first publish, its followers are told (docs/product.md#e-mail-alerts); the box shows only until it is published. */
    notifyFollowers: z.boolean(),
  })
  .superRefine((values, context) => {
    const prices: Record<'priceFrom' | 'priceTo', number | null> = { priceFrom: null, priceTo: null }
    for (const [name, label] of [
      ['priceFrom', 'Price from'],
      ['priceTo', 'Price to'],
    ] as const) {
      const typed = values[name].trim()
      if (typed === '') continue
      const parsed = /^\d+(?:\.\d+)?$/.test(typed) ? price(label).safeParse(Number(typed)) : null
      if (parsed?.success) prices[name] = parsed.data
      else context.addIssue({ code: z.ZodIssueCode.custom, path: [name], message: priceMessage(label) })
    }
    for (const problem of ticketFactProblems({ ...prices, currency: values.currency || null })) {
      context.addIssue({ code: z.ZodIssueCode.custom, path: [problem.path], message: problem.message })
    }
    if (values.onSaleDate !== '' && !/^\d{2}:\d{2}$/.test(values.onSaleTime))
      context.addIssue({ code: z.ZodIssueCode.custom, path: ['onSaleTime'], message: 'Give the time the sale opens' })
    if (values.onSaleDate === '' && values.onSaleTime !== '')
      context.addIssue({ code: z.ZodIssueCode.custom, path: ['onSaleDate'], message: 'Give the day the sale opens' })
  })
export type EventFormValues = z.infer<typeof eventFormSchema>
