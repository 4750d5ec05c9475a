import type { Artist, Event } from '@/payload-types'

/** An artist as the public pages name one: enough to name and link them. */
export type NamedArtist = Pick<Artist, 'id' | 'name'>

/** The artists visitors can see, by id. */
export type ShownArtists = ReadonlyMap<number, NamedArtist>

export function shownArtists(artists: readonly NamedArtist[]): ShownArtists {
  return new Map(artists.map((artist) => [artist.id, artist]))
}

/**
 * An event's line-up as visitors see it (docs/product.md#line-ups): the artists it names, in its
 * order, leaving out any they cannot see (archived since, or never published).
 */
export function lineUpOf(event: Pick<Event, 'artists'>, shown: ShownArtists): NamedArtist[] {
  return (event.artists ?? []).flatMap((entry) => {
    const artist = shown.get(typeof entry === 'number' ? entry : entry.id)
    return artist ? [artist] : []
  })
}

/**
 * Who performs at an event, for search engines: its line-up; for an event without one, the
 * artist whose name its title holds, if any (docs/product.md#search-engines-and-sharing).
 */
export function performersOf(event: Pick<Event, 'artists' | 'title'>, shown: ShownArtists): NamedArtist[] {
  const lineUp = lineUpOf(event, shown)
  if (lineUp.length > 0) return lineUp
  const title = event.title.toLowerCase()
  const named = [...shown.values()].find((artist) => title.includes(artist.name.toLowerCase()))
  return named ? [named] : []
}
