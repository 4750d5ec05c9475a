import { contactAcknowledgementTask } from '@/features/contact/acknowledgement-task'
import { ContactSettings } from '@/features/contact/contact-settings-global'
import { ContactMessages } from '@/features/contact/messages-collection'
import { contactNoticeTask } from '@/features/contact/notice-task'
import { NotificationSettings } from '@/features/contact/notification-settings-global'
import type { Feature } from '@/features/feature'

/**
 * The agency's contact details and the messages visitors send (docs/architecture.md#features): the
 * form and its spam check, the Messages screen, the staff notice of each message and its sender's
 * acknowledgement.
 */
export const contact: Feature = {
  name: 'contact',
  collections: [ContactMessages],
  globals: [ContactSettings, NotificationSettings],
  tasks: [contactNoticeTask, contactAcknowledgementTask],
}
