import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * The content version: one row that every statement writing content moves on, in the writing
 * transaction (so it becomes visible together with the data), whoever writes: Payload, another
 * app instance, or SQL by hand (TRUNCATE included). Cached API answers are keyed by it
 * (src/server/api/list-cache.ts). The value is the writing transaction's id, so it never repeats,
 * not even after the table itself is emptied. A migration adding a content table adds the trigger.
 */
const CONTENT_TABLES = [
  'artists',
  'events',
  'sponsorships',
  'galleries',
  'event_objectives',
  'hero_sections',
  'homepage_sections',
  'tour_locations',
  'premium_accommodations',
  'media',
  'contact_settings',
  'footer_settings',
]

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TABLE "content_version" (
    "id" boolean PRIMARY KEY DEFAULT true CHECK ("id"),
    "version" bigint NOT NULL
  );
  INSERT INTO "content_version" ("id", "version") VALUES (true, pg_current_xact_id()::text::bigint);
  CREATE FUNCTION "bump_content_version"() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    INSERT INTO "content_version" ("id", "version") VALUES (true, pg_current_xact_id()::text::bigint)
    ON CONFLICT ("id") DO UPDATE SET "version" = excluded."version"
    WHERE "content_version"."version" IS DISTINCT FROM excluded."version";
    RETURN NULL;
  END
  $$;`)
  for (const table of CONTENT_TABLES) {
    await db.execute(
      sql.raw(
        `CREATE TRIGGER "content_version_bump" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "${table}" ` +
          'FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();',
      ),
    )
  }
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  for (const table of CONTENT_TABLES) {
    await db.execute(sql.raw(`DROP TRIGGER IF EXISTS "content_version_bump" ON "${table}";`))
  }
  await db.execute(sql`
  DROP FUNCTION IF EXISTS "bump_content_version"();
  DROP TABLE IF EXISTS "content_version";`)
}
