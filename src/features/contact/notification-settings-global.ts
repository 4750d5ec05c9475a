import type { GlobalConfig } from 'payload'

import { admins } from '@/access'
import { emailOn } from '@/features/mail/transport'
import { payloadValidate } from '@/schemas/common'
import { noticeRecipientsSchema } from '@/schemas/settings'

/**
 * Who hears of each new contact message (docs/product.md#contact-message-notices), and whether its
 * sender is told it arrived: admins only, to read and to change. An empty list means every admin's own address (src/server/jobs/tasks.ts).
 */
export const NotificationSettings: GlobalConfig = {
  slug: 'notification-settings',
  access: { read: admins, update: admins },
  fields: [
    { name: 'recipients', type: 'json', defaultValue: [], validate: payloadValidate(noticeRecipientsSchema) },
    // Whether the sender of each message (not spam) is mailed that it arrived, in their language.
    { name: 'acknowledge', type: 'checkbox', defaultValue: true },
    {
      // Whether the site can send mail at all (SMTP_URL is set): the back office says so where it matters.
      name: 'emailOn',
      type: 'checkbox',
      virtual: true,
      admin: { readOnly: true },
      hooks: { afterRead: [() => emailOn()] },
    },
  ],
}
