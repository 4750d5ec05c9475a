import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { TourCard } from '@/components/site/cards/event-card'
import { JsonLd } from '@/components/site/json-ld'
import { ListPage } from '@/components/site/list-nav'
import { pageLocale, unfilteredListView } from '@/components/site/page-locale'
import { ButtonLink } from '@/components/site/section'
import { BRAND } from '@/lib/brand'
import { isTodayOrLaterAtVenue, todayAnywhereStartIso } from '@/lib/calendar/dates'
import { fill, messagesFor } from '@/lib/i18n'
import { lineUpOf, performersOf } from '@/lib/line-up'
import { renderedOnFirstRequest } from '@/lib/list-view'
import { listPageMetadata } from '@/lib/seo'
import { eventJsonLd } from '@/lib/structured-data'
import { listShownArtists, listToursPage } from '@/server/content/public-data'

export const generateStaticParams = renderedOnFirstRequest

type Props = { params: Promise<{ area: string; view?: string[] }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [locale, view] = await Promise.all([pageLocale(params), unfilteredListView(params)])
  const { tour } = messagesFor(locale)
  return listPageMetadata({ list: 'tour', view, title: tour.metaTitle, description: fill(tour.metaDescription, { brand: BRAND.name }), locale })
}

export default async function TourPage({ params }: Props) {
  const [locale, view] = await Promise.all([pageLocale(params), unfilteredListView(params)])
  const t = messagesFor(locale).tour
  const [candidates, artists] = await Promise.all([listToursPage(locale, todayAnywhereStartIso(), view.page), listShownArtists()])
  if (view.page > 1 && view.page > candidates.totalPages) notFound()
  // Tours whose date is today or later at their venue (docs/product.md#tour-page), date ascending.
  // Only the first page can hold tours that are already over at their venue.
  const tours = candidates.docs.filter((event) => isTodayOrLaterAtVenue(event))

  return (
    <ListPage
      list="tour"
      view={view}
      // The pager counts the tours shown: those already over at their venue are left out of the totals too.
      counts={{ docs: tours, totalDocs: candidates.totalDocs - (candidates.docs.length - tours.length), totalPages: candidates.totalPages }}
      text={t}
      empty={tours.length === 0 && candidates.totalPages <= 1}
      emptyState={
        <div className="text-center">
          <p className="text-lg font-bold">{t.empty}</p>
          <ButtonLink href="/events" text={t.viewAllEvents} look="outline" locale={locale} className="mt-6" />
        </div>
      }
      locale={locale}
    >
      <JsonLd data={tours.map((event) => eventJsonLd(event, performersOf(event, artists), locale))} />
      <ul className="space-y-8">
        {tours.map((event, index) => (
          <li key={event.id}>
            <TourCard event={event} lineUp={lineUpOf(event, artists)} priority={index === 0} locale={locale} />
          </li>
        ))}
      </ul>
    </ListPage>
  )
}
