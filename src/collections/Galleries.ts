import type { Validate } from 'payload'

import { requiredLocalized } from '@/fields/localized'
import { INT32_MAX } from '@/lib/constants'
import { photosOf } from '@/lib/media'
import { payloadValidate, photoCaptions, stringList } from '@/schemas/common'
import { deletePhotosOnceCommitted } from '@/server/media/usage'

import { contentCollection } from './content'

/** The event a gallery links to exists (PostgreSQL would refuse the link, after the SQL was built and logged). */
const linkedEventExists: Validate = async (value, { req }) => {
  if (value === null || value === undefined) return true
  const id = typeof value === 'object' && 'value' in value ? (value as { value: unknown }).value : value
  if (!Number.isSafeInteger(Number(id)) || Number(id) < 1 || Number(id) > INT32_MAX) return 'A linked record does not exist.'
  const { totalDocs } = await req.payload.count({ collection: 'events', where: { id: { equals: Number(id) } }, overrideAccess: true, req })
  return totalDocs > 0 ? true : 'A linked record does not exist.'
}

export const Galleries = contentCollection({
  slug: 'galleries',
  admin: { useAsTitle: 'eventName', defaultColumns: ['eventName', 'eventDate', 'photographerCredit'] },
  hooks: {
    // Its versions go with a gallery (drafts, src/features/publishing/hooks.ts): the photos they alone used go too.
    beforeDelete: [
      async ({ id, req }) => {
        const { docs } = await req.payload.findVersions({
          collection: 'galleries',
          where: { parent: { equals: id } },
          pagination: false,
          depth: 0,
          overrideAccess: true,
          req,
        })
        req.context.galleryVersionPhotos = { ...req.context.galleryVersionPhotos, [String(id)]: docs.flatMap((version) => photosOf(version.version)) }
      },
    ],
    afterDelete: [
      ({ doc, req }) => {
        const photos = [...new Set([...photosOf(doc), ...(req.context.galleryVersionPhotos?.[String(doc.id)] ?? [])])]
        void deletePhotosOnceCommitted(req.payload, doc.id, photos).catch((error: unknown) =>
          req.payload.logger.warn(`Deleting the photos of gallery ${doc.id} failed: ${String(error)}`),
        )
        return doc
      },
    ],
  },
  fields: [
    { name: 'eventId', type: 'relationship', relationTo: 'events', hasMany: false, validate: linkedEventExists },
    requiredLocalized('eventName'),
    { name: 'photos', type: 'json', defaultValue: [], validate: payloadValidate(stringList) },
    // Each photo's caption, by its file name; the order of the photos is the order of `photos`.
    { name: 'captions', type: 'json', defaultValue: {}, validate: payloadValidate(photoCaptions) },
    { name: 'eventDate', type: 'date', index: true },
    { name: 'tags', type: 'json', defaultValue: [], validate: payloadValidate(stringList) },
    { name: 'photographerCredit', type: 'text' },
  ],
})
