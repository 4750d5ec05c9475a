import type { User } from '@/payload-types'

/**
 * The documented user shape: never a password, hash, salt, session or lockout detail, nor an API
 * key (only when the account's key was made: null when it has none).
 */
export function toApiUser(user: Pick<User, 'id' | 'username' | 'email' | 'role' | 'apiKeyCreatedAt' | 'createdAt' | 'updatedAt'>) {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    role: user.role,
    apiKeyCreatedAt: user.apiKeyCreatedAt ?? null,
    createdAt: user.createdAt,
    updatedAt: user.updatedAt,
  }
}
