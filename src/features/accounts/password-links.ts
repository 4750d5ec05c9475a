import { createHash, randomBytes } from 'node:crypto'

import {
  type CollectionAfterOperationHook,
  type CollectionBeforeChangeHook,
  type CollectionBeforeOperationHook,
  type Payload,
  type PayloadRequest,
  ValidationError,
} from 'payload'

import { passwordProblem } from '@/features/accounts/password-rules'
import { loginWhere, sameName } from '@/features/accounts/users'
import { PASSWORD_LINK_LIMIT } from '@/lib/constants'
import type { User } from '@/payload-types'
import { inTransaction } from '@/server/db/transaction'
import { refuseOverLimit } from '@/server/http/rate-limited'
import { siteUrl } from '@/server/runtime/env'

/**
 * Links to choose a password (docs/product.md#password-links-and-invitations): "Forgot password?"
 * sends one valid an hour, an admin's invitation one valid 72 hours. Both are Payload's own reset
 * token (`resetPasswordToken`, with `resetPasswordExpiration`), so a link works once and on every
 * door: our pages and `POST /api/auth/reset-password`, and Payload's
 * `/cms-api/users/reset-password` and `/cms` reset screen, all held to the same password rules
 * (`holdResetToPasswordRules`). The mail goes from the jobs queue (src/server/jobs/tasks.ts),
 * queued in the transaction that stores the token.
 */

export type LinkKind = 'reset' | 'invite'

export const LINK_VALID_HOURS: Record<LinkKind, number> = { reset: 1, invite: 72 }

/** The page a link opens, on SITE_URL. */
export const linkPage = (kind: LinkKind, token: string) => `${siteUrl()}/admin/${kind === 'invite' ? 'set-password' : 'reset-password'}/${token}`

/** What `POST /api/auth/forgot-password` answers, whether or not an account matched. */
export const FORGOT_ANSWER = 'If an account matches, a link to choose a new password is on its way to its email address. The link works for one hour.'

/** Said of a link that is wrong, used or out of date. */
export const BAD_LINK = 'This link is not valid: it has been used, has run out or was mistyped. Ask for a new one.'

/** A forgot-password answer takes at least this long, found or not, so its timing tells nothing. */
const FORGOT_MIN_MS = 400

/**
 * Stores a fresh token for the account and queues its mail, both in the transaction of `req`: a
 * newer link replaces an older one (the older mail, if still queued, is then not sent). An
 * invitation's mail names the admin who sent it (`invitedBy`).
 */
export async function issuePasswordLink(
  payload: Payload,
  req: PayloadRequest,
  account: Pick<User, 'id'>,
  kind: LinkKind,
  invitedBy?: Pick<User, 'username'> | null,
): Promise<void> {
  const expires = new Date(Date.now() + LINK_VALID_HOURS[kind] * 3_600_000).toISOString()
  await payload.update({
    collection: 'users',
    id: account.id,
    data: { resetPasswordToken: randomBytes(20).toString('hex'), resetPasswordExpiration: expires, ...(kind === 'invite' && { invitePending: true }) },
    depth: 0,
    req,
    // The queue's own write: the requester may be a visitor who forgot their password.
    overrideAccess: true,
  })
  await payload.jobs.queue({ task: 'password-link', input: { user: account.id, kind, expires, ...(invitedBy && { invitedBy: invitedBy.username }) }, req })
}

/** Counts one request against a per-account budget (the text submitted, never whether it names an account). */
const countForAccount = (payload: Payload, key: string) => refuseOverLimit(payload, key, PASSWORD_LINK_LIMIT)

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * "Forgot password?": a link to the account whose email or username `login` is, if any. The same
 * answer, in about the same time, whether or not one exists; a per-account limit counts `login` as
 * written, so its 429 tells nothing either.
 */
export async function requestPasswordReset(payload: Payload, login: string): Promise<void> {
  const started = Date.now()
  const folded = login.trim().toLowerCase()
  await countForAccount(payload, `forgot:${folded}`)
  await inTransaction(payload, null, async (req) => {
    const { docs } = await payload.find({
      collection: 'users',
      where: loginWhere(folded),
      limit: 1,
      depth: 0,
      req,
      // Nobody is signed in: finding the account is the operation itself.
      overrideAccess: true,
    })
    if (docs[0]) await issuePasswordLink(payload, req, docs[0], 'reset')
  })
  await pause(Math.max(0, FORGOT_MIN_MS - (Date.now() - started)))
}

/** Counts one use of a token against its budget (tries of one link are limited, as sign-ins of one account are). */
export const countTokenUse = (payload: Payload, token: string) =>
  countForAccount(payload, `reset:${createHash('sha256').update(token).digest('hex').slice(0, 32)}`)

/** The account a valid, unused token opens, or null. */
export async function accountOfToken(payload: Payload, token: string, req?: PayloadRequest): Promise<User | null> {
  if (!/^[0-9a-f]{40}$/.test(token)) return null
  const { docs } = await payload.find({
    collection: 'users',
    where: { and: [{ resetPasswordToken: { equals: token } }, { resetPasswordExpiration: { greater_than: new Date().toISOString() } }] },
    limit: 1,
    depth: 0,
    req,
    overrideAccess: true,
  })
  return docs[0] ?? null
}

/**
 * Payload's reset hands the collection's hooks the stored account, not the new password, so the
 * rules are checked here, before anything changes, on every door: a refused password leaves the
 * token as it was.
 */
export const holdResetToPasswordRules: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'resetPassword') return args
  const { token, password } = ((args as { data?: { token?: unknown; password?: unknown } }).data ?? {}) as { token?: unknown; password?: unknown }
  if (typeof token !== 'string' || typeof password !== 'string') return args
  const account = await accountOfToken(req.payload, token, req)
  if (!account) return args // Payload refuses the token itself
  const problem = passwordProblem(password, account)
  if (problem) throw new ValidationError({ collection: 'users', errors: [{ path: 'password', message: problem }] })
  return args
}

/** An invitation is accepted once its password is chosen, on whichever door. */
export const acceptInvitation: CollectionAfterOperationHook = async ({ operation, result, req }) => {
  if (operation !== 'resetPassword') return result
  const account = (result as { user?: { id?: number; invitePending?: boolean | null } } | undefined)?.user
  if (account?.id && account.invitePending) {
    await req.payload.update({ collection: 'users', id: account.id, data: { invitePending: false }, depth: 0, overrideAccess: true })
  }
  return result
}

/**
 * A password set another way (one's own change, an admin's reset) ends any link still out and any
 * invitation: a link mailed earlier must not open the account afterwards.
 */
export const endLinksOnNewPassword: CollectionBeforeChangeHook = ({ data, operation }) => {
  if (operation !== 'update' || typeof data.password !== 'string') return data
  return { ...data, resetPasswordToken: null, resetPasswordExpiration: new Date().toISOString(), invitePending: false }
}

/**
 * An account's e-mail changed (a typo mended, a former address replaced) ends any link still out:
 * it was mailed to the old address, which must not keep the account open. An invitation stays
 * pending, so an admin can send it again, to the new address.
 */
export const endLinksOnNewEmail: CollectionBeforeChangeHook = ({ data, operation, originalDoc }) => {
  if (operation !== 'update' || typeof data.email !== 'string' || typeof originalDoc?.email !== 'string') return data
  if (sameName(data.email, originalDoc.email)) return data
  return { ...data, resetPasswordToken: null, resetPasswordExpiration: new Date().toISOString() }
}
