import { NextResponse } from 'next/server'

import { type ContactSubmission, contactSubmissionSchema } from '@/features/contact/schema'
import { formToken, isSpam, MIN_FILL_MS } from '@/features/contact/spam'
import { CONTACT_RATE_LIMIT } from '@/lib/constants'
import { findRecord } from '@/server/content/records'
import { editLock, resources, toApiDoc } from '@/server/content/resources'
import { inTransaction } from '@/server/db/transaction'
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

/** The contact form's stamp, and staff's retry of a notice that failed. */
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
]
