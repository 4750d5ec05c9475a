import type { CollectionAfterChangeHook, CollectionAfterOperationHook, CollectionBeforeChangeHook, PayloadRequest } from 'payload'

import type { AccountNoticeKind } from '@/features/accounts/mails'
import { sameName } from '@/features/accounts/users'

/**
 * Notices to an account's holder (src/features/mail/templates.ts accountNoticeMail): its e-mail changed (to
 * the old address and to the new one), its password changed, a reset link was used, or an admin
 * made it an API key. They are the Users collection's hooks (src/features/accounts/users-collection.ts), so every
 * door queues them alike: /api, /cms-api, the /cms panel and the Local API. Each is a job of the
 * queue (src/server/jobs/tasks.ts, `account-notice`), queued in the transaction of the change, so
 * a change that fails tells no one and one that is saved is told once (a reset by link, whose
 * change Payload saves before any hook of ours hears of it, is queued just after it).
 */

/** In a request's context: the accounts whose password this request sets (a change's hooks see it before the password is hashed away). */
const PASSWORD_SET = 'accountNoticePasswordSet'

/** Remembers that this update sets the account's password: Payload drops the password from what later hooks see. */
export const notePasswordSet: CollectionBeforeChangeHook = ({ data, operation, originalDoc, req }) => {
  if (operation === 'update' && typeof data.password === 'string' && data.password !== '' && originalDoc?.id !== undefined) {
    const ids = req.context[PASSWORD_SET] ?? []
    req.context[PASSWORD_SET] = [...ids, originalDoc.id]
  }
  return data
}

function takePasswordSet(req: PayloadRequest, id: number | string): boolean {
  const ids = req.context[PASSWORD_SET] ?? []
  if (!ids.some((one) => String(one) === String(id))) return false
  req.context[PASSWORD_SET] = ids.filter((one) => String(one) !== String(id))
  return true
}

const queueNotice = (req: PayloadRequest, user: number, kind: AccountNoticeKind, to: string) =>
  req.payload.jobs.queue({ task: 'account-notice', input: { user, kind, to }, req })

/**
 * After an account is saved: what changed, against the account as it was, each told to whom it
 * concerns. The address a notice goes to is kept in its job (the old one is no longer the
 * account's); nothing else is, no password and no key.
 */
export const queueAccountNotices: CollectionAfterChangeHook = async ({ doc, operation, previousDoc, req }) => {
  if (operation !== 'update') return doc
  const account = doc as { id: number; email?: string | null; apiKeyCreatedAt?: string | null }
  const before = previousDoc as { email?: string | null; apiKeyCreatedAt?: string | null } | undefined
  const email = account.email
  if (typeof email !== 'string' || email === '') return doc
  if (typeof before?.email === 'string' && before.email !== '' && !sameName(before.email, email)) {
    await queueNotice(req, account.id, 'email-changed-old', before.email)
    await queueNotice(req, account.id, 'email-changed-new', email)
  }
  if (takePasswordSet(req, account.id)) await queueNotice(req, account.id, 'password-changed', email)
  if (account.apiKeyCreatedAt && account.apiKeyCreatedAt !== before?.apiKeyCreatedAt) await queueNotice(req, account.id, 'api-key', email)
  return doc
}

/**
 * A password chosen with a reset link, on whichever door (Payload's reset runs no change hooks):
 * the holder is told. An invitation accepted is not a reset, and tells no one.
 */
export const noticeOfReset: CollectionAfterOperationHook = async ({ operation, result, req }) => {
  if (operation !== 'resetPassword') return result
  const account = (result as { user?: { id?: number; email?: string | null; invitePending?: boolean | null } } | undefined)?.user
  if (account?.id && typeof account.email === 'string' && account.email !== '' && !account.invitePending) {
    // After the reset is saved: a notice that cannot be queued is logged, and the reset stands.
    try {
      await queueNotice(req, account.id, 'password-reset', account.email)
    } catch (error) {
      req.payload.logger.error({ err: error, msg: `Could not queue the notice of account ${account.id}'s password reset` })
    }
  }
  return result
}
