import { NextResponse } from 'next/server'

import { ACTIVITY_CONTEXT } from '@/features/activity/log'
import { queueMessageMails, STAFF_ACT } from '@/features/contact/messages-collection'
import { type ContactSubmission, contactNoteSchema, contactSpamSchema, contactSubmissionSchema } from '@/features/contact/schema'
import { formToken, isSpam, MIN_FILL_MS } from '@/features/contact/spam'
import { CONTACT_RATE_LIMIT } from '@/lib/constants'
import type { ContactMessage, User } from '@/payload-types'
import { findRecord } from '@/server/content/records'
import { editLock, resources, toApiDoc } from '@/server/content/resources'
import { inTransaction } from '@/server/db/transaction'
import type { ApiContext } from '@/server/http/context'
import { defineRoute, type Route, type RouteDeclaration } from '@/server/http/define-route'
import { HttpError } from '@/server/http/errors'
import { demoExample } from '@/server/openapi/examples'

const resource = resources.contactMessages

/** How `POST /api/contact-messages` differs from other creates: anyone sends, and the site's form is judged for spam. */
export const sendContactMessage: Pick<RouteDeclaration<ContactSubmission>, 'access' | 'operationId' | 'summary' | 'description' | 'body' | 'handle'> = {
  access: 'anyone',
  operationId: 'send-contact-message',
  summary: 'Send a message (the public contact form)',
  description:
    `Anyone may send one; at most ${CONTACT_RATE_LIMIT.max} in ${CONTACT_RATE_LIMIT.windowSeconds} s per client address. A visitor's message keeps only the form's fields. ` +
    `Staff are notified by e-mail. The site's form also sends \`website\` (a field people never see) and \`formToken\`: a message with \`website\` filled, ` +
    `or sent less than ${MIN_FILL_MS / 1000} s after its token was taken, is stored as spam and not notified. Without them a message is never judged spam.`,
  body: { schema: contactSubmissionSchema, name: 'ContactMessageInput', example: (now) => demoExample('contact-messages', now) },
  handle: async ({ body: { website, formToken: token, ...message }, context, user }) => {
    const spam = isSpam({ website, formToken: token })
    const doc = await inTransaction(context.payload, user, (req) =>
      context.payload.create({ collection: 'contact-messages', data: message, depth: 0, overrideAccess: false, user, req, context: { contactSpam: spam } }),
    )
    return NextResponse.json(toApiDoc(resource, doc), { status: 201 })
  },
}

/**
 * One act of staff on a message, under its edit lock (every write of a message takes it: each
 * writes the whole record back), as the signed-in account and with its field rules: `change`
 * reads the message as it stands inside the lock and answers what to write (null: nothing), and
 * whether to queue its mails with it.
 */
async function staffAct(
  { context, user, id }: { context: ApiContext; user: User | null; id: number },
  note: string,
  change: (message: ContactMessage) => { data: Partial<ContactMessage>; mails?: { notice: boolean; acknowledgement: boolean } } | null,
) {
  await findRecord(resource, context, id)
  const doc = await inTransaction(
    context.payload,
    user,
    async (req) => {
      const message = await context.payload.findByID({ collection: 'contact-messages', id, depth: 0, overrideAccess: false, user, req })
      const act = change(message)
      // Nothing to change (already so): nothing written, nothing logged.
      if (!act) return message
      const { data, mails } = act
      const updated = await context.payload.update({
        collection: 'contact-messages',
        id,
        data,
        depth: 0,
        overrideAccess: false,
        user,
        req,
        context: { [STAFF_ACT]: true, [ACTIVITY_CONTEXT]: { note } },
      })
      if (mails && (mails.notice || mails.acknowledgement)) await queueMessageMails(req, id, mails)
      return updated
    },
    { lock: editLock(resource, id) },
  )
  return NextResponse.json(toApiDoc(resource, doc))
}

