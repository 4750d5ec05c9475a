import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Trigram indexes (pg_trgm, GIN) of the texts the back office's lists search
 * (src/server/db/schema-hooks.ts, SEARCHED_COLUMNS): an ILIKE '%text%' uses them. pg_trgm ships with
 * PostgreSQL (contrib) and is a trusted extension: the database's owner may create it.
 */
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
  CREATE INDEX "users_username_trgm_idx" ON "users" USING gin ("username" gin_trgm_ops);
  CREATE INDEX "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops);
  CREATE INDEX "artists_name_trgm_idx" ON "artists" USING gin ("name" gin_trgm_ops);
  CREATE INDEX "artists_locales_genre_trgm_idx" ON "artists_locales" USING gin ("genre" gin_trgm_ops);
  CREATE INDEX "_artists_v_version_name_trgm_idx" ON "_artists_v" USING gin ("version_name" gin_trgm_ops);
  CREATE INDEX "_artists_v_locales_version_genre_trgm_idx" ON "_artists_v_locales" USING gin ("version_genre" gin_trgm_ops);
  CREATE INDEX "events_location_trgm_idx" ON "events" USING gin ("location" gin_trgm_ops);
  CREATE INDEX "events_locales_title_trgm_idx" ON "events_locales" USING gin ("title" gin_trgm_ops);
  CREATE INDEX "events_locales_venue_trgm_idx" ON "events_locales" USING gin ("venue" gin_trgm_ops);
  CREATE INDEX "_events_v_version_location_trgm_idx" ON "_events_v" USING gin ("version_location" gin_trgm_ops);
  CREATE INDEX "_events_v_locales_version_title_trgm_idx" ON "_events_v_locales" USING gin ("version_title" gin_trgm_ops);
  CREATE INDEX "_events_v_locales_version_venue_trgm_idx" ON "_events_v_locales" USING gin ("version_venue" gin_trgm_ops);
  CREATE INDEX "galleries_locales_event_name_trgm_idx" ON "galleries_locales" USING gin ("event_name" gin_trgm_ops);
  CREATE INDEX "_galleries_v_locales_version_event_name_trgm_idx" ON "_galleries_v_locales" USING gin ("version_event_name" gin_trgm_ops);
  CREATE INDEX "contact_messages_name_trgm_idx" ON "contact_messages" USING gin ("name" gin_trgm_ops);
  CREATE INDEX "contact_messages_email_trgm_idx" ON "contact_messages" USING gin ("email" gin_trgm_ops);
  CREATE INDEX "contact_messages_subject_trgm_idx" ON "contact_messages" USING gin ("subject" gin_trgm_ops);
  CREATE INDEX "contact_messages_message_trgm_idx" ON "contact_messages" USING gin ("message" gin_trgm_ops);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "users_username_trgm_idx";
  DROP INDEX "users_email_trgm_idx";
  DROP INDEX "artists_name_trgm_idx";
  DROP INDEX "artists_locales_genre_trgm_idx";
  DROP INDEX "_artists_v_version_name_trgm_idx";
  DROP INDEX "_artists_v_locales_version_genre_trgm_idx";
  DROP INDEX "events_location_trgm_idx";
  DROP INDEX "events_locales_title_trgm_idx";
  DROP INDEX "events_locales_venue_trgm_idx";
  DROP INDEX "_events_v_version_location_trgm_idx";
  DROP INDEX "_events_v_locales_version_title_trgm_idx";
  DROP INDEX "_events_v_locales_version_venue_trgm_idx";
  DROP INDEX "galleries_locales_event_name_trgm_idx";
  DROP INDEX "_galleries_v_locales_version_event_name_trgm_idx";
  DROP INDEX "contact_messages_name_trgm_idx";
  DROP INDEX "contact_messages_email_trgm_idx";
  DROP INDEX "contact_messages_subject_trgm_idx";
  DROP INDEX "contact_messages_message_trgm_idx";`)
}
