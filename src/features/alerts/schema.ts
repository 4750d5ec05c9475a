import { z } from 'zod'

import { ALERT_CITY_MAX, ALERT_TOPICS_MAX } from '@/features/alerts/topics'
import { INT32_MAX } from '@/lib/constants'
import { en, type Messages } from '@/lib/i18n/en'
import { LOCALES } from '@/lib/i18n/locales'

/** Said when a sign-up names both an artist and a city. */
export const ARTIST_OR_CITY = 'Ask for an artist or a city, not both'

/**
 * A sign-up to e-mail alerts (docs/product.md#e-mail-alerts): an address and, at most, one artist
 * or one city. The Nepali page's form says its messages in Nepali; the API in English.
 */
export function alertSignUpRules(errors: Messages['alerts']['errors']) {
  return z
    .object({
      email: z
        .string({ required_error: errors.email, invalid_type_error: errors.email })
        .trim()
        .max(254, errors.email)
        .email(errors.email)
        .describe('The address to send alerts to'),
      artist: z
        .number({ invalid_type_error: errors.artist })
        .int(errors.artist)
        .min(1, errors.artist)
        .max(INT32_MAX, errors.artist)
        .nullish()
        .transform((value) => value ?? undefined)
        .describe("An artist's id: alerts of the events they play"),
      city: z
        .string({ invalid_type_error: errors.city })
        .trim()
        .min(1, errors.city)
        .max(ALERT_CITY_MAX, errors.city)
        .nullish()
        .transform((value) => value ?? undefined)
        .describe('A city (the part of a location before its comma, any case): alerts of the events there'),
    })
    .refine((body) => body.artist === undefined || body.city === undefined, { message: ARTIST_OR_CITY, path: ['city'] })
}

export const alertSignUpSchema = /* @__PURE__ */ alertSignUpRules(en.alerts.errors)
export type AlertSignUp = z.infer<typeof alertSignUpSchema>

/** A link's token, as the mails carry it. */
const token = z
  .string({ required_error: 'Give the token of the link' })
  .max(100)
  .describe("The token of the mail's link (`confirm=` or `manage=` of its address)")

export const alertTokenSchema = z.object({ token })

export const preferenceChangeSchema = z.object({
  token,
  locale: z
    .enum(LOCALES, { message: `locale must be ${LOCALES.join(' or ')}` })
    .optional()
    .describe('The language of the mails'),
  removeTopics: z.array(z.number().int().min(1).max(INT32_MAX)).max(ALERT_TOPICS_MAX).optional().describe('Topics to stop, by id'),
})

const topicSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['all', 'artist', 'city']),
  artist: z.object({ id: z.number().int(), name: z.string().nullable().describe('null: an artist visitors no longer see') }).nullable(),
  city: z.string().nullable().describe('Lower case'),
  confirmed: z.boolean().describe('False while its confirmation mail waits'),
})

export const preferencesSchema = z.object({
  email: z.string(),
  locale: z.enum(LOCALES),
  topics: z.array(topicSchema).describe('With none left, the address is forgotten'),
})

export const confirmationSchema = z.object({
  message: z.string(),
  already: z.boolean().describe('It was confirmed before'),
  topic: topicSchema,
  locale: z.enum(LOCALES),
  manageToken: z.string().describe("The address's preferences token"),
})

export const messageSchema = z.object({ message: z.string() })
