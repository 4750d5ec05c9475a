import type { GlobalConfig } from 'payload'

import { anyone, authenticated } from '@/access'
import { linkField } from '@/fields/link'
import { revalidateGlobalAfterChange } from '@/hooks/revalidate'
import { payloadValidate } from '@/schemas/common'
import { additionalLinkSchema, footerSocialLinksSchema } from '@/schemas/settings'

export const FooterSettings: GlobalConfig = {
  slug: 'footer-settings',
  access: { read: anyone, update: authenticated },
  hooks: { afterChange: [revalidateGlobalAfterChange] },
  fields: [
    { name: 'socialLinks', type: 'json', validate: payloadValidate(footerSocialLinksSchema) },
    { name: 'copyright', type: 'text', localized: true },
    { name: 'showSocialLinks', type: 'checkbox', defaultValue: true },
    { name: 'additionalLinks', type: 'json', defaultValue: [], validate: payloadValidate(additionalLinkSchema.array()) },
    linkField('privacyPolicyUrl', 'site'),
    linkField('termsUrl', 'site'),
    { name: 'yearOverride', type: 'text', admin: { description: 'Empty: the current year' } },
  ],
}
