import { randomBytes } from 'node:crypto'

import { NextResponse } from 'next/server'
import { APIError, AuthenticationError, createLocalReq, LockedAuth, logoutOperation, type Payload, type PayloadRequest, ValidationError } from 'payload'
import { generateExpiredPayloadCookie, generatePayloadCookie } from 'payload/shared'

import { generateApiKey, keyRouteContext, refuseKeyFields } from '@/features/accounts/api-keys'
import { BAD_LINK, countTokenUse, FORGOT_ANSWER, issuePasswordLink, LINK_VALID_HOURS, requestPasswordReset } from '@/features/accounts/password-links'
import {
  type ApiKeyIssued,
  apiKeyIssuedSchema,
  changePasswordSchema,
  forgotPasswordSchema,
  loginSchema,
  resetPasswordSchema,
  userCreateSchema,
  userSchema,
  userUpdateSchema,
} from '@/features/accounts/schema'
import { toApiUser } from '@/features/accounts/users'
import { logRefusedSignIn } from '@/features/activity/log'
import { LOGIN_MAX_ATTEMPTS, LOGIN_RATE_LIMIT } from '@/lib/constants'
import type { User } from '@/payload-types'
import type { ApiDoc } from '@/server/content/resources'
import { staffListQuery, staffLists } from '@/server/content/staff-lists'
import { inTransaction } from '@/server/db/transaction'
import type { ApiContext } from '@/server/http/context'
import { defineRoute, type HeaderDoc, type Route } from '@/server/http/define-route'
import { HttpError, notFound } from '@/server/http/errors'
import { listQuery, staffListAnswer } from '@/server/http/list-answer'
import { demoAccount, demoFirstAdmin, demoLogin } from '@/server/openapi/examples'

const user = { entity: 'users' } as const
const SESSION_COOKIE: Record<string, HeaderDoc> = { 'Set-Cookie': { description: 'The HTTP-only session cookie (SameSite=Lax)', type: 'string' } }
const signInLimit = `at most ${LOGIN_RATE_LIMIT.max} sign-in attempts in ${LOGIN_RATE_LIMIT.windowSeconds} s per client address`
const adminOnly = { description: 'Signed in as an editor: accounts are managed by admins' }
const messageShape = { json: { type: 'object', properties: { message: { type: 'string' } }, required: ['message'], additionalProperties: false } } as const
const tooMany = { description: 'Too many tries for this account or from this address: wait for `Retry-After` seconds' }
const lockedByGuesses = {
  description: 'Too many wrong passwords (sign-ins or current-password guesses) have locked the account for a while: the message says how long',
}
/** The accounts' routes: admins alone manage accounts. */
const accounts = { tag: 'users', access: 'admin' } as const
/** Those of one account, the `{id}` of their path. */
const oneAccount = { ...accounts, id: 'User' } as const
const mailNote = 'Without `SMTP_URL` no mail leaves: the server logs a line in its place (docs/operations.md, "E-mail").'

/**
 * Signs an account in: the session cookie, and the account as stored. Payload's login hands back
 * the record with `updatedAt` blanked (it keeps a new session from counting as a change), so the
 * answer is read afresh.
 */
async function signedIn(payload: Payload, data: { username: string; password: string } | { email: string; password: string }, status = 200) {
  let result
  try {
    result = await payload.login({ collection: 'users', data, depth: 0 })
  } catch (error) {
    // A locked account answers as a wrong password does: only real accounts can be locked (src/features/accounts/sign-in.ts).
    if (error instanceof LockedAuth || error instanceof AuthenticationError) {
      await logRefusedSignIn(await createLocalReq({}, payload), 'email' in data ? data.email : data.username)
      throw new HttpError(401, 'Incorrect username, email or password.')
    }
    throw error
  }
  return withSession(payload, result, status)
}

/** The answer of a sign-in (or a password chosen by link): the account as stored, and the session cookie. */
async function withSession(payload: Payload, result: { token?: string; user?: User | null }, status = 200) {
  if (!result.token || !result.user) throw new HttpError(401, 'Incorrect username, email or password.')
  const account = await payload.findByID({ collection: 'users', id: result.user.id, depth: 0, overrideAccess: false, user: result.user })
  const cookie = generatePayloadCookie({
    collectionAuthConfig: payload.collections.users.config.auth,
    cookiePrefix: payload.config.cookiePrefix,
    token: result.token,
  })
  return NextResponse.json(toApiUser(account), { status, headers: { 'Set-Cookie': cookie } })
}

