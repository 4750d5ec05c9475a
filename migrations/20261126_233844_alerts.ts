import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * E-mail alerts of new events (docs/product.md#e-mail-alerts): sign-ups and their topics, the
 * events announced, and the alert mails with what each tells (src/features/alerts/subscriptions.ts,
 * src/features/alerts/job.ts). The events published before it are marked announced without a word:
 * only events published from now on are news to anyone.
 */
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'alert-confirmation';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'event-alerts';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'prune-alerts';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'alert-confirmation';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'event-alerts';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'prune-alerts';
  CREATE TABLE "alert_subscribers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"email" text NOT NULL,
  	"locale" text DEFAULT 'en' NOT NULL,
  	"nonce" text NOT NULL,
  	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
  	"confirmed_at" timestamp (3) with time zone,
  	"last_alert_at" timestamp (3) with time zone,
  	CONSTRAINT "alert_subscribers_locale_known" CHECK ("alert_subscribers"."locale" IN ('en', 'ne'))
  );
  
  CREATE TABLE "alert_topics" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"subscriber_id" integer NOT NULL,
  	"kind" text NOT NULL,
  	"artist_id" integer,
  	"city" text,
  	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
  	"confirmed_at" timestamp (3) with time zone,
  	CONSTRAINT "alert_topics_kind_known" CHECK ("alert_topics"."kind" IN ('all', 'artist', 'city')),
  	CONSTRAINT "alert_topics_kind_matches" CHECK (("alert_topics"."kind" = 'all' AND "alert_topics"."artist_id" IS NULL AND "alert_topics"."city" IS NULL) OR ("alert_topics"."kind" = 'artist' AND "alert_topics"."artist_id" IS NOT NULL AND "alert_topics"."city" IS NULL) OR ("alert_topics"."kind" = 'city' AND "alert_topics"."artist_id" IS NULL AND "alert_topics"."city" IS NOT NULL))
  );
  
  CREATE TABLE "event_announcements" (
  	"event_id" integer PRIMARY KEY NOT NULL,
  	"notify" boolean NOT NULL,
  	"published_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
  	"fanned_out_at" timestamp (3) with time zone
  );
  
  CREATE TABLE "alert_mails" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"subscriber_id" integer NOT NULL,
  	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
  	"sent_at" timestamp (3) with time zone,
  	"attempts" integer DEFAULT 0 NOT NULL,
  	"next_attempt_at" timestamp (3) with time zone,
  	"failed_at" timestamp (3) with time zone,
  	"error" text
  );
  
  CREATE TABLE "alert_items" (
  	"subscriber_id" integer NOT NULL,
  	"event_id" integer NOT NULL,
  	"mail_id" integer,
  	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
  	CONSTRAINT "alert_items_subscriber_id_event_id_pk" PRIMARY KEY("subscriber_id","event_id")
  );
  
  ALTER TABLE "alert_topics" ADD CONSTRAINT "alert_topics_subscriber_id_alert_subscribers_id_fk" FOREIGN KEY ("subscriber_id") REFERENCES "public"."alert_subscribers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "alert_topics" ADD CONSTRAINT "alert_topics_artist_id_artists_id_fk" FOREIGN KEY ("artist_id") REFERENCES "public"."artists"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "event_announcements" ADD CONSTRAINT "event_announcements_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "alert_mails" ADD CONSTRAINT "alert_mails_subscriber_id_alert_subscribers_id_fk" FOREIGN KEY ("subscriber_id") REFERENCES "public"."alert_subscribers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "alert_items" ADD CONSTRAINT "alert_items_subscriber_id_alert_subscribers_id_fk" FOREIGN KEY ("subscriber_id") REFERENCES "public"."alert_subscribers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "alert_items" ADD CONSTRAINT "alert_items_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "alert_items" ADD CONSTRAINT "alert_items_mail_id_alert_mails_id_fk" FOREIGN KEY ("mail_id") REFERENCES "public"."alert_mails"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "alert_subscribers_email_idx" ON "alert_subscribers" USING btree ("email");
  CREATE UNIQUE INDEX "alert_topics_subscriber_topic_idx" ON "alert_topics" USING btree ("subscriber_id","kind",coalesce("artist_id", 0),coalesce("city", ''));
  CREATE INDEX "alert_topics_artist_idx" ON "alert_topics" USING btree ("artist_id");
  CREATE INDEX "alert_mails_waiting_idx" ON "alert_mails" USING btree ("sent_at","failed_at");
  CREATE INDEX "alert_mails_subscriber_idx" ON "alert_mails" USING btree ("subscriber_id");
  CREATE INDEX "alert_items_mail_idx" ON "alert_items" USING btree ("mail_id");
  INSERT INTO "event_announcements" ("event_id", "notify", "fanned_out_at") SELECT "id", false, now() FROM "events" WHERE "_status" = 'published';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "alert_subscribers" CASCADE;
  DROP TABLE "alert_topics" CASCADE;
  DROP TABLE "event_announcements" CASCADE;
  DROP TABLE "alert_mails" CASCADE;
  DROP TABLE "alert_items" CASCADE;
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'contact-notice', 'password-link', 'scheduled-publication', 'prune-activity');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'contact-notice', 'password-link', 'scheduled-publication', 'prune-activity');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";`)
}
