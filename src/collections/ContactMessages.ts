import type { CollectionBeforeChangeHook, CollectionConfig } from 'payload'

import { anyone, authenticated } from '@/access'

/** What a visitor may write: the contact form's fields (SPEC §2), nothing else. */
const FORM_FIELDS = ['name', 'email', 'phone', 'subject', 'message'] as const

/**
 * A message a visitor sends keeps only the form's fields, on every door (/api, /cms-api): no
 * timestamps of the sender's choosing (a 2099 date would pin it to the top of the inbox), no
 * `read` flag, nothing else Payload would accept.
 */
const keepOnlyFormFields: CollectionBeforeChangeHook = ({ data, req, operation }) => {
  if (operation !== 'create' || req.user) return data
  return Object.fromEntries(FORM_FIELDS.filter((field) => field in data).map((field) => [field, data[field]]))
}

/** Messages sent through the public contact form; staff read them in the admin inbox. */
export const ContactMessages: CollectionConfig = {
  slug: 'contact-messages',
  admin: { useAsTitle: 'subject', defaultColumns: ['name', 'email', 'subject', 'read', 'createdAt'] },
  defaultSort: '-createdAt',
  access: { create: anyone, read: authenticated, update: authenticated, delete: authenticated },
  hooks: { beforeChange: [keepOnlyFormFields] },
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
