import type { CollectionConfig } from 'payload'

import { anyone, authenticated } from '@/access'

/** Messages sent through the public contact form; staff read them in the admin inbox. */
export const ContactMessages: CollectionConfig = {
  slug: 'contact-messages',
  admin: { useAsTitle: 'subject', defaultColumns: ['name', 'email', 'subject', 'read', 'createdAt'] },
  defaultSort: '-createdAt',
  access: { create: anyone, read: authenticated, update: authenticated, delete: authenticated },
  fields: [
    { name: 'name', type: 'text', required: true },
    { name: 'email', type: 'email', required: true },
    { name: 'phone', type: 'text' },
    { name: 'subject', type: 'text', required: true },
    { name: 'message', type: 'textarea', required: true },
    {
      name: 'read',
      type: 'checkbox',
      defaultValue: false,
      index: true,
      // A visitor creating a message can never mark it read.
      access: { create: ({ req }) => Boolean(req.user) },
    },
  ],
}
