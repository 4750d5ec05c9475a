import { sql } from '@payloadcms/db-postgres/drizzle'
import { boolean, check, index, integer, pgTable, serial, text, timestamp } from '@payloadcms/db-postgres/drizzle/pg-core'

import { ACTIVITY_ACTIONS, ACTIVITY_DOORS } from '@/features/activity/entries'
import type { SchemaHook } from '@/features/feature'
import { oneOf } from '@/server/db/schema-hooks'

/**
 * The activity log (src/features/activity/log.ts): append-only, the account named by its id and its
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

export const addActivityTable: SchemaHook = ({ schema }) => ({ ...schema, tables: { ...schema.tables, activity_log: activityLog } })
