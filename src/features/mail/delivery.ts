import { sql } from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'

import { drizzleOf } from '@/server/db/adapter'

/**
 * How long a claimed mail may be in the sending before another run may take it up: longer than
 * the mail server's timeouts allow one sending to last (src/features/mail/transport.ts), so a claim this old
 * belongs to a run that died.
 */
export const CLAIM_LEASE_SECONDS = 120

/** How many times a mail is tried before it is given up (the queue's jobs, and each alert mail). */
export const MAIL_ATTEMPTS = 5

/** `already-sent`: a run before this one sent it. */
export type Delivery = 'sent' | 'already-sent'

/** Another run holds the mail's claim and has not sent it yet: this run fails, and the job is tried again later. */
export class MailInFlight extends Error {
  constructor(key: string) {
    super(`Another run is sending this mail (${key}); it will be looked at again`)
  }
}

/** How long a stamp is kept: far longer than any job is retried. */
const KEEP_DAYS = 30

/**
 * Sends one mail at most once per `key` (a job's id), however often and wherever the job runs: the
 * key is claimed in the `mail_deliveries` table before the mail goes (of two runs at once, one
 * claims it; the other sends nothing and fails, to look again later) and stamped sent once the
 * mail server has taken it. A failed sending gives the claim back, so the job's next attempt
 * sends; a run that died holding a claim leaves it to be taken up once the lease is over. What no protocol can
 * rule out remains: a process that dies after the server took the mail and before the stamp
 * leaves that one mail to be sent again.
 */
export async function deliverOnce(payload: Payload, key: string, send: () => Promise<void>): Promise<Delivery> {
  const db = drizzleOf(payload)
  const { rows } = await db.execute(sql`
    INSERT INTO mail_deliveries (key, claimed_at) VALUES (${key}, now())
    ON CONFLICT (key) DO UPDATE SET claimed_at = now()
      WHERE mail_deliveries.sent_at IS NULL
        AND mail_deliveries.claimed_at < now() - make_interval(secs => ${CLAIM_LEASE_SECONDS})
    RETURNING key`)
  if (rows.length === 0) {
    const [claim] = (await db.execute(sql`SELECT sent_at FROM mail_deliveries WHERE key = ${key}`)).rows
    if (claim?.sent_at) return 'already-sent'
    // Not sent yet: the other run may still fail, and then this job must send it.
    throw new MailInFlight(key)
  }
  try {
    await send()
  } catch (error) {
    await db.execute(sql`DELETE FROM mail_deliveries WHERE key = ${key} AND sent_at IS NULL`)
    throw error
  }
  await db.execute(sql`UPDATE mail_deliveries SET sent_at = now() WHERE key = ${key}`)
  if (Math.random() < 0.01) {
    // Now and then, stamps older than any retry are let go.
    await db.execute(sql`DELETE FROM mail_deliveries WHERE claimed_at < now() - make_interval(days => ${KEEP_DAYS})`)
  }
  return 'sent'
}
