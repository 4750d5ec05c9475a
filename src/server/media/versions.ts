import { createHash } from 'node:crypto'

import { LRUCache } from 'lru-cache'

import { processWide } from '@/server/runtime/process-state'

/**
 * The version of a stored upload, from its media record: it changes whenever a file is stored
 * under that name again (a new record, or the record's file replaced), on local disk or in S3
 * alike. Public pages ask Next.js's image optimiser for `/cms-api/media/file/NAME?v=VERSION`
 * (src/components/site/media-image.tsx); the optimiser keeps each resized variant by that URL,
 * so a replaced file is resized afresh, and the edge (src/server/edge/index.ts) refuses any
 * other version, and the current one while no record a visitor may read uses the file: a
 * replaced, deleted or hidden upload (an archived artist's photo) is never served from the kept
 * variants, exactly as its file is not (Next.js offers no way to drop one kept variant), and
 * made-up versions cannot fill the disk.
 */

export type MediaRecord = { id: number | string; filesize?: number | string | null; updatedAtMs: number }
/** A media record as the image guard reads it: with whether a record a visitor may read uses it. */
export type GuardedMediaRecord = MediaRecord & { public: boolean }

export function mediaVersionToken({ id, filesize, updatedAtMs }: MediaRecord): string {
  return createHash('sha256').update(`${id}:${filesize ?? ''}:${updatedAtMs}`).digest('base64url').slice(0, 12)
}

/** Reads the media record stored under a file name, or null if there is none. */
export type MediaLookup = (filename: string) => Promise<GuardedMediaRecord | null>

/** A version found to differ is looked up again after this long at most (it may be newer). */
const RECHECK_AFTER_MS = 1_000

type Known = { version: string | null; checkedAt: number }

// One memory for the process, whichever copy of this module was loaded; forgotten on every content
// change (a file is replaced, or a record that showed it is hidden or deleted).
const known = processWide('media-versions', () => new LRUCache<string, Known>({ max: 20_000 }))

/** A content write anywhere (src/server/freshness/content-changes.ts): versions are looked up again. */
export function forgetMediaVersions(): void {
  known.clear()
}

/**
 * Whether `version` is the current version of the upload stored as `filename`, and a record a
 * visitor may read uses it. Versions are remembered until the next content change; one that does
 * not match is looked up again (at most once a second per name), in case the change has not been
 * heard of yet.
 */
export async function isCurrentMediaVersion(filename: string, version: string, lookup: MediaLookup): Promise<boolean> {
  const remembered = known.get(filename)
  if (remembered?.version === version) return true
  if (remembered && Date.now() - remembered.checkedAt < RECHECK_AFTER_MS) return false
  const record = await lookup(filename)
  const current = record?.public ? mediaVersionToken(record) : null
  known.set(filename, { version: current, checkedAt: Date.now() })
  return current === version
}
