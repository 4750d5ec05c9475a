import type { CollectionConfig } from 'payload'

import { authenticated, authenticatedOr } from '@/access'
import { linkField } from '@/fields/link'
import { requiredInDefaultLocale } from '@/fields/localized'
import { revalidationHooks } from '@/hooks/revalidate'
import { ARTIST_STATUSES } from '@/lib/constants'
import { mediaLinksSchema, socialLinksSchema } from '@/schemas/artist'
import { payloadValidate } from '@/schemas/common'

export const Artists: CollectionConfig = {
  slug: 'artists',
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'genre', 'status'] },
  defaultSort: 'id',
  access: {
    // Archived artists are hidden from the public (docs/product.md#roles-and-permissions).
    read: authenticatedOr({ status: { equals: 'active' } }),
    create: authenticated,
    update: authenticated,
    delete: authenticated,
  },
  hooks: revalidationHooks,
  fields: [
    { name: 'name', type: 'text', required: true },
    { name: 'bio', type: 'textarea', required: true, localized: true, validate: requiredInDefaultLocale },
    { name: 'genre', type: 'text', index: true, localized: true },
    { name: 'profilePhoto', type: 'text', admin: { description: 'File name of an upload in Media' } },
    { name: 'socialLinks', type: 'json', validate: payloadValidate(socialLinksSchema) },
    { name: 'mediaLinks', type: 'json', validate: payloadValidate(mediaLinksSchema) },
    { name: 'status', type: 'select', options: [...ARTIST_STATUSES], defaultValue: 'active', required: true, index: true },
    linkField('portfolio', 'web'),
  ],
}
