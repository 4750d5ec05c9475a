import { contactSettingsSchema, footerSettingsSchema } from '@/schemas/settings'

/** The two settings records of SPEC §3 as documented resources. */
export const globalResources = {
  contactSettings: { slug: 'contact-settings', label: 'Contact settings', schema: contactSettingsSchema, listFields: ['formSubjects'] },
  footerSettings: { slug: 'footer-settings', label: 'Footer settings', schema: footerSettingsSchema, listFields: ['additionalLinks'] },
} as const
