import { z } from 'zod'

import { ROLES } from '@/access'

export const PASSWORD_MIN_LENGTH = 12

export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`)

export const userSchema = z.object({
  username: z
    .string()
    .trim()
    .min(2, 'Username must be at least 2 characters.')
    .regex(/^[A-Za-z0-9._-]+$/, 'Use letters, digits, dots, dashes or underscores.'),
  email: z.string().trim().email('Please enter a valid email address.'),
  password: passwordSchema,
  role: z.enum(ROLES).optional(),
})

export const userUpdateSchema = userSchema.partial()

export const loginSchema = z.object({
  login: z.string().trim().min(1, 'Enter your username or email.'),
  password: z.string().min(1, 'Enter your password.'),
})
