import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Messages worked to the end (src/features/contact/messages-collection.ts): the language a message
 * was sent in (existing ones: English), how far staff worked it, their notes, its sender's
 * acknowledgement (none for existing ones), and the admins' switch of acknowledgements (on).
 */
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_contact_messages_locale" AS ENUM('en', 'ne');
  CREATE TYPE "public"."enum_contact_messages_handled" AS ENUM('replied', 'done');
  CREATE TYPE "public"."enum_contact_messages_acknowledgement" AS ENUM('pending', 'sent', 'failed', 'off');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'contact-acknowledgement' BEFORE 'password-link';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'contact-acknowledgement' BEFORE 'password-link';
  CREATE TABLE "contact_messages_notes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL,
  	"author" varchar,
  	"at" timestamp(3) with time zone
  );
  
  ALTER TABLE "contact_messages" ADD COLUMN "locale" "enum_contact_messages_locale" DEFAULT 'en';
  ALTER TABLE "contact_messages" ADD COLUMN "handled" "enum_contact_messages_handled";
  ALTER TABLE "contact_messages" ADD COLUMN "acknowledgement" "enum_contact_messages_acknowledgement";
  ALTER TABLE "notification_settings" ADD COLUMN "acknowledge" boolean DEFAULT true;
  ALTER TABLE "contact_messages_notes" ADD CONSTRAINT "contact_messages_notes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."contact_messages"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "contact_messages_notes_order_idx" ON "contact_messages_notes" USING btree ("_order");
  CREATE INDEX "contact_messages_notes_parent_id_idx" ON "contact_messages_notes" USING btree ("_parent_id");
  CREATE INDEX "contact_messages_handled_idx" ON "contact_messages" USING btree ("handled");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "contact_messages_notes" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "contact_messages_notes" CASCADE;
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'contact-notice', 'password-link', 'account-notice', 'scheduled-publication', 'prune-activity', 'alert-confirmation', 'event-alerts', 'prune-alerts');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'contact-notice', 'password-link', 'account-notice', 'scheduled-publication', 'prune-activity', 'alert-confirmation', 'event-alerts', 'prune-alerts');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "contact_messages_handled_idx";
  ALTER TABLE "contact_messages" DROP COLUMN "locale";
  ALTER TABLE "contact_messages" DROP COLUMN "handled";
  ALTER TABLE "contact_messages" DROP COLUMN "acknowledgement";
  ALTER TABLE "notification_settings" DROP COLUMN "acknowledge";
  DROP TYPE "public"."enum_contact_messages_locale";
  DROP TYPE "public"."enum_contact_messages_handled";
  DROP TYPE "public"."enum_contact_messages_acknowledgement";`)
}
