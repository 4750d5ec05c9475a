import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Which records each content write touched: a row-level trigger on every collection's content
 * table and on its texts and relations tables (whose rows change alone when a related record is
 * deleted) logs the writing transaction's id, the collection's table and the record's id, in the
 * writing transaction. A TRUNCATE logs record 0: every record. A kept list is brought up to date by
 * reading again only the records logged since it was read (src/server/content/list-updates.ts); the
 * log is pruned daily. A migration adding a content table adds these triggers with the
 * content-version trigger (tests/int/list-updates.int.spec.ts checks that every table with the one
 * has the other).
 */
const COLLECTION_TABLES = [
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
]

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TABLE "content_record_changes" (
    "table_name" text NOT NULL,
    "xid" bigint NOT NULL,
    "record_id" integer NOT NULL,
    "recorded_at" timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY ("table_name", "xid", "record_id")
  );
  CREATE INDEX "content_record_changes_recorded_at_idx" ON "content_record_changes" ("recorded_at");
  CREATE FUNCTION "log_content_record_change"() RETURNS trigger LANGUAGE plpgsql AS $$
  DECLARE
    collection_table text := TG_ARGV[0];
    id_column text := TG_ARGV[1];
    xid bigint := pg_current_xact_id()::text::bigint;
  BEGIN
    IF TG_OP = 'TRUNCATE' THEN
      INSERT INTO "content_record_changes" ("table_name", "xid", "record_id") VALUES (collection_table, xid, 0)
      ON CONFLICT DO NOTHING;
      RETURN NULL;
    END IF;
    IF TG_OP <> 'DELETE' THEN
      INSERT INTO "content_record_changes" ("table_name", "xid", "record_id")
      SELECT collection_table, xid, (to_jsonb(NEW) ->> id_column)::integer WHERE to_jsonb(NEW) ->> id_column IS NOT NULL
      ON CONFLICT DO NOTHING;
    END IF;
    IF TG_OP <> 'INSERT' THEN
      INSERT INTO "content_record_changes" ("table_name", "xid", "record_id")
      SELECT collection_table, xid, (to_jsonb(OLD) ->> id_column)::integer WHERE to_jsonb(OLD) ->> id_column IS NOT NULL
      ON CONFLICT DO NOTHING;
    END IF;
    RETURN NULL;
  END
  $$;`)
  for (const table of COLLECTION_TABLES) {
    const children = await db.execute(sql`
      SELECT c.conrelid::regclass::text AS child, a.attname AS id_column
      FROM pg_constraint c JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = c.conkey[1]
      WHERE c.contype = 'f' AND c.confrelid = ${table}::regclass AND a.attname IN ('parent_id', '_parent_id')
        AND left(c.conrelid::regclass::text, 1) <> '_'`)
    const tables = [{ child: table, id_column: 'id' }, ...(children.rows as { child: string; id_column: string }[])]
    for (const { child, id_column } of tables) {
      await db.execute(
        sql.raw(
          `CREATE TRIGGER "content_record_change" AFTER INSERT OR UPDATE OR DELETE ON "${child}" ` +
            `FOR EACH ROW EXECUTE FUNCTION "log_content_record_change"('${table}', '${id_column}');` +
            `CREATE TRIGGER "content_record_truncate" AFTER TRUNCATE ON "${child}" ` +
            `FOR EACH STATEMENT EXECUTE FUNCTION "log_content_record_change"('${table}', '${id_column}');`,
        ),
      )
    }
  }
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DO $$
  DECLARE t regclass;
  BEGIN
    FOR t IN SELECT tgrelid::regclass FROM pg_trigger WHERE tgname IN ('content_record_change', 'content_record_truncate') LOOP
      EXECUTE format('DROP TRIGGER IF EXISTS "content_record_change" ON %s; DROP TRIGGER IF EXISTS "content_record_truncate" ON %s', t, t);
    END LOOP;
  END
  $$;
  DROP FUNCTION IF EXISTS "log_content_record_change"();
  DROP TABLE IF EXISTS "content_record_changes";`)
}
