import type { User } from '@/payload-types'

/**
 * The fields of the documented user shape: never a password, hash, salt, session or lockout
 * detail, nor an API key (only when the account's key was made: null when it has none). The API
 * reference describes a user by these same fields (src/server/openapi/document.ts).
 */
export const API_USER_FIELDS = ['id', 'username', 'email', 'role', 'invitePending', 'apiKeyCreatedAt', 'createdAt', 'updatedAt'] as const

type ApiUser = Pick<User, (typeof API_USER_FIELDS)[number]>

/** The documented user shape, whatever else the record holds. */
export function toApiUser(user: ApiUser): ApiUser {
  return Object.fromEntries(API_USER_FIELDS.map((field) => [field, user[field] ?? null])) as ApiUser
}
