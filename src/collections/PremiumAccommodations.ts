import { homepageListingFields } from '@/fields/homepage'
import { linkField } from '@/fields/link'
import { requiredLocalized } from '@/fields/localized'

import { contentCollection } from './content'

export const PremiumAccommodations = contentCollection({
  slug: 'premium-accommodations',
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'location', 'price', 'displayOnHomepage'] },
  fields: [
    requiredLocalized('title'),
    { name: 'description', type: 'textarea', localized: true },
    { name: 'image', type: 'text' },
    linkField('link', 'site'),
    { name: 'price', type: 'text', localized: true },
    { name: 'location', type: 'text', localized: true },
    ...homepageListingFields(false),
  ],
})
