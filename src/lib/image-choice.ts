import { z } from 'zod'

import type { UPLOAD_LIMITS } from './constants'

/** A file chosen in a form and not stored yet: it is uploaded, with its alt text, only when the form is saved. */
export type ChosenImage = { file: File; alt: string; purpose: keyof typeof UPLOAD_LIMITS }

/** A form's image field: the stored file's name, none, or a file chosen and not stored yet. */
export type ImageValue = string | null | ChosenImage

export const isChosenImage = (value: unknown): value is ChosenImage => typeof value === 'object' && value !== null && 'file' in value && 'alt' in value

/** The rule of an image field in a form schema (what the form holds before it is saved). */
export const imageValueSchema = z.custom<ImageValue>((value) => value === null || typeof value === 'string' || isChosenImage(value))
