import type { CollectionAfterChangeHook, CollectionBeforeChangeHook, CollectionConfig, FieldAccess } from 'payload'

import { anyone, authenticated } from '@/access'

/** What a visitor may write: the contact form's fields (docs/product.md#contact-page), nothing else. */
const FORM_FIELDS = ['name', 'email', 'phone', 'subject', 'message'] as const

/**
 * A message a visitor sends keeps only the form's fields, on every door (/api, /cms-api): no
 * timestamps of the sender's choosing (a 2099 date would pin it to the top of the inbox), no
 * `read` flag, nothing else Payload would accept.
 */
const keepOnlyFormFields: CollectionBeforeChangeHook = ({ data, req, operation }) => {
  if (operation !== 'create') return data
  const fields = req.user ? data : Object.fromEntries(FORM_FIELDS.filter((field) => field in data).map((field) => [field, data[field]]))
  // The API's contact route judges a form's submission (src/features/contact/spam.ts); no one else can.
  const spam = req.context.contactSpam === true
  return { ...fields, spam, notification: spam ? null : 'pending', notificationError: null, notifiedAt: null }
}

/** Staff hear of each message that is not spam: its notice is queued in the transaction that stores it (src/server/jobs/tasks.ts). */
const queueNotice: CollectionAfterChangeHook = async ({ doc, operation, req }) => {
  // The verdict as keepOnlyFormFields stored it (`doc` here is what the sender may read: no verdict).
  if (operation === 'create' && req.context.contactSpam !== true) await req.payload.jobs.queue({ task: 'contact-notice', input: { message: doc.id }, req })
  return doc
}

/**
 * Written by the site alone (the spam verdict, the notice's fate), never through a request; read by
 * staff only (a sender is not told how their message was judged).
 */
const noOne: FieldAccess = () => false
const systemOnly = { create: noOne, update: noOne, read: ({ req }: { req: { user?: unknown } }) => Boolean(req.user) }
/** Written once, by the sender; never changed through a request. */
const asSent = { update: noOne }

/** Messages sent through the public contact form; staff read them in the admin inbox. */
export const ContactMessages: CollectionConfig = {
  slug: 'contact-messages',
  admin: { useAsTitle: 'subject', defaultColumns: ['name', 'email', 'subject', 'read', 'createdAt'] },
  defaultSort: '-createdAt',
  access: { create: anyone, read: authenticated, update: authenticated, delete: authenticated },
  hooks: { beforeChange: [keepOnlyFormFields], afterChange: [queueNotice] },
  fields: [
    // What the visitor wrote stays as they wrote it: staff mark a message read, on either door,
    // and change nothing else of it.
    { name: 'name', type: 'text', required: true, access: asSent },
    { name: 'email', type: 'email', required: true, access: asSent },
    { name: 'phone', type: 'text', access: asSent },
    { name: 'subject', type: 'text', required: true, access: asSent },
    { name: 'message', type: 'textarea', required: true, access: asSent },
    {
      name: 'read',
      type: 'checkbox',
      defaultValue: false,
      index: true,
      // A visitor creating a message can never mark it read.
      access: { create: ({ req }) => Boolean(req.user) },
    },
    // Filled in the honeypot or sent too fast (src/features/contact/spam.ts): kept for the Spam view, not notified.
    { name: 'spam', type: 'checkbox', defaultValue: false, index: true, access: systemOnly },
    {
      // The staff notice: queued or being retried, sent, failed for good, or not sent (e-mail is off).
      name: 'notification',
      type: 'select',
      options: ['pending', 'sent', 'failed', 'off'],
      access: systemOnly,
    },
    { name: 'notificationError', type: 'text', access: systemOnly },
    { name: 'notifiedAt', type: 'date', access: systemOnly },
  ],
}
