import { z } from 'zod'

import { isKnownTimeZone, parseTypedDay } from '@/lib/calendar/dates'
import { INT32_MAX, INT32_MIN } from '@/lib/constants'

/** Text that must not be empty, named in its message ("Name is required"). */
export function requiredText(label: string) {
  const message = `${label} is required`
  return z.string({ required_error: message, invalid_type_error: message }).trim().min(1, message)
}

/**
 * A form's day, as the date picker writes it (yyyy-MM-dd, src/components/ui/date-picker.tsx): one
 * real day; empty only when the field is optional. A day the picker could not read is kept as
 * typed, and refused here, beside its field.
 */
export function typedDay(label: string, { required = false } = {}) {
  return z.string().superRefine((value, context) => {
    if (value === '' ? required : parseTypedDay(value) !== value) {
      context.addIssue({ code: z.ZodIssueCode.custom, message: value === '' ? `${label} is required` : `${label}: write a day as year-month-day` })
    }
  })
}

/** Optional free text: absent leaves a field alone, null or '' clears it. */
export const optionalText = z.string().nullish()

/** A whole number in the 32-bit range; digit strings from form inputs are accepted. */
export const int32 = z.preprocess(
  (value) => (typeof value === 'string' && /^\s*-?\d+\s*$/.test(value) ? Number(value) : value),
  z.number({ invalid_type_error: 'Enter a whole number' }).int('Enter a whole number').min(INT32_MIN).max(INT32_MAX),
)

/** A point in time, sent as an ISO 8601 date-time (docs/api.md#conventions); parsed to a canonical ISO string. */
export const dateTime = z
  .union([z.string(), z.date()], { invalid_type_error: 'Invalid date' })
  .pipe(z.coerce.date({ errorMap: () => ({ message: 'Invalid date' }) }))
  .transform((date) => date.toISOString())
  .describe('An ISO 8601 date-time, such as 2026-12-05T13:15:00.000Z')

/** Values the spec allows as a JSON string too (socialLinks, mediaLinks, benefits). */
export function jsonOrValue<T extends z.ZodTypeAny>(schema: T) {
  return z
    .preprocess((value, ctx) => {
      if (typeof value !== 'string') return value
      try {
        return JSON.parse(value)
      } catch {
        ctx.addIssue({ code: z.ZodIssueCode.custom, message: 'Invalid JSON' })
        return z.NEVER
      }
    }, schema)
    .describe('Also accepted as the same value written as a JSON string')
}

export const stringList = z.array(z.string())

/** The longest caption a gallery's photo takes. */
export const CAPTION_MAX = 300

/** A gallery's photo captions, by the photo's file name (docs/product.md#galleries). */
export const photoCaptions = z
  .record(z.string(), z.string().trim().max(CAPTION_MAX, `A caption has at most ${CAPTION_MAX} characters`))
  .describe("Each photo's caption, by its file name: shown with the photo on the public gallery page")

/** An IANA time zone name such as Asia/Kathmandu or America/Toronto. */
export const timeZone = z
  .string()
  .refine(isTimeZone, { message: 'Invalid time zone' })
  .describe('An IANA time zone name, such as Asia/Kathmandu or America/Toronto')

export function isTimeZone(value: string): boolean {
  // The zones the app's own time zone database knows (src/lib/calendar/dates.ts), whatever the engine's.
  return (value.includes('/') || value === 'UTC') && isKnownTimeZone(value)
}

/** Whether a text is a full web address: http or https, with a host. */
export function isWebUrl(value: string): boolean {
  try {
    const url = new URL(value)
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== ''
  } catch {
    return false
  }
}

/** What a link field says when its value cannot be followed. */
export const LINK_MESSAGE = 'Enter a full https:// link'
export const SITE_LINK_MESSAGE = 'Enter a full https:// link, or a path on this site such as /contact'

/** A link to another site as a form holds it: '' (none) or a full http(s) URL, never `javascript:` or `not a url`. */
export const webLinkText = z
  .string()
  .trim()
  .refine((value) => value === '' || isWebUrl(value), LINK_MESSAGE)
/** ...and as the API takes it: null or absent too. */
export const webLink = webLinkText.nullish().describe("A full http(s) link; null or '' clears it")

/** A button's link as a form holds it: '' (none), a full http(s) URL, or a path on this site (`/contact`). */
export const siteLinkText = z
  .string()
  .trim()
  .refine((value) => value === '' || isWebUrl(value) || /^\/(?![/\\])[^\u0000-\u001f\u007f]*$/.test(value), SITE_LINK_MESSAGE)
/** ...and as the API takes it: null or absent too. */
export const siteLink = siteLinkText.nullish().describe("A full http(s) link or a path on this site such as /contact; null or '' clears it")

export const httpUrl = (message: string) =>
  z
    .string()
    .url(message)
    .refine((value) => /^https?:\/\//i.test(value), { message })

/**
 * Runs a zod schema as a Payload field validator (same rules on /cms-api and /api). The validator
 * carries its schema, so the API reference describes a stored value by the rule that admitted it
 * (src/server/openapi/document.ts).
 */
export function payloadValidate<T extends z.ZodTypeAny>(schema: T) {
  const validate = (value: unknown): true | string => {
    if (value === null || value === undefined) return true
    const result = schema.safeParse(value)
    return result.success ? true : (result.error.issues[0]?.message ?? 'Invalid input')
  }
  return Object.assign(validate, { schema })
}

/**
 * A whole number from 1 to `max` in a query string, given as digits (a query parameter is always
 * a string): anything else is refused with `message`.
 */
export const queryWholeNumber = (max: number, message: string) =>
  z.preprocess(
    (raw) => (typeof raw === 'string' && /^\d{1,10}$/.test(raw) ? Number(raw) : raw),
    z.number({ invalid_type_error: message }).int(message).min(1, message).max(max, message),
  )
