import { pbkdf2, randomBytes } from 'node:crypto'
import { promisify } from 'node:util'

import { AuthenticationError, type CollectionAfterErrorHook, type CollectionBeforeOperationHook, LockedAuth } from 'payload'

/**
 * A sign-in tells nothing about which accounts exist, on every door (/api, /cms-api):
 * - a sign-in for a missing or a locked account costs what one for a real account costs: a password
 *   hash is verified every time (Payload's own parameters: pbkdf2, SHA-256, 600,000 iterations,
 *   32 bytes), where Payload would answer those two at once;
 * - a locked account answers exactly what a wrong password answers (only real accounts can be
 *   locked, so "locked" would say the account exists). The lock still holds: while it lasts,
 *   even the right password is refused.
 */

const HASH = { iterations: 600_000, keyLength: 32, digest: 'sha256' } as const
const pbkdf2Async = promisify(pbkdf2)
const DUMMY_SALT = randomBytes(32).toString('hex')

type LoginData = { email?: unknown; username?: unknown; password?: unknown }

export const verifyAHashForMissingAccounts: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'login') return args
  const { email, username, password } = ((args as { data?: LoginData }).data ?? {}) as LoginData
  const login = typeof email === 'string' ? email : username
  if (typeof login !== 'string' || typeof password !== 'string') return args
  const { docs } = await req.payload.find({
    collection: 'users',
    where: { or: [{ email: { equals: login.toLowerCase() } }, { username: { equals: login } }] },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    showHiddenFields: true,
    req,
  })
  // Payload answers a missing account, and a locked one, without verifying a hash: both verify one here.
  const lockUntil = (docs[0] as { lockUntil?: string | null } | undefined)?.lockUntil
  const locked = typeof lockUntil === 'string' && new Date(lockUntil).getTime() > Date.now()
  if (docs.length === 0 || locked) await pbkdf2Async(password, DUMMY_SALT, HASH.iterations, HASH.keyLength, HASH.digest)
  return args
}

/** The message of a wrong password, which a locked account answers too. */
export const WRONG_CREDENTIALS = new AuthenticationError().message

/** Payload's REST answer to a locked account becomes that of a wrong password. */
export const answerLockedAsWrongPassword: CollectionAfterErrorHook = ({ error }) => {
  if (!(error instanceof LockedAuth)) return
  return { status: 401, response: { errors: [{ message: WRONG_CREDENTIALS }] } }
}
