import { z } from 'zod'

import { httpUrl, jsonOrValue, optionalText, stringList } from './common'

const emptyOr = <T extends z.ZodTypeAny>(schema: T) => z.union([z.literal(''), schema]).nullish()

/** Contact settings form (SPEC §5): email and map URL checked, the rest free. */
export const contactSettingsSchema = z.object({
  email: emptyOr(z.string().email('Please enter a valid email address')),
  phone: optionalText,
  address: optionalText,
  mapEmbedUrl: emptyOr(httpUrl('Please enter a valid URL')),
  formSubjects: jsonOrValue(stringList).optional(),
})

export const footerSocialLinksSchema = z.object({
  instagram: optionalText,
  facebook: optionalText,
  twitter: optionalText,
  youtube: optionalText,
  tiktok: optionalText,
})

export const additionalLinkSchema = z.object({ label: z.string(), url: z.string() })

/** Footer form (SPEC §5): all optional text, no format checks. */
export const footerSettingsSchema = z.object({
  socialLinks: jsonOrValue(footerSocialLinksSchema).nullish(),
  copyright: optionalText,
  showSocialLinks: z.boolean().optional(),
  additionalLinks: jsonOrValue(z.array(additionalLinkSchema)).optional(),
  privacyPolicyUrl: optionalText,
  termsUrl: optionalText,
  yearOverride: optionalText,
})
