import type { CollectionConfig } from 'payload'

import { anyone, authenticated } from '@/access'
import { int32Field } from '@/fields/int32'
import { linkField } from '@/fields/link'
import { requiredInDefaultLocale } from '@/fields/localized'
import { revalidationHooks } from '@/hooks/revalidate'

export const PremiumAccommodations: CollectionConfig = {
  slug: 'premium-accommodations',
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'location', 'price', 'displayOnHomepage'] },
  access: { read: anyone, create: authenticated, update: authenticated, delete: authenticated },
  hooks: revalidationHooks,
  fields: [
    { name: 'title', type: 'text', required: true, localized: true, validate: requiredInDefaultLocale },
    { name: 'description', type: 'textarea', localized: true },
    { name: 'image', type: 'text' },
    linkField('link', 'site'),
    { name: 'price', type: 'text', localized: true },
    { name: 'location', type: 'text', localized: true },
    { name: 'displayOnHomepage', type: 'checkbox', defaultValue: false, index: true },
    int32Field({ name: 'priority', defaultValue: 0 }),
  ],
}
