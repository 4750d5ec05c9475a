import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { ArtistCard } from '@/components/site/cards/artist-card'
import { listItemStyle } from '@/components/site/cards/list-item-style'
import { JsonLd } from '@/components/site/json-ld'
import { ListFilters, ListPage } from '@/components/site/list-nav'
import { pageLocale } from '@/components/site/page-locale'
import { BRAND } from '@/lib/brand'
import { fill, messagesFor } from '@/lib/i18n'
import { renderedOnFirstRequest, parseListView } from '@/lib/list-view'
import { listPageMetadata } from '@/lib/seo'
import { artistJsonLd } from '@/lib/structured-data'
import { type Genre, listArtistGenres, listArtistsPage } from '@/server/content/public-data'

export const generateStaticParams = renderedOnFirstRequest

type Props = { params: Promise<{ area: string; view?: string[] }> }

/** The genre and page from the URL (/artists?genre=folk-pop&page=2); anything else is not found. */
async function viewOf(params: Props['params'], genres: Genre[]) {
  const view = parseListView((await params).view)
  const genre = view?.filter ? genres.find((g) => g.key === view.filter) : null
  if (!view || genre === undefined) notFound()
  return { view, genre }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params)
  const { view, genre } = await viewOf(params, await listArtistGenres(locale))
  const { artists } = messagesFor(locale)
  return listPageMetadata({
    list: 'artists',
    view,
    title: genre ? `${genre.label}: ${artists.metaTitle}` : artists.metaTitle,
    description: fill(artists.metaDescription, { brand: BRAND.name }),
    locale,
  })
}

export default async function ArtistsPage({ params }: Props) {
  const locale = await pageLocale(params)
  const t = messagesFor(locale).artists
  // A failed read renders the error state of ./error.tsx, and is never cached.
  const genres = await listArtistGenres(locale)
  const { view, genre } = await viewOf(params, genres)
  const artists = await listArtistsPage(locale, genre ? genre.artists : null, view.page)
  if (view.page > 1 && view.page > artists.totalPages) notFound()

  return (
    <ListPage list="artists" view={view} counts={artists} text={t} empty={artists.totalDocs === 0} locale={locale}>
      <JsonLd data={artists.docs.map((artist) => artistJsonLd(artist, locale))} />
      <ListFilters
        list="artists"
        label={t.filterLabel}
        options={[{ key: null, label: t.all }, ...genres.map((g) => ({ key: g.key, label: g.label }))]}
        current={genre?.key ?? null}
        locale={locale}
      />
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {artists.docs.map((artist, index) => (
          <li key={artist.id} style={listItemStyle(index, '35rem')}>
            <ArtistCard artist={artist} variant="list" priority={index < 3} locale={locale} />
          </li>
        ))}
      </ul>
    </ListPage>
  )
}
