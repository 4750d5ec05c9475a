import { homepageListingFields } from '@/fields/homepage'
import { linkField } from '@/fields/link'
import { requiredLocalized } from '@/fields/localized'

import { contentCollection } from './content'

export const TourLocations = contentCollection({
  slug: 'tour-locations',
  admin: { useAsTitle: 'city', defaultColumns: ['city', 'venue', 'date', 'displayOnHomepage'] },
  fields: [
    requiredLocalized('city'),
    requiredLocalized('venue'),
    { name: 'date', type: 'date', required: true },
    { name: 'image', type: 'text' },
    linkField('ticketLink', 'web'),
    ...homepageListingFields(true),
  ],
})
