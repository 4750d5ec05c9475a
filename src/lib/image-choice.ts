import { z } from 'zod'

import { UPLOAD_LIMITS } from './constants'

/** A file chosen in a form and not stored yet: it is uploaded, with its alt text, only when the form is saved. */
export type ChosenImage = { file: File; alt: string; purpose: keyof typeof UPLOAD_LIMITS }

/** A form's image field: the stored file's name, none, or a file chosen and not stored yet. */
export type ImageValue = string | null | ChosenImage

export const isChosenImage = (value: unknown): value is ChosenImage => typeof value === 'object' && value !== null && 'file' in value && 'alt' in value

/** The rule of an image field in a form schema (what the form holds before it is saved). */
export const imageValueSchema = z.custom<ImageValue>((value) => value === null || typeof value === 'string' || isChosenImage(value))

/** The image types a purpose takes, for a file chooser's `accept`. */
export const ACCEPTED_IMAGES: Record<ChosenImage['purpose'], string> = {
  default: 'image/png,image/jpeg,image/gif,image/webp',
  sponsorship: 'image/png,image/jpeg,image/gif,image/webp,image/svg+xml',
}

/** The spec's hints, enforced before upload too (the server checks again): what is wrong with the file, or null. */
export function checkFile(file: File, purpose: ChosenImage['purpose']): string | null {
  if (!ACCEPTED_IMAGES[purpose].split(',').includes(file.type)) return `${file.name}: unsupported file type (${UPLOAD_LIMITS[purpose].label}).`
  if (file.size > UPLOAD_LIMITS[purpose].maxBytes) return `${file.name}: file is too large (${UPLOAD_LIMITS[purpose].label}).`
  return null
}
