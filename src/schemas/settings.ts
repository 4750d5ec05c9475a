import { z } from 'zod'

import { httpUrl, jsonOrValue, optionalText, stringList } from './common'

const emptyOr = <T extends z.ZodTypeAny>(schema: T) => z.union([z.literal(''), schema]).nullish()

const settingsEmail = z.string().email('Please enter a valid email address')
const mapUrl = httpUrl('Please enter a valid URL')

/** Contact settings (SPEC §5): email and map URL checked, the rest free. API body: */
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

export const footerSocialLinksSchema = z.object({
  instagram: optionalText,
  facebook: optionalText,
  twitter: optionalText,
  youtube: optionalText,
  tiktok: optionalText,
})

export const additionalLinkSchema = z.object({ label: z.string(), url: z.string() })

/** The admin's footer form (SPEC §5): all optional text, no format checks. */
export const footerSettingsFormSchema = z.object({
  instagram: z.string(),
  facebook: z.string(),
  twitter: z.string(),
  youtube: z.string(),
  tiktok: z.string(),
  copyright: z.string(),
  showSocialLinks: z.boolean(),
  privacyPolicyUrl: z.string(),
  termsUrl: z.string(),
  yearOverride: z.string(),
})
export type FooterSettingsFormValues = z.infer<typeof footerSettingsFormSchema>

/** Footer API body (SPEC §5): all optional text, no format checks. */
export const footerSettingsSchema = z.object({
  socialLinks: jsonOrValue(footerSocialLinksSchema).nullish(),
  copyright: optionalText,
  showSocialLinks: z.boolean().optional(),
  additionalLinks: jsonOrValue(z.array(additionalLinkSchema)).optional(),
  privacyPolicyUrl: optionalText,
  termsUrl: optionalText,
  yearOverride: optionalText,
})
