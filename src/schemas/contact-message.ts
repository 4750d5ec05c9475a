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
