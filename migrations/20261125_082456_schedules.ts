import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Scheduled publishing (docs/product.md#scheduled-publishing): the entries staff make to publish or
 * unpublish a record at a time (src/features/publishing/schedules-collection.ts), and the jobs queue's task
 * that carries them out.
 */

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_publication_schedules_resource" AS ENUM('artists', 'events', 'tour-locations', 'sponsorships', 'galleries', 'hero-sections', 'homepage-sections', 'premium-accommodations');
  CREATE TYPE "public"."enum_publication_schedules_action" AS ENUM('publish', 'unpublish');
  CREATE TYPE "public"."enum_publication_schedules_state" AS ENUM('pending', 'done', 'cancelled', 'failed');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'scheduled-publication';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'scheduled-publication';
  CREATE TABLE "publication_schedules" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"resource" "enum_publication_schedules_resource" NOT NULL,
  	"record" numeric NOT NULL,
  	"action" "enum_publication_schedules_action" NOT NULL,
  	"at" timestamp(3) with time zone NOT NULL,
  	"created_by_id" integer,
  	"state" "enum_publication_schedules_state" DEFAULT 'pending' NOT NULL,
  	"error" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "publication_schedules_id" integer;
  ALTER TABLE "publication_schedules" ADD CONSTRAINT "publication_schedules_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "publication_schedules_resource_idx" ON "publication_schedules" USING btree ("resource");
  CREATE INDEX "publication_schedules_record_idx" ON "publication_schedules" USING btree ("record");
  CREATE INDEX "publication_schedules_at_idx" ON "publication_schedules" USING btree ("at");
  CREATE INDEX "publication_schedules_created_by_idx" ON "publication_schedules" USING btree ("created_by_id");
  CREATE INDEX "publication_schedules_state_idx" ON "publication_schedules" USING btree ("state");
  CREATE INDEX "publication_schedules_updated_at_idx" ON "publication_schedules" USING btree ("updated_at");
  CREATE INDEX "publication_schedules_created_at_idx" ON "publication_schedules" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_publication_schedules_fk" FOREIGN KEY ("publication_schedules_id") REFERENCES "public"."publication_schedules"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_publication_schedules_id_idx" ON "payload_locked_documents_rels" USING btree ("publication_schedules_id");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  // Jobs of the task that goes away would not fit its type's narrower list.
  await db.execute(sql`DELETE FROM "payload_jobs" WHERE "task_slug" = 'scheduled-publication'`)
  await db.execute(sql`DELETE FROM "payload_jobs_log" WHERE "task_slug" = 'scheduled-publication'`)
  await db.execute(sql`
   ALTER TABLE "publication_schedules" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "publication_schedules" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_publication_schedules_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'contact-notice', 'password-link');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'contact-notice', 'password-link');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_publication_schedules_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "publication_schedules_id";
  DROP TYPE "public"."enum_publication_schedules_resource";
  DROP TYPE "public"."enum_publication_schedules_action";
  DROP TYPE "public"."enum_publication_schedules_state";`)
}
