import Link from '@/components/site/link'
import { buttonClass, Section } from '@/components/site/section'
import type { StatusText } from '@/lib/i18n'

/**
 * What the site says when a page does not exist or cannot be shown now, in the page's language.
 * Each is drawn twice: by the not-found and error boundaries of the App Router (a visitor moving
 * between pages in the browser) and, as whole HTML documents, by
 * src/app/(site)/[area]/page-documents, which the edge sends in place of the empty shell Next.js
 * answers a first request with (src/server/edge/page-documents.ts).
 */

type Props = { text: StatusText }

export function PageNotFound({ text: { locale, status } }: Props) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-24 text-center">
      <h1 className="font-display text-4xl font-black">{status.notFoundTitle}</h1>
      <p className="mt-4 text-muted">{status.notFoundText}</p>
      <Link href="/" locale={locale} className={`${buttonClass.primary} mt-8`}>
        {status.backHome}
      </Link>
    </div>
  )
}

/** An unknown artist id (docs/product.md#artist-page). */
export function ArtistNotFound({ text: { locale, artist } }: Props) {
  return (
    <div role="alert" className="mx-auto max-w-3xl px-4 py-24 text-center">
      <h1 className="text-2xl font-black">{artist.notFoundTitle}</h1>
      <p className="mt-3 text-muted">{artist.notFoundText}</p>
      <Link href="/artists" locale={locale} className={`${buttonClass.outline} mt-8`}>
        {artist.back}
      </Link>
    </div>
  )
}

/** The artists could not be read (docs/product.md#artists-page). */
export function ArtistsUnavailable({ text: { artists } }: Props) {
  return (
    <Section title={artists.title} subtitle={artists.subtitle} headingLevel="h1">
      <div role="alert" className="text-center">
        <p className="text-lg font-bold">{artists.errorTitle}</p>
        <p className="text-muted">{artists.errorText}</p>
      </div>
    </Section>
  )
}

/**
 * A page that could not be rendered (the database away, most often). `retry` is the error
 * boundary's button; without it (the whole document, JavaScript or not) a link loads the page again.
 */
export function BackSoon({ text: { status }, retry }: Props & { retry?: React.ReactNode }) {
  return (
    <div role="alert" className="mx-auto max-w-3xl px-4 py-24 text-center">
      <h1 className="font-display text-4xl font-black">{status.unavailableTitle}</h1>
      <p className="mt-4 text-muted">{status.unavailableText}</p>
      {retry ?? (
        // An empty href is the address the document was sent for, whatever page that was.
        // eslint-disable-next-line jsx-a11y/anchor-is-valid -- that reload is the point
        <a href="" className={`${buttonClass.primary} mt-8`}>
          {status.tryAgain}
        </a>
      )}
    </div>
  )
}
