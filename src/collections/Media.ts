import path from 'node:path'

import { type CollectionConfig, Forbidden } from 'payload'

import { authenticated, authenticatedOrPubliclyUsed } from '@/access'

/** MIME types a stored upload may have (SVG only for sponsorship images, checked in the API). */
export const MEDIA_MIME_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/svg+xml']

/** Where uploads are stored: MEDIA_DIR lets tests and deployments keep them elsewhere. */
export const MEDIA_STATIC_DIR = path.resolve(process.cwd(), process.env.MEDIA_DIR ?? 'media')

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
  },
  hooks: {
    // An upload a visitor may not see does not exist for them: 404, as for a name never stored.
    afterError: [({ error, req }) => (error instanceof Forbidden && !req.user ? { status: 404, response: { errors: [{ message: 'Not Found' }] } } : undefined)],
  },
  fields: [{ name: 'alt', type: 'text' }],
}
