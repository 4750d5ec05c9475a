import { authenticatedOr } from '@/access'
import { linkField } from '@/fields/link'
import { requiredLocalized } from '@/fields/localized'
import { ARTIST_STATUSES } from '@/lib/constants'
import { mediaLinksSchema, socialLinksSchema } from '@/schemas/artist'
import { payloadValidate } from '@/schemas/common'

import { contentCollection } from './content'

export const Artists = contentCollection({
  slug: 'artists',
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'genre', 'status'] },
  defaultSort: 'id',
  // Archived artists are hidden from the public (docs/product.md#roles-and-permissions).
  read: authenticatedOr({ status: { equals: 'active' } }),
  fields: [
    { name: 'name', type: 'text', required: true },
    requiredLocalized('bio', 'textarea'),
    { name: 'genre', type: 'text', index: true, localized: true },
    { name: 'profilePhoto', type: 'text', admin: { description: 'File name of an upload in Media' } },
    { name: 'socialLinks', type: 'json', validate: payloadValidate(socialLinksSchema) },
    { name: 'mediaLinks', type: 'json', validate: payloadValidate(mediaLinksSchema) },
    { name: 'status', type: 'select', options: [...ARTIST_STATUSES], defaultValue: 'active', required: true, index: true },
    linkField('portfolio', 'web'),
  ],
})
