import { sql } from '@payloadcms/db-postgres/drizzle'
import {
  boolean,
  check,
  index,
  integer,
  type PgColumn,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from '@payloadcms/db-postgres/drizzle/pg-core'

import { ALERT_TOPIC_KINDS } from '@/features/alerts/topics'
import type { SchemaHook } from '@/features/feature'
import { LOCALES } from '@/lib/i18n/locales'
import { oneOf } from '@/server/db/schema-hooks'

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date', precision: 3 })
/** When the row was made. */
const createdAt = () => at('created_at').notNull().defaultNow()

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
      createdAt: createdAt(),
      /** When an alert of it was first confirmed. */
      confirmedAt: at('confirmed_at'),
      /** When its last alert mail was made: the next waits an hour after it. */
      lastAlertAt: at('last_alert_at'),
    },
    (table) => [
      uniqueIndex('alert_subscribers_email_idx').on(table.email),
      check('alert_subscribers_locale_known', sql`${table.locale} IN (${oneOf(LOCALES)})`),
    ],
  )
  /** The subscriber a row is of: it goes with them. */
  const subscriberId = () =>
    integer('subscriber_id')
      .notNull()
      .references(() => subscribers.id, { onDelete: 'cascade' })
  const topics = pgTable(
    'alert_topics',
    {
      id: serial('id').primaryKey(),
      subscriberId: subscriberId(),
      kind: text('kind').notNull(),
      artistId: integer('artist_id').references(() => artists.id, { onDelete: 'cascade' }),
      /** Lower-cased, spaces as one. */
      city: text('city'),
      /** Asked for (again): a pending topic's link runs out some days after. */
      createdAt: createdAt(),
      confirmedAt: at('confirmed_at'),
    },
    (table) => [
      uniqueIndex('alert_topics_subscriber_topic_idx').on(
        table.subscriberId,
        table.kind,
        sql`coalesce(${table.artistId}, 0)`,
        sql`coalesce(${table.city}, '')`,
      ),
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
      subscriberId: subscriberId(),
      createdAt: createdAt(),
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
      subscriberId: subscriberId(),
      eventId: integer('event_id')
        .notNull()
        .references(() => events.id, { onDelete: 'cascade' }),
      mailId: integer('mail_id').references(() => mails.id, { onDelete: 'cascade' }),
      createdAt: createdAt(),
    },
    (table) => [primaryKey({ columns: [table.subscriberId, table.eventId] }), index('alert_items_mail_idx').on(table.mailId)],
  )
  return { alert_subscribers: subscribers, alert_topics: topics, event_announcements: announcements, alert_mails: mails, alert_items: items }
}

/** The alerts' tables, beside Payload's events and artists. */
export const addAlertTables: SchemaHook = ({ schema }) => ({
  ...schema,
  tables: { ...schema.tables, ...alertTables(schema.tables.events as unknown as { id: PgColumn }, schema.tables.artists as unknown as { id: PgColumn }) },
})
