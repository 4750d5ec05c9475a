import { pbkdf2, randomBytes, timingSafeEqual } from 'node:crypto'
import { promisify } from 'node:util'

import { sql } from '@payloadcms/db-postgres/drizzle'
import {
  type AuthStrategy,
  AuthenticationError,
  type CollectionAfterErrorHook,
  type CollectionBeforeOperationHook,
  type CollectionBeforeValidateHook,
  executeAuthStrategies,
  incrementLoginAttempts,
  JWTAuthentication,
  LockedAuth,
  type Payload,
  type SanitizedCollectionConfig,
  type TypedUser,
  ValidationError,
} from 'payload'

import { presentsApiKey } from '@/features/accounts/api-keys'
import { usernameProblem } from '@/features/accounts/names'
import { reportSessionUncheckable } from '@/features/accounts/session-check'
import { accountByLogin } from '@/features/accounts/users'
import type { User } from '@/payload-types'
import { drizzleOf } from '@/server/db/adapter'
import { reportDatabaseUnreachable } from '@/server/db/outage'
import { ClientMistake } from '@/server/http/client-mistake'

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
/** How Payload stores a hash of those parameters; older hashes (25,000 iterations, 512 bytes) have no prefix. */
const HASH_PREFIX = 'pbkdf2-sha256-v1:'
const LEGACY_HASH = { iterations: 25_000, keyLength: 512 } as const
const pbkdf2Async = promisify(pbkdf2)
const DUMMY_SALT = randomBytes(32).toString('hex')

type LoginData = { email?: unknown; username?: unknown; password?: unknown }

const isLocked = (lockUntil: unknown) => typeof lockUntil === 'string' && new Date(lockUntil).getTime() > Date.now()

/**
 * Payload's own sign-in (/cms-api, the /cms panel, and the Local API behind /api) looks a login up
 * as `username = x OR email = x` and takes whichever row comes first. Here the login is looked up
 * as src/features/accounts/users.ts `loginWhere` says (an email when it has `@`, else a username), and Payload
 * is handed a login that can match that one account only: its username when it is one the rules
 * allow (it has no `@`, so no email equals it), else its email when no other account goes by that
 * as a username. An account kept from before the rules whose email is another account's username
 * is refused as a wrong password: one login, two accounts, and the sign-in never picks. A login
 * that names no account is refused here too, as a wrong password is (Payload's own message for it
 * differs), and, as for a locked account, only after a password hash has been verified.
 */
export const oneAccountPerSignIn: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'login') return args
  const data = ((args as { data?: LoginData }).data ?? {}) as LoginData
  const { email, username, password } = data
  const login = typeof email === 'string' && email.trim() !== '' ? email : username
  // Payload's own checks answer a missing login or password.
  if (typeof login !== 'string' || login.trim() === '' || typeof password !== 'string' || password.trim() === '') return args
  const account = await accountByLogin(req.payload, login, { req, showHiddenFields: true })
  // Payload answers a missing account, and a locked one, without verifying a hash: both verify one here.
  if (!account || isLocked((account as { lockUntil?: unknown }).lockUntil))
    await pbkdf2Async(password, DUMMY_SALT, HASH.iterations, HASH.keyLength, HASH.digest)
  if (!account) throw new AuthenticationError(req.t)
  const rest = Object.fromEntries(Object.entries(data).filter(([key]) => key !== 'email' && key !== 'username'))
  if (usernameProblem(String(account.username ?? '')) === null) return { ...args, data: { ...rest, username: account.username } }
  const { totalDocs } = await req.payload.count({ collection: 'users', where: { username: { equals: account.email } }, overrideAccess: true, req })
  if (totalDocs > 0) throw new AuthenticationError(req.t)
  return { ...args, data: { ...rest, email: account.email } }
}

/** The message of a wrong password, which a locked account answers too. */
export const WRONG_CREDENTIALS = new AuthenticationError().message

