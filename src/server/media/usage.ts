import { sql } from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'

import { drizzleOf } from '@/server/db/adapter'
import { contentVersion } from '@/server/freshness/content-version'

/**
 * Which uploads records still use, by file name: the fields that keep a file name (profile photo,
 * banner image, sponsorship image, gallery photos, section and tour images;
 * docs/product.md#entities-and-fields).
 */


/** The names among `filenames` that some record still uses. */
export async function filesStillUsed(payload: Payload, filenames: string[]): Promise<Set<string>> {
  if (filenames.length === 0) return new Set()
  const db = drizzleOf(payload)
  const names = sql`(SELECT jsonb_array_elements_text(${JSON.stringify(filenames)}::jsonb) AS name)`
  // A record's own row, and its latest version: a draft may use a file its published content does not.
  const { rows } = await db.execute(sql`
    SELECT n.name FROM ${names} n WHERE
      EXISTS (SELECT 1 FROM artists WHERE profile_photo = n.name) OR
      EXISTS (SELECT 1 FROM _artists_v WHERE latest AND version_profile_photo = n.name) OR
      EXISTS (SELECT 1 FROM events WHERE banner_image = n.name) OR
      EXISTS (SELECT 1 FROM _events_v WHERE latest AND version_banner_image = n.name) OR
      EXISTS (SELECT 1 FROM sponsorships WHERE image = n.name) OR
      EXISTS (SELECT 1 FROM _sponsorships_v WHERE latest AND version_image = n.name) OR
      EXISTS (SELECT 1 FROM galleries WHERE photos @> jsonb_build_array(n.name)) OR
      EXISTS (SELECT 1 FROM _galleries_v WHERE latest AND version_photos @> jsonb_build_array(n.name)) OR
      EXISTS (SELECT 1 FROM hero_sections WHERE background_image = n.name) OR
      EXISTS (SELECT 1 FROM _hero_sections_v WHERE latest AND version_background_image = n.name) OR
      EXISTS (SELECT 1 FROM homepage_sections WHERE background_image = n.name) OR
      EXISTS (SELECT 1 FROM _homepage_sections_v WHERE latest AND version_background_image = n.name) OR
      EXISTS (SELECT 1 FROM tour_locations WHERE image = n.name) OR
      EXISTS (SELECT 1 FROM _tour_locations_v WHERE latest AND version_image = n.name) OR
      EXISTS (SELECT 1 FROM premium_accommodations WHERE image = n.name) OR
      EXISTS (SELECT 1 FROM _premium_accommodations_v WHERE latest AND version_image = n.name)`)
  return new Set(rows.map((row) => String(row.name)))
}

/**
 * The file names used by a record an anonymous visitor may read (the collections' read access:
 * published records only, and of those active artists and public sponsorship packages), as one
 * SQL query: Payload's access rule for uploads reads it (below), and so does the edge's guard of resized images (server.ts), so a resized image is served exactly when
 * its file would be.
 */
export const PUBLICLY_USED_FILE_NAMES_SQL = `
  SELECT profile_photo AS name FROM artists WHERE status = 'active' AND _status = 'published'
  UNION SELECT banner_image FROM events WHERE _status = 'published'
  UNION SELECT image FROM sponsorships WHERE visibility = 'public' AND _status = 'published'
  UNION SELECT jsonb_array_elements_text(photos) FROM galleries WHERE jsonb_typeof(photos) = 'array' AND _status = 'published'
  UNION SELECT background_image FROM hero_sections WHERE _status = 'published'
  UNION SELECT background_image FROM homepage_sections WHERE _status = 'published'
  UNION SELECT image FROM tour_locations WHERE _status = 'published'
  UNION SELECT image FROM premium_accommodations WHERE _status = 'published'`

/** The names of PUBLICLY_USED_FILE_NAMES_SQL, kept per content version: one small query per call while nothing changes. */
export async function publiclyUsedFiles(payload: Payload): Promise<string[]> {
  const version = await contentVersion(payload)
  if (publicFiles.version === version && publicFiles.names) return publicFiles.names
  const db = drizzleOf(payload)
  const names = db
    .execute(sql.raw(PUBLICLY_USED_FILE_NAMES_SQL))
    .then(({ rows }) => rows.map((row) => row.name).filter((name): name is string => typeof name === 'string' && name !== ''))
  Object.assign(publicFiles, { version, names })
  names.catch(() => Object.assign(publicFiles, { version: null, names: null }))
  return names
}
const publicFiles: { version: string | null; names: Promise<string[]> | null } = { version: null, names: null }

/** How long to wait for a delete's transaction to commit before giving up on its files. */
const COMMIT_WAIT_MS = 10_000

/**
 * Once the gallery's deletion has committed (it may still be rolled back when its hook runs), the
 * uploads of its photos that no record uses any more are deleted too: the dialog promises that
 * deleting a gallery "will permanently delete all associated photos"
 * (docs/product.md#gallery-screen).
 */
export async function deletePhotosOnceCommitted(payload: Payload, galleryId: number, photos: string[]): Promise<void> {
  const deadline = Date.now() + COMMIT_WAIT_MS
  for (;;) {
    // Outside the deleting transaction: the gallery is gone for everyone once it has committed.
    const { totalDocs } = await payload.count({ collection: 'galleries', where: { id: { equals: galleryId } }, overrideAccess: true })
    if (totalDocs === 0) break
    if (Date.now() > deadline) return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  const used = await filesStillUsed(payload, photos)
  const unused = photos.filter((name) => !used.has(name))
  if (unused.length === 0) return
  // The system finishing a delete a user was allowed to make.
  await payload.delete({ collection: 'media', where: { filename: { in: unused } }, overrideAccess: true })
}
