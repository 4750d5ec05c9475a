import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { GalleryLightbox } from '@/components/site/gallery-lightbox.client'
import { creditLine, lightboxPhotos } from '@/components/site/gallery-photos'
import Link from '@/components/site/link'
import { pageRecord } from '@/components/site/page-locale'
import { messagesFor } from '@/lib/i18n'
import { counted, formatUtcDay } from '@/lib/i18n/format'
import { renderedOnFirstRequest } from '@/lib/list-view'
import { mediaUrl, photosOf } from '@/lib/media'
import { pageMetadata } from '@/lib/seo'
import { eventPath } from '@/lib/slug'
import { getPublicEvent, getPublicGallery } from '@/server/content/public-data'

export const generateStaticParams = renderedOnFirstRequest

type Props = { params: Promise<{ area: string; id: string }> }

const loadGallery = (params: Props['params']) => pageRecord(params, getPublicGallery)

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, record: gallery } = await loadGallery(params)
  const t = messagesFor(locale).gallery
  if (!gallery) return { title: t.title, robots: { index: false } }
  const photos = photosOf(gallery)
  return pageMetadata({
    locale,
    title: gallery.eventName,
    description: [counted(photos.length, t.photos, locale), gallery.photographerCredit && creditLine(gallery.photographerCredit, locale)]
      .filter(Boolean)
      .join('. '),
    path: `/gallery/${gallery.id}`,
    image: photos[0] ? mediaUrl(photos[0]) : null,
  })
}

/** A gallery's page (docs/product.md#galleries): its photos, each opening in the lightbox, the photographer credited. */
export default async function GalleryPage({ params }: Props) {
  const { locale, record: gallery } = await loadGallery(params)
  if (!gallery) notFound()
  const t = messagesFor(locale).gallery
  const eventId = typeof gallery.eventId === 'number' ? gallery.eventId : gallery.eventId?.id
  const [photos, event] = await Promise.all([lightboxPhotos(gallery, locale), eventId ? getPublicEvent(locale, eventId) : null])
  return (
    <article className="mx-auto max-w-6xl px-4 py-12">
      <Link href="/gallery" locale={locale} className="text-sm font-semibold text-accent hover:underline">
        {t.back}
      </Link>
      <header className="mb-8 mt-6 space-y-2">
        <h1 className="font-display text-4xl font-black">{gallery.eventName}</h1>
        <p className="text-muted">
          {gallery.eventDate && <time dateTime={gallery.eventDate}>{formatUtcDay(gallery.eventDate, locale)} · </time>}
          {counted(photos.length, t.photos, locale)}
        </p>
        {gallery.photographerCredit && <p className="text-sm text-zinc-300">{creditLine(gallery.photographerCredit, locale)}</p>}
        {event && (
          <Link href={eventPath(event)} locale={locale} className="inline-block text-sm font-semibold text-accent underline-offset-4 hover:underline">
            {t.event}: {event.title}
          </Link>
        )}
      </header>
      {photos.length === 0 ? (
        <p className="text-muted">{t.noPhotos}</p>
      ) : (
        <GalleryLightbox photos={photos} text={{ title: gallery.eventName, close: t.close, previous: t.previous, next: t.next }} />
      )}
    </article>
  )
}
