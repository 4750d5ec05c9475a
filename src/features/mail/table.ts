import { pgTable, text, timestamp } from '@payloadcms/db-postgres/drizzle/pg-core'

import type { SchemaHook } from '@/features/feature'

/**
 * One row per mail a job sends: claimed before it goes, stamped once the mail server took it, so
 * a job run twice sends once (src/features/mail/delivery.ts).
 */
export const mailDeliveries = pgTable('mail_deliveries', {
  key: text('key').primaryKey(),
  claimedAt: timestamp('claimed_at', { withTimezone: true, mode: 'date' }).notNull(),
  sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
})

export const addMailDeliveriesTable: SchemaHook = ({ schema }) => ({ ...schema, tables: { ...schema.tables, mail_deliveries: mailDeliveries } })