/** `work` on the account `id` as the admin reads it (404 when there is none), in one transaction holding the lock `${lock}:${id}`. */
function onAccount<T>(context: ApiContext, admin: User | null, id: number, lock: string, work: (account: User, req: PayloadRequest) => Promise<T>): Promise<T> {
  return inTransaction(
    context.payload,
    admin,
    async (req) => {
      const account = await context.payload.findByID({ collection: 'users', id, depth: 0, overrideAccess: false, user: admin, req, disableErrors: true })
      if (!account) throw notFound('User')
      return work(account, req)
    },
    { lock: `${lock}:${id}` },
  )
}

/** An account's API key set or cleared as Payload stores keys: encrypted, with an HMAC of it to find the account by. */
function writeApiKey(payload: Payload, admin: User | null, id: number, req: PayloadRequest, data: { enableAPIKey: boolean; apiKey: string | null }) {
  return payload.update({ collection: 'users', id, data, depth: 0, overrideAccess: false, user: admin, req, context: keyRouteContext })
}

async function findUser(context: ApiContext, id: number) {
  const doc = await context.payload.findByID({ collection: 'users', id, depth: 0, overrideAccess: false, user: context.user, disableErrors: true })
  if (!doc) throw notFound('User')
  return doc
}

/** Signing in and out, the first admin of a fresh install, and staff accounts with their API keys (admins only). */
export const accountRoutes: Route[] = [
  defineRoute({
    method: 'POST',
    path: '/api/auth/login',
    tag: 'auth',
    operationId: 'login',
    summary: 'Sign in',
    description: `\`login\` is a username or an email. Sets the session cookie and answers the account. ${LOGIN_MAX_ATTEMPTS} failed attempts lock an account for a while, which answers as a wrong password does; ${signInLimit}.`,
    access: 'signing-in',
    body: { schema: loginSchema, name: 'Login', example: () => demoLogin },
    answers: {
      200: { description: 'Signed in', headers: SESSION_COOKIE, shape: user },
      401: { description: 'Wrong username, email or password (or a locked account)' },
    },
    handle: ({ body: { login, password }, context }) =>
      signedIn(context.payload, login.includes('@') ? { email: login, password } : { username: login, password }),
  }),
  defineRoute({
    method: 'POST',
    path: '/api/auth/logout',
    tag: 'auth',
    operationId: 'logout',
    summary: 'Sign out',
    description: 'Ends the session on the server and clears the cookie. Safe to call when signed out.',
    access: 'anyone',
    answers: {
      200: {
        description: 'Signed out',
        headers: { 'Set-Cookie': { description: 'The session cookie, expired', type: 'string' } },
        shape: { json: { type: 'object', properties: { message: { type: 'string', const: 'Signed out' } }, required: ['message'] } },
      },
    },
    handle: async ({ context: { payload }, user: account }) => {
      if (account) {
        const req = await createLocalReq({ user: { ...account, collection: 'users' } }, payload)
        await logoutOperation({ collection: payload.collections.users, req })
      }
      const cookie = generateExpiredPayloadCookie({ collectionAuthConfig: payload.collections.users.config.auth, cookiePrefix: payload.config.cookiePrefix })
      return NextResponse.json({ message: 'Signed out' }, { headers: { 'Set-Cookie': cookie } })
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/api/auth/me',
    tag: 'auth',
    operationId: 'me',
    summary: 'The signed-in account',
    access: 'staff',
    answers: { 200: { description: 'The signed-in account', shape: user } },
    handle: async ({ user: account }) => NextResponse.json(toApiUser(account as User)),
  }),
  defineRoute({
    method: 'GET',
    path: '/api/auth/setup',
    tag: 'auth',
    operationId: 'setup-status',
    summary: 'Whether the first admin is still to be created',
    access: 'anyone',
    answers: {
      200: {
        description: '`needsFirstAdmin` is true while no account exists',
        shape: { json: { type: 'object', properties: { needsFirstAdmin: { type: 'boolean' } }, required: ['needsFirstAdmin'], additionalProperties: false } },
      },
    },
    handle: async ({ context: { payload } }) => NextResponse.json({ needsFirstAdmin: (await payload.count({ collection: 'users' })).totalDocs === 0 }),
  }),
  defineRoute({
    method: 'POST',
    path: '/api/auth/setup',
    tag: 'auth',
    operationId: 'setup',
    summary: 'Create the first admin (fresh install only)',
    description: `Only on a fresh install, while no account exists: creates an admin and signs it in. ${signInLimit[0].toUpperCase()}${signInLimit.slice(1)}.`,
    access: 'signing-in',
    body: { schema: userSchema, name: 'UserInput', example: () => demoFirstAdmin, refuse: refuseKeyFields },
    answers: {
      201: { description: 'The new admin, signed in', headers: SESSION_COOKIE, shape: user },
      409: { description: 'An account exists already: sign in instead' },
    },
    handle: async ({ body: data, context: { payload } }) => {
      // Check and create in one transaction under a lock: of simultaneous attempts, one wins.
      await inTransaction(
        payload,
        null,
        async (req) => {
          const { totalDocs } = await payload.count({ collection: 'users', req })
          if (totalDocs > 0) throw new HttpError(409, 'An admin account already exists. Sign in instead.')
          // No user exists yet, so there is no one to act as: the check above is the permission.
          await payload.create({ collection: 'users', data: { ...data, role: 'admin' }, depth: 0, req })
        },
        { lock: 'first-admin' },
      )
      return signedIn(payload, { username: data.username, password: data.password }, 201)
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/api/auth/forgot-password',
    tag: 'auth',
    operationId: 'forgot-password',
    summary: 'Ask for a link to choose a new password',
    description:
      `\`login\` is a username or an email. If it names an account, a link to \`/admin/reset-password/{token}\` on the site goes to its email, valid ${LINK_VALID_HOURS.reset} hour and once. ` +
      `The answer is the same, in about the same time, whether or not an account matched. ${signInLimit[0].toUpperCase()}${signInLimit.slice(1)}, and 5 in 15 minutes per login text. ${mailNote}`,
    access: 'signing-in',
    body: { schema: forgotPasswordSchema, name: 'ForgotPassword', example: () => ({ login: demoAccount.email }) },
    answers: { 200: { description: 'Asked (whether or not an account matched)', shape: messageShape }, 429: tooMany },
    handle: async ({ body: { login }, context: { payload } }) => {
      await requestPasswordReset(payload, login)
      return NextResponse.json({ message: FORGOT_ANSWER })
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/api/auth/reset-password',
    tag: 'auth',
    operationId: 'reset-password',
    summary: "Choose a new password with a link's token",
    description:
      'The token of a link from "Forgot password?" or an invitation. The password meets the rules of every account; a refused one leaves the link usable. ' +
      "The link then stops working, the account's other sessions end, and this one is signed in (the session cookie and the account). Tries of one token are limited to 5 in 15 minutes.",
    access: 'signing-in',
    body: { schema: resetPasswordSchema, name: 'ResetPassword', example: () => ({ token: 'c0ffee'.repeat(6) + 'c0ff', password: demoAccount.password }) },
    answers: {
      200: { description: 'The password is changed and the account signed in', headers: SESSION_COOKIE, shape: user },
      400: { description: 'The link is wrong, used or out of date, or the password is refused (with the reason)' },
      429: tooMany,
    },
    handle: async ({ body: { token, password }, context: { payload } }) => {
      await countTokenUse(payload, token)
      try {
        // Nobody is signed in: the token is the permission.
        const result = await payload.resetPassword({ collection: 'users', data: { token, password }, overrideAccess: true })
        return await withSession(payload, result as unknown as { token?: string; user?: User | null })
      } catch (error) {
        if (error instanceof ValidationError)
          throw new HttpError(
            400,
            error.data.errors[0]?.message ?? 'The password is refused.',
            error.data.errors.map(({ path, message }) => ({ path, message })),
          )
        // Payload's "Token is either invalid or has expired."
        if (error instanceof APIError && error.status === 403) throw new HttpError(400, BAD_LINK)
        throw error
      }
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/api/auth/change-password',
    tag: 'auth',
    operationId: 'change-password',
    summary: 'Change my password',
    description:
      'For any signed-in account, its own password: the current one is required, and the new one meets the rules of every account. ' +
      `A wrong current password counts as a failed sign-in: after ${LOGIN_MAX_ATTEMPTS} the account is locked for a while, for sign-ins and for changes like this one.`,
    access: 'staff',
    body: {
      schema: changePasswordSchema,
      name: 'ChangePassword',
      example: () => ({ currentPassword: demoAccount.password, password: 'lantern-orchard-violet-91' }),
    },
    answers: {
      200: { description: 'Changed: the account', shape: user },
      400: { description: 'The current password is wrong, or the new one is refused (with the reason)' },
      429: lockedByGuesses,
    },
    handle: async ({ body: { currentPassword, password }, context: { payload }, user: account }) => {
      const me = account as User
      const doc = await inTransaction(payload, me, (req) =>
        payload.update({ collection: 'users', id: me.id, data: { password, currentPassword }, depth: 0, overrideAccess: false, user: me, req }),
      )
      return NextResponse.json(toApiUser(doc))
    },
  }),
  defineRoute({
    ...accounts,
    method: 'GET',
    path: '/api/users',
    operationId: 'list-users',
    summary: 'List accounts',
    description:
      'Every account, by id, as one JSON array. With `limit` or `page`, one page of it with `X-Total-Count` and `X-Page`; with `search`, the accounts whose username or e-mail holds it.',
    query: { ...listQuery, schema: listQuery.schema.extend(staffListQuery(staffLists.users!)) },
    answers: {
      200: {
        description: 'The accounts, by id',
        shape: { ...user, list: true },
        headers: {
          'X-Total-Count': { description: 'With `limit` or `page`: how many accounts the whole list (searched) holds', type: 'integer' },
          'X-Page': { description: 'With `limit` or `page`: the page answered (with `around`, the one that holds the account)', type: 'integer' },
        },
      },
      403: adminOnly,
    },
    handle: async ({ context, query, user: admin }) => {
      const paged = await staffListAnswer(staffLists.users!, query, context, { shape: (doc) => toApiUser(doc as User) as unknown as ApiDoc })
      if (paged) return paged
      const result = await context.payload.find({ collection: 'users', sort: 'id', pagination: false, depth: 0, overrideAccess: false, user: admin })
      return NextResponse.json(result.docs.map(toApiUser))
    },
  }),
  defineRoute({
    ...accounts,
    method: 'POST',
    path: '/api/users',
    operationId: 'create-user',
    summary: 'Create an account',
    description:
      'The role is `editor` unless another is given. Passwords: at least 12 characters, not a common one, none that names the account or the site. ' +
      `With \`invite: true\` and no password, the person is mailed a link to choose their own (valid ${LINK_VALID_HOURS.invite} hours, once); the account shows \`invitePending\` until they do. ${mailNote}`,
    body: { schema: userCreateSchema, name: 'UserCreate', example: () => demoAccount, refuse: refuseKeyFields },
    answers: {
      201: { description: 'The new account', shape: user },
      403: adminOnly,
      409: { description: "The username or email is taken (or looks like another account's)" },
    },
    handle: async ({ body: { invite, ...data }, context: { payload }, user: admin }) => {
      const doc = await inTransaction(payload, admin, async (req) => {
        // An invited person's password is theirs to choose: until then the account opens with none anyone knows.
        const password = data.password ?? randomBytes(32).toString('base64url')
        const created = await payload.create({
          collection: 'users',
          data: { ...data, password, role: data.role ?? 'editor' },
          depth: 0,
          overrideAccess: false,
          user: admin,
          req,
        })
        if (!invite) return created
        await issuePasswordLink(payload, req, created, 'invite', admin)
        return payload.findByID({ collection: 'users', id: created.id, depth: 0, overrideAccess: false, user: admin, req })
      })
      return NextResponse.json(toApiUser(doc), { status: 201 })
    },
  }),
  defineRoute({
    ...oneAccount,
    method: 'GET',
    path: '/api/users/{id}',
    operationId: 'get-user',
    summary: 'One account',
    answers: { 200: { description: 'The account', shape: user }, 403: adminOnly },
    handle: async ({ context, id }) => NextResponse.json(toApiUser(await findUser(context, id))),
  }),
  defineRoute({
    ...oneAccount,
    method: 'PATCH',
    path: '/api/users/{id}',
    operationId: 'update-user',
    summary: 'Change an account',
    description:
      'Changing your own password, email or username takes `currentPassword` too; a wrong one counts as a failed sign-in. A username is letters, digits, dots, dashes or underscores, ' +
      "and neither another account's username or email nor one that looks like it. An admin cannot remove their own admin role.",
    body: { schema: userUpdateSchema, name: 'UserUpdate', example: () => ({ email: 'tashi.sherpa@example.com' }), refuse: refuseKeyFields },
    answers: {
      200: { description: 'The saved account', shape: user },
      403: adminOnly,
      409: { description: "The username or email is taken (or looks like another account's), or an admin would remove their own admin role" },
      429: lockedByGuesses,
    },
    handle: async ({ body: data, context, user: admin, id }) => {
      await findUser(context, id)
      if (id === admin?.id && data.role && data.role !== 'admin') throw new HttpError(409, 'You cannot remove your own admin role.')
      const doc = await inTransaction(context.payload, admin, (req) =>
        context.payload.update({ collection: 'users', id, data, depth: 0, overrideAccess: false, user: admin, req }),
      )
      return NextResponse.json(toApiUser(doc))
    },
  }),
  defineRoute({
    ...oneAccount,
    method: 'DELETE',
    path: '/api/users/{id}',
    operationId: 'delete-user',
    summary: 'Delete an account',
    answers: { 204: { description: 'Deleted' }, 403: adminOnly, 409: { description: 'An admin cannot delete their own account' } },
    handle: async ({ context, user: admin, id }) => {
      await findUser(context, id)
      if (id === admin?.id) throw new HttpError(409, 'You cannot delete your own account.')
      await inTransaction(context.payload, admin, (req) =>
        context.payload.delete({ collection: 'users', id, depth: 0, overrideAccess: false, user: admin, req }),
      )
      return new Response(null, { status: 204 })
    },
  }),
  defineRoute({
    ...oneAccount,
    method: 'POST',
    path: '/api/users/{id}/invite',
    operationId: 'resend-invitation',
    summary: 'Send an invitation again',
    description: `A new link for an account whose invitation is not accepted yet (\`invitePending\`), valid ${LINK_VALID_HOURS.invite} hours; the earlier link stops working. ${mailNote}`,
    answers: {
      200: { description: 'The account; its new invitation is on its way', shape: user },
      403: adminOnly,
      409: { description: 'The invitation is accepted already' },
    },
    handle: async ({ context, user: admin, id }) => {
      const doc = await onAccount(context, admin, id, 'invite', async (account, req) => {
        if (!account.invitePending) throw new HttpError(409, 'This person has accepted the invitation already.')
        await issuePasswordLink(context.payload, req, account, 'invite', admin)
        return account
      })
      return NextResponse.json(toApiUser(doc))
    },
  }),
  // An account's API key (src/features/accounts/api-keys.ts): made and revoked by admins, one at a time per account.
  defineRoute({
    ...oneAccount,
    method: 'POST',
    path: '/api/users/{id}/api-key',
    operationId: 'create-api-key',
    summary: "Make an account's API key",
    description:
      'Answers the key this once: it is stored encrypted and never shown again. A program sends it as `Authorization: users API-Key {key}` ' +
      "and acts with the account's role. One key per account: revoke it to make another.",
    answers: {
      201: { description: 'The new key, shown this once', shape: apiKeyIssuedSchema },
      403: adminOnly,
      409: { description: 'This account already has an API key: revoke it before making a new one.' },
    },
    handle: async ({ context, user: admin, id }) => {
      const apiKey = generateApiKey()
      const doc = await onAccount(context, admin, id, 'api-key', async (account, req) => {
        if (account.hasAPIKey) throw new HttpError(409, 'This account already has an API key: revoke it before making a new one.')
        return writeApiKey(context.payload, admin, id, req, { enableAPIKey: true, apiKey })
      })
      if (!doc.apiKeyCreatedAt) throw new Error('The API key was not stored')
      // The key, this once (no cache keeps an answer to a signed-in request).
      const answer: ApiKeyIssued = apiKeyIssuedSchema.parse({ userId: id, apiKey, apiKeyCreatedAt: doc.apiKeyCreatedAt })
      return NextResponse.json(answer, { status: 201 })
    },
  }),
  defineRoute({
    ...oneAccount,
    method: 'DELETE',
    path: '/api/users/{id}/api-key',
    operationId: 'revoke-api-key',
    summary: "Revoke an account's API key",
    description: 'The next request signed with the key answers 401.',
    answers: { 204: { description: 'Revoked (or there was none)' }, 403: adminOnly },
    handle: async ({ context, user: admin, id }) => {
      // The key and its index cleared, as Payload clears them: nothing signed with it opens the account.
      await inTransaction(context.payload, admin, (req) => writeApiKey(context.payload, admin, id, req, { enableAPIKey: false, apiKey: null }), {
        lock: `api-key:${id}`,
      })
      return new Response(null, { status: 204 })
    },
  }),
]
