import type { Metadata } from 'next'

import { creditLine } from '@/components/site/gallery-photos'
import Link from '@/components/site/link'
import { MediaImage } from '@/components/site/media-image'
import { pageLocale } from '@/components/site/page-locale'
import { Section } from '@/components/site/section'
import { BRAND } from '@/lib/brand'
import { fill, messagesFor } from '@/lib/i18n'
import { photosOf } from '@/lib/media'
import { counted, formatUtcDay } from '@/lib/i18n/format'
import { renderedOnFirstRequest } from '@/lib/list-view'
import { pageMetadata } from '@/lib/seo'
import { listPublicGalleries } from '@/server/public-data'

export const generateStaticParams = renderedOnFirstRequest

type Props = { params: Promise<{ area: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params)
  const t = messagesFor(locale).gallery
  return pageMetadata({ locale, title: t.title, description: fill(t.metaDescription, { brand: BRAND.name }), path: '/gallery' })
}

/** /gallery (issue 26): the event galleries staff keep, the newest first, each leading to its photos. */
export default async function GalleriesPage({ params }: Props) {
  const locale = await pageLocale(params)
  const t = messagesFor(locale).gallery
  const galleries = await listPublicGalleries(locale)
  return (
    <Section title={t.title} subtitle={t.subtitle} headingLevel="h1">
      {galleries.length === 0 ? (
        <p className="text-center text-muted">{t.empty}</p>
      ) : (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {galleries.map((gallery, index) => {
            const photos = photosOf(gallery)
            return (
              <li key={gallery.id}>
                <article className="overflow-hidden rounded-xl border border-line bg-panel">
                  <div className="relative aspect-[4/3]">
                    <MediaImage filename={photos[0]} alt="" sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw" priority={index === 0} fallback="♪" />
                  </div>
                  <div className="space-y-1 p-5">
                    <h2 className="text-lg font-black">
                      <Link href={`/gallery/${gallery.id}`} locale={locale} className="underline-offset-4 hover:text-accent hover:underline">
                        {gallery.eventName}
                      </Link>
                    </h2>
                    <p className="text-sm text-muted">
                      {gallery.eventDate && <time dateTime={gallery.eventDate}>{formatUtcDay(gallery.eventDate, locale)} · </time>}
                      {counted(photos.length, t.photos, locale)}
                    </p>
                    {gallery.photographerCredit && <p className="text-sm text-muted">{creditLine(gallery.photographerCredit, locale)}</p>}
                  </div>
                </article>
              </li>
            )
          })}
        </ul>
      )}
    </Section>
  )
}
