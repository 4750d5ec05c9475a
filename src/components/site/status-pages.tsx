import { ButtonLink, type ButtonLinkTo, buttonClass, Section } from '@/components/site/section'
import type { StatusText } from '@/lib/i18n'

/**
 * What the site says when a page does not exist or cannot be shown now, in the page's language.
 * Each is drawn twice: by the not-found and error boundaries of the App Router (a visitor moving
 * between pages in the browser) and, as whole HTML documents, by
 * src/app/(site)/[area]/page-documents, which the edge sends in place of the empty shell Next.js
 * answers a first request with (src/server/edge/page-documents.ts).
 */

type Props = { text: StatusText }

type Message = {
  title: string
  text: string
  /** Announced at once to a screen reader. */
  alert?: boolean
  /** The site-wide messages are larger than a missing record's. */
  large?: boolean
  /** The way on: a link back, or (`children`) what the page offers instead. */
  back?: ButtonLinkTo
  children?: React.ReactNode
}

/** A page's whole message: its title, what to do, and the way on. */
function StatusMessage({ title, text, alert, large, back, children }: Message) {
  return (
    <div role={alert ? 'alert' : undefined} className="mx-auto max-w-3xl px-4 py-24 text-center">
      <h1 className={large ? 'font-display text-4xl font-black' : 'text-2xl font-black'}>{title}</h1>
      <p className={large ? 'mt-4 text-muted' : 'mt-3 text-muted'}>{text}</p>
      {back ? <ButtonLink {...back} className="mt-8" /> : children}
    </div>
  )
}

export function PageNotFound({ text: { locale, status } }: Props) {
  const back = { href: '/', text: status.backHome, look: 'primary', locale } as const
  return <StatusMessage title={status.notFoundTitle} text={status.notFoundText} large back={back} />
}

/** An unknown artist id (docs/product.md#artist-page). */
export function ArtistNotFound({ text: { locale, artist } }: Props) {
  const back = { href: '/artists', text: artist.back, look: 'outline', locale } as const
  return <StatusMessage title={artist.notFoundTitle} text={artist.notFoundText} alert back={back} />
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
    <StatusMessage title={status.unavailableTitle} text={status.unavailableText} alert large>
      {retry ?? (
        // An empty href is the address the document was sent for, whatever page that was.
        // eslint-disable-next-line jsx-a11y/anchor-is-valid -- that reload is the point
        <a href="" className={`${buttonClass.primary} mt-8`}>
          {status.tryAgain}
        </a>
      )}
    </StatusMessage>
  )
}
