import { z } from 'zod'

import { MAP_SERVICE_MESSAGE, mapEmbedUrl } from '@/lib/map-embed'

import { httpUrl, jsonOrValue, optionalText, siteLink, siteLinkText, stringList, webLink, webLinkText } from './common'

const emptyOr = <T extends z.ZodTypeAny>(schema: T) => z.union([z.literal(''), schema]).nullish()

const settingsEmail = z.string().email('Please enter a valid email address')
// A valid address is then held to the map services the form offers (src/lib/map-embed.ts).
const mapUrl = httpUrl('Please enter a valid URL').refine(
  (value) => !(URL.canParse(value) && /^https?:/i.test(value)) || mapEmbedUrl(value) !== null,
  MAP_SERVICE_MESSAGE,
)

/** Contact settings (docs/product.md#validation-rules): email and map URL checked, the rest free. API body: */
export const contactSettingsSchema = z.object({
  email: emptyOr(settingsEmail),
  phone: optionalText,
  address: optionalText,
  mapEmbedUrl: emptyOr(mapUrl),
  formSubjects: jsonOrValue(stringList).optional(),
})

/** ...and the admin form, with the same rules. */
export const contactSettingsFormSchema = z.object({
  email: z.union([z.literal(''), settingsEmail]),
  phone: z.string(),
  address: z.string(),
  mapEmbedUrl: z.union([z.literal(''), mapUrl]),
  formSubjects: stringList,
})
export type ContactSettingsFormValues = z.infer<typeof contactSettingsFormSchema>

/** The addresses that hear of each new contact message (none: every admin's own), each at most once. */
export const noticeRecipientsSchema = z
  .array(z.string().trim().email('Please enter a valid email address'))
  .max(20, 'At most 20 addresses')
  .refine((list) => new Set(list.map((address) => address.toLowerCase())).size === list.length, 'Each address only once')

/** Notification settings (docs/product.md#contact-message-notices), admins only. API body: */
export const notificationSettingsSchema = z.object({
  recipients: jsonOrValue(noticeRecipientsSchema).optional(),
  acknowledge: z.boolean().optional().describe('Whether the sender of each message (not spam) is mailed that it arrived (default true)'),
})

export const footerSocialLinksSchema = z.object({
  instagram: webLink,
  facebook: webLink,
  twitter: webLink,
  youtube: webLink,
  tiktok: webLink,
})

export const additionalLinkSchema = z.object({ label: z.string(), url: siteLinkText })

/** The admin's footer form (optional text; links must be links: docs/product.md#validation-rules). */
export const footerSettingsFormSchema = z.object({
  instagram: webLinkText,
  facebook: webLinkText,
  twitter: webLinkText,
  youtube: webLinkText,
  tiktok: webLinkText,
  copyright: z.string(),
  showSocialLinks: z.boolean(),
  privacyPolicyUrl: siteLinkText,
  termsUrl: siteLinkText,
  yearOverride: z.string(),
})
export type FooterSettingsFormValues = z.infer<typeof footerSettingsFormSchema>

/** The footer form's values as the API takes them: the social links flat in the form, grouped in the record. */
export function footerSettingsFormToBody({ instagram, facebook, twitter, youtube, tiktok, ...rest }: FooterSettingsFormValues) {
  return { ...rest, socialLinks: { instagram, facebook, twitter, youtube, tiktok } }
}

/** Footer API body (optional text; links must be links: docs/product.md#validation-rules). */
export const footerSettingsSchema = z.object({
  socialLinks: jsonOrValue(footerSocialLinksSchema).nullish(),
  copyright: optionalText,
  showSocialLinks: z.boolean().optional(),
  additionalLinks: jsonOrValue(z.array(additionalLinkSchema)).optional(),
  privacyPolicyUrl: siteLink,
  termsUrl: siteLink,
  yearOverride: optionalText,
})
