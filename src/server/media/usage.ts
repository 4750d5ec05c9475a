import { sql } from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'

import { drizzleOf } from '@/server/db/adapter'
import { contentVersion } from '@/server/freshness/content-version'

/**
 * Which uploads records still use, by file name: the fields that keep a file name (profile photo,
 * banner image, sponsorship image, gallery photos, section and tour images;
 * docs/product.md#entities-and-fields). Each names its table and column, whether the column holds
 * a list of names (the gallery's photos), and which of the published records an anonymous visitor
 * may read (the collection's read access) where not all of them.
 */
const FILE_FIELDS: { table: string; column: string; list?: true; visible?: string }[] = [
  { table: 'artists', column: 'profile_photo', visible: "status = 'active'" },
  { table: 'events', column: 'banner_image' },
  { table: 'sponsorships', column: 'image', visible: "visibility = 'public'" },
  { table: 'galleries', column: 'photos', list: true },
  { table: 'hero_sections', column: 'background_image' },
  { table: 'homepage_sections', column: 'background_image' },
  { table: 'tour_locations', column: 'image' },
  { table: 'premium_accommodations', column: 'image' },
]

/** The condition that a row's `column` keeps the name n.name. */
const keeps = (column: string, list?: true) => (list ? `${column} @> jsonb_build_array(n.name)` : `${column} = n.name`)

/** The names among `filenames` that some record still uses. */
export async function filesStillUsed(payload: Payload, filenames: string[]): Promise<Set<string>> {
  if (filenames.length === 0) return new Set()
  const db = drizzleOf(payload)
  const names = sql`(SELECT jsonb_array_elements_text(${JSON.stringify(filenames)}::jsonb) AS name)`
  // A record's own row, and its latest version: a draft may use a file its published content does not.
  const used = FILE_FIELDS.flatMap(({ table, column, list }) => [
    `EXISTS (SELECT 1 FROM ${table} WHERE ${keeps(column, list)})`,
    `EXISTS (SELECT 1 FROM _${table}_v WHERE latest AND ${keeps(`version_${column}`, list)})`,
  ])
  const { rows } = await db.execute(sql`SELECT n.name FROM ${names} n WHERE ${sql.raw(used.join(' OR '))}`)
  return new Set(rows.map((row) => String(row.name)))
}

/**
 * The file names used by a record an anonymous visitor may read (the collections' read access:
 * published records only, and of those active artists and public sponsorship packages), as one
 * SQL query: Payload's access rule for uploads reads it (below), and so does the edge's guard of resized images (server.ts), so a resized image is served exactly when
 * its file would be.
 */
export const PUBLICLY_USED_FILE_NAMES_SQL = FILE_FIELDS.map(({ table, column, list, visible }) => {
  const name = list ? `jsonb_array_elements_text(${column})` : column
  const shown = [list && `jsonb_typeof(${column}) = 'array'`, visible, "_status = 'published'"].filter(Boolean).join(' AND ')
  return `SELECT ${name} AS name FROM ${table} WHERE ${shown}`
}).join(' UNION ')

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
