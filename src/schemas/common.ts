import { z } from 'zod'

import { INT32_MAX, INT32_MIN } from '@/lib/constants'

/** Optional free text: absent leaves a field alone, null or '' clears it. */
export const optionalText = z.string().nullish()

/** A whole number in the 32-bit range; digit strings from form inputs are accepted. */
export const int32 = z.preprocess(
  (value) => (typeof value === 'string' && /^\s*-?\d+\s*$/.test(value) ? Number(value) : value),
  z.number().int().min(INT32_MIN).max(INT32_MAX),
)

/** A point in time, sent as an ISO 8601 date-time (SPEC §7); parsed to a canonical ISO string. */
export const dateTime = z
  .union([z.string(), z.date()], { invalid_type_error: 'Invalid date' })
  .pipe(z.coerce.date({ errorMap: () => ({ message: 'Invalid date' }) }))
  .transform((date) => date.toISOString())

/** Values the spec allows as a JSON string too (socialLinks, mediaLinks, benefits). */
export function jsonOrValue<T extends z.ZodTypeAny>(schema: T) {
  return z.preprocess((value, ctx) => {
    if (typeof value !== 'string') return value
    try {
      return JSON.parse(value)
    } catch {
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: 'Invalid JSON' })
      return z.NEVER
    }
  }, schema)
}

export const stringList = z.array(z.string())

/** An IANA time zone name such as Asia/Kathmandu or America/Toronto. */
export const timeZone = z.string().refine(isTimeZone, { message: 'Invalid time zone' })

export function isTimeZone(value: string): boolean {
  if (!value.includes('/') && value !== 'UTC') return false
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value })
    return true
  } catch {
    return false
  }
}

export const httpUrl = (message: string) =>
  z
    .string()
    .url(message)
    .refine((value) => /^https?:\/\//i.test(value), { message })

/** Runs a zod schema as a Payload field validator (same rules on /cms-api and /api). */
export function payloadValidate(schema: z.ZodTypeAny) {
  return (value: unknown): true | string => {
    if (value === null || value === undefined) return true
    const result = schema.safeParse(value)
    return result.success ? true : (result.error.issues[0]?.message ?? 'Invalid input')
  }
}
