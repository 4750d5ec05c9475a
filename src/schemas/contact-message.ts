import { z } from 'zod'

/** The public contact form (SPEC §5), shared by the form and POST /api/contact-messages. */
export const contactMessageSchema = z.object({
  name: z.string({ required_error: 'Name must be at least 2 characters.' }).trim().min(2, 'Name must be at least 2 characters.'),
  email: z.string({ required_error: 'Please enter a valid email address.' }).trim().email('Please enter a valid email address.'),
  phone: z.string().trim().optional(),
  subject: z
    .string({ required_error: 'Subject must be at least 2 characters.' })
    .trim()
    .min(2, 'Subject must be at least 2 characters.'),
  message: z
    .string({ required_error: 'Message must be at least 10 characters.' })
    .trim()
    .min(10, 'Message must be at least 10 characters.'),
})
export type ContactMessageInput = z.infer<typeof contactMessageSchema>

export const contactMessageUpdateSchema = z.object({ read: z.boolean() })

/**
 * What the site's own form sends besides (src/server/contact-spam.ts): the field people never see,
 * and the stamp of when the form was opened. Both optional: a call without them is the API's contract.
 */
export const contactSubmissionSchema = contactMessageSchema.extend({
  website: z.string().max(500).optional().describe("The form's hidden field, left empty by people"),
  formToken: z.string().max(200).optional().describe('The stamp from `GET /api/contact-messages/form-token`, taken when the form opened'),
})
export type ContactSubmission = z.infer<typeof contactSubmissionSchema>
