import { contactSettingsSchema, footerSettingsSchema, notificationSettingsSchema } from '@/schemas/settings'

/** The two settings records and the admins' notification settings (docs/product.md#entities-and-fields), as documented resources. */
export const globalResources = {
  contactSettings: { slug: 'contact-settings', label: 'Contact settings', schema: contactSettingsSchema, listFields: ['formSubjects'], localized: true },
  footerSettings: { slug: 'footer-settings', label: 'Footer settings', schema: footerSettingsSchema, listFields: ['additionalLinks'], localized: true },
  notificationSettings: {
    slug: 'notification-settings',
    label: 'Notification settings',
    schema: notificationSettingsSchema,
    listFields: ['recipients'],
    adminsOnly: true,
  },
} as const
