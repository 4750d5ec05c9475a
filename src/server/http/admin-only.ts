import { isAdminUser } from '@/access'

import { forbidden } from './errors'
import { requireUser } from './request'
import { type ApiContext } from './context'

/** Managing accounts needs an admin: 401 signed out, 403 for an editor. */
export function requireAdmin(context: ApiContext) {
  const user = requireUser(context)
  if (!isAdminUser(user)) throw forbidden()
  return user
}
