import type { CollectionConfig } from 'payload'

import { anyone, authenticated } from '@/access'
import { revalidationHooks } from '@/hooks/revalidate'
import { payloadValidate, stringList } from '@/schemas/common'

export const Galleries: CollectionConfig = {
  slug: 'galleries',
  admin: { useAsTitle: 'eventName', defaultColumns: ['eventName', 'eventDate', 'photographerCredit'] },
  access: { read: anyone, create: authenticated, update: authenticated, delete: authenticated },
  hooks: revalidationHooks,
  fields: [
    { name: 'eventId', type: 'relationship', relationTo: 'events', hasMany: false },
    { name: 'eventName', type: 'text', required: true },
    { name: 'photos', type: 'json', defaultValue: [], validate: payloadValidate(stringList) },
    { name: 'eventDate', type: 'date', index: true },
    { name: 'tags', type: 'json', defaultValue: [], validate: payloadValidate(stringList) },
    { name: 'photographerCredit', type: 'text' },
  ],
}
