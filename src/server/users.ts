import type { User } from '@/payload-types'

/** The documented user shape: never a password, hash, salt, session or lockout detail. */
export function toApiUser(user: Pick<User, 'id' | 'username' | 'email' | 'role' | 'createdAt' | 'updatedAt'>) {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    role: user.role,
    createdAt: user.createdAt,
    updatedAt: user.updatedAt,
  }
}
