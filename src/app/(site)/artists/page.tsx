import { ArtistCard } from '@/components/site/artist-card'
import { FilterTabs } from '@/components/site/filter-tabs.client'
import { JsonLd } from '@/components/site/json-ld'
import { Section } from '@/components/site/section'
import { BRAND } from '@/lib/brand'
import { pageMetadata } from '@/lib/seo'
import { artistJsonLd } from '@/lib/structured-data'
import { listPublicArtists } from '@/server/public-data'

export const metadata = pageMetadata({
  title: 'Artists',
  description: `Singers, bands and DJs represented by ${BRAND.name} in Nepal and Canada.`,
  path: '/artists',
})

/** Distinct genres in first-seen order, each with a generated key safe for CSS. */
function genreOptions(genres: (string | null | undefined)[]) {
  const distinct = [...new Set(genres.filter((g): g is string => Boolean(g?.trim())).map((g) => g.trim()))]
  return distinct.map((genre, index) => ({ key: `g${index}`, label: genre }))
}

async function loadArtists() {
  try {
    return { artists: await listPublicArtists(), failed: false }
  } catch (error) {
    console.error('[artists page] could not load artists', error)
    return { artists: [], failed: true }
  }
}

export default async function ArtistsPage() {
  const { artists, failed } = await loadArtists()
  const options = genreOptions(artists.map((a) => a.genre))
  const keyOf = (genre: string | null | undefined) => options.find((o) => o.label === genre?.trim())?.key ?? 'none'
  const counts: Record<string, number> = {}
  for (const artist of artists) counts[keyOf(artist.genre)] = (counts[keyOf(artist.genre)] ?? 0) + 1

  return (
    <Section title="Our Artists" subtitle="Discover the talent behind our stages." headingLevel="h1">
      {failed ? (
        <div role="alert" className="text-center">
          <p className="text-lg font-bold">Error loading artists</p>
          <p className="text-muted">Please try again later</p>
        </div>
      ) : artists.length === 0 ? (
        <p className="text-center text-muted">No artists found.</p>
      ) : (
        <>
          <JsonLd data={artists.map(artistJsonLd)} />
          <FilterTabs label="Filter artists by genre" allLabel="All" options={options} counts={counts} noun="artists">
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {artists.map((artist) => (
                <li key={artist.id} data-filter-key={keyOf(artist.genre)}>
                  <ArtistCard artist={artist} variant="list" />
                </li>
              ))}
            </ul>
          </FilterTabs>
        </>
      )}
    </Section>
  )
}
