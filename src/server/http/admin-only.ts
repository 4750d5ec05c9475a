import { isAdminUser } from '@/access'

import { type ApiContext } from './context'
import { forbidden } from './errors'
import { requireUser } from './request'

/** Managing accounts needs an admin: 401 signed out, 403 for an editor. */
export function requireAdmin(context: ApiContext) {
  const user = requireUser(context)
  if (!isAdminUser(user)) throw forbidden()
  return user
}
