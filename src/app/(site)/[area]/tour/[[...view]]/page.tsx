import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { TourCard } from '@/components/site/cards/event-card'
import { JsonLd } from '@/components/site/json-ld'
import Link from '@/components/site/link'
import { ListPager } from '@/components/site/list-nav'
import { pageLocale, unfilteredListView } from '@/components/site/page-locale'
import { buttonClass, Section } from '@/components/site/section'
import { BRAND } from '@/lib/brand'
import { isTodayOrLaterAtVenue, todayAnywhereStartIso } from '@/lib/calendar/dates'
import { fill, messagesFor } from '@/lib/i18n'
import { lineUpOf, performersOf } from '@/lib/line-up'
import { renderedOnFirstRequest, listHref } from '@/lib/list-view'
import { pageMetadata } from '@/lib/seo'
import { eventJsonLd } from '@/lib/structured-data'
import { listShownArtists, listToursPage } from '@/server/content/public-data'

export const generateStaticParams = renderedOnFirstRequest

type Props = { params: Promise<{ area: string; view?: string[] }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [locale, view] = await Promise.all([pageLocale(params), unfilteredListView(params)])
  const { tour, pager } = messagesFor(locale)
  return pageMetadata({
    title: view.page > 1 ? fill(pager.pageTitle, { title: tour.metaTitle, page: view.page }) : tour.metaTitle,
    description: fill(tour.metaDescription, { brand: BRAND.name }),
    path: listHref('tour', view),
    locale,
  })
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
    <Section title={t.title} subtitle={t.subtitle} headingLevel="h1">
      {tours.length === 0 && candidates.totalPages <= 1 ? (
        <div className="text-center">
          <p className="text-lg font-bold">{t.empty}</p>
          <Link href="/events" locale={locale} className={`${buttonClass.outline} mt-6`}>
            {t.viewAllEvents}
          </Link>
        </div>
      ) : (
        <>
          <JsonLd data={tours.map((event) => eventJsonLd(event, performersOf(event, artists), locale))} />
          <ul className="space-y-8">
            {tours.map((event, index) => (
              <li key={event.id}>
                <TourCard event={event} lineUp={lineUpOf(event, artists)} priority={index === 0} locale={locale} />
              </li>
            ))}
          </ul>
          <ListPager
            list="tour"
            view={view}
            shown={tours.length}
            totalDocs={candidates.totalDocs - (candidates.docs.length - tours.length)}
            totalPages={candidates.totalPages}
            noun={t.noun}
            locale={locale}
          />
        </>
      )}
    </Section>
  )
}
