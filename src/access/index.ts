import type { Access, FieldAccess, PayloadRequest } from 'payload'

import { PREVIEW_CONTEXT } from '@/features/publishing/states'
import { publiclyUsedFiles } from '@/server/media/usage'

/** Roles a staff account can hold (docs/product.md#roles-and-permissions). */
export const ROLES = ['admin', 'editor'] as const
export type Role = (typeof ROLES)[number]

type StaffUser = { id: number; role?: Role | null }

function staff(req: PayloadRequest): StaffUser | null {
  const user = req.user as StaffUser | null | undefined
  return user ?? null
}

export const isAdminUser = (user: unknown): boolean => Boolean(user && (user as StaffUser).role === 'admin')

/** Anyone, signed in or not: what the public site reads. */
export const anyone: Access = () => true

/** Any signed-in staff member (admin or editor). */
export const authenticated: Access = ({ req }) => Boolean(staff(req))

/** Admins only: managing user accounts. */
export const admins: Access = ({ req }) => isAdminUser(staff(req))

/** Admins see every account; an editor sees only their own (the /cms panel needs it). */
export const adminsOrSelf: Access = ({ req }) => {
  const user = staff(req)
  if (!user) return false
  if (isAdminUser(user)) return true
  return { id: { equals: user.id } }
}

export const adminsFieldOnly: FieldAccess = ({ req }) => isAdminUser(staff(req))

/** Staff read everything; anonymous visitors only rows matching `publicWhere`. */
export const authenticatedOr =
  (publicWhere: Record<string, { equals: unknown }>): Access =>
  ({ req }) =>
    staff(req) ? true : publicWhere

/**
 * Uploads: staff see them all; an anonymous visitor only the files a record they may read uses
 * (never those of an archived artist or an internal package), in lists and as downloads. A public
 * page's read for a staff member's preview (src/features/publishing/preview.ts: a context only the
 * server sets, once it has found the staff session) sees them all too: the drafts' new files and
 * their alt texts.
 */
export const authenticatedOrPubliclyUsed: Access = async ({ req }) => {
  if (staff(req) || req.context?.[PREVIEW_CONTEXT] === true) return true
  const names = await publiclyUsedFiles(req.payload)
  return names.length > 0 ? { filename: { in: names } } : false
}
