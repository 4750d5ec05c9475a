import type { CollectionConfig } from 'payload'

import { anyone, authenticated } from '@/access'
import { int32Field } from '@/fields/int32'
import { linkField } from '@/fields/link'
import { requiredInDefaultLocale } from '@/fields/localized'
import { revalidationHooks } from '@/hooks/revalidate'

export const HeroSections: CollectionConfig = {
  slug: 'hero-sections',
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'isActive', 'priority'] },
  access: { read: anyone, create: authenticated, update: authenticated, delete: authenticated },
  hooks: revalidationHooks,
  fields: [
    { name: 'title', type: 'text', required: true, localized: true, validate: requiredInDefaultLocale },
    { name: 'subtitle', type: 'textarea', localized: true },
    { name: 'backgroundType', type: 'text', defaultValue: 'color' },
    { name: 'backgroundColor', type: 'text' },
    { name: 'backgroundImage', type: 'text' },
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
}
