import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Drafts (docs/product.md#drafts): the editors' content keeps versions, each record a `_status` and
 * the account that last saved it (`updatedBy`, so each version names its author). Every record
 * stored before stays published with its content (the column's default fills it), and gets its
 * first version, a copy of itself, so its history starts with what visitors see today. Payload's
 * generated part (below) creates no version rows; the copy after it is written by hand, column by
 * column as the version table names them (`version_{column}`).
 */

/** The tables of the collections with drafts (src/features/publishing/hooks.ts). */
const TABLES = ['artists', 'events', 'sponsorships', 'galleries', 'hero_sections', 'tour_locations', 'homepage_sections', 'premium_accommodations']

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_artists_publication" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__artists_v_version_status" AS ENUM('active', 'archived');
  CREATE TYPE "public"."enum__artists_v_version_publication" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_events_publication" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__events_v_version_event_type" AS ENUM('concert', 'meetup', 'tour');
  CREATE TYPE "public"."enum__events_v_version_status" AS ENUM('upcoming', 'past');
  CREATE TYPE "public"."enum__events_v_version_publication" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_sponsorships_publication" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__sponsorships_v_version_visibility" AS ENUM('public', 'internal');
  CREATE TYPE "public"."enum__sponsorships_v_version_publication" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_galleries_publication" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__galleries_v_version_publication" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_hero_sections_publication" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__hero_sections_v_version_publication" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_tour_locations_publication" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__tour_locations_v_version_publication" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_homepage_sections_publication" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__homepage_sections_v_version_publication" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_premium_accommodations_publication" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__premium_accommodations_v_version_publication" AS ENUM('draft', 'published');
  CREATE TABLE "_artists_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_name" varchar,
  	"version_bio" varchar,
  	"version_genre" varchar,
  	"version_profile_photo" varchar,
  	"version_social_links" jsonb,
  	"version_media_links" jsonb,
  	"version_status" "enum__artists_v_version_status" DEFAULT 'active',
  	"version_portfolio" varchar,
  	"version_updated_by_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__artists_v_version_publication" DEFAULT 'published',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_events_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_date" timestamp(3) with time zone,
  	"version_timezone" varchar DEFAULT 'Asia/Kathmandu',
  	"version_venue" varchar,
  	"version_location" varchar,
  	"version_capacity" numeric,
  	"version_ticket_link" varchar,
  	"version_description" varchar,
  	"version_banner_image" varchar,
  	"version_event_type" "enum__events_v_version_event_type" DEFAULT 'concert',
  	"version_status" "enum__events_v_version_status" DEFAULT 'upcoming',
  	"version_updated_by_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__events_v_version_publication" DEFAULT 'published',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_sponsorships_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_package_name" varchar,
  	"version_description" varchar,
  	"version_benefits" jsonb DEFAULT '[]'::jsonb,
  	"version_image" varchar,
  	"version_visibility" "enum__sponsorships_v_version_visibility" DEFAULT 'public',
  	"version_priority" numeric DEFAULT 0,
  	"version_updated_by_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__sponsorships_v_version_publication" DEFAULT 'published',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_galleries_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_event_id_id" integer,
  	"version_event_name" varchar,
  	"version_photos" jsonb DEFAULT '[]'::jsonb,
  	"version_event_date" timestamp(3) with time zone,
  	"version_tags" jsonb DEFAULT '[]'::jsonb,
  	"version_photographer_credit" varchar,
  	"version_updated_by_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__galleries_v_version_publication" DEFAULT 'published',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_hero_sections_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_subtitle" varchar,
  	"version_background_type" varchar DEFAULT 'color',
  	"version_background_color" varchar,
  	"version_background_image" varchar,
  	"version_primary_button_text" varchar,
  	"version_primary_button_link" varchar,
  	"version_button_text" varchar,
  	"version_button_link" varchar,
  	"version_secondary_button_text" varchar,
  	"version_secondary_button_link" varchar,
  	"version_template" varchar DEFAULT 'default',
  	"version_is_active" boolean DEFAULT false,
  	"version_priority" numeric DEFAULT 0,
  	"version_updated_by_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__hero_sections_v_version_publication" DEFAULT 'published',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_tour_locations_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_city" varchar,
  	"version_venue" varchar,
  	"version_date" timestamp(3) with time zone,
  	"version_image" varchar,
  	"version_ticket_link" varchar,
  	"version_display_on_homepage" boolean DEFAULT true,
  	"version_priority" numeric DEFAULT 0,
  	"version_updated_by_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__tour_locations_v_version_publication" DEFAULT 'published',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_homepage_sections_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_section_type" varchar,
  	"version_title" varchar,
  	"version_subtitle" varchar,
  	"version_background_type" varchar DEFAULT 'color',
  	"version_background_color" varchar,
  	"version_background_image" varchar,
  	"version_is_active" boolean DEFAULT true,
  	"version_show_button" boolean DEFAULT true,
  	"version_button_text" varchar,
  	"version_button_link" varchar,
  	"version_display_order" numeric DEFAULT 0,
  	"version_template" varchar DEFAULT 'default',
  	"version_items_to_show" numeric DEFAULT 3,
  	"version_updated_by_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__homepage_sections_v_version_publication" DEFAULT 'published',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_premium_accommodations_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_description" varchar,
  	"version_image" varchar,
  	"version_link" varchar,
  	"version_price" varchar,
  	"version_location" varchar,
  	"version_display_on_homepage" boolean DEFAULT false,
  	"version_priority" numeric DEFAULT 0,
  	"version_updated_by_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__premium_accommodations_v_version_publication" DEFAULT 'published',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  ALTER TABLE "artists" ALTER COLUMN "name" DROP NOT NULL;
  ALTER TABLE "artists" ALTER COLUMN "bio" DROP NOT NULL;
  ALTER TABLE "artists" ALTER COLUMN "status" DROP NOT NULL;
  ALTER TABLE "events" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "events" ALTER COLUMN "date" DROP NOT NULL;
  ALTER TABLE "events" ALTER COLUMN "timezone" DROP NOT NULL;
  ALTER TABLE "events" ALTER COLUMN "venue" DROP NOT NULL;
  ALTER TABLE "events" ALTER COLUMN "location" DROP NOT NULL;
  ALTER TABLE "events" ALTER COLUMN "event_type" DROP NOT NULL;
  ALTER TABLE "events" ALTER COLUMN "status" DROP NOT NULL;
  ALTER TABLE "sponsorships" ALTER COLUMN "package_name" DROP NOT NULL;
  ALTER TABLE "sponsorships" ALTER COLUMN "visibility" DROP NOT NULL;
  ALTER TABLE "galleries" ALTER COLUMN "event_name" DROP NOT NULL;
  ALTER TABLE "hero_sections" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "tour_locations" ALTER COLUMN "city" DROP NOT NULL;
  ALTER TABLE "tour_locations" ALTER COLUMN "venue" DROP NOT NULL;
  ALTER TABLE "tour_locations" ALTER COLUMN "date" DROP NOT NULL;
  ALTER TABLE "homepage_sections" ALTER COLUMN "section_type" DROP NOT NULL;
  ALTER TABLE "homepage_sections" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "premium_accommodations" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "artists" ADD COLUMN "updated_by_id" integer;
  ALTER TABLE "artists" ADD COLUMN "_status" "enum_artists_publication" DEFAULT 'published';
  ALTER TABLE "events" ADD COLUMN "updated_by_id" integer;
  ALTER TABLE "events" ADD COLUMN "_status" "enum_events_publication" DEFAULT 'published';
  ALTER TABLE "sponsorships" ADD COLUMN "updated_by_id" integer;
  ALTER TABLE "sponsorships" ADD COLUMN "_status" "enum_sponsorships_publication" DEFAULT 'published';
  ALTER TABLE "galleries" ADD COLUMN "updated_by_id" integer;
  ALTER TABLE "galleries" ADD COLUMN "_status" "enum_galleries_publication" DEFAULT 'published';
  ALTER TABLE "hero_sections" ADD COLUMN "updated_by_id" integer;
  ALTER TABLE "hero_sections" ADD COLUMN "_status" "enum_hero_sections_publication" DEFAULT 'published';
  ALTER TABLE "tour_locations" ADD COLUMN "updated_by_id" integer;
  ALTER TABLE "tour_locations" ADD COLUMN "_status" "enum_tour_locations_publication" DEFAULT 'published';
  ALTER TABLE "homepage_sections" ADD COLUMN "updated_by_id" integer;
  ALTER TABLE "homepage_sections" ADD COLUMN "_status" "enum_homepage_sections_publication" DEFAULT 'published';
  ALTER TABLE "premium_accommodations" ADD COLUMN "updated_by_id" integer;
  ALTER TABLE "premium_accommodations" ADD COLUMN "_status" "enum_premium_accommodations_publication" DEFAULT 'published';
  ALTER TABLE "_artists_v" ADD CONSTRAINT "_artists_v_parent_id_artists_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."artists"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_artists_v" ADD CONSTRAINT "_artists_v_version_updated_by_id_users_id_fk" FOREIGN KEY ("version_updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_events_v" ADD CONSTRAINT "_events_v_parent_id_events_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_events_v" ADD CONSTRAINT "_events_v_version_updated_by_id_users_id_fk" FOREIGN KEY ("version_updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_sponsorships_v" ADD CONSTRAINT "_sponsorships_v_parent_id_sponsorships_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."sponsorships"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_sponsorships_v" ADD CONSTRAINT "_sponsorships_v_version_updated_by_id_users_id_fk" FOREIGN KEY ("version_updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_galleries_v" ADD CONSTRAINT "_galleries_v_parent_id_galleries_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."galleries"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_galleries_v" ADD CONSTRAINT "_galleries_v_version_event_id_id_events_id_fk" FOREIGN KEY ("version_event_id_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_galleries_v" ADD CONSTRAINT "_galleries_v_version_updated_by_id_users_id_fk" FOREIGN KEY ("version_updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_hero_sections_v" ADD CONSTRAINT "_hero_sections_v_parent_id_hero_sections_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."hero_sections"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_hero_sections_v" ADD CONSTRAINT "_hero_sections_v_version_updated_by_id_users_id_fk" FOREIGN KEY ("version_updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_tour_locations_v" ADD CONSTRAINT "_tour_locations_v_parent_id_tour_locations_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."tour_locations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_tour_locations_v" ADD CONSTRAINT "_tour_locations_v_version_updated_by_id_users_id_fk" FOREIGN KEY ("version_updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_homepage_sections_v" ADD CONSTRAINT "_homepage_sections_v_parent_id_homepage_sections_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."homepage_sections"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_homepage_sections_v" ADD CONSTRAINT "_homepage_sections_v_version_updated_by_id_users_id_fk" FOREIGN KEY ("version_updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_premium_accommodations_v" ADD CONSTRAINT "_premium_accommodations_v_parent_id_premium_accommodations_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."premium_accommodations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_premium_accommodations_v" ADD CONSTRAINT "_premium_accommodations_v_version_updated_by_id_users_id_fk" FOREIGN KEY ("version_updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "_artists_v_parent_idx" ON "_artists_v" USING btree ("parent_id");
  CREATE INDEX "_artists_v_version_version_genre_idx" ON "_artists_v" USING btree ("version_genre");
  CREATE INDEX "_artists_v_version_version_status_idx" ON "_artists_v" USING btree ("version_status");
  CREATE INDEX "_artists_v_version_version_updated_by_idx" ON "_artists_v" USING btree ("version_updated_by_id");
  CREATE INDEX "_artists_v_version_version_updated_at_idx" ON "_artists_v" USING btree ("version_updated_at");
  CREATE INDEX "_artists_v_version_version_created_at_idx" ON "_artists_v" USING btree ("version_created_at");
  CREATE INDEX "_artists_v_version_version__status_idx" ON "_artists_v" USING btree ("version__status");
  CREATE INDEX "_artists_v_created_at_idx" ON "_artists_v" USING btree ("created_at");
  CREATE INDEX "_artists_v_updated_at_idx" ON "_artists_v" USING btree ("updated_at");
  CREATE INDEX "_artists_v_latest_idx" ON "_artists_v" USING btree ("latest");
  CREATE INDEX "_events_v_parent_idx" ON "_events_v" USING btree ("parent_id");
  CREATE INDEX "_events_v_version_version_date_idx" ON "_events_v" USING btree ("version_date");
  CREATE INDEX "_events_v_version_version_event_type_idx" ON "_events_v" USING btree ("version_event_type");
  CREATE INDEX "_events_v_version_version_status_idx" ON "_events_v" USING btree ("version_status");
  CREATE INDEX "_events_v_version_version_updated_by_idx" ON "_events_v" USING btree ("version_updated_by_id");
  CREATE INDEX "_events_v_version_version_updated_at_idx" ON "_events_v" USING btree ("version_updated_at");
  CREATE INDEX "_events_v_version_version_created_at_idx" ON "_events_v" USING btree ("version_created_at");
  CREATE INDEX "_events_v_version_version__status_idx" ON "_events_v" USING btree ("version__status");
  CREATE INDEX "_events_v_created_at_idx" ON "_events_v" USING btree ("created_at");
  CREATE INDEX "_events_v_updated_at_idx" ON "_events_v" USING btree ("updated_at");
  CREATE INDEX "_events_v_latest_idx" ON "_events_v" USING btree ("latest");
  CREATE INDEX "_sponsorships_v_parent_idx" ON "_sponsorships_v" USING btree ("parent_id");
  CREATE INDEX "_sponsorships_v_version_version_visibility_idx" ON "_sponsorships_v" USING btree ("version_visibility");
  CREATE INDEX "_sponsorships_v_version_version_priority_idx" ON "_sponsorships_v" USING btree ("version_priority");
  CREATE INDEX "_sponsorships_v_version_version_updated_by_idx" ON "_sponsorships_v" USING btree ("version_updated_by_id");
  CREATE INDEX "_sponsorships_v_version_version_updated_at_idx" ON "_sponsorships_v" USING btree ("version_updated_at");
  CREATE INDEX "_sponsorships_v_version_version_created_at_idx" ON "_sponsorships_v" USING btree ("version_created_at");
  CREATE INDEX "_sponsorships_v_version_version__status_idx" ON "_sponsorships_v" USING btree ("version__status");
  CREATE INDEX "_sponsorships_v_created_at_idx" ON "_sponsorships_v" USING btree ("created_at");
  CREATE INDEX "_sponsorships_v_updated_at_idx" ON "_sponsorships_v" USING btree ("updated_at");
  CREATE INDEX "_sponsorships_v_latest_idx" ON "_sponsorships_v" USING btree ("latest");
  CREATE INDEX "_galleries_v_parent_idx" ON "_galleries_v" USING btree ("parent_id");
  CREATE INDEX "_galleries_v_version_version_event_id_idx" ON "_galleries_v" USING btree ("version_event_id_id");
  CREATE INDEX "_galleries_v_version_version_event_date_idx" ON "_galleries_v" USING btree ("version_event_date");
  CREATE INDEX "_galleries_v_version_version_updated_by_idx" ON "_galleries_v" USING btree ("version_updated_by_id");
  CREATE INDEX "_galleries_v_version_version_updated_at_idx" ON "_galleries_v" USING btree ("version_updated_at");
  CREATE INDEX "_galleries_v_version_version_created_at_idx" ON "_galleries_v" USING btree ("version_created_at");
  CREATE INDEX "_galleries_v_version_version__status_idx" ON "_galleries_v" USING btree ("version__status");
  CREATE INDEX "_galleries_v_created_at_idx" ON "_galleries_v" USING btree ("created_at");
  CREATE INDEX "_galleries_v_updated_at_idx" ON "_galleries_v" USING btree ("updated_at");
  CREATE INDEX "_galleries_v_latest_idx" ON "_galleries_v" USING btree ("latest");
  CREATE INDEX "_hero_sections_v_parent_idx" ON "_hero_sections_v" USING btree ("parent_id");
  CREATE INDEX "_hero_sections_v_version_version_is_active_idx" ON "_hero_sections_v" USING btree ("version_is_active");
  CREATE INDEX "_hero_sections_v_version_version_updated_by_idx" ON "_hero_sections_v" USING btree ("version_updated_by_id");
  CREATE INDEX "_hero_sections_v_version_version_updated_at_idx" ON "_hero_sections_v" USING btree ("version_updated_at");
  CREATE INDEX "_hero_sections_v_version_version_created_at_idx" ON "_hero_sections_v" USING btree ("version_created_at");
  CREATE INDEX "_hero_sections_v_version_version__status_idx" ON "_hero_sections_v" USING btree ("version__status");
  CREATE INDEX "_hero_sections_v_created_at_idx" ON "_hero_sections_v" USING btree ("created_at");
  CREATE INDEX "_hero_sections_v_updated_at_idx" ON "_hero_sections_v" USING btree ("updated_at");
  CREATE INDEX "_hero_sections_v_latest_idx" ON "_hero_sections_v" USING btree ("latest");
  CREATE INDEX "_tour_locations_v_parent_idx" ON "_tour_locations_v" USING btree ("parent_id");
  CREATE INDEX "_tour_locations_v_version_version_display_on_homepage_idx" ON "_tour_locations_v" USING btree ("version_display_on_homepage");
  CREATE INDEX "_tour_locations_v_version_version_updated_by_idx" ON "_tour_locations_v" USING btree ("version_updated_by_id");
  CREATE INDEX "_tour_locations_v_version_version_updated_at_idx" ON "_tour_locations_v" USING btree ("version_updated_at");
  CREATE INDEX "_tour_locations_v_version_version_created_at_idx" ON "_tour_locations_v" USING btree ("version_created_at");
  CREATE INDEX "_tour_locations_v_version_version__status_idx" ON "_tour_locations_v" USING btree ("version__status");
  CREATE INDEX "_tour_locations_v_created_at_idx" ON "_tour_locations_v" USING btree ("created_at");
  CREATE INDEX "_tour_locations_v_updated_at_idx" ON "_tour_locations_v" USING btree ("updated_at");
  CREATE INDEX "_tour_locations_v_latest_idx" ON "_tour_locations_v" USING btree ("latest");
  CREATE INDEX "_homepage_sections_v_parent_idx" ON "_homepage_sections_v" USING btree ("parent_id");
  CREATE INDEX "_homepage_sections_v_version_version_is_active_idx" ON "_homepage_sections_v" USING btree ("version_is_active");
  CREATE INDEX "_homepage_sections_v_version_version_updated_by_idx" ON "_homepage_sections_v" USING btree ("version_updated_by_id");
  CREATE INDEX "_homepage_sections_v_version_version_updated_at_idx" ON "_homepage_sections_v" USING btree ("version_updated_at");
  CREATE INDEX "_homepage_sections_v_version_version_created_at_idx" ON "_homepage_sections_v" USING btree ("version_created_at");
  CREATE INDEX "_homepage_sections_v_version_version__status_idx" ON "_homepage_sections_v" USING btree ("version__status");
  CREATE INDEX "_homepage_sections_v_created_at_idx" ON "_homepage_sections_v" USING btree ("created_at");
  CREATE INDEX "_homepage_sections_v_updated_at_idx" ON "_homepage_sections_v" USING btree ("updated_at");
  CREATE INDEX "_homepage_sections_v_latest_idx" ON "_homepage_sections_v" USING btree ("latest");
  CREATE INDEX "_premium_accommodations_v_parent_idx" ON "_premium_accommodations_v" USING btree ("parent_id");
  CREATE INDEX "_premium_accommodations_v_version_version_display_on_hom_idx" ON "_premium_accommodations_v" USING btree ("version_display_on_homepage");
  CREATE INDEX "_premium_accommodations_v_version_version_updated_by_idx" ON "_premium_accommodations_v" USING btree ("version_updated_by_id");
  CREATE INDEX "_premium_accommodations_v_version_version_updated_at_idx" ON "_premium_accommodations_v" USING btree ("version_updated_at");
  CREATE INDEX "_premium_accommodations_v_version_version_created_at_idx" ON "_premium_accommodations_v" USING btree ("version_created_at");
  CREATE INDEX "_premium_accommodations_v_version_version__status_idx" ON "_premium_accommodations_v" USING btree ("version__status");
  CREATE INDEX "_premium_accommodations_v_created_at_idx" ON "_premium_accommodations_v" USING btree ("created_at");
  CREATE INDEX "_premium_accommodations_v_updated_at_idx" ON "_premium_accommodations_v" USING btree ("updated_at");
  CREATE INDEX "_premium_accommodations_v_latest_idx" ON "_premium_accommodations_v" USING btree ("latest");
  ALTER TABLE "artists" ADD CONSTRAINT "artists_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "events" ADD CONSTRAINT "events_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "sponsorships" ADD CONSTRAINT "sponsorships_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "galleries" ADD CONSTRAINT "galleries_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "hero_sections" ADD CONSTRAINT "hero_sections_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "tour_locations" ADD CONSTRAINT "tour_locations_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "homepage_sections" ADD CONSTRAINT "homepage_sections_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "premium_accommodations" ADD CONSTRAINT "premium_accommodations_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "artists_updated_by_idx" ON "artists" USING btree ("updated_by_id");
  CREATE INDEX "artists__status_idx" ON "artists" USING btree ("_status");
  CREATE INDEX "events_updated_by_idx" ON "events" USING btree ("updated_by_id");
  CREATE INDEX "events__status_idx" ON "events" USING btree ("_status");
  CREATE INDEX "sponsorships_updated_by_idx" ON "sponsorships" USING btree ("updated_by_id");
  CREATE INDEX "sponsorships__status_idx" ON "sponsorships" USING btree ("_status");
  CREATE INDEX "galleries_updated_by_idx" ON "galleries" USING btree ("updated_by_id");
  CREATE INDEX "galleries__status_idx" ON "galleries" USING btree ("_status");
  CREATE INDEX "hero_sections_updated_by_idx" ON "hero_sections" USING btree ("updated_by_id");
  CREATE INDEX "hero_sections__status_idx" ON "hero_sections" USING btree ("_status");
  CREATE INDEX "tour_locations_updated_by_idx" ON "tour_locations" USING btree ("updated_by_id");
  CREATE INDEX "tour_locations__status_idx" ON "tour_locations" USING btree ("_status");
  CREATE INDEX "homepage_sections_updated_by_idx" ON "homepage_sections" USING btree ("updated_by_id");
  CREATE INDEX "homepage_sections__status_idx" ON "homepage_sections" USING btree ("_status");
  CREATE INDEX "premium_accommodations_updated_by_idx" ON "premium_accommodations" USING btree ("updated_by_id");
  CREATE INDEX "premium_accommodations__status_idx" ON "premium_accommodations" USING btree ("_status");`)

  for (const table of TABLES) {
    // Every row has the default already; the statement moves the content version (its trigger),
    // so every instance forgets what it kept from before.
    await db.execute(sql.raw(`UPDATE "${table}" SET "_status" = 'published' WHERE "_status" IS NULL`))
    const { rows } = await db.execute(sql`
      SELECT column_name, data_type, udt_name FROM information_schema.columns
      WHERE table_schema = current_schema() AND table_name = ${`_${table}_v`} AND column_name LIKE 'version\\_%'`)
    const columns = rows.map((row) => String(row.column_name))
    const into = columns.map((column) => `"${column}"`).join(', ')
    // A select's type is the version table's own (enum__artists_v_version_status): cast through text.
    const from = rows
      .map(({ column_name, data_type, udt_name }) => {
        const source = `"${String(column_name).slice('version_'.length)}"`
        return data_type === 'USER-DEFINED' ? `${source}::text::"${udt_name}"` : source
      })
      .join(', ')
    // Each version is dated as the record's last change, and is the record's latest.
    await db.execute(
      sql.raw(`INSERT INTO "_${table}_v" ("parent_id", ${into}, "created_at", "updated_at", "latest")
        SELECT "id", ${from}, "updated_at", "updated_at", true FROM "${table}" ORDER BY "id"`),
    )
  }
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  // Without drafts every row is public: refuse while a draft, or a draft of changes, would become so.
  for (const table of TABLES) {
    const { rows } = await db.execute(
      sql.raw(`SELECT (SELECT count(*) FROM "${table}" WHERE "_status" = 'draft') + (SELECT count(*) FROM "_${table}_v" WHERE "latest" AND "version__status" = 'draft') AS drafts`),
    )
    if (Number(rows[0]?.drafts) > 0) {
      throw new Error(`${table} holds drafts: publish or delete them before undoing the drafts migration, or they would become public.`)
    }
  }
  await db.execute(sql`
   ALTER TABLE "_artists_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_events_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_sponsorships_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_galleries_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_hero_sections_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_tour_locations_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_homepage_sections_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_premium_accommodations_v" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "_artists_v" CASCADE;
  DROP TABLE "_events_v" CASCADE;
  DROP TABLE "_sponsorships_v" CASCADE;
  DROP TABLE "_galleries_v" CASCADE;
  DROP TABLE "_hero_sections_v" CASCADE;
  DROP TABLE "_tour_locations_v" CASCADE;
  DROP TABLE "_homepage_sections_v" CASCADE;
  DROP TABLE "_premium_accommodations_v" CASCADE;
  ALTER TABLE "artists" DROP CONSTRAINT "artists_updated_by_id_users_id_fk";
  
  ALTER TABLE "events" DROP CONSTRAINT "events_updated_by_id_users_id_fk";
  
  ALTER TABLE "sponsorships" DROP CONSTRAINT "sponsorships_updated_by_id_users_id_fk";
  
  ALTER TABLE "galleries" DROP CONSTRAINT "galleries_updated_by_id_users_id_fk";
  
  ALTER TABLE "hero_sections" DROP CONSTRAINT "hero_sections_updated_by_id_users_id_fk";
  
  ALTER TABLE "tour_locations" DROP CONSTRAINT "tour_locations_updated_by_id_users_id_fk";
  
  ALTER TABLE "homepage_sections" DROP CONSTRAINT "homepage_sections_updated_by_id_users_id_fk";
  
  ALTER TABLE "premium_accommodations" DROP CONSTRAINT "premium_accommodations_updated_by_id_users_id_fk";
  
  DROP INDEX "artists_updated_by_idx";
  DROP INDEX "artists__status_idx";
  DROP INDEX "events_updated_by_idx";
  DROP INDEX "events__status_idx";
  DROP INDEX "sponsorships_updated_by_idx";
  DROP INDEX "sponsorships__status_idx";
  DROP INDEX "galleries_updated_by_idx";
  DROP INDEX "galleries__status_idx";
  DROP INDEX "hero_sections_updated_by_idx";
  DROP INDEX "hero_sections__status_idx";
  DROP INDEX "tour_locations_updated_by_idx";
  DROP INDEX "tour_locations__status_idx";
  DROP INDEX "homepage_sections_updated_by_idx";
  DROP INDEX "homepage_sections__status_idx";
  DROP INDEX "premium_accommodations_updated_by_idx";
  DROP INDEX "premium_accommodations__status_idx";
  ALTER TABLE "artists" ALTER COLUMN "name" SET NOT NULL;
  ALTER TABLE "artists" ALTER COLUMN "bio" SET NOT NULL;
  ALTER TABLE "artists" ALTER COLUMN "status" SET NOT NULL;
  ALTER TABLE "events" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "events" ALTER COLUMN "date" SET NOT NULL;
  ALTER TABLE "events" ALTER COLUMN "timezone" SET NOT NULL;
  ALTER TABLE "events" ALTER COLUMN "venue" SET NOT NULL;
  ALTER TABLE "events" ALTER COLUMN "location" SET NOT NULL;
  ALTER TABLE "events" ALTER COLUMN "event_type" SET NOT NULL;
  ALTER TABLE "events" ALTER COLUMN "status" SET NOT NULL;
  ALTER TABLE "sponsorships" ALTER COLUMN "package_name" SET NOT NULL;
  ALTER TABLE "sponsorships" ALTER COLUMN "visibility" SET NOT NULL;
  ALTER TABLE "galleries" ALTER COLUMN "event_name" SET NOT NULL;
  ALTER TABLE "hero_sections" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "tour_locations" ALTER COLUMN "city" SET NOT NULL;
  ALTER TABLE "tour_locations" ALTER COLUMN "venue" SET NOT NULL;
  ALTER TABLE "tour_locations" ALTER COLUMN "date" SET NOT NULL;
  ALTER TABLE "homepage_sections" ALTER COLUMN "section_type" SET NOT NULL;
  ALTER TABLE "homepage_sections" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "premium_accommodations" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "artists" DROP COLUMN "updated_by_id";
  ALTER TABLE "artists" DROP COLUMN "_status";
  ALTER TABLE "events" DROP COLUMN "updated_by_id";
  ALTER TABLE "events" DROP COLUMN "_status";
  ALTER TABLE "sponsorships" DROP COLUMN "updated_by_id";
  ALTER TABLE "sponsorships" DROP COLUMN "_status";
  ALTER TABLE "galleries" DROP COLUMN "updated_by_id";
  ALTER TABLE "galleries" DROP COLUMN "_status";
  ALTER TABLE "hero_sections" DROP COLUMN "updated_by_id";
  ALTER TABLE "hero_sections" DROP COLUMN "_status";
  ALTER TABLE "tour_locations" DROP COLUMN "updated_by_id";
  ALTER TABLE "tour_locations" DROP COLUMN "_status";
  ALTER TABLE "homepage_sections" DROP COLUMN "updated_by_id";
  ALTER TABLE "homepage_sections" DROP COLUMN "_status";
  ALTER TABLE "premium_accommodations" DROP COLUMN "updated_by_id";
  ALTER TABLE "premium_accommodations" DROP COLUMN "_status";
  DROP TYPE "public"."enum_artists_publication";
  DROP TYPE "public"."enum__artists_v_version_status";
  DROP TYPE "public"."enum__artists_v_version_publication";
  DROP TYPE "public"."enum_events_publication";
  DROP TYPE "public"."enum__events_v_version_event_type";
  DROP TYPE "public"."enum__events_v_version_status";
  DROP TYPE "public"."enum__events_v_version_publication";
  DROP TYPE "public"."enum_sponsorships_publication";
  DROP TYPE "public"."enum__sponsorships_v_version_visibility";
  DROP TYPE "public"."enum__sponsorships_v_version_publication";
  DROP TYPE "public"."enum_galleries_publication";
  DROP TYPE "public"."enum__galleries_v_version_publication";
  DROP TYPE "public"."enum_hero_sections_publication";
  DROP TYPE "public"."enum__hero_sections_v_version_publication";
  DROP TYPE "public"."enum_tour_locations_publication";
  DROP TYPE "public"."enum__tour_locations_v_version_publication";
  DROP TYPE "public"."enum_homepage_sections_publication";
  DROP TYPE "public"."enum__homepage_sections_v_version_publication";
  DROP TYPE "public"."enum_premium_accommodations_publication";
  DROP TYPE "public"."enum__premium_accommodations_v_version_publication";`)
}
