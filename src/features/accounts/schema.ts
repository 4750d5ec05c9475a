import { z } from 'zod'

import { ROLES } from '@/access'
import { LOCALES } from '@/lib/i18n/locales'

export const PASSWORD_MIN_LENGTH = 12

export const passwordSchema = z.string().min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`)

/** Said of a password that spells out whose account it opens, or for which site. */
export const PERSONAL_PASSWORD_MESSAGE = "Choose a password without your username, your email or the site's name in it."

const letters = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '')

/**
 * Whether a password contains the account's username, the local part of its email, or the site's
 * name (`himalayanbeats`, `ceo@example.com1`, the username twice), ignoring case, spaces and
 * punctuation: the first guesses of anyone who knows the account or the site. Parts shorter than
 * 3 characters are not held against a password.
 */
export function passwordNamesItsAccount(password: string, account: { username?: string | null; email?: string | null }, siteName: string): boolean {
  const folded = letters(password)
  const parts = [account.username, account.email?.split('@')[0], siteName].map((part) => letters(part ?? '')).filter((part) => part.length >= 3)
  return parts.some((part) => folded.includes(part))
}

/**
 * What a username may be, on every door: plain ASCII letters, digits, dots, dashes and
 * underscores, so never an email (no `@`) and never a letter from another script that looks like
 * a Latin one. The Users collection holds every write to the same rules (src/features/accounts/names.ts).
 */
export const USERNAME_MIN_LENGTH = 2
export const USERNAME_PATTERN = /^[A-Za-z0-9._-]+$/
export const USERNAME_TOO_SHORT = `Username must be at least ${USERNAME_MIN_LENGTH} characters.`
export const USERNAME_CHARACTERS = 'Use letters, digits, dots, dashes or underscores.'
/** Said of a username that is, or looks like, another account's username or email. */
export const USERNAME_TAKEN = "This username is taken: it is, or looks like, another account's username or email."

export const userSchema = z.object({
  username: z.string().trim().min(USERNAME_MIN_LENGTH, USERNAME_TOO_SHORT).regex(USERNAME_PATTERN, USERNAME_CHARACTERS),
  email: z.string().trim().email('Please enter a valid email address.'),
  password: passwordSchema,
  role: z.enum(ROLES).optional(),
  /** The language of the mails the account is sent: `en` (the default) or `ne`. */
  language: z.enum(LOCALES).optional(),
})

/**
 * A new account (POST /api/users): with its password, or `invite: true` and no password, when the
 * person is sent a link to choose their own (docs/product.md#password-links-and-invitations).
 */
export const userCreateSchema = userSchema.extend({ password: passwordSchema.optional(), invite: z.boolean().optional() }).superRefine((account, context) => {
  if (account.invite && account.password !== undefined) {
    context.addIssue({ code: 'custom', path: ['password'], message: 'An invitation has no password: the person invited chooses it.' })
  } else if (!account.invite && account.password === undefined) {
    context.addIssue({ code: 'custom', path: ['password'], message: `Password must be at least ${PASSWORD_MIN_LENGTH} characters.` })
  }
})
export type UserCreateInput = z.infer<typeof userCreateSchema>

/** "Forgot password?": the account's email or username. */
export const forgotPasswordSchema = z.object({ login: z.string().trim().min(1, 'Enter your username or email.').max(320) })

/** A new password, with the token of the link that asked for it. */
export const resetPasswordSchema = z.object({
  token: z.string().min(1, 'The link has no token.').max(200),
  password: passwordSchema,
})

/** Changing one's own password (the account menu, POST /api/auth/change-password): the current one too. */
export const changePasswordSchema = z.object({
  currentPassword: z.string().min(1, 'Enter your current password to change it.'),
  password: passwordSchema,
})

/** Changing one's own password also takes the current one (src/features/accounts/sign-in.ts). */
export const userUpdateSchema = userSchema.partial().extend({ currentPassword: z.string().optional() })

export const loginSchema = z.object({
  login: z.string().trim().min(1, 'Enter your username or email.'),
  password: z.string().min(1, 'Enter your password.'),
})

/** The answer of `POST /api/users/{id}/api-key`: the key, shown this once, and when it was made. */
export const apiKeyIssuedSchema = z.object({
  userId: z.number().int(),
  apiKey: z.string().min(32),
  apiKeyCreatedAt: z.string().datetime({ offset: true }),
})
export type ApiKeyIssued = z.infer<typeof apiKeyIssuedSchema>