/** Payload's REST answer to a locked account becomes that of a wrong password. */
export const answerLockedAsWrongPassword: CollectionAfterErrorHook = ({ error }) => {
  if (!(error instanceof LockedAuth)) return
  return { status: 401, response: { errors: [{ message: WRONG_CREDENTIALS }] } }
}

/** Whether the request carries a session of Payload's (its cookie, or a JWT in Authorization). */
function carriesSession(headers: Headers, payload: Payload): boolean {
  if ((headers.get('cookie') ?? '').includes(`${payload.config.cookiePrefix}-token=`)) return true
  return /^(?:JWT|Bearer) /i.test(headers.get('authorization') ?? '')
}

async function databaseAnswers(payload: Payload): Promise<boolean> {
  try {
    await drizzleOf(payload).execute(sql`SELECT 1`)
    return true
  } catch {
    return false
  }
}

/**
 * Payload's own session check (its JWT strategy: the token, then the account and its session in
 * the database), told apart from an outage. Payload answers "nobody" whatever went wrong; when a
 * request that carries a session gets that answer, this asks the database whether it is there:
 * if not, the request is marked as one whose session could not be checked, and the edge answers
 * it 503 on every door (src/features/accounts/session-check.ts); if it is (it may just have come back), the
 * session is checked once more. Listed first among the users' strategies, so it runs before
 * Payload's own, which then has nothing left to do.
 */
export const sessionOrOutage: AuthStrategy = {
  name: 'session-or-outage',
  authenticate: async (args) => {
    const check = () => JWTAuthentication({ ...args, strategyName: 'local-jwt' })
    const result = await check()
    if (result.user || !carriesSession(args.headers, args.payload)) return result
    if (await databaseAnswers(args.payload)) return check()
    reportDatabaseUnreachable()
    reportSessionUncheckable()
    return { user: null }
  },
}

/** The API-key strategy Payload adds for `auth.useAPIKey` on users (it runs after the collection's own). */
const PAYLOAD_API_KEY_STRATEGY = 'users-api-key'

/**
 * Payload's own API-key check, told apart from an outage as sessionOrOutage tells sessions: Payload
 * answers "nobody" when its look-up fails, which would answer a program 401 during an outage, as
 * if its key had been revoked. When a key opens no account and the database does not answer, the
 * request is marked as uncheckable (503); when it answers, the key is wrong, and Payload's own
 * strategy, next in line, looks once more (the database may have just come back).
 */
export const apiKeyOrOutage: AuthStrategy = {
  name: 'api-key-or-outage',
  authenticate: async (args) => {
    if (!presentsApiKey(args.headers.get('authorization'))) return { user: null }
    const own = args.payload.authStrategies.find((strategy) => strategy.name === PAYLOAD_API_KEY_STRATEGY)
    if (!own) return { user: null }
    const result = await own.authenticate({ ...args, strategyName: PAYLOAD_API_KEY_STRATEGY })
    if (result.user || (await databaseAnswers(args.payload))) return result
    reportDatabaseUnreachable()
    reportSessionUncheckable()
    return { user: null }
  },
}

/** Whether a password is the one stored as this hash and salt (both of Payload's formats). */
export async function passwordMatches(password: string, { hash, salt }: { hash?: unknown; salt?: unknown }): Promise<boolean> {
  if (typeof hash !== 'string' || typeof salt !== 'string') return false
  const current = hash.startsWith(HASH_PREFIX)
  const { iterations, keyLength } = current ? HASH : LEGACY_HASH
  const stored = Buffer.from(current ? hash.slice(HASH_PREFIX.length) : hash, 'hex')
  const given = await pbkdf2Async(password, salt, iterations, keyLength, HASH.digest)
  return given.length === stored.length && timingSafeEqual(given, stored)
}

export const CURRENT_PASSWORD_REQUIRED = 'Enter your current password to change it.'
export const CURRENT_PASSWORD_WRONG = 'Your current password is not correct.'

