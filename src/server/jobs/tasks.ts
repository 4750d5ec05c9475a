import type { JobsConfig, Payload, TaskConfig } from 'payload'

import { isAdminUser } from '@/access'
import { ACTIVITY_KEPT_DAYS } from '@/features/activity/entries'
import { topicText } from '@/features/alerts/topics'
import { messagesFor } from '@/lib/i18n'
import { pruneActivity } from '@/features/activity/log'
import { confirmLink, manageLink, unsubscribeLink } from '@/features/alerts/links'
import { pendingTopic, pruneAlerts } from '@/features/alerts/subscriptions'
import { editLock, resources } from '@/server/content/resources'
import { inTransaction } from '@/server/db/transaction'
import { emailOn } from '@/features/mail/transport'
import { accountNoticeMail, alertConfirmationMail, contactNotice, type Mail, passwordLinkMail } from '@/features/mail/templates'
import { LINK_VALID_HOURS, linkPage } from '@/features/accounts/password-links'

import { deliverOnce, MAIL_ATTEMPTS } from '@/features/mail/delivery'
import { runAlerts, senderOf } from '@/features/alerts/job'
import { carryOutSchedule } from '@/features/publishing/scheduled-publication'

/**
 * The jobs queue (docs/operations.md#the-jobs-queue): every mail leaves from here, never from
 * inside a request, and so do scheduled publications. A job is
 * queued in the transaction of the record that causes it, tried up to `MAIL_ATTEMPTS` times with
 * a growing wait (10 s, 20 s, 40 s, 80 s), and run by one instance at a time
 * (src/server/jobs/runner.ts); each mail is claimed before it goes (deliverOnce), so a job run
 * twice sends once.
 */

const retries = { attempts: MAIL_ATTEMPTS - 1, backoff: { type: 'exponential' as const, delay: 10_000 } }

type Job = { id: number | string; createdAt?: string; totalTried?: number | null }

/** Sends a mail once for the job; false when e-mail is off (the adapter logs it instead: src/features/mail/transport.ts). */
async function send(payload: Payload, job: Job, mail: Mail): Promise<boolean> {
  if (!emailOn()) {
    await payload.sendEmail(mail)
    return false
  }
  // The job's id and when it was made: an id met again (a restored table, a reset sequence) is another job.
  await deliverOnce(payload, `job:${job.id}:${job.createdAt ?? ''}`, async () => {
    await payload.sendEmail(mail)
  })
  return true
}

const isLastAttempt = (job: Job) => (job.totalTried ?? 0) + 1 >= MAIL_ATTEMPTS
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500)

type Handler<T extends TaskConfig> = Extract<T['handler'], (...args: never[]) => unknown>

/**
 * A task's handler that says in one line of the log what failed and whether it will be tried
 * again (Payload's own report, the job and a stack, is kept out: src/server/jobs/runner.ts).
 */
function reported<T extends TaskConfig>(slug: string, handler: Handler<T>): Handler<T> {
  return (async (args: Parameters<Handler<T>>[0]) => {
    try {
      return await handler(args)
    } catch (error) {
      const job = args.job as Job
      const attempt = (job.totalTried ?? 0) + 1
      const next = isLastAttempt(job) ? 'given up' : 'will be tried again'
      args.req.payload.logger.warn(`Job ${job.id} (${slug}) failed, attempt ${attempt} of ${MAIL_ATTEMPTS}, ${next}: ${messageOf(error)}`)
      throw error
    }
  }) as Handler<T>
}

/**
 * Who hears of a new message: the list admins keep in the notification settings, else the admins'
 * own addresses. Never Contact Info's e-mail, which editors may change: a visitor's message would
 * follow it to any address they chose.
 */
async function noticeRecipients(payload: Payload): Promise<string[]> {
  const settings = await payload.findGlobal({ slug: 'notification-settings', depth: 0 })
  const listed = Array.isArray(settings.recipients) ? settings.recipients.filter((address): address is string => typeof address === 'string') : []
  if (listed.length > 0) return listed
  // Admins who have signed in: an invited one's address is as typed, never yet proven theirs.
  const admins = await payload.find({ collection: 'users', where: { role: { equals: 'admin' }, invitePending: { not_equals: true } }, depth: 0, limit: 0, pagination: false, sort: 'createdAt' })
  return admins.docs.map((admin) => admin.email)
}

