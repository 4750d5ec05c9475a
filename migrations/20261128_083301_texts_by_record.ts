import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE INDEX "artists_locales_parent_id_idx" ON "artists_locales" USING btree ("_parent_id");
  CREATE INDEX "_artists_v_locales_parent_id_idx" ON "_artists_v_locales" USING btree ("_parent_id");
  CREATE INDEX "events_locales_parent_id_idx" ON "events_locales" USING btree ("_parent_id");
  CREATE INDEX "_events_v_locales_parent_id_idx" ON "_events_v_locales" USING btree ("_parent_id");
  CREATE INDEX "sponsorships_locales_parent_id_idx" ON "sponsorships_locales" USING btree ("_parent_id");
  CREATE INDEX "_sponsorships_v_locales_parent_id_idx" ON "_sponsorships_v_locales" USING btree ("_parent_id");
  CREATE INDEX "galleries_locales_parent_id_idx" ON "galleries_locales" USING btree ("_parent_id");
  CREATE INDEX "_galleries_v_locales_parent_id_idx" ON "_galleries_v_locales" USING btree ("_parent_id");
  CREATE INDEX "event_objectives_locales_parent_id_idx" ON "event_objectives_locales" USING btree ("_parent_id");
  CREATE INDEX "hero_sections_locales_parent_id_idx" ON "hero_sections_locales" USING btree ("_parent_id");
  CREATE INDEX "_hero_sections_v_locales_parent_id_idx" ON "_hero_sections_v_locales" USING btree ("_parent_id");
  CREATE INDEX "tour_locations_locales_parent_id_idx" ON "tour_locations_locales" USING btree ("_parent_id");
  CREATE INDEX "_tour_locations_v_locales_parent_id_idx" ON "_tour_locations_v_locales" USING btree ("_parent_id");
  CREATE INDEX "homepage_sections_locales_parent_id_idx" ON "homepage_sections_locales" USING btree ("_parent_id");
  CREATE INDEX "_homepage_sections_v_locales_parent_id_idx" ON "_homepage_sections_v_locales" USING btree ("_parent_id");
  CREATE INDEX "premium_accommodations_locales_parent_id_idx" ON "premium_accommodations_locales" USING btree ("_parent_id");
  CREATE INDEX "_premium_accommodations_v_locales_parent_id_idx" ON "_premium_accommodations_v_locales" USING btree ("_parent_id");
  CREATE INDEX "contact_settings_locales_parent_id_idx" ON "contact_settings_locales" USING btree ("_parent_id");
  CREATE INDEX "footer_settings_locales_parent_id_idx" ON "footer_settings_locales" USING btree ("_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "artists_locales_parent_id_idx";
  DROP INDEX "_artists_v_locales_parent_id_idx";
  DROP INDEX "events_locales_parent_id_idx";
  DROP INDEX "_events_v_locales_parent_id_idx";
  DROP INDEX "sponsorships_locales_parent_id_idx";
  DROP INDEX "_sponsorships_v_locales_parent_id_idx";
  DROP INDEX "galleries_locales_parent_id_idx";
  DROP INDEX "_galleries_v_locales_parent_id_idx";
  DROP INDEX "event_objectives_locales_parent_id_idx";
  DROP INDEX "hero_sections_locales_parent_id_idx";
  DROP INDEX "_hero_sections_v_locales_parent_id_idx";
  DROP INDEX "tour_locations_locales_parent_id_idx";
  DROP INDEX "_tour_locations_v_locales_parent_id_idx";
  DROP INDEX "homepage_sections_locales_parent_id_idx";
  DROP INDEX "_homepage_sections_v_locales_parent_id_idx";
  DROP INDEX "premium_accommodations_locales_parent_id_idx";
  DROP INDEX "_premium_accommodations_v_locales_parent_id_idx";
  DROP INDEX "contact_settings_locales_parent_id_idx";
  DROP INDEX "footer_settings_locales_parent_id_idx";`)
}
