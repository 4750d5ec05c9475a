import type { TaskConfig } from 'payload'

import { contactAcknowledgement } from '@/features/contact/acknowledgement-mail'
import { deliverOnce } from '@/features/mail/delivery'
import { emailOn } from '@/features/mail/transport'
import { editLock, resources } from '@/server/content/resources'
import { inTransaction } from '@/server/db/transaction'
import { isLastAttempt, reported, retries } from '@/server/jobs/task'

type Acknowledgement = 'pending' | 'sent' | 'failed' | 'off'

/**
 * The sender's acknowledgement of one contact message (docs/product.md#visitor-acknowledgement):
 * sent once per message however often and wherever its jobs run (src/features/mail/delivery.ts),
 * never for spam, not while admins have it
 * switched off in the notification settings.
 */
export const contactAcknowledgementTask: TaskConfig<'contact-acknowledgement'> = {
  slug: 'contact-acknowledgement',
  inputSchema: [{ name: 'message', type: 'number', required: true }],
  retries,
  handler: reported<TaskConfig<'contact-acknowledgement'>>('contact-acknowledgement', async ({ input, job, req: { payload } }) => {
    const message = await payload.findByID({ collection: 'contact-messages', id: input.message, depth: 0, disableErrors: true })
    // Deleted meanwhile, moved to Spam (which takes it back), or already sent.
    if (!message || message.spam || message.acknowledgement !== 'pending') return { output: {} }
    // Under the message's edit lock, as every write of a message takes it (src/features/contact/notice-task.ts).
    const mark = (acknowledgement: Acknowledgement) =>
      inTransaction(payload, null, (req) => payload.update({ collection: 'contact-messages', id: message.id, data: { acknowledgement }, depth: 0, req }), {
        lock: editLock(resources.contactMessages, message.id),
      })
    const settings = await payload.findGlobal({ slug: 'notification-settings', depth: 0 })
    if (settings.acknowledge === false) {
      await mark('off')
      return { output: {} }
    }
    try {
      const mail = contactAcknowledgement(message)
      if (emailOn()) {
        // Claimed per message, not per job: of two jobs for one message (queued, moved to Spam and
        // back at once), running on two instances, one sends.
        await deliverOnce(payload, `contact-acknowledgement:${message.id}:${message.createdAt}`, async () => {
          await payload.sendEmail(mail)
        })
        await mark('sent')
      } else {
        // Logged instead (src/features/mail/transport.ts).
        await payload.sendEmail(mail)
        await mark('off')
      }
    } catch (error) {
      if (isLastAttempt(job)) await mark('failed')
      throw error
    }
    return { output: {} }
  }),
}
