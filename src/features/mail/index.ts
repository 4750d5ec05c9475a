import type { Feature } from '@/features/feature'
import { addMailDeliveriesTable } from '@/features/mail/table'

export { mailAdapter } from '@/features/mail/transport'

/**
 * E-mail (docs/architecture.md#features): the transport (SMTP_URL, or a line in the log), the
 * layout every mail shares, and delivery at most once per job. The mails themselves are the
 * features': each queues its own task.
 */
export const mail: Feature = {
  name: 'mail',
  tables: { before: addMailDeliveriesTable },
}
