import { sql } from '@payloadcms/db-postgres/drizzle'
import { check, integer, pgTable, text, timestamp } from '@payloadcms/db-postgres/drizzle/pg-core'
import type { PostgresAdapterArgs } from '@payloadcms/db-postgres'
import type { CollectionConfig, Field } from 'payload'

import { INT32_MAX, INT32_MIN } from '@/lib/constants'

type PostgresSchemaHook = NonNullable<PostgresAdapterArgs['afterSchemaInit']>[number]

/** Counters for per-address rate limits, shared by every app instance (see src/server/rate-limit.ts). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true, mode: 'date' }).notNull(),
})

/**
 * One row per mail a job sends: claimed before it goes, stamped once the mail server took it, so
 * a job run twice sends once (src/server/jobs/deliver-once.ts).
 */
export const mailDeliveries = pgTable('mail_deliveries', {
  key: text('key').primaryKey(),
  claimedAt: timestamp('claimed_at', { withTimezone: true, mode: 'date' }).notNull(),
  sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
})

/** The site's own tables beside Payload's: rate-limit counters and mail deliveries. */
export const addOwnTables: PostgresSchemaHook = ({ schema }) => ({
  ...schema,
  tables: { ...schema.tables, rate_limits: rateLimits, mail_deliveries: mailDeliveries },
})

function int32FieldNames(fields: Field[]): string[] {
  return fields.flatMap((field) =>
    field.type === 'number' && 'name' in field && field.custom?.int32 ? [field.name] : [],
  )
}

/**
 * SPEC §5: integers lie within the 32-bit range. Payload stores numbers as `numeric`, so each
 * int32 field also gets a CHECK constraint (whole number, in range) at the database.
 */
export function addInt32Checks(collections: CollectionConfig[]): PostgresSchemaHook {
  return ({ schema, extendTable }) => {
    for (const collection of collections) {
      const tableName = collection.slug.replace(/-/g, '_')
      const table = schema.tables[tableName]
      const names = int32FieldNames(collection.fields)
      if (!table || names.length === 0) continue
      extendTable({
        table,
        extraConfig: (columns: Record<string, any>) =>
          Object.fromEntries(
            names.map((name) => [
              `${name}Int32`,
              check(
                `${tableName}_${name}_int32`,
                sql`${columns[name]} = trunc(${columns[name]}) AND ${columns[name]} BETWEEN ${sql.raw(String(INT32_MIN))} AND ${sql.raw(String(INT32_MAX))}`,
              ),
            ]),
          ),
      })
    }
    return schema
  }
}
