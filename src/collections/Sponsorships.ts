import { authenticatedOr } from '@/access'
import { int32Field } from '@/fields/int32'
import { requiredLocalized } from '@/fields/localized'
import { SPONSORSHIP_VISIBILITIES } from '@/lib/constants'
import { payloadValidate, stringList } from '@/schemas/common'

import { contentCollection } from './content'

export const Sponsorships = contentCollection({
  slug: 'sponsorships',
  admin: { useAsTitle: 'packageName', defaultColumns: ['packageName', 'visibility', 'priority'] },
  defaultSort: 'priority',
  // Internal packages are never shown to the public.
  read: authenticatedOr({ visibility: { equals: 'public' } }),
  fields: [
    requiredLocalized('packageName'),
    { name: 'description', type: 'textarea', localized: true },
    // No default: an empty list in Nepali would hide the English one (a list with no Nepali is null and falls back).
    { name: 'benefits', type: 'json', validate: payloadValidate(stringList), localized: true },
    { name: 'image', type: 'text', admin: { description: 'File name of an upload in Media' } },
    {
      name: 'visibility',
      type: 'select',
      options: [...SPONSORSHIP_VISIBILITIES],
      defaultValue: 'public',
      required: true,
      index: true,
    },
    int32Field({ name: 'priority', defaultValue: 0, index: true }),
  ],
})
