/** URL slug of a name: "Sajjan Raj Vaidya" -> "sajjan-raj-vaidya" (decorative: pages load by id). */
export function slugify(name: string): string {
  return (
    name
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'artist'
  )
}

export const artistPath = (artist: { id: number; name: string }) => `/artist/${slugify(artist.name)}?id=${artist.id}`
