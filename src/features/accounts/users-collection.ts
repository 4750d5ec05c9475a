import { addDataAndFileToRequest, type CollectionConfig, headersWithCors, ValidationError } from 'payload'

import { admins, adminsFieldOnly, adminsOrSelf, ROLES } from '@/access'
import { keyRoutesOnly, keysOnlyThroughKeyRoutes, stampApiKeyCreation } from '@/features/accounts/api-keys'
import { holdNamesToRules } from '@/features/accounts/names'
import { noticeOfReset, notePasswordSet, queueAccountNotices } from '@/features/accounts/notices'
import { acceptInvitation, endLinksOnNewEmail, endLinksOnNewPassword, holdResetToPasswordRules, requestPasswordReset } from '@/features/accounts/password-links'
import { passwordProblem } from '@/features/accounts/password-rules'
import {
  answerLockedAsWrongPassword,
  apiKeyOrOutage,
  oneAccountPerSignIn,
  requireCurrentPasswordForOwnChange,
  sessionOrOutage,
} from '@/features/accounts/sign-in'
import { LOGIN_LOCK_MS, LOGIN_MAX_ATTEMPTS } from '@/lib/constants'
import { HttpError } from '@/server/http/errors'

/** Staff accounts: sign in with username or email; only admins manage accounts. */
export const Users: CollectionConfig = {
  slug: 'users',
  admin: { useAsTitle: 'username', defaultColumns: ['username', 'email', 'role'] },
  auth: {
    loginWithUsername: { allowEmailLogin: true, requireEmail: true, requireUsername: true },
    maxLoginAttempts: LOGIN_MAX_ATTEMPTS,
    lockTime: LOGIN_LOCK_MS,
    // Programs sign their requests with `Authorization: users API-Key {key}`: Payload keeps the key
    // encrypted, finds it by an HMAC of it, and never answers it (src/features/accounts/api-keys.ts).
    useAPIKey: true,
    // Payload's session check first, then its API-key check, each told apart from a database
    // outage (src/features/accounts/sign-in.ts).
    strategies: [sessionOrOutage, apiKeyOrOutage],
    cookies: {
      sameSite: 'Lax',
      secure: (process.env.SITE_URL ?? '').startsWith('https://'),
    },
  },
  access: {
    create: admins,
    read: adminsOrSelf,
    update: adminsOrSelf,
    delete: admins,
    unlock: admins,
    admin: ({ req }) => Boolean(req.user),
  },
  hooks: {
    // A sign-in finds one account or none, and says nothing about which accounts exist
    // (src/features/accounts/sign-in.ts); keys are made only by the key routes, and an admin's password reset
    // revokes one (src/features/accounts/api-keys.ts).
    beforeOperation: [oneAccountPerSignIn, keysOnlyThroughKeyRoutes, holdResetToPasswordRules],
    // A password chosen by an invitation's link accepts it (src/features/accounts/password-links.ts); one
    // chosen by a reset link is told to the holder (src/features/accounts/notices.ts).
    afterOperation: [noticeOfReset, acceptInvitation],
    // A new password or a new e-mail ends the links still out (src/features/accounts/password-links.ts).
    beforeChange: [stampApiKeyCreation, endLinksOnNewPassword, endLinksOnNewEmail, notePasswordSet],
    // A new e-mail (to the old and the new address), password or API key is told to the holder,
    // from the queue, whichever door the change came through (src/features/accounts/notices.ts).
    afterChange: [queueAccountNotices],
    afterError: [answerLockedAsWrongPassword],
    // One's own password, email or username changes only with the current password, whose wrong
    // guesses count as failed sign-ins (src/features/accounts/sign-in.ts). The same username rules on every
    // door: plain ASCII, and not another account's name or email, nor one that looks like it
    // (src/features/accounts/names.ts). The same password rules on every path that sets one (/api,
    // /cms, start-up): a length of 12 or more, not a common password, and none that names its
    // account or the site (src/features/accounts/password-rules.ts).
    beforeValidate: [
      requireCurrentPasswordForOwnChange,
      holdNamesToRules,
      ({ data, collection, originalDoc }) => {
        const password = (data as { password?: unknown } | undefined)?.password
        if (typeof password !== 'string') return data
        const problem = passwordProblem(password, { username: data?.username ?? originalDoc?.username, email: data?.email ?? originalDoc?.email })
        if (problem) throw new ValidationError({ collection: collection.slug, errors: [{ path: 'password', message: problem }] })
        return data
      },
    ],
  },
  endpoints: [
    {
      // Payload's "forgot password" on /cms-api (and its /cms screen) does what POST
      // /api/auth/forgot-password does: the same link, from the jobs queue, never a mail sent inside
      // the request (Payload would send its own, to its own reset screen).
      path: '/forgot-password',
      method: 'post',
      handler: async (req) => {
        await addDataAndFileToRequest(req)
        const { email, username } = (req.data ?? {}) as { email?: unknown; username?: unknown }
        const login = [email, username].find((value): value is string => typeof value === 'string' && value.trim() !== '')
        if (!login) return Response.json({ errors: [{ message: 'Enter your username or email.' }] }, { status: 400 })
        const headers = headersWithCors({ headers: new Headers(), req })
        try {
          await requestPasswordReset(req.payload, login)
        } catch (error) {
          // The per-account limit, answered as Payload answers errors, with its Retry-After.
          if (!(error instanceof HttpError)) throw error
          for (const [name, value] of Object.entries(error.headers ?? {})) headers.set(name, value)
          return Response.json({ errors: [{ message: error.message }] }, { status: error.status, headers })
        }
        return Response.json({ message: req.t('general:success') }, { headers })
      },
    },
  ],
  fields: [
    {
      // Asked for, never stored or answered: one's own password changes only with the current one.
      name: 'currentPassword',
      label: 'Current password (to change your own)',
      type: 'text',
      virtual: true,
      access: { read: () => false },
      admin: {
        condition: (data, _siblingData, { user }) => Boolean(user && data?.id === user.id),
        components: { Field: '/src/components/cms/current-password-field#CurrentPasswordField' },
      },
    },
    {
      name: 'role',
      type: 'select',
      options: [...ROLES],
      defaultValue: 'editor',
      required: true,
      saveToJWT: true,
      access: { create: adminsFieldOnly, update: adminsFieldOnly },
    },
    {
      // Payload's own API-key field, merged with this (and its enableAPIKey and apiKeyIndex follow):
      // written only by the key routes, for an admin (Payload would let anyone who may open /cms
      // make one for their own account, in the browser).
      name: 'apiKey',
      type: 'text',
      access: { create: keyRoutesOnly, update: keyRoutesOnly },
    },
    {
      // Payload's own "has a key" flag: admins see it (Payload would follow the key's write rule).
      name: 'hasAPIKey',
      type: 'checkbox',
      virtual: true,
      access: { read: adminsFieldOnly },
    },
    {
      // The language of the mails this account is sent (src/features/mail/templates.ts accountNoticeMail).
      name: 'language',
      label: 'Language of mails',
      type: 'select',
      options: [
        { label: 'English', value: 'en' },
        { label: 'नेपाली (Nepali)', value: 'ne' },
      ],
      // English unless set (an account made before this field has none, and is written to in English).
      defaultValue: 'en',
      admin: { position: 'sidebar', description: 'The language of the notices this account is mailed.' },
    },
    {
      // Invited and not yet chosen a password: set and cleared by the site alone
      // (src/features/accounts/password-links.ts).
      name: 'invitePending',
      type: 'checkbox',
      defaultValue: false,
      access: { create: () => false, update: () => false },
      admin: { readOnly: true, position: 'sidebar' },
    },
    {
      // Set and cleared with the key by stampApiKeyCreation, never by hand.
      name: 'apiKeyCreatedAt',
      label: 'API key created',
      type: 'date',
      access: { create: () => false, update: () => false },
      admin: { readOnly: true, position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } },
    },
  ],
}