/**
 * Changing one's own password, email or username takes the current password, on every door (/api,
 * /cms-api, the /cms panel): a session left open on a shared computer, or a stolen cookie, must
 * not be enough to take the account over for good (a new email would receive the next password
 * link). An admin changing someone else's account needs only their session.
 */
export const requireCurrentPasswordForOwnChange: CollectionBeforeValidateHook = async ({ data, operation, originalDoc, req, collection }) => {
  const { password, currentPassword, email, username } = (data ?? {}) as { password?: unknown; currentPassword?: unknown; email?: unknown; username?: unknown }
  const changes = (value: unknown, stored: unknown) => typeof value === 'string' && value.trim().toLowerCase() !== String(stored ?? '').toLowerCase()
  const sensitive = typeof password === 'string' || changes(email, originalDoc?.email) || changes(username, originalDoc?.username)
  if (operation !== 'update' || !sensitive || !req.user || req.user.id !== originalDoc?.id) return data
  const fail = (message: string) => {
    throw new ValidationError({ collection: collection.slug, errors: [{ path: 'currentPassword', message }] })
  }
  if (typeof currentPassword !== 'string' || currentPassword === '') fail(CURRENT_PASSWORD_REQUIRED)
  // The stored row as Payload's sign-in reads it: hash, salt and the lockout's count.
  const stored = (await req.payload.db.findOne({ collection: 'users', where: { id: { equals: originalDoc.id } }, req })) as StoredAccount | null
  if (!stored) return data
  await holdGuessToSignInLock(req.payload, stored, collection, currentPassword as string)
  // A right guess clears the count, as a sign-in does: written by this change itself (it writes
  // back the account as it read it, so a count cleared beside it would come back).
  return (stored.loginAttempts ?? 0) > 0 || stored.lockUntil ? { ...data, loginAttempts: 0, lockUntil: null } : data
}

type StoredAccount = { id: number; hash?: unknown; salt?: unknown; loginAttempts?: number | null; lockUntil?: string | null }

/** Said of a change of one's own account while too many wrong passwords have it locked. */
export function lockedChangeMessage(lockUntil: string): string {
  const minutes = Math.max(1, Math.ceil((new Date(lockUntil).getTime() - Date.now()) / 60_000))
  return `Too many wrong passwords for this account: try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`
}

/**
 * A guess at one's own current password counts as a sign-in does, against the same lock
 * (Payload's `loginAttempts` and `lockUntil`, `auth.maxLoginAttempts` and `auth.lockTime` in
 * src/features/accounts/users-collection.ts): a wrong one is a failed attempt, and while the account is locked,
 * by failed sign-ins or by wrong guesses, no change that needs the current password goes through,
 * the right one included (429, with when to try again; the account's holder is the one asking,
 * so the lock is no secret here). The count is written outside the request's transaction
 * (Payload's own `incrementLoginAttempts`), so the refusal that follows does not roll it back.
 */
async function holdGuessToSignInLock(payload: Payload, stored: StoredAccount, collection: SanitizedCollectionConfig, guess: string): Promise<void> {
  if (isLocked(stored.lockUntil)) throw new ClientMistake(429, lockedChangeMessage(stored.lockUntil as string))
  if (!(await passwordMatches(guess, stored))) {
    await incrementLoginAttempts({ collection, payload, user: stored as unknown as TypedUser })
    throw new ValidationError({ collection: collection.slug, errors: [{ path: 'currentPassword', message: CURRENT_PASSWORD_WRONG }] })
  }
}

/**
 * Who sent these headers: the user of their session (or API key), or null. Only the sign-in
 * strategies run, not the permissions of every collection that `payload.auth()` also works out
 * (one of which reads the database): a request without credentials needs no database at all.
 */
export async function signedInUser(payload: Payload, headers: Headers): Promise<User | null> {
  const { user } = await executeAuthStrategies({ headers, payload, canSetHeaders: false })
  return (user as User | null) ?? null
}
