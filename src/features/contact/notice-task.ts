import type { Payload, TaskConfig } from 'payload'

import { contactNotice } from '@/features/contact/notice-mail'
import { sendOnce } from '@/features/mail/send'
import { editLock, resources } from '@/server/content/resources'
import { inTransaction } from '@/server/db/transaction'
import { isLastAttempt, messageOf, reported, retries } from '@/server/jobs/task'

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
  const admins = await payload.find({
    collection: 'users',
    where: { role: { equals: 'admin' }, invitePending: { not_equals: true } },
    depth: 0,
    limit: 0,
    pagination: false,
    sort: 'createdAt',
  })
  return admins.docs.map((admin) => admin.email)
}

/** The staff notice of one contact message; the message shows whether it went (the Messages screen). */
export const contactNoticeTask: TaskConfig<'contact-notice'> = {
  slug: 'contact-notice',
  inputSchema: [{ name: 'message', type: 'number', required: true }],
  retries,
  handler: reported<TaskConfig<'contact-notice'>>('contact-notice', async ({ input, job, req: { payload } }) => {
    const message = await payload.findByID({ collection: 'contact-messages', id: input.message, depth: 0, disableErrors: true })
    // Deleted meanwhile, moved to Spam, or already told.
    if (!message || message.spam || message.notification === 'sent') return { output: {} }
    // Under the message's edit lock, as staff edits (marking it read) and a notice sent again take it:
    // each writes the whole record back, so none may run between another's read and write.
    const mark = (data: { notification: 'sent' | 'failed' | 'off' | 'pending'; notificationError?: string | null }) =>
      inTransaction(
        payload,
        null,
        (req) =>
          payload.update({
            collection: 'contact-messages',
            id: message.id,
            data: { ...data, ...(data.notification === 'sent' && { notifiedAt: new Date().toISOString() }) },
            depth: 0,
            req,
          }),
        { lock: editLock(resources.contactMessages, message.id) },
      )
    try {
      const sent = await sendOnce(payload, job, contactNotice(message, await noticeRecipients(payload)))
      await mark({ notification: sent ? 'sent' : 'off', notificationError: null })
    } catch (error) {
      await mark({ notification: isLastAttempt(job) ? 'failed' : 'pending', notificationError: messageOf(error) })
      throw error
    }
    return { output: {} }
  }),
}
