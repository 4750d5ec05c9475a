import { type CollectionBeforeChangeHook, ValidationError } from 'payload'

import { int32Field } from '@/fields/int32'
import { lineUpField } from '@/fields/line-up'
import { linkField } from '@/fields/link'
import { requiredLocalized } from '@/fields/localized'
import { CURRENCIES, DEFAULT_EVENT_TIMEZONE, EVENT_STATUSES, EVENT_TYPES, TICKET_STATUSES } from '@/lib/constants'
import { isTimeZone, payloadValidate } from '@/schemas/common'
import { price, ticketFactProblems } from '@/schemas/event'

import { contentCollection } from './content'

/** In the /cms panel an event's times are entered and listed at its venue (src/components/cms/venue-time.tsx). */
const VENUE_TIME = { Field: '/src/components/cms/venue-time#VenueDateField', Cell: '/src/components/cms/venue-time#VenueDateCell' }

const numberOrNull = (value: unknown) => (typeof value === 'number' ? value : null)

/**
 * The ticket facts hold together as saved (docs/product.md#ticket-facts), whichever door writes
 * them: a change of one is checked with the others as stored.
 */
const ticketFactsHold: CollectionBeforeChangeHook = ({ data, originalDoc }) => {
  const value = (name: 'priceFrom' | 'priceTo' | 'currency') => (name in data ? data[name] : originalDoc?.[name])
  const currency = value('currency')
  const errors = ticketFactProblems({
    priceFrom: numberOrNull(value('priceFrom')),
    priceTo: numberOrNull(value('priceTo')),
    currency: typeof currency === 'string' ? currency : null,
  })
  if (errors.length > 0) throw new ValidationError({ collection: 'events', errors })
  return data
}

export const Events = contentCollection({
  slug: 'events',
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'date', 'location', 'eventType', 'status'] },
  defaultSort: 'date',
  fields: [
    requiredLocalized('title'),
    { name: 'date', type: 'date', required: true, index: true, admin: { date: { pickerAppearance: 'dayAndTime' }, components: VENUE_TIME } },
    {
      name: 'timezone',
      type: 'text',
      required: true,
      defaultValue: DEFAULT_EVENT_TIMEZONE,
      admin: { description: 'IANA time zone of the venue, e.g. Asia/Kathmandu or America/Toronto' },
      validate: (value: unknown) => (typeof value === 'string' && isTimeZone(value)) || 'Invalid time zone',
    },
    requiredLocalized('venue'),
    { name: 'location', type: 'text', required: true },
    int32Field({ name: 'capacity' }),
    linkField('ticketLink', 'web'),
    { name: 'description', type: 'textarea', localized: true },
    { name: 'bannerImage', type: 'text', admin: { description: 'File name of an upload in Media' } },
    { name: 'eventType', type: 'select', options: [...EVENT_TYPES], defaultValue: 'concert', required: true, index: true },
    { name: 'status', type: 'select', options: [...EVENT_STATUSES], defaultValue: 'upcoming', required: true, index: true },
    lineUpField,
    // Ticket facts (docs/product.md#ticket-facts), all optional.
    { name: 'priceFrom', type: 'number', min: 0, validate: payloadValidate(price('priceFrom')) },
    { name: 'priceTo', type: 'number', min: 0, validate: payloadValidate(price('priceTo')) },
    { name: 'currency', type: 'select', options: [...CURRENCIES] },
    { name: 'onSaleAt', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' }, components: VENUE_TIME } },
    { name: 'ticketStatus', type: 'select', options: [...TICKET_STATUSES] },
  ],
  hooks: { beforeChange: [ticketFactsHold] },
})