/** The contact form's stamp, staff's retry of a notice that failed, their notes and the Spam verdict. */
export const contactRoutes: Route[] = [
  defineRoute({
    method: 'GET',
    path: '/api/contact-messages/form-token',
    tag: 'contact-messages',
    operationId: 'contact-form-token',
    summary: 'A stamp for the contact form',
    description: 'Signed by the server with the time it was made; the form sends it back as `formToken`. Never cached.',
    access: 'anyone',
    answers: {
      200: {
        description: 'The stamp',
        headers: { 'Cache-Control': { description: '`no-store`', type: 'string' } },
        shape: { json: { type: 'object', properties: { token: { type: 'string' } }, required: ['token'], additionalProperties: false } },
      },
    },
    handle: async () => NextResponse.json({ token: formToken() }, { headers: { 'Cache-Control': 'no-store' } }),
  }),
  defineRoute({
    method: 'POST',
    path: '/api/contact-messages/{id}/notify',
    tag: 'contact-messages',
    operationId: 'notify-contact-message',
    summary: 'Send the staff notice of a message again',
    description: 'Queues the notice anew (a failed one, or one to send again); the answer is the message with `notification` back to `pending`. Not for spam.',
    access: 'staff',
    id: resource.label,
    answers: {
      200: { description: 'The message, its notice queued', shape: { entity: 'contact-messages' } },
      409: { description: 'The message is marked as spam' },
    },
    handle: async ({ context, user, id }) => {
      const message = await findRecord(resource, context, id)
      if (message.spam) throw new HttpError(409, 'This message is marked as spam: it is not notified.')
      // Under the message's edit lock: a staff edit running meanwhile (marking it read) writes the
      // whole record back, and would put the old notice state back over this one.
      const doc = await inTransaction(
        context.payload,
        user,
        async (req) => {
          // The site's own write (staff cannot set these fields): the notice is queued with it.
          const updated = await context.payload.update({
            collection: 'contact-messages',
            id,
            data: { notification: 'pending', notificationError: null },
            depth: 0,
            req,
          })
          await context.payload.jobs.queue({ task: 'contact-notice', input: { message: id }, req })
          return updated
        },
        { lock: editLock(resource, id) },
      )
      return NextResponse.json(toApiDoc(resource, doc))
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/api/contact-messages/{id}/notes',
    tag: 'contact-messages',
    operationId: 'add-contact-message-note',
    summary: 'Add a staff note to a message',
    description: 'The note is kept last in `notes`, with the username of who wrote it (`author`) and when (`at`). Notes are added, never edited.',
    access: 'staff',
    id: resource.label,
    body: { schema: contactNoteSchema, name: 'ContactMessageNote', example: () => ({ text: 'Called back: they want the folk ensemble for June.' }) },
    answers: { 200: { description: 'The message with its notes', shape: { entity: 'contact-messages' } } },
    handle: (call) =>
      staffAct(call, 'note added', (message) => ({
        data: {
          notes: [
            ...(message.notes ?? []).map(({ id, text, author, at }) => ({ id, text, author, at })),
            { text: call.body.text, author: call.user?.username ?? null, at: new Date().toISOString() },
          ],
        },
      })),
  }),
  defineRoute({
    method: 'POST',
    path: '/api/contact-messages/{id}/spam',
    tag: 'contact-messages',
    operationId: 'mark-contact-message-spam',
    summary: 'Move a message to Spam, or out of it',
    description:
      '`{"spam": true}` moves it to the Spam view: a staff notice or acknowledgement not yet sent is not sent. `{"spam": false}` ("Not spam") puts it in the inbox as if it had come through: ' +
      "its staff notice and its sender's acknowledgement are queued, each unless it already went. The answer is the message.",
    access: 'staff',
    id: resource.label,
    body: { schema: contactSpamSchema, name: 'ContactMessageSpam', example: () => ({ spam: false }) },
    answers: { 200: { description: 'The message', shape: { entity: 'contact-messages' } } },
    handle: (call) =>
      staffAct(call, call.body.spam ? 'moved to Spam' : 'not spam', (message) => {
        if (Boolean(message.spam) === call.body.spam) return null
        if (call.body.spam) {
          // What was still to go is taken back (the tasks skip spam as well).
          return {
            data: {
              spam: true,
              ...(message.notification === 'pending' && { notification: null }),
              ...(message.acknowledgement === 'pending' && { acknowledgement: null }),
            },
          }
        }
        // Out of Spam: what the guard held back goes now, each mail once.
        const notice = message.notification == null
        const acknowledgement = message.acknowledgement == null
        return {
          data: { spam: false, ...(notice && { notification: 'pending' as const }), ...(acknowledgement && { acknowledgement: 'pending' as const }) },
          mails: { notice, acknowledgement },
        }
      }),
  }),
]
