import type { CollectionConfig } from 'payload'

import { anyone, authenticated } from '@/access'
import { int32Field } from '@/fields/int32'
import { linkField } from '@/fields/link'
import { requiredInDefaultLocale } from '@/fields/localized'
import { revalidationHooks } from '@/hooks/revalidate'
import { DEFAULT_ITEMS_TO_SHOW } from '@/lib/constants'

export const HomepageSections: CollectionConfig = {
  slug: 'homepage-sections',
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'sectionType', 'isActive', 'displayOrder'] },
  access: { read: anyone, create: authenticated, update: authenticated, delete: authenticated },
  hooks: revalidationHooks,
  fields: [
    { name: 'sectionType', type: 'text', required: true, admin: { description: 'e.g. premium-accommodations' } },
    { name: 'title', type: 'text', required: true, localized: true, validate: requiredInDefaultLocale },
    { name: 'subtitle', type: 'textarea', localized: true },
    { name: 'backgroundType', type: 'text', defaultValue: 'color' },
    { name: 'backgroundColor', type: 'text' },
    { name: 'backgroundImage', type: 'text' },
    { name: 'isActive', type: 'checkbox', defaultValue: true, index: true },
    { name: 'showButton', type: 'checkbox', defaultValue: true },
    { name: 'buttonText', type: 'text', localized: true },
    linkField('buttonLink', 'site'),
    int32Field({ name: 'displayOrder', defaultValue: 0 }),
    { name: 'template', type: 'text', defaultValue: 'default' },
    int32Field({ name: 'itemsToShow', defaultValue: DEFAULT_ITEMS_TO_SHOW }),
  ],
}
