import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Issue 25: the texts visitors read keep a value per language (Payload's localization: a
 * `{table}_locales` table per collection and version table). Payload's generated statements drop
 * the columns that became localized; before they do, every value they hold is copied as the
 * English value, in the records' rows and in their versions, and `down` copies the English values
 * back. The new tables of records' texts move the content version and tell every instance, as
 * their records' tables do (20261122_220000_content_version, 20261123_090000_content_notify).
 */
const CONTENT_LOCALE_TABLES = [
  'artists_locales',
  'events_locales',
  'sponsorships_locales',
  'galleries_locales',
  'event_objectives_locales',
  'hero_sections_locales',
  'tour_locations_locales',
  'homepage_sections_locales',
  'premium_accommodations_locales',
  'contact_settings_locales',
  'footer_settings_locales',
]

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."_locales" AS ENUM('en', 'ne');
  CREATE TYPE "public"."enum__artists_v_published_locale" AS ENUM('en', 'ne');
  CREATE TYPE "public"."enum__events_v_published_locale" AS ENUM('en', 'ne');
  CREATE TYPE "public"."enum__sponsorships_v_published_locale" AS ENUM('en', 'ne');
  CREATE TYPE "public"."enum__galleries_v_published_locale" AS ENUM('en', 'ne');
  CREATE TYPE "public"."enum__hero_sections_v_published_locale" AS ENUM('en', 'ne');
  CREATE TYPE "public"."enum__tour_locations_v_published_locale" AS ENUM('en', 'ne');
  CREATE TYPE "public"."enum__homepage_sections_v_published_locale" AS ENUM('en', 'ne');
  CREATE TYPE "public"."enum__premium_accommodations_v_published_locale" AS ENUM('en', 'ne');
  CREATE TABLE "artists_locales" (
  	"bio" varchar,
  	"genre" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_artists_v_locales" (
  	"version_bio" varchar,
  	"version_genre" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "events_locales" (
  	"title" varchar,
  	"venue" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_events_v_locales" (
  	"version_title" varchar,
  	"version_venue" varchar,
  	"version_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "sponsorships_locales" (
  	"package_name" varchar,
  	"description" varchar,
  	"benefits" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_sponsorships_v_locales" (
  	"version_package_name" varchar,
  	"version_description" varchar,
  	"version_benefits" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "galleries_locales" (
  	"event_name" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_galleries_v_locales" (
  	"version_event_name" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "event_objectives_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "hero_sections_locales" (
  	"title" varchar,
  	"subtitle" varchar,
  	"primary_button_text" varchar,
  	"button_text" varchar,
  	"secondary_button_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_hero_sections_v_locales" (
  	"version_title" varchar,
  	"version_subtitle" varchar,
  	"version_primary_button_text" varchar,
  	"version_button_text" varchar,
  	"version_secondary_button_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "tour_locations_locales" (
  	"city" varchar,
  	"venue" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_tour_locations_v_locales" (
  	"version_city" varchar,
  	"version_venue" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "homepage_sections_locales" (
  	"title" varchar,
  	"subtitle" varchar,
  	"button_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_homepage_sections_v_locales" (
  	"version_title" varchar,
  	"version_subtitle" varchar,
  	"version_button_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "premium_accommodations_locales" (
  	"title" varchar,
  	"description" varchar,
  	"price" varchar,
  	"location" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_premium_accommodations_v_locales" (
  	"version_title" varchar,
  	"version_description" varchar,
  	"version_price" varchar,
  	"version_location" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "contact_settings_locales" (
  	"address" varchar,
  	"form_subjects" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "footer_settings_locales" (
  	"copyright" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  DROP INDEX "artists_genre_idx";
  DROP INDEX "_artists_v_version_version_genre_idx";
  ALTER TABLE "_artists_v" ADD COLUMN "snapshot" boolean;
  ALTER TABLE "_artists_v" ADD COLUMN "published_locale" "enum__artists_v_published_locale";
  ALTER TABLE "_events_v" ADD COLUMN "snapshot" boolean;
  ALTER TABLE "_events_v" ADD COLUMN "published_locale" "enum__events_v_published_locale";
  ALTER TABLE "_sponsorships_v" ADD COLUMN "snapshot" boolean;
  ALTER TABLE "_sponsorships_v" ADD COLUMN "published_locale" "enum__sponsorships_v_published_locale";
  ALTER TABLE "_galleries_v" ADD COLUMN "snapshot" boolean;
  ALTER TABLE "_galleries_v" ADD COLUMN "published_locale" "enum__galleries_v_published_locale";
  ALTER TABLE "_hero_sections_v" ADD COLUMN "snapshot" boolean;
  ALTER TABLE "_hero_sections_v" ADD COLUMN "published_locale" "enum__hero_sections_v_published_locale";
  ALTER TABLE "_tour_locations_v" ADD COLUMN "snapshot" boolean;
  ALTER TABLE "_tour_locations_v" ADD COLUMN "published_locale" "enum__tour_locations_v_published_locale";
  ALTER TABLE "_homepage_sections_v" ADD COLUMN "snapshot" boolean;
  ALTER TABLE "_homepage_sections_v" ADD COLUMN "published_locale" "enum__homepage_sections_v_published_locale";
  ALTER TABLE "_premium_accommodations_v" ADD COLUMN "snapshot" boolean;
  ALTER TABLE "_premium_accommodations_v" ADD COLUMN "published_locale" "enum__premium_accommodations_v_published_locale";
  ALTER TABLE "artists_locales" ADD CONSTRAINT "artists_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."artists"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_artists_v_locales" ADD CONSTRAINT "_artists_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_artists_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "events_locales" ADD CONSTRAINT "events_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_events_v_locales" ADD CONSTRAINT "_events_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_events_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sponsorships_locales" ADD CONSTRAINT "sponsorships_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."sponsorships"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_sponsorships_v_locales" ADD CONSTRAINT "_sponsorships_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_sponsorships_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "galleries_locales" ADD CONSTRAINT "galleries_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."galleries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_galleries_v_locales" ADD CONSTRAINT "_galleries_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_galleries_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "event_objectives_locales" ADD CONSTRAINT "event_objectives_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."event_objectives"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "hero_sections_locales" ADD CONSTRAINT "hero_sections_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."hero_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_hero_sections_v_locales" ADD CONSTRAINT "_hero_sections_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_hero_sections_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "tour_locations_locales" ADD CONSTRAINT "tour_locations_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."tour_locations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_tour_locations_v_locales" ADD CONSTRAINT "_tour_locations_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_tour_locations_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "homepage_sections_locales" ADD CONSTRAINT "homepage_sections_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."homepage_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_homepage_sections_v_locales" ADD CONSTRAINT "_homepage_sections_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_homepage_sections_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "premium_accommodations_locales" ADD CONSTRAINT "premium_accommodations_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."premium_accommodations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_premium_accommodations_v_locales" ADD CONSTRAINT "_premium_accommodations_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_premium_accommodations_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "contact_settings_locales" ADD CONSTRAINT "contact_settings_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."contact_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footer_settings_locales" ADD CONSTRAINT "footer_settings_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."footer_settings"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "artists_genre_idx" ON "artists_locales" USING btree ("genre","_locale");
  CREATE UNIQUE INDEX "artists_locales_locale_parent_id_unique" ON "artists_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_artists_v_version_version_genre_idx" ON "_artists_v_locales" USING btree ("version_genre","_locale");
  CREATE UNIQUE INDEX "_artists_v_locales_locale_parent_id_unique" ON "_artists_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "events_locales_locale_parent_id_unique" ON "events_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_events_v_locales_locale_parent_id_unique" ON "_events_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "sponsorships_locales_locale_parent_id_unique" ON "sponsorships_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_sponsorships_v_locales_locale_parent_id_unique" ON "_sponsorships_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "galleries_locales_locale_parent_id_unique" ON "galleries_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_galleries_v_locales_locale_parent_id_unique" ON "_galleries_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "event_objectives_locales_locale_parent_id_unique" ON "event_objectives_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "hero_sections_locales_locale_parent_id_unique" ON "hero_sections_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_hero_sections_v_locales_locale_parent_id_unique" ON "_hero_sections_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "tour_locations_locales_locale_parent_id_unique" ON "tour_locations_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_tour_locations_v_locales_locale_parent_id_unique" ON "_tour_locations_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "homepage_sections_locales_locale_parent_id_unique" ON "homepage_sections_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_homepage_sections_v_locales_locale_parent_id_unique" ON "_homepage_sections_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "premium_accommodations_locales_locale_parent_id_unique" ON "premium_accommodations_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_premium_accommodations_v_locales_locale_parent_id_unique" ON "_premium_accommodations_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "contact_settings_locales_locale_parent_id_unique" ON "contact_settings_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "footer_settings_locales_locale_parent_id_unique" ON "footer_settings_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_artists_v_snapshot_idx" ON "_artists_v" USING btree ("snapshot");
  CREATE INDEX "_artists_v_published_locale_idx" ON "_artists_v" USING btree ("published_locale");
  CREATE INDEX "_events_v_snapshot_idx" ON "_events_v" USING btree ("snapshot");
  CREATE INDEX "_events_v_published_locale_idx" ON "_events_v" USING btree ("published_locale");
  CREATE INDEX "_sponsorships_v_snapshot_idx" ON "_sponsorships_v" USING btree ("snapshot");
  CREATE INDEX "_sponsorships_v_published_locale_idx" ON "_sponsorships_v" USING btree ("published_locale");
  CREATE INDEX "_galleries_v_snapshot_idx" ON "_galleries_v" USING btree ("snapshot");
  CREATE INDEX "_galleries_v_published_locale_idx" ON "_galleries_v" USING btree ("published_locale");
  CREATE INDEX "_hero_sections_v_snapshot_idx" ON "_hero_sections_v" USING btree ("snapshot");
  CREATE INDEX "_hero_sections_v_published_locale_idx" ON "_hero_sections_v" USING btree ("published_locale");
  CREATE INDEX "_tour_locations_v_snapshot_idx" ON "_tour_locations_v" USING btree ("snapshot");
  CREATE INDEX "_tour_locations_v_published_locale_idx" ON "_tour_locations_v" USING btree ("published_locale");
  CREATE INDEX "_homepage_sections_v_snapshot_idx" ON "_homepage_sections_v" USING btree ("snapshot");
  CREATE INDEX "_homepage_sections_v_published_locale_idx" ON "_homepage_sections_v" USING btree ("published_locale");
  CREATE INDEX "_premium_accommodations_v_snapshot_idx" ON "_premium_accommodations_v" USING btree ("snapshot");
  CREATE INDEX "_premium_accommodations_v_published_locale_idx" ON "_premium_accommodations_v" USING btree ("published_locale");
  -- Every value there was becomes the English value, in the records and their versions alike.
  INSERT INTO "artists_locales" ("bio", "genre", "_locale", "_parent_id") SELECT "bio", "genre", 'en', "id" FROM "artists";
  INSERT INTO "_artists_v_locales" ("version_bio", "version_genre", "_locale", "_parent_id") SELECT "version_bio", "version_genre", 'en', "id" FROM "_artists_v";
  INSERT INTO "events_locales" ("title", "venue", "description", "_locale", "_parent_id") SELECT "title", "venue", "description", 'en', "id" FROM "events";
  INSERT INTO "_events_v_locales" ("version_title", "version_venue", "version_description", "_locale", "_parent_id") SELECT "version_title", "version_venue", "version_description", 'en', "id" FROM "_events_v";
  INSERT INTO "sponsorships_locales" ("package_name", "description", "benefits", "_locale", "_parent_id") SELECT "package_name", "description", "benefits", 'en', "id" FROM "sponsorships";
  INSERT INTO "_sponsorships_v_locales" ("version_package_name", "version_description", "version_benefits", "_locale", "_parent_id") SELECT "version_package_name", "version_description", "version_benefits", 'en', "id" FROM "_sponsorships_v";
  INSERT INTO "galleries_locales" ("event_name", "_locale", "_parent_id") SELECT "event_name", 'en', "id" FROM "galleries";
  INSERT INTO "_galleries_v_locales" ("version_event_name", "_locale", "_parent_id") SELECT "version_event_name", 'en', "id" FROM "_galleries_v";
  INSERT INTO "event_objectives_locales" ("title", "description", "_locale", "_parent_id") SELECT "title", "description", 'en', "id" FROM "event_objectives";
  INSERT INTO "hero_sections_locales" ("title", "subtitle", "primary_button_text", "button_text", "secondary_button_text", "_locale", "_parent_id") SELECT "title", "subtitle", "primary_button_text", "button_text", "secondary_button_text", 'en', "id" FROM "hero_sections";
  INSERT INTO "_hero_sections_v_locales" ("version_title", "version_subtitle", "version_primary_button_text", "version_button_text", "version_secondary_button_text", "_locale", "_parent_id") SELECT "version_title", "version_subtitle", "version_primary_button_text", "version_button_text", "version_secondary_button_text", 'en', "id" FROM "_hero_sections_v";
  INSERT INTO "tour_locations_locales" ("city", "venue", "_locale", "_parent_id") SELECT "city", "venue", 'en', "id" FROM "tour_locations";
  INSERT INTO "_tour_locations_v_locales" ("version_city", "version_venue", "_locale", "_parent_id") SELECT "version_city", "version_venue", 'en', "id" FROM "_tour_locations_v";
  INSERT INTO "homepage_sections_locales" ("title", "subtitle", "button_text", "_locale", "_parent_id") SELECT "title", "subtitle", "button_text", 'en', "id" FROM "homepage_sections";
  INSERT INTO "_homepage_sections_v_locales" ("version_title", "version_subtitle", "version_button_text", "_locale", "_parent_id") SELECT "version_title", "version_subtitle", "version_button_text", 'en', "id" FROM "_homepage_sections_v";
  INSERT INTO "premium_accommodations_locales" ("title", "description", "price", "location", "_locale", "_parent_id") SELECT "title", "description", "price", "location", 'en', "id" FROM "premium_accommodations";
  INSERT INTO "_premium_accommodations_v_locales" ("version_title", "version_description", "version_price", "version_location", "_locale", "_parent_id") SELECT "version_title", "version_description", "version_price", "version_location", 'en', "id" FROM "_premium_accommodations_v";
  INSERT INTO "contact_settings_locales" ("address", "form_subjects", "_locale", "_parent_id") SELECT "address", "form_subjects", 'en', "id" FROM "contact_settings";
  INSERT INTO "footer_settings_locales" ("copyright", "_locale", "_parent_id") SELECT "copyright", 'en', "id" FROM "footer_settings";
  ALTER TABLE "artists" DROP COLUMN "bio";
  ALTER TABLE "artists" DROP COLUMN "genre";
  ALTER TABLE "_artists_v" DROP COLUMN "version_bio";
  ALTER TABLE "_artists_v" DROP COLUMN "version_genre";
  ALTER TABLE "events" DROP COLUMN "title";
  ALTER TABLE "events" DROP COLUMN "venue";
  ALTER TABLE "events" DROP COLUMN "description";
  ALTER TABLE "_events_v" DROP COLUMN "version_title";
  ALTER TABLE "_events_v" DROP COLUMN "version_venue";
  ALTER TABLE "_events_v" DROP COLUMN "version_description";
  ALTER TABLE "sponsorships" DROP COLUMN "package_name";
  ALTER TABLE "sponsorships" DROP COLUMN "description";
  ALTER TABLE "sponsorships" DROP COLUMN "benefits";
  ALTER TABLE "_sponsorships_v" DROP COLUMN "version_package_name";
  ALTER TABLE "_sponsorships_v" DROP COLUMN "version_description";
  ALTER TABLE "_sponsorships_v" DROP COLUMN "version_benefits";
  ALTER TABLE "galleries" DROP COLUMN "event_name";
  ALTER TABLE "_galleries_v" DROP COLUMN "version_event_name";
  ALTER TABLE "event_objectives" DROP COLUMN "title";
  ALTER TABLE "event_objectives" DROP COLUMN "description";
  ALTER TABLE "hero_sections" DROP COLUMN "title";
  ALTER TABLE "hero_sections" DROP COLUMN "subtitle";
  ALTER TABLE "hero_sections" DROP COLUMN "primary_button_text";
  ALTER TABLE "hero_sections" DROP COLUMN "button_text";
  ALTER TABLE "hero_sections" DROP COLUMN "secondary_button_text";
  ALTER TABLE "_hero_sections_v" DROP COLUMN "version_title";
  ALTER TABLE "_hero_sections_v" DROP COLUMN "version_subtitle";
  ALTER TABLE "_hero_sections_v" DROP COLUMN "version_primary_button_text";
  ALTER TABLE "_hero_sections_v" DROP COLUMN "version_button_text";
  ALTER TABLE "_hero_sections_v" DROP COLUMN "version_secondary_button_text";
  ALTER TABLE "tour_locations" DROP COLUMN "city";
  ALTER TABLE "tour_locations" DROP COLUMN "venue";
  ALTER TABLE "_tour_locations_v" DROP COLUMN "version_city";
  ALTER TABLE "_tour_locations_v" DROP COLUMN "version_venue";
  ALTER TABLE "homepage_sections" DROP COLUMN "title";
  ALTER TABLE "homepage_sections" DROP COLUMN "subtitle";
  ALTER TABLE "homepage_sections" DROP COLUMN "button_text";
  ALTER TABLE "_homepage_sections_v" DROP COLUMN "version_title";
  ALTER TABLE "_homepage_sections_v" DROP COLUMN "version_subtitle";
  ALTER TABLE "_homepage_sections_v" DROP COLUMN "version_button_text";
  ALTER TABLE "premium_accommodations" DROP COLUMN "title";
  ALTER TABLE "premium_accommodations" DROP COLUMN "description";
  ALTER TABLE "premium_accommodations" DROP COLUMN "price";
  ALTER TABLE "premium_accommodations" DROP COLUMN "location";
  ALTER TABLE "_premium_accommodations_v" DROP COLUMN "version_title";
  ALTER TABLE "_premium_accommodations_v" DROP COLUMN "version_description";
  ALTER TABLE "_premium_accommodations_v" DROP COLUMN "version_price";
  ALTER TABLE "_premium_accommodations_v" DROP COLUMN "version_location";
  ALTER TABLE "contact_settings" DROP COLUMN "address";
  ALTER TABLE "contact_settings" DROP COLUMN "form_subjects";
  ALTER TABLE "footer_settings" DROP COLUMN "copyright";`)
  for (const table of CONTENT_LOCALE_TABLES) {
    await db.execute(
      sql.raw(
        `CREATE TRIGGER "content_version_bump" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "${table}" ` +
          'FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();',
      ),
    )
  }
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "artists_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_artists_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "events_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_events_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "sponsorships_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_sponsorships_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "galleries_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_galleries_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "event_objectives_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "hero_sections_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_hero_sections_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "tour_locations_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_tour_locations_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "homepage_sections_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_homepage_sections_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "premium_accommodations_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_premium_accommodations_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "contact_settings_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "footer_settings_locales" DISABLE ROW LEVEL SECURITY;
  DROP INDEX "_artists_v_snapshot_idx";
  DROP INDEX "_artists_v_published_locale_idx";
  DROP INDEX "_events_v_snapshot_idx";
  DROP INDEX "_events_v_published_locale_idx";
  DROP INDEX "_sponsorships_v_snapshot_idx";
  DROP INDEX "_sponsorships_v_published_locale_idx";
  DROP INDEX "_galleries_v_snapshot_idx";
  DROP INDEX "_galleries_v_published_locale_idx";
  DROP INDEX "_hero_sections_v_snapshot_idx";
  DROP INDEX "_hero_sections_v_published_locale_idx";
  DROP INDEX "_tour_locations_v_snapshot_idx";
  DROP INDEX "_tour_locations_v_published_locale_idx";
  DROP INDEX "_homepage_sections_v_snapshot_idx";
  DROP INDEX "_homepage_sections_v_published_locale_idx";
  DROP INDEX "_premium_accommodations_v_snapshot_idx";
  DROP INDEX "_premium_accommodations_v_published_locale_idx";
  ALTER TABLE "artists" ADD COLUMN "bio" varchar;
  ALTER TABLE "artists" ADD COLUMN "genre" varchar;
  ALTER TABLE "_artists_v" ADD COLUMN "version_bio" varchar;
  ALTER TABLE "_artists_v" ADD COLUMN "version_genre" varchar;
  ALTER TABLE "events" ADD COLUMN "title" varchar;
  ALTER TABLE "events" ADD COLUMN "venue" varchar;
  ALTER TABLE "events" ADD COLUMN "description" varchar;
  ALTER TABLE "_events_v" ADD COLUMN "version_title" varchar;
  ALTER TABLE "_events_v" ADD COLUMN "version_venue" varchar;
  ALTER TABLE "_events_v" ADD COLUMN "version_description" varchar;
  ALTER TABLE "sponsorships" ADD COLUMN "package_name" varchar;
  ALTER TABLE "sponsorships" ADD COLUMN "description" varchar;
  ALTER TABLE "sponsorships" ADD COLUMN "benefits" jsonb DEFAULT '[]'::jsonb;
  ALTER TABLE "_sponsorships_v" ADD COLUMN "version_package_name" varchar;
  ALTER TABLE "_sponsorships_v" ADD COLUMN "version_description" varchar;
  ALTER TABLE "_sponsorships_v" ADD COLUMN "version_benefits" jsonb DEFAULT '[]'::jsonb;
  ALTER TABLE "galleries" ADD COLUMN "event_name" varchar;
  ALTER TABLE "_galleries_v" ADD COLUMN "version_event_name" varchar;
  ALTER TABLE "event_objectives" ADD COLUMN "title" varchar;
  ALTER TABLE "event_objectives" ADD COLUMN "description" varchar;
  ALTER TABLE "hero_sections" ADD COLUMN "title" varchar;
  ALTER TABLE "hero_sections" ADD COLUMN "subtitle" varchar;
  ALTER TABLE "hero_sections" ADD COLUMN "primary_button_text" varchar;
  ALTER TABLE "hero_sections" ADD COLUMN "button_text" varchar;
  ALTER TABLE "hero_sections" ADD COLUMN "secondary_button_text" varchar;
  ALTER TABLE "_hero_sections_v" ADD COLUMN "version_title" varchar;
  ALTER TABLE "_hero_sections_v" ADD COLUMN "version_subtitle" varchar;
  ALTER TABLE "_hero_sections_v" ADD COLUMN "version_primary_button_text" varchar;
  ALTER TABLE "_hero_sections_v" ADD COLUMN "version_button_text" varchar;
  ALTER TABLE "_hero_sections_v" ADD COLUMN "version_secondary_button_text" varchar;
  ALTER TABLE "tour_locations" ADD COLUMN "city" varchar;
  ALTER TABLE "tour_locations" ADD COLUMN "venue" varchar;
  ALTER TABLE "_tour_locations_v" ADD COLUMN "version_city" varchar;
  ALTER TABLE "_tour_locations_v" ADD COLUMN "version_venue" varchar;
  ALTER TABLE "homepage_sections" ADD COLUMN "title" varchar;
  ALTER TABLE "homepage_sections" ADD COLUMN "subtitle" varchar;
  ALTER TABLE "homepage_sections" ADD COLUMN "button_text" varchar;
  ALTER TABLE "_homepage_sections_v" ADD COLUMN "version_title" varchar;
  ALTER TABLE "_homepage_sections_v" ADD COLUMN "version_subtitle" varchar;
  ALTER TABLE "_homepage_sections_v" ADD COLUMN "version_button_text" varchar;
  ALTER TABLE "premium_accommodations" ADD COLUMN "title" varchar;
  ALTER TABLE "premium_accommodations" ADD COLUMN "description" varchar;
  ALTER TABLE "premium_accommodations" ADD COLUMN "price" varchar;
  ALTER TABLE "premium_accommodations" ADD COLUMN "location" varchar;
  ALTER TABLE "_premium_accommodations_v" ADD COLUMN "version_title" varchar;
  ALTER TABLE "_premium_accommodations_v" ADD COLUMN "version_description" varchar;
  ALTER TABLE "_premium_accommodations_v" ADD COLUMN "version_price" varchar;
  ALTER TABLE "_premium_accommodations_v" ADD COLUMN "version_location" varchar;
  ALTER TABLE "contact_settings" ADD COLUMN "address" varchar;
  ALTER TABLE "contact_settings" ADD COLUMN "form_subjects" jsonb DEFAULT '[]'::jsonb;
  ALTER TABLE "footer_settings" ADD COLUMN "copyright" varchar;
  -- The English values go back into the records and versions, then the tables of languages go.
  UPDATE "artists" AS p SET "bio" = l."bio", "genre" = l."genre" FROM "artists_locales" AS l WHERE l."_parent_id" = p."id" AND l."_locale" = 'en';
  UPDATE "_artists_v" AS p SET "version_bio" = l."version_bio", "version_genre" = l."version_genre" FROM "_artists_v_locales" AS l WHERE l."_parent_id" = p."id" AND l."_locale" = 'en';
  UPDATE "events" AS p SET "title" = l."title", "venue" = l."venue", "description" = l."description" FROM "events_locales" AS l WHERE l."_parent_id" = p."id" AND l."_locale" = 'en';
  UPDATE "_events_v" AS p SET "version_title" = l."version_title", "version_venue" = l."version_venue", "version_description" = l."version_description" FROM "_events_v_locales" AS l WHERE l."_parent_id" = p."id" AND l."_locale" = 'en';
  UPDATE "sponsorships" AS p SET "package_name" = l."package_name", "description" = l."description", "benefits" = l."benefits" FROM "sponsorships_locales" AS l WHERE l."_parent_id" = p."id" AND l."_locale" = 'en';
  UPDATE "_sponsorships_v" AS p SET "version_package_name" = l."version_package_name", "version_description" = l."version_description", "version_benefits" = l."version_benefits" FROM "_sponsorships_v_locales" AS l WHERE l."_parent_id" = p."id" AND l."_locale" = 'en';
  UPDATE "galleries" AS p SET "event_name" = l."event_name" FROM "galleries_locales" AS l WHERE l."_parent_id" = p."id" AND l."_locale" = 'en';
  UPDATE "_galleries_v" AS p SET "version_event_name" = l."version_event_name" FROM "_galleries_v_locales" AS l WHERE l."_parent_id" = p."id" AND l."_locale" = 'en';
  UPDATE "event_objectives" AS p SET "title" = l."title", "description" = l."description" FROM "event_objectives_locales" AS l WHERE l."_parent_id" = p."id" AND l."_locale" = 'en';
  UPDATE "hero_sections" AS p SET "title" = l."title", "subtitle" = l."subtitle", "primary_button_text" = l."primary_button_text", "button_text" = l."button_text", "secondary_button_text" = l."secondary_button_text" FROM "hero_sections_locales" AS l WHERE l."_parent_id" = p."id" AND l."_locale" = 'en';
  UPDATE "_hero_sections_v" AS p SET "version_title" = l."version_title", "version_subtitle" = l."version_subtitle", "version_primary_button_text" = l."version_primary_button_text", "version_button_text" = l."version_button_text", "version_secondary_button_text" = l."version_secondary_button_text" FROM "_hero_sections_v_locales" AS l WHERE l."_parent_id" = p."id" AND l."_locale" = 'en';
  UPDATE "tour_locations" AS p SET "city" = l."city", "venue" = l."venue" FROM "tour_locations_locales" AS l WHERE l."_parent_id" = p."id" AND l."_locale" = 'en';
  UPDATE "_tour_locations_v" AS p SET "version_city" = l."version_city", "version_venue" = l."version_venue" FROM "_tour_locations_v_locales" AS l WHERE l."_parent_id" = p."id" AND l."_locale" = 'en';
  UPDATE "homepage_sections" AS p SET "title" = l."title", "subtitle" = l."subtitle", "button_text" = l."button_text" FROM "homepage_sections_locales" AS l WHERE l."_parent_id" = p."id" AND l."_locale" = 'en';
  UPDATE "_homepage_sections_v" AS p SET "version_title" = l."version_title", "version_subtitle" = l."version_subtitle", "version_button_text" = l."version_button_text" FROM "_homepage_sections_v_locales" AS l WHERE l."_parent_id" = p."id" AND l."_locale" = 'en';
  UPDATE "premium_accommodations" AS p SET "title" = l."title", "description" = l."description", "price" = l."price", "location" = l."location" FROM "premium_accommodations_locales" AS l WHERE l."_parent_id" = p."id" AND l."_locale" = 'en';
  UPDATE "_premium_accommodations_v" AS p SET "version_title" = l."version_title", "version_description" = l."version_description", "version_price" = l."version_price", "version_location" = l."version_location" FROM "_premium_accommodations_v_locales" AS l WHERE l."_parent_id" = p."id" AND l."_locale" = 'en';
  UPDATE "contact_settings" AS p SET "address" = l."address", "form_subjects" = l."form_subjects" FROM "contact_settings_locales" AS l WHERE l."_parent_id" = p."id" AND l."_locale" = 'en';
  UPDATE "footer_settings" AS p SET "copyright" = l."copyright" FROM "footer_settings_locales" AS l WHERE l."_parent_id" = p."id" AND l."_locale" = 'en';
  ALTER TABLE "event_objectives" ALTER COLUMN "title" SET NOT NULL;
  DROP TABLE "artists_locales" CASCADE;
  DROP TABLE "_artists_v_locales" CASCADE;
  DROP TABLE "events_locales" CASCADE;
  DROP TABLE "_events_v_locales" CASCADE;
  DROP TABLE "sponsorships_locales" CASCADE;
  DROP TABLE "_sponsorships_v_locales" CASCADE;
  DROP TABLE "galleries_locales" CASCADE;
  DROP TABLE "_galleries_v_locales" CASCADE;
  DROP TABLE "event_objectives_locales" CASCADE;
  DROP TABLE "hero_sections_locales" CASCADE;
  DROP TABLE "_hero_sections_v_locales" CASCADE;
  DROP TABLE "tour_locations_locales" CASCADE;
  DROP TABLE "_tour_locations_v_locales" CASCADE;
  DROP TABLE "homepage_sections_locales" CASCADE;
  DROP TABLE "_homepage_sections_v_locales" CASCADE;
  DROP TABLE "premium_accommodations_locales" CASCADE;
  DROP TABLE "_premium_accommodations_v_locales" CASCADE;
  DROP TABLE "contact_settings_locales" CASCADE;
  DROP TABLE "footer_settings_locales" CASCADE;
  CREATE INDEX "artists_genre_idx" ON "artists" USING btree ("genre");
  CREATE INDEX "_artists_v_version_version_genre_idx" ON "_artists_v" USING btree ("version_genre");
  ALTER TABLE "_artists_v" DROP COLUMN "snapshot";
  ALTER TABLE "_artists_v" DROP COLUMN "published_locale";
  ALTER TABLE "_events_v" DROP COLUMN "snapshot";
  ALTER TABLE "_events_v" DROP COLUMN "published_locale";
  ALTER TABLE "_sponsorships_v" DROP COLUMN "snapshot";
  ALTER TABLE "_sponsorships_v" DROP COLUMN "published_locale";
  ALTER TABLE "_galleries_v" DROP COLUMN "snapshot";
  ALTER TABLE "_galleries_v" DROP COLUMN "published_locale";
  ALTER TABLE "_hero_sections_v" DROP COLUMN "snapshot";
  ALTER TABLE "_hero_sections_v" DROP COLUMN "published_locale";
  ALTER TABLE "_tour_locations_v" DROP COLUMN "snapshot";
  ALTER TABLE "_tour_locations_v" DROP COLUMN "published_locale";
  ALTER TABLE "_homepage_sections_v" DROP COLUMN "snapshot";
  ALTER TABLE "_homepage_sections_v" DROP COLUMN "published_locale";
  ALTER TABLE "_premium_accommodations_v" DROP COLUMN "snapshot";
  ALTER TABLE "_premium_accommodations_v" DROP COLUMN "published_locale";
  DROP TYPE "public"."_locales";
  DROP TYPE "public"."enum__artists_v_published_locale";
  DROP TYPE "public"."enum__events_v_published_locale";
  DROP TYPE "public"."enum__sponsorships_v_published_locale";
  DROP TYPE "public"."enum__galleries_v_published_locale";
  DROP TYPE "public"."enum__hero_sections_v_published_locale";
  DROP TYPE "public"."enum__tour_locations_v_published_locale";
  DROP TYPE "public"."enum__homepage_sections_v_published_locale";
  DROP TYPE "public"."enum__premium_accommodations_v_published_locale";`)
}
