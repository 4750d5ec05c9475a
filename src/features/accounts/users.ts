import type { Payload, PayloadRequest, Where } from 'payload'

import type { User } from '@/payload-types'

/**
 * The fields of the documented user shape: never a password, hash, salt, session or lockout
 * detail, nor an API key (only when the account's key was made: null when it has none). The API
 * reference describes a user by these same fields (src/server/openapi/document.ts).
 */
export const API_USER_FIELDS = ['id', 'username', 'email', 'role', 'language', 'invitePending', 'apiKeyCreatedAt', 'createdAt', 'updatedAt'] as const

type ApiUser = Pick<User, (typeof API_USER_FIELDS)[number]>

/** The documented user shape, whatever else the record holds. */
export function toApiUser(user: ApiUser): ApiUser {
  return Object.fromEntries(API_USER_FIELDS.map((field) => [field, user[field] ?? null])) as ApiUser
}

/**
 * Who an account is, by name, for what staff share (a version's author, who scheduled a change):
 * read by the server, so an editor sees names an account list would not show them.
 */
export async function staffNames(payload: Payload, ids: unknown[]): Promise<(id: unknown) => { id: number; username: string } | null> {
  const wanted = [...new Set(ids.filter((id): id is number => typeof id === 'number'))]
  const { docs } = wanted.length
    ? await payload.find({ collection: 'users', where: { id: { in: wanted } }, select: { username: true }, pagination: false, depth: 0, overrideAccess: true })
    : { docs: [] }
  const names = new Map(docs.map((account) => [account.id, String(account.username)]))
  return (id) => (typeof id === 'number' && names.has(id) ? { id, username: names.get(id)! } : null)
}

/** Whether two names or e-mail addresses are one, as accounts store them: trimmed, in any case. */
export const sameName = (a: unknown, b: unknown): boolean => typeof a === 'string' && typeof b === 'string' && a.trim().toLowerCase() === b.trim().toLowerCase()

/**
 * Which account a login names, by one field only: a login with `@` is an email, any other a
 * username (both in any case, as Payload stores them lower-case). Usernames never contain `@`
 * (src/features/accounts/names.ts), so this never has two accounts to choose between.
 */
export function loginWhere(login: string): Where {
  const folded = login.trim().toLowerCase()
  return folded.includes('@') ? { email: { equals: folded } } : { username: { equals: folded } }
}

/**
 * The account a login names (`loginWhere`), read by the server whoever asks: a sign-in's checks,
 * "forgot password?" and the activity log's entries. Hidden fields (the lockout) on request.
 */
export async function accountByLogin(
  payload: Payload,
  login: string,
  { req, showHiddenFields = false }: { req?: PayloadRequest; showHiddenFields?: boolean } = {},
) {
  const { docs } = await payload.find({
    collection: 'users',
    where: loginWhere(login),
    limit: 1,
    depth: 0,
    overrideAccess: true,
    showHiddenFields,
    req,
  })
  return docs[0] ?? null
}
