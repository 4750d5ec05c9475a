import { stat } from 'node:fs/promises'
import path from 'node:path'

import { type CollectionBeforeOperationHook, Forbidden, type PayloadRequest } from 'payload'

import { authenticatedOrPubliclyUsed } from '@/access'
import { UPLOAD_LIMITS } from '@/lib/constants'
import { ClientMistake } from '@/server/http/client-mistake'
import { HttpError } from '@/server/http/errors'
import { checkImage, safeFileName, UPLOAD_PURPOSE_CONTEXT, type UploadPurpose } from '@/server/media/uploads'

import { contentCollection } from './content'

/**
 * One rule for every stored file, whichever door it comes through (/api/media, /cms-api/media,
 * the Local API): its type is judged from its bytes (SVG only for sponsorship images, said by
 * /api's `?for=sponsorship` or the same query on /cms-api), its size held to that purpose's limit,
 * and it is stored under a safe name with its real extension (src/server/media/uploads.ts), so its URL
 * always works. A record is made from an uploaded file only, never from an address (Payload would
 * fetch `{"filename", "url"}` itself, after this hook, past every rule here).
 */
const oneUploadRule: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  const file = req.file
  if (operation !== 'create' && operation !== 'update') return args
  if (!file) {
    const sent = [req.data, args.data].find((data) => typeof data === 'object' && data !== null) as Record<string, unknown> | undefined
    if (operation === 'create' && (typeof sent?.url === 'string' || typeof sent?.filename === 'string')) {
      throw new ClientMistake(400, 'Upload the file itself: a media record is not made from an address or a file name.')
    }
    return args
  }
  const asked = req.context[UPLOAD_PURPOSE_CONTEXT] ?? req.searchParams?.get('for')
  const purpose: UploadPurpose = asked === 'sponsorship' ? 'sponsorship' : 'default'
  const { maxBytes } = UPLOAD_LIMITS[purpose]
  if (file.data.length > maxBytes) throw new ClientMistake(413, `File is too large: the limit is ${maxBytes / 1024 / 1024} MB.`)
  let type
  try {
    type = checkImage(file.data, purpose)
  } catch (error) {
    if (error instanceof HttpError) throw new ClientMistake(400, error.message)
    throw error
  }
  file.mimetype = type.mimeType
  file.name = safeFileName(file.name, type)
  return args
}

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

// The pages' reads of uploads (alt texts, galleries' photos) expire at once on a change, as the
// database's notice expires them on the other instances.
export const Media = contentCollection({
  slug: 'media',
  read: authenticatedOrPubliclyUsed,
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
    beforeOperation: [oneUploadRule],
    // An upload a visitor may not see does not exist for them: 404, as for a name never stored.
    afterError: [({ error, req }) => (error instanceof Forbidden && !req.user ? { status: 404, response: { errors: [{ message: 'Not Found' }] } } : undefined)],
  },
  fields: [{ name: 'alt', type: 'text' }],
})
