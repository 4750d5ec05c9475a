import { sectionLookFields } from '@/fields/homepage'
import { int32Field } from '@/fields/int32'
import { linkField } from '@/fields/link'
import { DEFAULT_ITEMS_TO_SHOW } from '@/lib/constants'

import { contentCollection } from './content'

export const HomepageSections = contentCollection({
  slug: 'homepage-sections',
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'sectionType', 'isActive', 'displayOrder'] },
  fields: [
    { name: 'sectionType', type: 'text', required: true, admin: { description: 'e.g. premium-accommodations' } },
    ...sectionLookFields(),
    { name: 'isActive', type: 'checkbox', defaultValue: true, index: true },
    { name: 'showButton', type: 'checkbox', defaultValue: true },
    { name: 'buttonText', type: 'text', localized: true },
    linkField('buttonLink', 'site'),
    int32Field({ name: 'displayOrder', defaultValue: 0 }),
    { name: 'template', type: 'text', defaultValue: 'default' },
    int32Field({ name: 'itemsToShow', defaultValue: DEFAULT_ITEMS_TO_SHOW }),
  ],
})
