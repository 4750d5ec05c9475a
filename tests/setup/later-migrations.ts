import type { MigrateUpArgs } from '@payloadcms/db-postgres'

import * as textsByRecord from '../../migrations/20261128_083301_texts_by_record'
import * as listSearch from '../../migrations/20261128_110551_list_search'
import * as ticketFacts from '../../migrations/20261128_140302_event_ticket_facts'
import * as recordChanges from '../../migrations/20261128_143000_record_changes'
import * as galleryCaptions from '../../migrations/20261128_182625_gallery_captions'

/**
 * The migrations after localization that build on the content tables the drafts and localization
 * migrations remake (their indexes, columns and triggers). A test that takes those two down and up
 * again, on its worker's database, takes these down first and up after, so that the files after it
 * find the schema as migrated. A migration that adds to a content table, its texts or its versions
 * joins this list.
 */
const LATER = [textsByRecord, listSearch, ticketFacts, recordChanges, galleryCaptions]

type Args = MigrateUpArgs

/** The later migrations taken down, newest first. */
export async function downLaterMigrations(args: Args): Promise<void> {
  for (const migration of [...LATER].reverse()) await migration.down(args)
}

/** The later migrations run again, in order. */
export async function upLaterMigrations(args: Args): Promise<void> {
  for (const migration of LATER) await migration.up(args)
}
