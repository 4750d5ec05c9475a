import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * The activity log (src/features/activity/log.ts): its table, written by the server alone, and
 * triggers that keep it append-only for everyone, SQL by hand included: no entry changes, none
 * younger than 365 days is deleted (the jobs queue's daily prune deletes the older ones; the 365
 * is ACTIVITY_KEPT_DAYS of src/features/activity/entries.ts, as it stood: a new period is a new migration), and
 * the table is never emptied.
 * Also the prune's task, the door a scheduled change was asked by, and Payload's jobs statistics,
 * which its task schedules keep.
 */

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_publication_schedules_door" AS ENUM('/api', '/cms-api', '/cms');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'prune-activity';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'prune-activity';
  CREATE TABLE "activity_log" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"at" timestamp (3) with time zone DEFAULT now() NOT NULL,
  	"user_id" integer,
  	"username" text,
  	"action" text NOT NULL,
  	"resource" text NOT NULL,
  	"record_id" integer,
  	"door" text NOT NULL,
  	"api_key" boolean DEFAULT false NOT NULL,
  	"summary" text NOT NULL,
  	CONSTRAINT "activity_log_action_known" CHECK ("activity_log"."action" IN ('create', 'update', 'publish', 'unpublish', 'schedule', 'delete', 'restore', 'sign-in', 'sign-in-refused', 'password-change')),
  	CONSTRAINT "activity_log_door_known" CHECK ("activity_log"."door" IN ('/api', '/cms-api', '/cms'))
  );
  
  CREATE TABLE "payload_jobs_stats" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"stats" jsonb,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "publication_schedules" ADD COLUMN "door" "enum_publication_schedules_door";
  ALTER TABLE "payload_jobs" ADD COLUMN "meta" jsonb;
  CREATE INDEX "activity_log_at_idx" ON "activity_log" USING btree ("at");
  CREATE INDEX "activity_log_user_idx" ON "activity_log" USING btree ("user_id","at");
  CREATE INDEX "activity_log_resource_idx" ON "activity_log" USING btree ("resource","at");`)
  await db.execute(sql`
  CREATE FUNCTION "activity_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    IF TG_OP = 'UPDATE' THEN
      RAISE EXCEPTION 'Activity log entries cannot be changed' USING ERRCODE = 'insufficient_privilege';
    END IF;
    IF OLD."at" >= now() - interval '365 days' THEN
      RAISE EXCEPTION 'Activity log entries are kept for 365 days' USING ERRCODE = 'insufficient_privilege';
    END IF;
    RETURN OLD;
  END
  $$;
  CREATE TRIGGER "activity_log_append_only" BEFORE UPDATE OR DELETE ON "activity_log"
    FOR EACH ROW EXECUTE FUNCTION "activity_log_append_only"();
  CREATE FUNCTION "activity_log_not_emptied"() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    RAISE EXCEPTION 'The activity log cannot be emptied' USING ERRCODE = 'insufficient_privilege';
  END
  $$;
  CREATE TRIGGER "activity_log_not_emptied" BEFORE TRUNCATE ON "activity_log"
    FOR EACH STATEMENT EXECUTE FUNCTION "activity_log_not_emptied"();`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  // The task's jobs go first: the task list it is named in is made again without it.
  await db.execute(sql`
  DELETE FROM "payload_jobs_log" WHERE "task_slug" = 'prune-activity';
  DELETE FROM "payload_jobs" WHERE "task_slug" = 'prune-activity';
  DROP TABLE "activity_log" CASCADE;
  DROP FUNCTION IF EXISTS "activity_log_append_only"();
  DROP FUNCTION IF EXISTS "activity_log_not_emptied"();
  DROP TABLE "payload_jobs_stats" CASCADE;
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'contact-notice', 'password-link', 'scheduled-publication');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'contact-notice', 'password-link', 'scheduled-publication');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  ALTER TABLE "publication_schedules" DROP COLUMN "door";
  ALTER TABLE "payload_jobs" DROP COLUMN "meta";
  DROP TYPE "public"."enum_publication_schedules_door";`)
}