/** The staff notice of one contact message; the message shows whether it went (the Messages screen). */
const contactNoticeTask: TaskConfig<'contact-notice'> = {
  slug: 'contact-notice',
  inputSchema: [{ name: 'message', type: 'number', required: true }],
  retries,
  handler: reported<TaskConfig<'contact-notice'>>('contact-notice', async ({ input, job, req: { payload } }) => {
    const message = await payload.findByID({ collection: 'contact-messages', id: input.message, depth: 0, disableErrors: true })
    // Deleted meanwhile, or already told.
    if (!message || message.notification === 'sent') return { output: {} }
    // Under the message's edit lock, as staff edits (marking it read) and a notice sent again take it:
    // each writes the whole record back, so none may run between another's read and write.
    const mark = (data: { notification: 'sent' | 'failed' | 'off' | 'pending'; notificationError?: string | null }) =>
      inTransaction(
        payload,
        null,
        (req) => payload.update({ collection: 'contact-messages', id: message.id, data: { ...data, ...(data.notification === 'sent' && { notifiedAt: new Date().toISOString() }) }, depth: 0, req }),
        { lock: editLock(resources.contactMessages, message.id) },
      )
    try {
      const sent = await send(payload, job, contactNotice(message, await noticeRecipients(payload)))
      await mark({ notification: sent ? 'sent' : 'off', notificationError: null })
    } catch (error) {
      await mark({ notification: isLastAttempt(job) ? 'failed' : 'pending', notificationError: messageOf(error) })
      throw error
    }
    return { output: {} }
  }),
}

/**
 * The mail with a password link. The token is read from the account when the job runs (it is not
 * kept in the job): a link replaced by a newer one, used, or out of date is not sent.
 */
const passwordLinkTask: TaskConfig<'password-link'> = {
  slug: 'password-link',
  inputSchema: [
    { name: 'user', type: 'number', required: true },
    { name: 'kind', type: 'select', options: ['reset', 'invite'], required: true },
    { name: 'expires', type: 'text', required: true },
  ],
  retries,
  handler: reported<TaskConfig<'password-link'>>('password-link', async ({ input, job, req: { payload } }) => {
    const account = await payload.findByID({ collection: 'users', id: input.user, depth: 0, showHiddenFields: true, disableErrors: true })
    const token = account?.resetPasswordToken
    const expires = account?.resetPasswordExpiration ? Date.parse(account.resetPasswordExpiration) : 0
    if (!account || !token || expires !== Date.parse(input.expires) || expires <= Date.now()) return { output: {} }
    await send(payload, job, passwordLinkMail(input.kind, account, linkPage(input.kind, token), LINK_VALID_HOURS[input.kind]))
    return { output: {} }
  }),
}

/**
 * A notice to an account's holder (src/features/accounts/notices.ts), to the address kept in the job
 * (the old one, for an e-mail changed), in the account's language as it is when the job runs. An
 * account deleted meanwhile is told nothing.
 */
const accountNoticeTask: TaskConfig<'account-notice'> = {
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
    await send(payload, job, accountNoticeMail(input.kind, input.to, account.language ?? 'en', account))
    return { output: {} }
  }),
}

/** A scheduled publish or unpublish (src/features/publishing/scheduled-publication.ts): carried out once, at its time. */
const scheduledPublicationTask: TaskConfig<'scheduled-publication'> = {
  slug: 'scheduled-publication',
  inputSchema: [{ name: 'schedule', type: 'number', required: true }],
  retries,
  handler: reported<TaskConfig<'scheduled-publication'>>('scheduled-publication', async ({ input, job, req: { payload } }) => {
    await carryOutSchedule(payload, input.schedule, isLastAttempt(job))
    return { output: {} }
  }),
}

/**
 * The activity log's retention (src/features/activity/log.ts): every day at 03:00 UTC the entries older
 * than a year go. Payload queues it from the schedule (the runner asks, src/server/jobs/runner.ts);
 * a second run the same day finds nothing to delete.
 */
