import { int32Field } from '@/fields/int32'
import { lineUpField } from '@/fields/line-up'
import { linkField } from '@/fields/link'
import { requiredLocalized } from '@/fields/localized'
import { DEFAULT_EVENT_TIMEZONE, EVENT_STATUSES, EVENT_TYPES } from '@/lib/constants'
import { isTimeZone } from '@/schemas/common'

import { contentCollection } from './content'

export const Events = contentCollection({
  slug: 'events',
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'date', 'location', 'eventType', 'status'] },
  defaultSort: 'date',
  fields: [
    requiredLocalized('title'),
    { name: 'date', type: 'date', required: true, index: true, admin: { date: { pickerAppearance: 'dayAndTime' } } },
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
  ],
})
