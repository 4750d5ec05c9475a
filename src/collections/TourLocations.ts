import type { CollectionConfig } from 'payload'

import { anyone, authenticated } from '@/access'
import { int32Field } from '@/fields/int32'
import { linkField } from '@/fields/link'
import { requiredInDefaultLocale } from '@/fields/localized'
import { revalidationHooks } from '@/hooks/revalidate'

export const TourLocations: CollectionConfig = {
  slug: 'tour-locations',
  admin: { useAsTitle: 'city', defaultColumns: ['city', 'venue', 'date', 'displayOnHomepage'] },
  access: { read: anyone, create: authenticated, update: authenticated, delete: authenticated },
  hooks: revalidationHooks,
  fields: [
    { name: 'city', type: 'text', required: true, localized: true, validate: requiredInDefaultLocale },
    { name: 'venue', type: 'text', required: true, localized: true, validate: requiredInDefaultLocale },
    { name: 'date', type: 'date', required: true },
    { name: 'image', type: 'text' },
    linkField('ticketLink', 'web'),
    { name: 'displayOnHomepage', type: 'checkbox', defaultValue: true, index: true },
    int32Field({ name: 'priority', defaultValue: 0 }),
  ],
}
