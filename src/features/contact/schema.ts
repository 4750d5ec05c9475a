import { z } from 'zod'

import { en, type Messages } from '@/lib/i18n/en'
import { LOCALES } from '@/lib/i18n/locales'

/**
 * The public contact form's rules (docs/product.md#validation-rules), each field's message in a
 * language: the Nepali page's form says them in Nepali; the API says them in English, the spec's
 * words.
 */
export function contactMessageRules(errors: Messages['form']['errors']) {
  return z.object({
    name: z.string({ required_error: errors.name }).trim().min(2, errors.name),
    email: z.string({ required_error: errors.email }).trim().email(errors.email),
    phone: z.string().trim().optional(),
    // A subject left unchosen asks for one; a subject too short (the API's callers) says how long it must be.
    subject: z
      .string({
        errorMap: (issue, context) => {
          if (issue.code === 'invalid_type' && context.data !== undefined) return { message: context.defaultError }
          const missing = typeof context.data !== 'string' || context.data.trim() === ''
          return { message: missing ? errors.chooseSubject : errors.subject }
        },
      })
      .trim()
      .min(2),
    message: z.string({ required_error: errors.message }).trim().min(10, errors.message),
  })
}

/** The public contact form (docs/product.md#contact-page), shared by the form and POST /api/contact-messages. */
// Pure: the site's form builds its own rules, and its bundle leaves the English catalogue out.
export const contactMessageSchema = /* @__PURE__ */ contactMessageRules(en.form.errors)
export type ContactMessageInput = z.infer<typeof contactMessageSchema>

/** How far staff have worked a message beyond reading it: answered, or done with. */
export const MESSAGE_HANDLED = ['replied', 'done'] as const

/** What staff change of a message: whether it is read, and how far it is worked (null: neither replied nor done). At least one. */
export const contactMessageUpdateSchema = z
  .object({
    read: z.boolean().optional(),
    handled: z.enum(MESSAGE_HANDLED).nullable().optional().describe('`replied` or `done`; null takes it back. Setting it also marks the message read'),
  })
  .refine((change) => change.read !== undefined || change.handled !== undefined, { message: 'Send read or handled' })

/** A staff note on a message (POST /api/contact-messages/{id}/notes). */
export const contactNoteSchema = z.object({ text: z.string().trim().min(1, 'Write a note').max(2000) })

/** Staff move a message to Spam, or take it out (POST /api/contact-messages/{id}/spam). */
export const contactSpamSchema = z.object({ spam: z.boolean() })

/**
 * What the site's own form sends besides (src/features/contact/spam.ts): the field people never see,
 * and the stamp of when the form was opened. Both optional: a call without them is the API's contract.
 */
export const contactSubmissionSchema = contactMessageSchema.extend({
  website: z.string().max(500).optional().describe("The form's hidden field, left empty by people"),
  formToken: z.string().max(200).optional().describe('The stamp from `GET /api/contact-messages/form-token`, taken when the form opened'),
  locale: z.enum(LOCALES).optional().describe("The language the form was sent in (`en` unless given): the visitor's acknowledgement is written in it"),
})
export type ContactSubmission = z.infer<typeof contactSubmissionSchema>