const pruneActivityTask: TaskConfig<'prune-activity'> = {
  slug: 'prune-activity',
  schedule: [{ cron: '0 3 * * *', queue: 'default' }],
  retries,
  handler: reported<TaskConfig<'prune-activity'>>('prune-activity', async ({ req: { payload } }) => {
    const gone = await pruneActivity(payload)
    if (gone) payload.logger.info(`Activity log: ${gone} entries older than ${ACTIVITY_KEPT_DAYS} days deleted`)
    return { output: {} }
  }),
}

/**
 * The confirmation mail of a sign-up to alerts (src/features/alerts/subscriptions.ts). The topic is read
 * when the job runs: one confirmed, stopped or out of date meanwhile is not asked about.
 */
const alertConfirmationTask: TaskConfig<'alert-confirmation'> = {
  slug: 'alert-confirmation',
  inputSchema: [{ name: 'topic', type: 'number', required: true }],
  retries,
  handler: reported<TaskConfig<'alert-confirmation'>>('alert-confirmation', async ({ input, job, req: { payload } }) => {
    const pending = await pendingTopic(payload, input.topic)
    if (!pending) return { output: {} }
    const { subscriber, topic } = pending
    await send(
      payload,
      job,
      alertConfirmationMail(
        subscriber.email,
        subscriber.locale,
        topicText(topic, messagesFor(subscriber.locale).alerts.topic),
        confirmLink(topic.id, subscriber.nonce, subscriber.locale),
        { manage: manageLink(subscriber.id, subscriber.nonce, subscriber.locale), unsubscribe: unsubscribeLink(subscriber.id, subscriber.nonce) },
        await senderOf(payload),
      ),
    )
    return { output: {} }
  }),
}

/** The alerts of newly published events (src/features/alerts/job.ts): each subscriber's mail, once. */
const eventAlertsTask: TaskConfig<'event-alerts'> = {
  slug: 'event-alerts',
  inputSchema: [],
  // Each publish queues its run; this one, every 10 minutes, takes up what a run that failed for
  // good (the database away for minutes) left. A run with nothing to do costs a few queries.
  schedule: [{ cron: '*/10 * * * *', queue: 'default' }],
  retries,
  handler: reported<TaskConfig<'event-alerts'>>('event-alerts', async ({ req: { payload } }) => {
    await runAlerts(payload)
    return { output: {} }
  }),
}

/** Every day at 03:30 UTC, sign-ups to alerts never confirmed within their link's days go, and alert mails a month old. */
const pruneAlertsTask: TaskConfig<'prune-alerts'> = {
  slug: 'prune-alerts',
  schedule: [{ cron: '30 3 * * *', queue: 'default' }],
  retries,
  handler: reported<TaskConfig<'prune-alerts'>>('prune-alerts', async ({ req: { payload } }) => {
    const gone = await pruneAlerts(payload)
    if (gone) payload.logger.info(`Alerts: ${gone} sign-ups never confirmed deleted`)
    return { output: {} }
  }),
}

/**
 * Payload's record of when it last queued each scheduled task (the `payload-jobs-stats` global,
 * which it adds with no rule of its own, so any signed-in account could read and rewrite it, and
 * so stop the prune): the queue's alone, through no door. Payload reads and writes it directly.
 */
export function guardJobStats(payload: Payload): void {
  const stats = payload.config.globals.find((global) => global.slug === 'payload-jobs-stats')
  if (!stats) return
  stats.access = { ...stats.access, read: () => false, update: () => false, readVersions: () => false }
}

/** Payload's jobs settings: these tasks; its job endpoints (/cms-api/payload-jobs/...) for admins alone. */
export const jobs: JobsConfig = {
  tasks: [contactNoticeTask, passwordLinkTask, accountNoticeTask, scheduledPublicationTask, pruneActivityTask, alertConfirmationTask, eventAlertsTask, pruneAlertsTask],
  access: {
    run: ({ req }) => isAdminUser(req.user),
    queue: ({ req }) => isAdminUser(req.user),
    cancel: ({ req }) => isAdminUser(req.user),
  },
  deleteJobOnComplete: true,
}
