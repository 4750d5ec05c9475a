import Link from '@/components/site/link'
import { buttonClass, Section } from '@/components/site/section'
import { PAGE_DOCUMENTS } from '@/lib/page-documents'

/**
 * What the site says when a page does not exist or cannot be shown now. Each is drawn twice: by
 * the not-found and error boundaries of the App Router (a visitor moving between pages in the
 * browser) and, as whole HTML documents, by src/app/(site)/[area]/page-documents, which the edge
 * sends in place of the empty shell Next.js answers a first request with
 * (src/server/edge/page-documents.ts).
 */

export function PageNotFound() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-24 text-center">
      <h1 className="font-display text-4xl font-black">404 Page Not Found</h1>
      <p className="mt-4 text-muted">The page you are looking for doesn&apos;t exist or has been moved.</p>
      <Link href="/" className={`${buttonClass.primary} mt-8`}>
        Back to Homepage
      </Link>
    </div>
  )
}

/** An unknown artist id (SPEC §8 public messages). */
export function ArtistNotFound() {
  return (
    <div role="alert" className="mx-auto max-w-3xl px-4 py-24 text-center">
      <h1 className="text-2xl font-black">Error loading artist details</h1>
      <p className="mt-3 text-muted">The artist you&apos;re looking for might not exist or there was an error.</p>
      <Link href="/artists" className={`${buttonClass.outline} mt-8`}>
        ← Back to all artists
      </Link>
    </div>
  )
}

/** The artists could not be read (SPEC §2 error state). */
export function ArtistsUnavailable() {
  return (
    <Section title="Our Artists" subtitle="Discover the talent behind our stages." headingLevel="h1">
      <div role="alert" className="text-center">
        <p className="text-lg font-bold">Error loading artists</p>
        <p className="text-muted">Please try again later</p>
      </div>
    </Section>
  )
}

/**
 * A page that could not be rendered (the database away, most often). `retry` is the error
 * boundary's button; without it (the whole document, JavaScript or not) a link loads the page again.
 */
export function BackSoon({ retry }: { retry?: React.ReactNode }) {
  return (
    <div role="alert" className="mx-auto max-w-3xl px-4 py-24 text-center">
      <h1 className="font-display text-4xl font-black">{PAGE_DOCUMENTS.unavailable.title}</h1>
      <p className="mt-4 text-muted">This page is taking a short break. Please try again in a moment.</p>
      {retry ?? (
        // An empty href is the address the document was sent for, whatever page that was.
        <a href="" className={`${buttonClass.primary} mt-8`}>
          Try again
        </a>
      )}
    </div>
  )
}
