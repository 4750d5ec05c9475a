import type { GlobalConfig } from 'payload'

import { anyone, authenticated } from '@/access'
import { revalidateGlobalAfterChange } from '@/hooks/revalidate'
import { payloadValidate, stringList } from '@/schemas/common'
import { contactSettingsSchema } from '@/schemas/settings'

export const ContactSettings: GlobalConfig = {
  slug: 'contact-settings',
  access: { read: anyone, update: authenticated },
  hooks: { afterChange: [revalidateGlobalAfterChange] },
  fields: [
    { name: 'email', type: 'text', validate: payloadValidate(contactSettingsSchema.shape.email) },
    { name: 'phone', type: 'text' },
    { name: 'address', type: 'textarea', localized: true },
    { name: 'mapEmbedUrl', type: 'text', validate: payloadValidate(contactSettingsSchema.shape.mapEmbedUrl) },
    // No default: an empty list in Nepali would hide the English one (a list with no Nepali is null and falls back).
    { name: 'formSubjects', type: 'json', validate: payloadValidate(stringList), localized: true },
  ],
}
