import type { Metadata } from 'next'

import { pageLocale } from '@/components/site/page-locale'
import { Section } from '@/components/site/section'
import { cityKey, cityOf } from '@/features/alerts/cities'
import { AlertsPanel } from '@/features/alerts/site/panel.client'
import { BRAND } from '@/lib/brand'
import { DEFAULT_LOCALE, fill, messagesFor } from '@/lib/i18n'
import { renderedOnFirstRequest } from '@/lib/list-view'
import { pageMetadata } from '@/lib/seo'
import { feedStartIso } from '@/server/content/feeds'
import { listArtistLinks, listFeedEvents } from '@/server/content/public-data'

export const generateStaticParams = renderedOnFirstRequest

type Props = { params: Promise<{ area: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params)
  const t = messagesFor(locale).alerts
  // The mails' links bring their token here: it is never sent on to another site in a Referer.
  return { ...pageMetadata({ locale, title: t.title, description: fill(t.metaDescription, { brand: BRAND.name }), path: '/alerts' }), referrer: 'no-referrer' }
}

/**
 * /alerts (docs/product.md#e-mail-alerts): signing up for e-mail alerts of new events, and where
 * the mails' links lead (confirming, changing or stopping them). One cached page for all: the panel
 * reads what a link asks for from the address (src/features/alerts/site/panel.client.tsx).
 */
export default async function AlertsPage({ params }: Props) {
  const locale = await pageLocale(params)
  const { alerts: t } = messagesFor(locale)
  const [artists, events] = await Promise.all([listArtistLinks(), listFeedEvents(DEFAULT_LOCALE, feedStartIso())])
  // The cities of the agency's recent and coming events, each once, as first written (a location
  // has one value in both languages: the English read serves both pages).
  const cities = [...new Map(events.map((event) => [cityKey(cityOf(event.location)), cityOf(event.location)])).values()]
    .filter(Boolean)
    .sort((a, b) => a.localeCompare(b))
  return (
    <Section title={t.title} subtitle={t.subtitle} headingLevel="h1">
      <AlertsPanel
        locale={locale}
        text={t}
        artists={[...artists].sort((a, b) => a.name.localeCompare(b.name)).map(({ id, name }) => ({ id, name }))}
        cities={cities}
        brand={BRAND.name}
      />
    </Section>
  )
}
