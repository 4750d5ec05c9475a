import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { creditLine } from '@/components/site/gallery-photos'
import Link from '@/components/site/link'
import { ListPage } from '@/components/site/list-nav'
import { FramedImage } from '@/components/site/media-image'
import { pageLocale, unfilteredListView } from '@/components/site/page-locale'
import { BRAND } from '@/lib/brand'
import { fill, messagesFor } from '@/lib/i18n'
import { counted, formatUtcDay } from '@/lib/i18n/format'
import { renderedOnFirstRequest } from '@/lib/list-view'
import { photosOf } from '@/lib/media'
import { listPageMetadata } from '@/lib/seo'
import { listPublicGalleriesPage } from '@/server/content/public-data'

export const generateStaticParams = renderedOnFirstRequest

type Props = { params: Promise<{ area: string; view?: string[] }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [locale, view] = await Promise.all([pageLocale(params), unfilteredListView(params)])
  const t = messagesFor(locale).gallery
  return listPageMetadata({ list: 'gallery', view, title: t.title, description: fill(t.metaDescription, { brand: BRAND.name }), locale })
}

/**
 * /gallery (docs/product.md#galleries): the event galleries staff keep, the newest first, each
 * leading to its photos, a page at a time.
 */
export default async function GalleriesPage({ params }: Props) {
  const [locale, view] = await Promise.all([pageLocale(params), unfilteredListView(params)])
  const t = messagesFor(locale).gallery
  const galleries = await listPublicGalleriesPage(locale, view.page)
  if (view.page > 1 && view.page > galleries.totalPages) notFound()
  return (
    <ListPage list="gallery" view={view} counts={galleries} text={t} empty={galleries.totalDocs === 0} locale={locale}>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {galleries.docs.map((gallery, index) => {
          const photos = photosOf(gallery)
          return (
            <li key={gallery.id}>
              <article className="h-full overflow-hidden rounded-xl border border-line bg-panel">
                <FramedImage
                  frame="aspect-[4/3]"
                  filename={photos[0]}
                  alt=""
                  sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
                  priority={index === 0}
                  fallback="♪"
                />
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
    </ListPage>
  )
}
