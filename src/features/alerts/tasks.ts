import type { TaskConfig } from 'payload'

import { senderOf, runAlerts } from '@/features/alerts/job'
import { confirmLink, manageLink, unsubscribeLink } from '@/features/alerts/links'
import { alertConfirmationMail } from '@/features/alerts/mails'
import { pendingTopic, pruneAlerts } from '@/features/alerts/subscriptions'
import { topicText } from '@/features/alerts/topics'
import { sendOnce } from '@/features/mail/send'
import { messagesFor } from '@/lib/i18n'
import { dailyPruneTask, reported, retries } from '@/server/jobs/task'

/**
 * The confirmation mail of a sign-up to alerts (src/features/alerts/subscriptions.ts). The topic is read
 * when the job runs: one confirmed, stopped or out of date meanwhile is not asked about.
 */
export const alertConfirmationTask: TaskConfig<'alert-confirmation'> = {
  slug: 'alert-confirmation',
  inputSchema: [{ name: 'topic', type: 'number', required: true }],
  retries,
  handler: reported<TaskConfig<'alert-confirmation'>>('alert-confirmation', async ({ input, job, req: { payload } }) => {
    const pending = await pendingTopic(payload, input.topic)
    if (!pending) return { output: {} }
    const { subscriber, topic } = pending
    await sendOnce(
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
export const eventAlertsTask: TaskConfig<'event-alerts'> = {
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
export const pruneAlertsTask = dailyPruneTask('prune-alerts', '03:30', pruneAlerts, (gone) => `Alerts: ${gone} sign-ups never confirmed deleted`)
