import { sql } from '@payloadcms/db-postgres/drizzle'
import { boolean, check, index, integer, type PgColumn, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from '@payloadcms/db-postgres/drizzle/pg-core'
import type { PostgresAdapterArgs } from '@payloadcms/db-postgres'
import type { CollectionConfig, Field } from 'payload'

import { ACTIVITY_ACTIONS, ACTIVITY_DOORS } from '@/features/activity/entries'
import { ALERT_TOPIC_KINDS } from '@/features/alerts/topics'
import { INT32_MAX, INT32_MIN } from '@/lib/constants'
import { LOCALES } from '@/lib/i18n/locales'

type PostgresSchemaHook = NonNullable<PostgresAdapterArgs['afterSchemaInit']>[number]

/** Counters for per-address rate limits, shared by every app instance (see src/server/http/rate-limit.ts). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true, mode: 'date' }).notNull(),
})

/**
 * One row per mail a job sends: claimed before it goes, stamped once the mail server took it, so
 * a job run twice sends once (src/features/mail/delivery.ts).
 */
export const mailDeliveries = pgTable('mail_deliveries', {
  key: text('key').primaryKey(),
  claimedAt: timestamp('claimed_at', { withTimezone: true, mode: 'date' }).notNull(),
  sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
})

const oneOf = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '))

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

/** The site's own tables beside Payload's: rate-limit counters, mail deliveries and the activity log. */
export const addOwnTables: PostgresSchemaHook = ({ schema }) => ({
  ...schema,
  tables: { ...schema.tables, rate_limits: rateLimits, mail_deliveries: mailDeliveries, activity_log: activityLog },
})

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date', precision: 3 })

/**
 * The tables of e-mail alerts (src/features/alerts/subscriptions.ts), the site's own like the activity
 * log, so that no door but the alerts' calls reaches them. They refer to Payload's `events` and
 * `artists`, so they are added once those are in the schema: a deleted event or artist takes its
 * rows with it.
 */
function alertTables(events: { id: PgColumn }, artists: { id: PgColumn }) {
  const subscribers = pgTable(
    'alert_subscribers',
    {
      id: serial('id').primaryKey(),
      /** Lower-cased: one row per address. */
      email: text('email').notNull(),
      /** The language of its mails and pages. */
      locale: text('locale').notNull().default('en'),
      /** Random; signs this address's links with the site's secret, so a new row's links are new. */
      nonce: text('nonce').notNull(),
      createdAt: at('created_at').notNull().defaultNow(),
      /** When an alert of it was first confirmed. */
      confirmedAt: at('confirmed_at'),
      /** When its last alert mail was made: the next waits an hour after it. */
      lastAlertAt: at('last_alert_at'),
    },
    (table) => [uniqueIndex('alert_subscribers_email_idx').on(table.email), check('alert_subscribers_locale_known', sql`${table.locale} IN (${oneOf(LOCALES)})`)],
  )
  const topics = pgTable(
    'alert_topics',
    {
      id: serial('id').primaryKey(),
      subscriberId: integer('subscriber_id').notNull().references(() => subscribers.id, { onDelete: 'cascade' }),
      kind: text('kind').notNull(),
      artistId: integer('artist_id').references(() => artists.id, { onDelete: 'cascade' }),
      /** Lower-cased, spaces as one. */
      city: text('city'),
      /** Asked for (again): a pending topic's link runs out some days after. */
      createdAt: at('created_at').notNull().defaultNow(),
      confirmedAt: at('confirmed_at'),
    },
    (table) => [
      uniqueIndex('alert_topics_subscriber_topic_idx').on(table.subscriberId, table.kind, sql`coalesce(${table.artistId}, 0)`, sql`coalesce(${table.city}, '')`),
      index('alert_topics_artist_idx').on(table.artistId),
      check('alert_topics_kind_known', sql`${table.kind} IN (${oneOf(ALERT_TOPIC_KINDS)})`),
      check(
        'alert_topics_kind_matches',
        sql`(${table.kind} = 'all' AND ${table.artistId} IS NULL AND ${table.city} IS NULL) OR (${table.kind} = 'artist' AND ${table.artistId} IS NOT NULL AND ${table.city} IS NULL) OR (${table.kind} = 'city' AND ${table.artistId} IS NULL AND ${table.city} IS NOT NULL)`,
      ),
    ],
  )
  /** An event published for the first time: announced to its followers once, unless staff said not to. */
  const announcements = pgTable('event_announcements', {
    eventId: integer('event_id')
      .primaryKey()
      .references(() => events.id, { onDelete: 'cascade' }),
    notify: boolean('notify').notNull(),
    publishedAt: at('published_at').notNull().defaultNow(),
    /** When its followers' alerts were found. */
    fannedOutAt: at('fanned_out_at'),
  })
  /** One alert mail to one subscriber: made, then sent (or given up on). */
  const mails = pgTable(
    'alert_mails',
    {
      id: serial('id').primaryKey(),
      subscriberId: integer('subscriber_id').notNull().references(() => subscribers.id, { onDelete: 'cascade' }),
      createdAt: at('created_at').notNull().defaultNow(),
      sentAt: at('sent_at'),
      attempts: integer('attempts').notNull().default(0),
      nextAttemptAt: at('next_attempt_at'),
      failedAt: at('failed_at'),
      error: text('error'),
    },
    (table) => [index('alert_mails_waiting_idx').on(table.sentAt, table.failedAt), index('alert_mails_subscriber_idx').on(table.subscriberId)],
  )
  /** A new event a subscriber is to hear of; `mail_id` once it is in a mail. */
  const items = pgTable(
    'alert_items',
    {
      subscriberId: integer('subscriber_id').notNull().references(() => subscribers.id, { onDelete: 'cascade' }),
      eventId: integer('event_id')
        .notNull()
        .references(() => events.id, { onDelete: 'cascade' }),
      mailId: integer('mail_id').references(() => mails.id, { onDelete: 'cascade' }),
      createdAt: at('created_at').notNull().defaultNow(),
    },
    (table) => [primaryKey({ columns: [table.subscriberId, table.eventId] }), index('alert_items_mail_idx').on(table.mailId)],
  )
  return { alert_subscribers: subscribers, alert_topics: topics, event_announcements: announcements, alert_mails: mails, alert_items: items }
}

/** The alerts' tables, beside Payload's events and artists. */
export const addAlertTables: PostgresSchemaHook = ({ schema }) => ({
  ...schema,
  tables: { ...schema.tables, ...alertTables(schema.tables.events as unknown as { id: PgColumn }, schema.tables.artists as unknown as { id: PgColumn }) },
})

function int32FieldNames(fields: Field[]): string[] {
  return fields.flatMap((field) =>
    field.type === 'number' && 'name' in field && field.custom?.int32 ? [field.name] : [],
  )
}

/**
 * Integers lie within the 32-bit range (docs/product.md#validation-rules). Payload stores numbers
 * as `numeric`, so each int32 field also gets a CHECK constraint (whole number, in range) at the
 * database.
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
