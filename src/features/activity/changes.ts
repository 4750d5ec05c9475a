import { isDeepStrictEqual } from 'node:util'

/**
 * What a change changed, field by field: a version's changes in its history
 * (src/features/publishing/history.ts) and an update's in the activity log (src/features/activity/hooks.ts).
 * Values are compared as a reader sees them, so a form that saves its empty fields again changes
 * nothing: no value, an empty text, an empty list and an object of empty values are all "empty";
 * a relation is its id, however deep it was read; the ids Payload gives each row of a list are
 * left out. An object field (an artist's links) is compared, and named, key by key:
 * `mediaLinks.spotify`.
 */

/** A value as a reader sees it: null for empty, relations as their ids, no row ids, no empty keys. */
export function normalised(value: unknown): unknown {
  if (value === null || value === undefined) return null
  if (typeof value === 'string') return value.trim() === '' ? null : value
  if (Array.isArray(value)) {
    const items = value.map(normalised).filter((item) => item !== null)
    return items.length ? items : null
  }
  if (typeof value === 'object') {
    const record = value as Record<string, unknown>
    // A relation read with its record (depth > 0) is that record's id.
    if (typeof record.id === 'number' && 'createdAt' in record) return record.id
    const entries = Object.entries(record)
      .filter(([key]) => key !== 'id')
      .map(([key, item]) => [key, normalised(item)] as const)
      .filter(([, item]) => item !== null)
      .sort(([a], [b]) => a.localeCompare(b))
    return entries.length ? Object.fromEntries(entries) : null
  }
  return value
}

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

/** A record's fields as `counts` keeps them, normalised, an object field spread into one entry per key (`socialLinks.instagram`). */
export function flatFields(counts: (field: string) => boolean, doc: Record<string, unknown> | undefined): Map<string, unknown> {
  const flat = new Map<string, unknown>()
  for (const [field, raw] of Object.entries(doc ?? {})) {
    if (!counts(field)) continue
    const value = normalised(raw)
    if (isPlainObject(value) && isPlainObject(raw) && !('root' in raw)) {
      for (const [key, item] of Object.entries(value)) flat.set(`${field}.${key}`, item)
      // An object field left empty still has its place, so that emptying it is a change.
      if (!Object.keys(value).length) flat.set(field, null)
    } else flat.set(field, value)
  }
  return flat
}

export type FieldChange = { field: string; before: unknown; after: unknown }

/**
 * The fields where `after` differs from `before` (or, with nothing before, those it holds), among
 * those `counts` keeps, in the order of `after`'s fields, with their values before and after (normalised).
 */
export function fieldChanges(counts: (field: string) => boolean, after: Record<string, unknown>, before: Record<string, unknown> | undefined): FieldChange[] {
  const now = flatFields(counts, after)
  const then = flatFields(counts, before)
  const names = [...new Set([...now.keys(), ...then.keys()])]
  return names
    .map((field) => ({ field, before: before ? (then.get(field) ?? null) : null, after: now.get(field) ?? null }))
    .filter((change) => !isDeepStrictEqual(change.before, change.after))
}

/** The names of the fields a change changed (fieldChanges). */
export function changedFields(counts: (field: string) => boolean, after: Record<string, unknown>, before: Record<string, unknown> | undefined): string[] {
  return fieldChanges(counts, after, before).map((change) => change.field)
}
