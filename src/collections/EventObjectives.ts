import { int32Field } from '@/fields/int32'
import { requiredInDefaultLocale } from '@/fields/localized'

import { contentCollection } from './content'

export const EventObjectives = contentCollection({
  slug: 'event-objectives',
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'icon', 'position'] },
  defaultSort: 'position',
  hooks: {
    // New objectives go to the end of the list unless a position is given.
    beforeChange: [
      async ({ data, operation, req }) => {
        if (operation !== 'create' || typeof data.position === 'number') return data
        const last = await req.payload.find({
          collection: 'event-objectives',
          sort: '-position',
          limit: 1,
          depth: 0,
          req,
        })
        return { ...data, position: ((last.docs[0]?.position as number | undefined) ?? 0) + 1 }
      },
    ],
  },
  fields: [
    { name: 'title', type: 'text', localized: true, validate: requiredInDefaultLocale },
    { name: 'icon', type: 'text' },
    { name: 'description', type: 'textarea', localized: true },
    int32Field({ name: 'position', index: true, admin: { description: 'Lower shows first' } }),
  ],
})
