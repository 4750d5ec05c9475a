import { sql } from '@payloadcms/db-postgres/drizzle'
import { boolean, check, index, integer, pgTable, serial, text, timestamp } from '@payloadcms/db-postgres/drizzle/pg-core'
import type { PostgresAdapterArgs } from '@payloadcms/db-postgres'
import type { CollectionConfig, Field } from 'payload'

import { ACTIVITY_ACTIONS, ACTIVITY_DOORS } from '@/lib/activity'
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

const oneOf = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '))

/**
 * The activity log (src/server/activity.ts): append-only, the account named by its id and its
 * name at the time (an entry outlives its account). A trigger of the migration refuses changes.
 */
export const activityLog = pgTable(
  'activity_log',
  {
    id: serial('id').primaryKey(),
    at: timestamp('at', { withTimezone: true, mode: 'date', precision: 3 }).notNull().defaultNow(),
    userId: integer('user_id'),
    username: text('username'),
    action: text('action').notNull(),
    resource: text('resource').notNull(),
    recordId: integer('record_id'),
    door: text('door').notNull(),
    apiKey: boolean('api_key').notNull().default(false),
    summary: text('summary').notNull(),
  },
  (table) => [
    index('activity_log_at_idx').on(table.at),
    index('activity_log_user_idx').on(table.userId, table.at),
    index('activity_log_resource_idx').on(table.resource, table.at),
    check('activity_log_action_known', sql`${table.action} IN (${oneOf(ACTIVITY_ACTIONS)})`),
    check('activity_log_door_known', sql`${table.door} IN (${oneOf(ACTIVITY_DOORS)})`),
  ],
)

/** The site's own tables beside Payload's: rate-limit counters, mail deliveries and the activity log. */
export const addOwnTables: PostgresSchemaHook = ({ schema }) => ({
  ...schema,
  tables: { ...schema.tables, rate_limits: rateLimits, mail_deliveries: mailDeliveries, activity_log: activityLog },
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
