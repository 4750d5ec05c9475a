import type { CollectionConfig } from 'payload'

import { anyone, authenticated } from '@/access'
import { int32Field } from '@/fields/int32'
import { revalidationHooks } from '@/hooks/revalidate'
import { linkField } from '@/fields/link'

export const PremiumAccommodations: CollectionConfig = {
  slug: 'premium-accommodations',
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'location', 'price', 'displayOnHomepage'] },
  access: { read: anyone, create: authenticated, update: authenticated, delete: authenticated },
  hooks: revalidationHooks,
  fields: [
    { name: 'title', type: 'text', required: true },
    { name: 'description', type: 'textarea' },
    { name: 'image', type: 'text' },
    linkField('link', 'site'),
    { name: 'price', type: 'text' },
    { name: 'location', type: 'text' },
    { name: 'displayOnHomepage', type: 'checkbox', defaultValue: false, index: true },
    int32Field({ name: 'priority', defaultValue: 0 }),
  ],
}
