import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Each account's language, for the mails it is sent (English unless set), and the queue's job of
 * account notices (src/features/accounts/notices.ts).
 */
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_users_language" AS ENUM('en', 'ne');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'account-notice' BEFORE 'scheduled-publication';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'account-notice' BEFORE 'scheduled-publication';
  ALTER TABLE "users" ADD COLUMN "language" "enum_users_language" DEFAULT 'en';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  // Notices still queued cannot be kept under the older list of tasks.
  await db.execute(sql`
   DELETE FROM "payload_jobs_log" WHERE "task_slug" = 'account-notice';
  DELETE FROM "payload_jobs" WHERE "task_slug" = 'account-notice';
   ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'contact-notice', 'password-link', 'scheduled-publication', 'prune-activity', 'alert-confirmation', 'event-alerts', 'prune-alerts');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'contact-notice', 'password-link', 'scheduled-publication', 'prune-activity', 'alert-confirmation', 'event-alerts', 'prune-alerts');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  ALTER TABLE "users" DROP COLUMN "language";
  DROP TYPE "public"."enum_users_language";`)
}
