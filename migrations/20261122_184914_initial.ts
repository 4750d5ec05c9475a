import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_users_role" AS ENUM('admin', 'editor');
  CREATE TYPE "public"."enum_artists_status" AS ENUM('active', 'archived');
  CREATE TYPE "public"."enum_events_event_type" AS ENUM('concert', 'meetup', 'tour');
  CREATE TYPE "public"."enum_events_status" AS ENUM('upcoming', 'past');
  CREATE TYPE "public"."enum_sponsorships_visibility" AS ENUM('public', 'internal');
  CREATE TABLE "rate_limits" (
  	"key" text PRIMARY KEY NOT NULL,
  	"count" integer NOT NULL,
  	"reset_at" timestamp with time zone NOT NULL
  );
  
  CREATE TABLE "users_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"created_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "users" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"role" "enum_users_role" DEFAULT 'editor' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"email" varchar NOT NULL,
  	"username" varchar NOT NULL,
  	"reset_password_token" varchar,
  	"reset_password_expiration" timestamp(3) with time zone,
  	"salt" varchar,
  	"hash" varchar,
  	"reset_password_requested_at" timestamp(3) with time zone,
  	"login_attempts" numeric DEFAULT 0,
  	"lock_until" timestamp(3) with time zone
  );
  
  CREATE TABLE "artists" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"bio" varchar NOT NULL,
  	"genre" varchar,
  	"profile_photo" varchar,
  	"social_links" jsonb,
  	"media_links" jsonb,
  	"status" "enum_artists_status" DEFAULT 'active' NOT NULL,
  	"portfolio" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "events" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"date" timestamp(3) with time zone NOT NULL,
  	"timezone" varchar DEFAULT 'Asia/Kathmandu' NOT NULL,
  	"venue" varchar NOT NULL,
  	"location" varchar NOT NULL,
  	"capacity" numeric,
  	"ticket_link" varchar,
  	"description" varchar,
  	"banner_image" varchar,
  	"event_type" "enum_events_event_type" DEFAULT 'concert' NOT NULL,
  	"status" "enum_events_status" DEFAULT 'upcoming' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	CONSTRAINT "events_capacity_int32" CHECK ("events"."capacity" = trunc("events"."capacity") AND "events"."capacity" BETWEEN -2147483648 AND 2147483647)
  );
  
  CREATE TABLE "sponsorships" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"package_name" varchar NOT NULL,
  	"description" varchar,
  	"benefits" jsonb DEFAULT '[]'::jsonb,
  	"image" varchar,
  	"visibility" "enum_sponsorships_visibility" DEFAULT 'public' NOT NULL,
  	"priority" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	CONSTRAINT "sponsorships_priority_int32" CHECK ("sponsorships"."priority" = trunc("sponsorships"."priority") AND "sponsorships"."priority" BETWEEN -2147483648 AND 2147483647)
  );
  
  CREATE TABLE "galleries" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"event_id_id" integer,
  	"event_name" varchar NOT NULL,
  	"photos" jsonb DEFAULT '[]'::jsonb,
  	"event_date" timestamp(3) with time zone,
  	"tags" jsonb DEFAULT '[]'::jsonb,
  	"photographer_credit" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "event_objectives" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"icon" varchar,
  	"description" varchar,
  	"position" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	CONSTRAINT "event_objectives_position_int32" CHECK ("event_objectives"."position" = trunc("event_objectives"."position") AND "event_objectives"."position" BETWEEN -2147483648 AND 2147483647)
  );
  
  CREATE TABLE "hero_sections" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"subtitle" varchar,
  	"background_type" varchar DEFAULT 'color',
  	"background_color" varchar,
  	"background_image" varchar,
  	"primary_button_text" varchar,
  	"primary_button_link" varchar,
  	"button_text" varchar,
  	"button_link" varchar,
  	"secondary_button_text" varchar,
  	"secondary_button_link" varchar,
  	"template" varchar DEFAULT 'default',
  	"is_active" boolean DEFAULT false,
  	"priority" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	CONSTRAINT "hero_sections_priority_int32" CHECK ("hero_sections"."priority" = trunc("hero_sections"."priority") AND "hero_sections"."priority" BETWEEN -2147483648 AND 2147483647)
  );
  
  CREATE TABLE "tour_locations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"city" varchar NOT NULL,
  	"venue" varchar NOT NULL,
  	"date" timestamp(3) with time zone NOT NULL,
  	"image" varchar,
  	"ticket_link" varchar,
  	"display_on_homepage" boolean DEFAULT true,
  	"priority" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	CONSTRAINT "tour_locations_priority_int32" CHECK ("tour_locations"."priority" = trunc("tour_locations"."priority") AND "tour_locations"."priority" BETWEEN -2147483648 AND 2147483647)
  );
  
  CREATE TABLE "homepage_sections" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"section_type" varchar NOT NULL,
  	"title" varchar NOT NULL,
  	"subtitle" varchar,
  	"background_type" varchar DEFAULT 'color',
  	"background_color" varchar,
  	"background_image" varchar,
  	"is_active" boolean DEFAULT true,
  	"show_button" boolean DEFAULT true,
  	"button_text" varchar,
  	"button_link" varchar,
  	"display_order" numeric DEFAULT 0,
  	"template" varchar DEFAULT 'default',
  	"items_to_show" numeric DEFAULT 3,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	CONSTRAINT "homepage_sections_displayOrder_int32" CHECK ("homepage_sections"."display_order" = trunc("homepage_sections"."display_order") AND "homepage_sections"."display_order" BETWEEN -2147483648 AND 2147483647),
  	CONSTRAINT "homepage_sections_itemsToShow_int32" CHECK ("homepage_sections"."items_to_show" = trunc("homepage_sections"."items_to_show") AND "homepage_sections"."items_to_show" BETWEEN -2147483648 AND 2147483647)
  );
  
  CREATE TABLE "premium_accommodations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"description" varchar,
  	"image" varchar,
  	"link" varchar,
  	"price" varchar,
  	"location" varchar,
  	"display_on_homepage" boolean DEFAULT false,
  	"priority" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	CONSTRAINT "premium_accommodations_priority_int32" CHECK ("premium_accommodations"."priority" = trunc("premium_accommodations"."priority") AND "premium_accommodations"."priority" BETWEEN -2147483648 AND 2147483647)
  );
  
  CREATE TABLE "media" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"alt" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric,
  	"sizes_thumbnail_url" varchar,
  	"sizes_thumbnail_width" numeric,
  	"sizes_thumbnail_height" numeric,
  	"sizes_thumbnail_mime_type" varchar,
  	"sizes_thumbnail_filesize" numeric,
  	"sizes_thumbnail_filename" varchar,
  	"sizes_card_url" varchar,
  	"sizes_card_width" numeric,
  	"sizes_card_height" numeric,
  	"sizes_card_mime_type" varchar,
  	"sizes_card_filesize" numeric,
  	"sizes_card_filename" varchar
  );
  
  CREATE TABLE "contact_messages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"phone" varchar,
  	"subject" varchar NOT NULL,
  	"message" varchar NOT NULL,
  	"read" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_kv" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"data" jsonb NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"global_slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer,
  	"artists_id" integer,
  	"events_id" integer,
  	"sponsorships_id" integer,
  	"galleries_id" integer,
  	"event_objectives_id" integer,
  	"hero_sections_id" integer,
  	"tour_locations_id" integer,
  	"homepage_sections_id" integer,
  	"premium_accommodations_id" integer,
  	"media_id" integer,
  	"contact_messages_id" integer
  );
  
  CREATE TABLE "payload_preferences" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"value" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_preferences_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer
  );
  
  CREATE TABLE "payload_migrations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"batch" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "contact_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"email" varchar,
  	"phone" varchar,
  	"address" varchar,
  	"map_embed_url" varchar,
  	"form_subjects" jsonb DEFAULT '[]'::jsonb,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "footer_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"social_links" jsonb,
  	"copyright" varchar,
  	"show_social_links" boolean DEFAULT true,
  	"additional_links" jsonb DEFAULT '[]'::jsonb,
  	"privacy_policy_url" varchar,
  	"terms_url" varchar,
  	"year_override" varchar,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "users_sessions" ADD CONSTRAINT "users_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "galleries" ADD CONSTRAINT "galleries_event_id_id_events_id_fk" FOREIGN KEY ("event_id_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_locked_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_artists_fk" FOREIGN KEY ("artists_id") REFERENCES "public"."artists"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_events_fk" FOREIGN KEY ("events_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_sponsorships_fk" FOREIGN KEY ("sponsorships_id") REFERENCES "public"."sponsorships"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_galleries_fk" FOREIGN KEY ("galleries_id") REFERENCES "public"."galleries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_event_objectives_fk" FOREIGN KEY ("event_objectives_id") REFERENCES "public"."event_objectives"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_hero_sections_fk" FOREIGN KEY ("hero_sections_id") REFERENCES "public"."hero_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_tour_locations_fk" FOREIGN KEY ("tour_locations_id") REFERENCES "public"."tour_locations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_homepage_sections_fk" FOREIGN KEY ("homepage_sections_id") REFERENCES "public"."homepage_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_premium_accommodations_fk" FOREIGN KEY ("premium_accommodations_id") REFERENCES "public"."premium_accommodations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_contact_messages_fk" FOREIGN KEY ("contact_messages_id") REFERENCES "public"."contact_messages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_preferences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "users_sessions_order_idx" ON "users_sessions" USING btree ("_order");
  CREATE INDEX "users_sessions_parent_id_idx" ON "users_sessions" USING btree ("_parent_id");
  CREATE INDEX "users_updated_at_idx" ON "users" USING btree ("updated_at");
  CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");
  CREATE UNIQUE INDEX "users_email_idx" ON "users" USING btree ("email");
  CREATE UNIQUE INDEX "users_username_idx" ON "users" USING btree ("username");
  CREATE INDEX "artists_genre_idx" ON "artists" USING btree ("genre");
  CREATE INDEX "artists_status_idx" ON "artists" USING btree ("status");
  CREATE INDEX "artists_updated_at_idx" ON "artists" USING btree ("updated_at");
  CREATE INDEX "artists_created_at_idx" ON "artists" USING btree ("created_at");
  CREATE INDEX "events_date_idx" ON "events" USING btree ("date");
  CREATE INDEX "events_event_type_idx" ON "events" USING btree ("event_type");
  CREATE INDEX "events_status_idx" ON "events" USING btree ("status");
  CREATE INDEX "events_updated_at_idx" ON "events" USING btree ("updated_at");
  CREATE INDEX "events_created_at_idx" ON "events" USING btree ("created_at");
  CREATE INDEX "sponsorships_visibility_idx" ON "sponsorships" USING btree ("visibility");
  CREATE INDEX "sponsorships_priority_idx" ON "sponsorships" USING btree ("priority");
  CREATE INDEX "sponsorships_updated_at_idx" ON "sponsorships" USING btree ("updated_at");
  CREATE INDEX "sponsorships_created_at_idx" ON "sponsorships" USING btree ("created_at");
  CREATE INDEX "galleries_event_id_idx" ON "galleries" USING btree ("event_id_id");
  CREATE INDEX "galleries_event_date_idx" ON "galleries" USING btree ("event_date");
  CREATE INDEX "galleries_updated_at_idx" ON "galleries" USING btree ("updated_at");
  CREATE INDEX "galleries_created_at_idx" ON "galleries" USING btree ("created_at");
  CREATE INDEX "event_objectives_position_idx" ON "event_objectives" USING btree ("position");
  CREATE INDEX "event_objectives_updated_at_idx" ON "event_objectives" USING btree ("updated_at");
  CREATE INDEX "event_objectives_created_at_idx" ON "event_objectives" USING btree ("created_at");
  CREATE INDEX "hero_sections_is_active_idx" ON "hero_sections" USING btree ("is_active");
  CREATE INDEX "hero_sections_updated_at_idx" ON "hero_sections" USING btree ("updated_at");
  CREATE INDEX "hero_sections_created_at_idx" ON "hero_sections" USING btree ("created_at");
  CREATE INDEX "tour_locations_display_on_homepage_idx" ON "tour_locations" USING btree ("display_on_homepage");
  CREATE INDEX "tour_locations_updated_at_idx" ON "tour_locations" USING btree ("updated_at");
  CREATE INDEX "tour_locations_created_at_idx" ON "tour_locations" USING btree ("created_at");
  CREATE INDEX "homepage_sections_is_active_idx" ON "homepage_sections" USING btree ("is_active");
  CREATE INDEX "homepage_sections_updated_at_idx" ON "homepage_sections" USING btree ("updated_at");
  CREATE INDEX "homepage_sections_created_at_idx" ON "homepage_sections" USING btree ("created_at");
  CREATE INDEX "premium_accommodations_display_on_homepage_idx" ON "premium_accommodations" USING btree ("display_on_homepage");
  CREATE INDEX "premium_accommodations_updated_at_idx" ON "premium_accommodations" USING btree ("updated_at");
  CREATE INDEX "premium_accommodations_created_at_idx" ON "premium_accommodations" USING btree ("created_at");
  CREATE INDEX "media_updated_at_idx" ON "media" USING btree ("updated_at");
  CREATE INDEX "media_created_at_idx" ON "media" USING btree ("created_at");
  CREATE UNIQUE INDEX "media_filename_idx" ON "media" USING btree ("filename");
  CREATE INDEX "media_sizes_thumbnail_sizes_thumbnail_filename_idx" ON "media" USING btree ("sizes_thumbnail_filename");
  CREATE INDEX "media_sizes_card_sizes_card_filename_idx" ON "media" USING btree ("sizes_card_filename");
  CREATE INDEX "contact_messages_read_idx" ON "contact_messages" USING btree ("read");
  CREATE INDEX "contact_messages_updated_at_idx" ON "contact_messages" USING btree ("updated_at");
  CREATE INDEX "contact_messages_created_at_idx" ON "contact_messages" USING btree ("created_at");
  CREATE UNIQUE INDEX "payload_kv_key_idx" ON "payload_kv" USING btree ("key");
  CREATE INDEX "payload_locked_documents_global_slug_idx" ON "payload_locked_documents" USING btree ("global_slug");
  CREATE INDEX "payload_locked_documents_updated_at_idx" ON "payload_locked_documents" USING btree ("updated_at");
  CREATE INDEX "payload_locked_documents_created_at_idx" ON "payload_locked_documents" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_rels_order_idx" ON "payload_locked_documents_rels" USING btree ("order");
  CREATE INDEX "payload_locked_documents_rels_parent_idx" ON "payload_locked_documents_rels" USING btree ("parent_id");
  CREATE INDEX "payload_locked_documents_rels_path_idx" ON "payload_locked_documents_rels" USING btree ("path");
  CREATE INDEX "payload_locked_documents_rels_users_id_idx" ON "payload_locked_documents_rels" USING btree ("users_id");
  CREATE INDEX "payload_locked_documents_rels_artists_id_idx" ON "payload_locked_documents_rels" USING btree ("artists_id");
  CREATE INDEX "payload_locked_documents_rels_events_id_idx" ON "payload_locked_documents_rels" USING btree ("events_id");
  CREATE INDEX "payload_locked_documents_rels_sponsorships_id_idx" ON "payload_locked_documents_rels" USING btree ("sponsorships_id");
  CREATE INDEX "payload_locked_documents_rels_galleries_id_idx" ON "payload_locked_documents_rels" USING btree ("galleries_id");
  CREATE INDEX "payload_locked_documents_rels_event_objectives_id_idx" ON "payload_locked_documents_rels" USING btree ("event_objectives_id");
  CREATE INDEX "payload_locked_documents_rels_hero_sections_id_idx" ON "payload_locked_documents_rels" USING btree ("hero_sections_id");
  CREATE INDEX "payload_locked_documents_rels_tour_locations_id_idx" ON "payload_locked_documents_rels" USING btree ("tour_locations_id");
  CREATE INDEX "payload_locked_documents_rels_homepage_sections_id_idx" ON "payload_locked_documents_rels" USING btree ("homepage_sections_id");
  CREATE INDEX "payload_locked_documents_rels_premium_accommodations_id_idx" ON "payload_locked_documents_rels" USING btree ("premium_accommodations_id");
  CREATE INDEX "payload_locked_documents_rels_media_id_idx" ON "payload_locked_documents_rels" USING btree ("media_id");
  CREATE INDEX "payload_locked_documents_rels_contact_messages_id_idx" ON "payload_locked_documents_rels" USING btree ("contact_messages_id");
  CREATE INDEX "payload_preferences_key_idx" ON "payload_preferences" USING btree ("key");
  CREATE INDEX "payload_preferences_updated_at_idx" ON "payload_preferences" USING btree ("updated_at");
  CREATE INDEX "payload_preferences_created_at_idx" ON "payload_preferences" USING btree ("created_at");
  CREATE INDEX "payload_preferences_rels_order_idx" ON "payload_preferences_rels" USING btree ("order");
  CREATE INDEX "payload_preferences_rels_parent_idx" ON "payload_preferences_rels" USING btree ("parent_id");
  CREATE INDEX "payload_preferences_rels_path_idx" ON "payload_preferences_rels" USING btree ("path");
  CREATE INDEX "payload_preferences_rels_users_id_idx" ON "payload_preferences_rels" USING btree ("users_id");
  CREATE INDEX "payload_migrations_updated_at_idx" ON "payload_migrations" USING btree ("updated_at");
  CREATE INDEX "payload_migrations_created_at_idx" ON "payload_migrations" USING btree ("created_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "rate_limits" CASCADE;
  DROP TABLE "users_sessions" CASCADE;
  DROP TABLE "users" CASCADE;
  DROP TABLE "artists" CASCADE;
  DROP TABLE "events" CASCADE;
  DROP TABLE "sponsorships" CASCADE;
  DROP TABLE "galleries" CASCADE;
  DROP TABLE "event_objectives" CASCADE;
  DROP TABLE "hero_sections" CASCADE;
  DROP TABLE "tour_locations" CASCADE;
  DROP TABLE "homepage_sections" CASCADE;
  DROP TABLE "premium_accommodations" CASCADE;
  DROP TABLE "media" CASCADE;
  DROP TABLE "contact_messages" CASCADE;
  DROP TABLE "payload_kv" CASCADE;
  DROP TABLE "payload_locked_documents" CASCADE;
  DROP TABLE "payload_locked_documents_rels" CASCADE;
  DROP TABLE "payload_preferences" CASCADE;
  DROP TABLE "payload_preferences_rels" CASCADE;
  DROP TABLE "payload_migrations" CASCADE;
  DROP TABLE "contact_settings" CASCADE;
  DROP TABLE "footer_settings" CASCADE;
  DROP TYPE "public"."enum_users_role";
  DROP TYPE "public"."enum_artists_status";
  DROP TYPE "public"."enum_events_event_type";
  DROP TYPE "public"."enum_events_status";
  DROP TYPE "public"."enum_sponsorships_visibility";`)
}
