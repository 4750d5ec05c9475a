import path from 'node:path'

import { mediaUrl } from '@/lib/media'
import type { Media } from '@/payload-types'
import { HttpError } from '@/server/http/errors'

/**
 * The answer of POST /api/media: these fields of the stored upload and the URL it is served at.
 * The API reference describes it by these same fields (src/server/openapi/document.ts).
 */
export const MEDIA_ANSWER_FIELDS = ['id', 'filename', 'width', 'height', 'mimeType', 'filesize'] as const

export function toApiMedia(doc: Media) {
  const fields = Object.fromEntries(MEDIA_ANSWER_FIELDS.map((field) => [field, doc[field] ?? null]))
  return { ...(fields as Pick<Media, (typeof MEDIA_ANSWER_FIELDS)[number]>), url: mediaUrl(doc.filename ?? '') }
}

export type ImageType = { mimeType: string; extension: string }

const SIGNATURES: { mimeType: string; extension: string; test: (b: Buffer) => boolean }[] = [
  { mimeType: 'image/png', extension: 'png', test: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) },
  { mimeType: 'image/jpeg', extension: 'jpg', test: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { mimeType: 'image/gif', extension: 'gif', test: (b) => /^GIF8[79]a/.test(b.subarray(0, 6).toString('latin1')) },
  {
    mimeType: 'image/webp',
    extension: 'webp',
    test: (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
  {
    mimeType: 'image/svg+xml',
    extension: 'svg',
    // An XML prolog, comments or a doctype may come before the root <svg> element.
    test: (b) =>
      /^\uFEFF?\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE svg[^>]*>\s*)?<svg[\s>]/i.test(
        b.subarray(0, 4096).toString('utf8'),
      ),
  },
]

/** The image type a file really is, from its first bytes (never from its name). */
export function detectImageType(bytes: Buffer): ImageType | null {
  const match = SIGNATURES.find((signature) => signature.test(bytes))
  return match ? { mimeType: match.mimeType, extension: match.extension } : null
}

/** Where an upload is used decides its limits (the form hints, enforced: docs/api.md#uploads). */
export type UploadPurpose = 'default' | 'sponsorship'

/** The request context key under which /api's upload route tells the media collection an upload's purpose. */
export const UPLOAD_PURPOSE_CONTEXT = 'uploadPurpose'

export function allowedTypes(purpose: UploadPurpose): string[] {
  const raster = ['image/png', 'image/jpeg', 'image/gif', 'image/webp']
  return purpose === 'sponsorship' ? [...raster, 'image/svg+xml'] : raster
}

/** A file name safe to store and serve: no folders, no odd characters, the real extension. */
export function safeFileName(original: string, type: ImageType): string {
  const base = path
    // Browsers send `"`, CR and LF in a file's name as %22, %0D and %0A (the HTML standard's form encoding).
    .basename(original.replace(/%(?:22|0d|0a)/gi, '-').replace(/\\/g, '/'))
    .replace(/\.[^.]*$/, '')
    .normalize('NFKD')
    .replace(/[^\w.-]+/g, '-')
    .replace(/^[.-]+|[.-]+$/g, '')
    .toLowerCase()
    .slice(0, 80)
  return `${base || 'image'}.${type.extension}`
}

export function checkImage(bytes: Buffer, purpose: UploadPurpose): ImageType {
  const type = detectImageType(bytes)
  if (!type || !allowedTypes(purpose).includes(type.mimeType)) {
    const allowed = purpose === 'sponsorship' ? 'PNG, JPG, GIF, WebP or SVG' : 'PNG, JPG, GIF or WebP'
    throw new HttpError(400, `Unsupported file type: upload a ${allowed} image.`, [
      { path: 'file', message: 'Unsupported file type' },
    ])
  }
  return type
}
