import { NextResponse } from 'next/server'

import { UPLOAD_LIMITS } from '@/lib/constants'
import { HttpError } from '@/server/api/errors'
import { apiRoute } from '@/server/api/handler'
import { requireUser } from '@/server/api/request'
import { inTransaction } from '@/server/transaction'
import { checkImage, safeFileName, toApiMedia, type UploadPurpose } from '@/server/uploads'

// Room for the multipart envelope around the file itself.
const MULTIPART_OVERHEAD = 64 * 1024

/**
 * POST multipart/form-data with one `file` (and optional `alt`): stores an image in Media and
 * answers { id, filename, url, width, height, mimeType, filesize }. `?for=sponsorship` allows SVG
 * and caps the size at 5 MB; everything else is capped at 10 MB (SPEC §9).
 */
export const POST = apiRoute(async (request, context) => {
  const user = requireUser(context)
  const purpose: UploadPurpose = request.nextUrl.searchParams.get('for') === 'sponsorship' ? 'sponsorship' : 'default'
  const { maxBytes } = UPLOAD_LIMITS[purpose]
  const tooLarge = new HttpError(413, `File is too large: the limit is ${maxBytes / 1024 / 1024} MB.`)

  if (Number(request.headers.get('content-length') ?? 0) > maxBytes + MULTIPART_OVERHEAD) throw tooLarge
  if (!/^multipart\/form-data/i.test(request.headers.get('content-type') ?? '')) {
    throw new HttpError(400, 'Send the file as multipart/form-data in a field named "file".')
  }
  const form = await request.formData().catch(() => {
    throw new HttpError(400, 'Could not read the uploaded form data.')
  })
  const file = form.get('file')
  if (!(file instanceof File) || file.size === 0) {
    throw new HttpError(400, 'Choose a file to upload.', [{ path: 'file', message: 'Required' }])
  }
  if (file.size > maxBytes) throw tooLarge

  const bytes = Buffer.from(await file.arrayBuffer())
  const type = checkImage(bytes, purpose)
  const alt = form.get('alt')
  const doc = await inTransaction(context.payload, user, (req) =>
    context.payload.create({
      collection: 'media',
      data: { alt: typeof alt === 'string' ? alt.slice(0, 500) : undefined },
      file: { data: bytes, mimetype: type.mimeType, name: safeFileName(file.name, type), size: bytes.length },
      depth: 0,
      overrideAccess: false,
      user,
      req,
    }),
  )
  return NextResponse.json(toApiMedia(doc), { status: 201 })
})
