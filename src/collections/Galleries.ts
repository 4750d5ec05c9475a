import type { CollectionConfig } from 'payload'

import { anyone, authenticated } from '@/access'
import { revalidationHooks } from '@/hooks/revalidate'
import { photosOf } from '@/lib/media'
import { deletePhotosOnceCommitted } from '@/server/media-usage'
import { payloadValidate, stringList } from '@/schemas/common'
import { requiredInDefaultLocale } from '@/fields/localized'

const versionPhotosKey = (id: unknown) => `galleryVersionPhotos:${String(id)}`

export const Galleries: CollectionConfig = {
  slug: 'galleries',
  admin: { useAsTitle: 'eventName', defaultColumns: ['eventName', 'eventDate', 'photographerCredit'] },
  access: { read: anyone, create: authenticated, update: authenticated, delete: authenticated },
  hooks: {
    ...revalidationHooks,
    // Its versions go with a gallery (drafts, src/hooks/drafts.ts): the photos they alone used go too.
    beforeDelete: [
      async ({ id, req }) => {
        const { docs } = await req.payload.findVersions({ collection: 'galleries', where: { parent: { equals: id } }, pagination: false, depth: 0, overrideAccess: true, req })
        req.context[versionPhotosKey(id)] = docs.flatMap((version) => photosOf(version.version))
      },
    ],
    afterDelete: [
      ...revalidationHooks.afterDelete,
      ({ doc, req }) => {
        const photos = [...new Set([...photosOf(doc), ...((req.context[versionPhotosKey(doc.id)] as string[] | undefined) ?? [])])]
        void deletePhotosOnceCommitted(req.payload, doc.id, photos).catch((error: unknown) =>
          req.payload.logger.warn(`Deleting the photos of gallery ${doc.id} failed: ${String(error)}`),
        )
        return doc
      },
    ],
  },
  fields: [
    { name: 'eventId', type: 'relationship', relationTo: 'events', hasMany: false },
    { name: 'eventName', type: 'text', required: true, localized: true, validate: requiredInDefaultLocale },
    { name: 'photos', type: 'json', defaultValue: [], validate: payloadValidate(stringList) },
    { name: 'eventDate', type: 'date', index: true },
    { name: 'tags', type: 'json', defaultValue: [], validate: payloadValidate(stringList) },
    { name: 'photographerCredit', type: 'text' },
  ],
}
