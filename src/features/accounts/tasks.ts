import type { TaskConfig } from 'payload'

import { accountNoticeMail, passwordLinkMail } from '@/features/accounts/mails'
import { LINK_VALID_HOURS, linkPage } from '@/features/accounts/password-links'
import { sendOnce } from '@/features/mail/send'
import { reported, retries } from '@/server/jobs/task'

/**
 * The mail with a password link. The token is read from the account when the job runs (it is not
 * kept in the job): a link replaced by a newer one, used, or out of date is not sent.
 */
export const passwordLinkTask: TaskConfig<'password-link'> = {
  slug: 'password-link',
  inputSchema: [
    { name: 'user', type: 'number', required: true },
    { name: 'kind', type: 'select', options: ['reset', 'invite'], required: true },
    { name: 'expires', type: 'text', required: true },
    // An invitation's: the username of the admin who sent it, named in the mail.
    { name: 'invitedBy', type: 'text' },
  ],
  retries,
  handler: reported<TaskConfig<'password-link'>>('password-link', async ({ input, job, req: { payload } }) => {
    const account = await payload.findByID({ collection: 'users', id: input.user, depth: 0, showHiddenFields: true, disableErrors: true })
    const token = account?.resetPasswordToken
    const expires = account?.resetPasswordExpiration ? Date.parse(account.resetPasswordExpiration) : 0
    if (!account || !token || expires !== Date.parse(input.expires) || expires <= Date.now()) return { output: {} }
    await sendOnce(payload, job, passwordLinkMail(input.kind, account, linkPage(input.kind, token), LINK_VALID_HOURS[input.kind], input.invitedBy))
    return { output: {} }
  }),
}

/**
 * A notice to an account's holder (src/features/accounts/notices.ts), to the address kept in the job
 * (the old one, for an e-mail changed), in the account's language as it is when the job runs. An
 * account deleted meanwhile is told nothing.
 */
export const accountNoticeTask: TaskConfig<'account-notice'> = {
  slug: 'account-notice',
  inputSchema: [
    { name: 'user', type: 'number', required: true },
    { name: 'kind', type: 'select', options: ['email-changed-old', 'email-changed-new', 'password-changed', 'password-reset', 'api-key'], required: true },
    { name: 'to', type: 'email', required: true },
  ],
  retries,
  handler: reported<TaskConfig<'account-notice'>>('account-notice', async ({ input, job, req: { payload } }) => {
    // The queue acts for the system here: it reads the account whoever changed it.
    const account = await payload.findByID({ collection: 'users', id: input.user, depth: 0, disableErrors: true, overrideAccess: true })
    if (!account) return { output: {} }
    await sendOnce(payload, job, accountNoticeMail(input.kind, input.to, account.language ?? 'en', account))
    return { output: {} }
  }),
}
