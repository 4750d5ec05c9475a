import { INT32_MAX } from '@/lib/constants'
import type { Locale } from '@/lib/i18n/locales'

/** URL slug of a name: "Aarohi Shrestha" -> "aarohi-shrestha" (decorative: pages load by id). */
export function slugify(name: string, fallback = 'artist'): string {
  return (
    name
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || fallback
  )
}

export const artistPath = (artist: { id: number; name: string }) => `/artist/${slugify(artist.name)}?id=${artist.id}`

/** A record's id as a public address writes it (digits, a positive 32-bit integer), or null. */
export function recordIdOf(text: string): number | null {
  return /^[1-9]\d{0,9}$/.test(text) && Number(text) <= INT32_MAX ? Number(text) : null
}

/** Reads one record in a language by its id, as visitors see it: null where there is none. */
export type RecordReader<T> = (locale: Locale, id: number) => Promise<T | null>

/** The record a public address names by its id (`text` as the address writes it), or null: no id, or no record. */
export async function recordNamedBy<T>(text: string, locale: Locale, read: RecordReader<T>): Promise<T | null> {
  const id = recordIdOf(text)
  return id === null ? null : read(locale, id)
}

/** An event's own page (docs/product.md#event-page): /events/{id}, its Nepali twin /ne/events/{id}. */
export const eventPath = (event: { id: number }) => `/events/${event.id}`

/** A search for a place in Google Maps (its documented URL: a phone opens it in its map app). */
export const mapSearchHref = (place: string) => `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(place)}`

/**
 * The URL key of a genre filter (/artists?genre=folk-pop): its slug, or for a name with no latin
 * letters or digits (e.g. Devanagari) a key derived from its characters.
 */
export function genreKey(genre: string): string {
  const slug = slugify(genre, '').slice(0, 60).replace(/-+$/, '')
  if (slug) return slug
  let hash = 0x811c9dc5
  for (const char of genre) hash = Math.imul(hash ^ char.codePointAt(0)!, 0x01000193) >>> 0
  return `g-${hash.toString(36)}`
}
