import { sectionLookFields } from '@/fields/homepage'
import { int32Field } from '@/fields/int32'
import { linkField } from '@/fields/link'

import { contentCollection } from './content'

export const HeroSections = contentCollection({
  slug: 'hero-sections',
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'isActive', 'priority'] },
  fields: [
    ...sectionLookFields(),
    { name: 'primaryButtonText', type: 'text', localized: true },
    linkField('primaryButtonLink', 'site'),
    { name: 'buttonText', type: 'text', localized: true },
    linkField('buttonLink', 'site'),
    { name: 'secondaryButtonText', type: 'text', localized: true },
    linkField('secondaryButtonLink', 'site'),
    { name: 'template', type: 'text', defaultValue: 'default' },
    { name: 'isActive', type: 'checkbox', defaultValue: false, index: true },
    int32Field({ name: 'priority', defaultValue: 0 }),
  ],
})
