import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { ArtistCard } from '@/components/site/artist-card'
import { JsonLd } from '@/components/site/json-ld'
import { listItemStyle } from '@/components/site/list-item-style'
import { ListFilters, ListPager } from '@/components/site/list-nav'
import { Section } from '@/components/site/section'
import { BRAND } from '@/lib/brand'
import { renderedOnFirstRequest, listHref, parseListView } from '@/lib/list-view'
import { pageMetadata } from '@/lib/seo'
import { artistJsonLd } from '@/lib/structured-data'
import { type Genre, listArtistGenres, listArtistsPage } from '@/server/public-data'

export const generateStaticParams = renderedOnFirstRequest

type Props = { params: Promise<{ view?: string[] }> }

/** The genre and page from the URL (/artists?genre=folk-pop&page=2); anything else is not found. */
async function viewOf(params: Props['params'], genres: Genre[]) {
  const view = parseListView((await params).view)
  const genre = view?.filter ? genres.find((g) => g.key === view.filter) : null
  if (!view || genre === undefined) notFound()
  return { view, genre }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { view, genre } = await viewOf(params, await listArtistGenres())
  const title = [genre ? `${genre.label}: Artists` : 'Artists', view.page > 1 ? `page ${view.page}` : ''].filter(Boolean).join(', ')
  return pageMetadata({
    title,
    description: `Singers, bands and DJs represented by ${BRAND.name} in Nepal and Canada.`,
    path: listHref('artists', view),
  })
}

export default async function ArtistsPage({ params }: Props) {
  // A failed read renders the error state of ./error.tsx, and is never cached.
  const genres = await listArtistGenres()
  const { view, genre } = await viewOf(params, genres)
  const artists = await listArtistsPage(genre ? genre.values : null, view.page)
  if (view.page > 1 && view.page > artists.totalPages) notFound()

  return (
    <Section title="Our Artists" subtitle="Discover the talent behind our stages." headingLevel="h1">
      {artists.totalDocs === 0 ? (
        <p className="text-center text-muted">No artists found.</p>
      ) : (
        <>
          <JsonLd data={artists.docs.map(artistJsonLd)} />
          <ListFilters
            list="artists"
            label="Filter artists by genre"
            options={[{ key: null, label: 'All' }, ...genres.map((g) => ({ key: g.key, label: g.label }))]}
            current={genre?.key ?? null}
          />
          <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {artists.docs.map((artist, index) => (
              <li key={artist.id} style={listItemStyle(index, '35rem')}>
                <ArtistCard artist={artist} variant="list" priority={index < 3} />
              </li>
            ))}
          </ul>
          <ListPager list="artists" view={view} shown={artists.docs.length} totalDocs={artists.totalDocs} totalPages={artists.totalPages} noun={{ one: 'artist', other: 'artists' }} />
        </>
      )}
    </Section>
  )
}
