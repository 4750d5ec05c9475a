import type { CollectionConfig } from 'payload'

import { anyone, authenticated } from '@/access'
import { int32Field } from '@/fields/int32'
import { lineUpField } from '@/fields/line-up'
import { linkField } from '@/fields/link'
import { requiredInDefaultLocale } from '@/fields/localized'
import { revalidationHooks } from '@/hooks/revalidate'
import { DEFAULT_EVENT_TIMEZONE, EVENT_STATUSES, EVENT_TYPES } from '@/lib/constants'
import { isTimeZone } from '@/schemas/common'

export const Events: CollectionConfig = {
  slug: 'events',
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'date', 'location', 'eventType', 'status'] },
  defaultSort: 'date',
  access: { read: anyone, create: authenticated, update: authenticated, delete: authenticated },
  hooks: revalidationHooks,
  fields: [
    { name: 'title', type: 'text', required: true, localized: true, validate: requiredInDefaultLocale },
    { name: 'date', type: 'date', required: true, index: true, admin: { date: { pickerAppearance: 'dayAndTime' } } },
    {
      name: 'timezone',
      type: 'text',
      required: true,
      defaultValue: DEFAULT_EVENT_TIMEZONE,
      admin: { description: 'IANA time zone of the venue, e.g. Asia/Kathmandu or America/Toronto' },
      validate: (value: unknown) => (typeof value === 'string' && isTimeZone(value)) || 'Invalid time zone',
    },
    { name: 'venue', type: 'text', required: true, localized: true, validate: requiredInDefaultLocale },
    { name: 'location', type: 'text', required: true },
    int32Field({ name: 'capacity' }),
    linkField('ticketLink', 'web'),
    { name: 'description', type: 'textarea', localized: true },
    { name: 'bannerImage', type: 'text', admin: { description: 'File name of an upload in Media' } },
    { name: 'eventType', type: 'select', options: [...EVENT_TYPES], defaultValue: 'concert', required: true, index: true },
    { name: 'status', type: 'select', options: [...EVENT_STATUSES], defaultValue: 'upcoming', required: true, index: true },
    lineUpField,
  ],
}
