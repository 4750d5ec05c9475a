import { z } from 'zod'

import { en, type Messages } from '@/lib/i18n/en'

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
    subject: z.string({ required_error: errors.subject }).trim().min(2, errors.subject),
    message: z.string({ required_error: errors.message }).trim().min(10, errors.message),
  })
}

/** The public contact form (docs/product.md#contact-page), shared by the form and POST /api/contact-messages. */
// Pure: the site's form builds its own rules, and its bundle leaves the English catalogue out.
export const contactMessageSchema = /* @__PURE__ */ contactMessageRules(en.form.errors)
export type ContactMessageInput = z.infer<typeof contactMessageSchema>

export const contactMessageUpdateSchema = z.object({ read: z.boolean() })

/**
 * What the site's own form sends besides (src/features/contact/spam.ts): the field people never see,
 * and the stamp of when the form was opened. Both optional: a call without them is the API's contract.
 */
export const contactSubmissionSchema = contactMessageSchema.extend({
  website: z.string().max(500).optional().describe("The form's hidden field, left empty by people"),
  formToken: z.string().max(200).optional().describe('The stamp from `GET /api/contact-messages/form-token`, taken when the form opened'),
})
export type ContactSubmission = z.infer<typeof contactSubmissionSchema>
