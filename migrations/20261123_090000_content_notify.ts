import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Every content write also tells every app instance which table it changed: the content-version
 * trigger (20261122_220000_content_version) sends `NOTIFY content_changed, '<table>'`. PostgreSQL
 * delivers it when the writing transaction commits, to every connection listening
 * (src/server/freshness/notifications.ts), whoever wrote: an instance, the /cms panel or SQL by hand.
 * Notifications of one transaction with the same table name are delivered once.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE OR REPLACE FUNCTION "bump_content_version"() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    INSERT INTO "content_version" ("id", "version") VALUES (true, pg_current_xact_id()::text::bigint)
    ON CONFLICT ("id") DO UPDATE SET "version" = excluded."version"
    WHERE "content_version"."version" IS DISTINCT FROM excluded."version";
    PERFORM pg_notify('content_changed', TG_TABLE_NAME);
    RETURN NULL;
  END
  $$;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  CREATE OR REPLACE FUNCTION "bump_content_version"() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    INSERT INTO "content_version" ("id", "version") VALUES (true, pg_current_xact_id()::text::bigint)
    ON CONFLICT ("id") DO UPDATE SET "version" = excluded."version"
    WHERE "content_version"."version" IS DISTINCT FROM excluded."version";
    RETURN NULL;
  END
  $$;`)
}
