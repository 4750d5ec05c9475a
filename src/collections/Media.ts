import { stat } from 'node:fs/promises'
import path from 'node:path'

import { type CollectionConfig, Forbidden, type PayloadRequest } from 'payload'

import { authenticated, authenticatedOrPubliclyUsed } from '@/access'
import { revalidationHooks } from '@/hooks/revalidate'

/** MIME types a stored upload may have (SVG only for sponsorship images, checked in the API). */
export const MEDIA_MIME_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/svg+xml']

/** Where uploads are stored: MEDIA_DIR lets tests and deployments keep them elsewhere. */
export const MEDIA_STATIC_DIR = path.resolve(process.cwd(), process.env.MEDIA_DIR ?? 'media')

/**
 * A file that is gone from the disk (a gallery's delete removed it, or someone did by hand) is not
 * found, for every role: Payload answered 500 and logged an error on every request. With S3
 * storage the bucket's handler answers instead.
 */
async function missingFileIsNotFound(req: PayloadRequest, { params }: { params: { filename: string } }): Promise<Response | void> {
  if (req.payload.collections.media.config.upload.disableLocalStorage) return
  const file = path.resolve(MEDIA_STATIC_DIR, params.filename)
  if (!file.startsWith(MEDIA_STATIC_DIR + path.sep)) return
  const exists = await stat(file).then(
    () => true,
    (error: NodeJS.ErrnoException) => error.code !== 'ENOENT',
  )
  if (!exists) return Response.json({ errors: [{ message: 'Not Found' }] }, { status: 404 })
}

export const Media: CollectionConfig = {
  slug: 'media',
  access: { read: authenticatedOrPubliclyUsed, create: authenticated, update: authenticated, delete: authenticated },
  upload: {
    staticDir: MEDIA_STATIC_DIR,
    mimeTypes: MEDIA_MIME_TYPES,
    imageSizes: [
      { name: 'thumbnail', width: 320, height: 320, position: 'centre' },
      { name: 'card', width: 800, height: undefined },
    ],
    adminThumbnail: 'thumbnail',
    // Payload's type allows a handler to answer or to pass, but not to decide which at run time.
    handlers: [missingFileIsNotFound as (...args: Parameters<typeof missingFileIsNotFound>) => Promise<Response>],
  },
  hooks: {
    // The pages' reads of uploads (alt texts, galleries' photos) expire here at once, as the
    // database's notice expires them on the other instances.
    ...revalidationHooks,
    // An upload a visitor may not see does not exist for them: 404, as for a name never stored.
    afterError: [({ error, req }) => (error instanceof Forbidden && !req.user ? { status: 404, response: { errors: [{ message: 'Not Found' }] } } : undefined)],
  },
  fields: [{ name: 'alt', type: 'text' }],
}
