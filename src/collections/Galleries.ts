import type { CollectionConfig } from 'payload'

import { anyone, authenticated } from '@/access'
import { revalidationHooks } from '@/hooks/revalidate'
import { deletePhotosOnceCommitted } from '@/server/media-usage'
import { payloadValidate, stringList } from '@/schemas/common'

export const Galleries: CollectionConfig = {
  slug: 'galleries',
  admin: { useAsTitle: 'eventName', defaultColumns: ['eventName', 'eventDate', 'photographerCredit'] },
  access: { read: anyone, create: authenticated, update: authenticated, delete: authenticated },
  hooks: {
    ...revalidationHooks,
    afterDelete: [
      ...revalidationHooks.afterDelete,
      ({ doc, req }) => {
        const photos = Array.isArray(doc.photos) ? doc.photos.filter((photo: unknown): photo is string => typeof photo === 'string') : []
        void deletePhotosOnceCommitted(req.payload, doc.id, photos).catch((error: unknown) =>
          req.payload.logger.warn(`Deleting the photos of gallery ${doc.id} failed: ${String(error)}`),
        )
        return doc
      },
    ],
  },
  fields: [
    { name: 'eventId', type: 'relationship', relationTo: 'events', hasMany: false },
    { name: 'eventName', type: 'text', required: true },
    { name: 'photos', type: 'json', defaultValue: [], validate: payloadValidate(stringList) },
    { name: 'eventDate', type: 'date', index: true },
    { name: 'tags', type: 'json', defaultValue: [], validate: payloadValidate(stringList) },
    { name: 'photographerCredit', type: 'text' },
  ],
}
