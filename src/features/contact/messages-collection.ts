import type { CollectionAfterChangeHook, CollectionBeforeChangeHook, CollectionConfig, FieldAccess, PayloadRequest } from 'payload'

import { anyone, authenticated } from '@/access'
import { LOCALES } from '@/lib/i18n/locales'

/** What a visitor may write: the contact form's fields (docs/product.md#contact-page), nothing else. */
const FORM_FIELDS = ['name', 'email', 'phone', 'subject', 'message', 'locale'] as const

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
  const pending = spam ? null : 'pending'
  return { ...fields, spam, notification: pending, notificationError: null, notifiedAt: null, acknowledgement: pending }
}

/**
 * How far a message is worked follows from what staff set: replied or done is read; marked unread
 * again, it starts over.
 */
const keepStateTogether: CollectionBeforeChangeHook = ({ data, operation, originalDoc }) => {
  if (operation !== 'update') return data
  const changed = (field: 'read' | 'handled') => data[field] !== undefined && data[field] !== (originalDoc?.[field] ?? null)
  if (changed('handled') && data.handled) return { ...data, read: true }
  if (changed('read') && data.read === false) return { ...data, handled: null }
  return data
}

/**
 * Staff hear of each message that is not spam, and its sender is told it arrived: both mails are
 * queued in the transaction that stores it (src/server/jobs/tasks.ts).
 */
const queueMails: CollectionAfterChangeHook = async ({ doc, operation, req }) => {
  // The verdict as keepOnlyFormFields stored it (`doc` here is what the sender may read: no verdict).
  if (operation === 'create' && req.context.contactSpam !== true) await queueMessageMails(req, doc.id, { notice: true, acknowledgement: true })
  return doc
}

/** Queues a message's staff notice, its sender's acknowledgement, or both, in the request's transaction. */
export async function queueMessageMails(req: PayloadRequest, message: number, which: { notice: boolean; acknowledgement: boolean }) {
  if (which.notice) await req.payload.jobs.queue({ task: 'contact-notice', input: { message }, req })
  if (which.acknowledgement) await req.payload.jobs.queue({ task: 'contact-acknowledgement', input: { message }, req })
}

/**
 * Written by the site alone (the spam verdict, the notice's fate), never through a request; read by
 * staff only (a sender is not told how their message was judged).
 */
const noOne: FieldAccess = () => false
const staffReads = ({ req }: { req: { user?: unknown } }) => Boolean(req.user)
const systemOnly = { create: noOne, update: noOne, read: staffReads }
/**
 * The context by which the contact routes say a write is one of their own acts for a signed-in
 * account (src/features/contact/routes.ts: a note added, a message moved to or out of Spam): a
 * request cannot set it, so no door writes these fields directly.
 */
export const STAFF_ACT = 'contactStaffAct'
const staffAct: FieldAccess = ({ req }) => Boolean(req.user) && req.context[STAFF_ACT] === true
/** Set by the site, and by the contact routes' acts for staff. */
const systemOrStaffAct = { create: noOne, update: staffAct, read: staffReads }
/** Written once, by the sender; never changed through a request. */
const asSent = { update: noOne }

/** Messages sent through the public contact form; staff read them in the admin inbox. */
export const ContactMessages: CollectionConfig = {
  slug: 'contact-messages',
  admin: { useAsTitle: 'subject', defaultColumns: ['name', 'email', 'subject', 'read', 'createdAt'] },
  defaultSort: '-createdAt',
  access: { create: anyone, read: authenticated, update: authenticated, delete: authenticated },
  hooks: { beforeChange: [keepOnlyFormFields, keepStateTogether], afterChange: [queueMails] },
  fields: [
    // What the visitor wrote stays as they wrote it: staff mark a message read, replied or done,
    // on either door, and change nothing else of it.
    { name: 'name', type: 'text', required: true, access: asSent },
    { name: 'email', type: 'email', required: true, access: asSent },
    { name: 'phone', type: 'text', access: asSent },
    { name: 'subject', type: 'text', required: true, access: asSent },
    { name: 'message', type: 'textarea', required: true, access: asSent },
    // The language of the page the form was sent from: the acknowledgement is written in it.
    { name: 'locale', type: 'select', options: [...LOCALES], defaultValue: 'en', access: asSent },
    {
      name: 'read',
      type: 'checkbox',
      defaultValue: false,
      index: true,
      // A visitor creating a message can never mark it read.
      access: { create: ({ req }) => Boolean(req.user) },
    },
    {
      // Worked beyond reading: answered, or done with (null: neither). Setting it marks the message read.
      name: 'handled',
      type: 'select',
      options: ['replied', 'done'],
      index: true,
      access: { create: ({ req }) => Boolean(req.user) },
    },
    {
      // Staff's notes, oldest first: added one at a time (POST /api/contact-messages/{id}/notes), each with who wrote it and when.
      name: 'notes',
      type: 'array',
      access: systemOrStaffAct,
      fields: [
        { name: 'text', type: 'textarea', required: true },
        { name: 'author', type: 'text' },
        { name: 'at', type: 'date' },
      ],
    },
    // Filled in the honeypot or sent too fast (src/features/contact/spam.ts): kept for the Spam view, not notified.
    // Staff move a message to Spam or out of it (POST /api/contact-messages/{id}/spam).
    { name: 'spam', type: 'checkbox', defaultValue: false, index: true, access: systemOrStaffAct },
    {
      // The staff notice: queued or being retried, sent, failed for good, or not sent (e-mail is off).
      name: 'notification',
      type: 'select',
      options: ['pending', 'sent', 'failed', 'off'],
      access: systemOrStaffAct,
    },
    { name: 'notificationError', type: 'text', access: systemOnly },
    { name: 'notifiedAt', type: 'date', access: systemOnly },
    // The sender's acknowledgement: queued, sent, failed for good, or not sent (switched off, or e-mail is off). Null: none (spam).
    { name: 'acknowledgement', type: 'select', options: ['pending', 'sent', 'failed', 'off'], access: systemOrStaffAct },
  ],
}
