import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "galleries" ADD COLUMN "captions" jsonb DEFAULT '{}'::jsonb;
  ALTER TABLE "_galleries_v" ADD COLUMN "version_captions" jsonb DEFAULT '{}'::jsonb;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "galleries" DROP COLUMN "captions";
  ALTER TABLE "_galleries_v" DROP COLUMN "version_captions";`)
}
