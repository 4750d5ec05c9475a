import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_events_currency" AS ENUM('NPR', 'CAD', 'USD');
  CREATE TYPE "public"."enum_events_ticket_status" AS ENUM('on-sale', 'few-left', 'sold-out', 'postponed', 'cancelled');
  CREATE TYPE "public"."enum__events_v_version_currency" AS ENUM('NPR', 'CAD', 'USD');
  CREATE TYPE "public"."enum__events_v_version_ticket_status" AS ENUM('on-sale', 'few-left', 'sold-out', 'postponed', 'cancelled');
  ALTER TABLE "events" ADD COLUMN "price_from" numeric;
  ALTER TABLE "events" ADD COLUMN "price_to" numeric;
  ALTER TABLE "events" ADD COLUMN "currency" "enum_events_currency";
  ALTER TABLE "events" ADD COLUMN "on_sale_at" timestamp(3) with time zone;
  ALTER TABLE "events" ADD COLUMN "ticket_status" "enum_events_ticket_status";
  ALTER TABLE "_events_v" ADD COLUMN "version_price_from" numeric;
  ALTER TABLE "_events_v" ADD COLUMN "version_price_to" numeric;
  ALTER TABLE "_events_v" ADD COLUMN "version_currency" "enum__events_v_version_currency";
  ALTER TABLE "_events_v" ADD COLUMN "version_on_sale_at" timestamp(3) with time zone;
  ALTER TABLE "_events_v" ADD COLUMN "version_ticket_status" "enum__events_v_version_ticket_status";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "events" DROP COLUMN "price_from";
  ALTER TABLE "events" DROP COLUMN "price_to";
  ALTER TABLE "events" DROP COLUMN "currency";
  ALTER TABLE "events" DROP COLUMN "on_sale_at";
  ALTER TABLE "events" DROP COLUMN "ticket_status";
  ALTER TABLE "_events_v" DROP COLUMN "version_price_from";
  ALTER TABLE "_events_v" DROP COLUMN "version_price_to";
  ALTER TABLE "_events_v" DROP COLUMN "version_currency";
  ALTER TABLE "_events_v" DROP COLUMN "version_on_sale_at";
  ALTER TABLE "_events_v" DROP COLUMN "version_ticket_status";
  DROP TYPE "public"."enum_events_currency";
  DROP TYPE "public"."enum_events_ticket_status";
  DROP TYPE "public"."enum__events_v_version_currency";
  DROP TYPE "public"."enum__events_v_version_ticket_status";`)
}
