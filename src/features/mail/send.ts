import type { Payload } from 'payload'

import { deliverOnce } from '@/features/mail/delivery'
import type { Mail } from '@/features/mail/templates'
import { emailOn } from '@/features/mail/transport'
import type { Job } from '@/server/jobs/task'

/**
 * Sends a job's mail once, however often the job runs (src/features/mail/delivery.ts); false when
 * e-mail is off (the adapter logs it instead: src/features/mail/transport.ts).
 */
export async function sendOnce(payload: Payload, job: Job, mail: Mail): Promise<boolean> {
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
