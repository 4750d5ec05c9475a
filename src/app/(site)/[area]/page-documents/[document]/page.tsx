import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { pageLocale } from '@/components/site/page-locale'
import { ArtistNotFound, ArtistsUnavailable, BackSoon, PageNotFound } from '@/components/site/status-pages'
import { type StatusText, statusText } from '@/lib/i18n'
import { renderedOnFirstRequest } from '@/lib/list-view'
import { isPageDocumentName, pageDocumentTitle, type PageDocumentName } from '@/lib/page-documents'

export const generateStaticParams = renderedOnFirstRequest

type Props = { params: Promise<{ area: string; document: string }> }

const CONTENT: Record<PageDocumentName, (props: { text: StatusText }) => React.ReactNode> = {
  'not-found': PageNotFound,
  'artist-not-found': ArtistNotFound,
  'artists-unavailable': ArtistsUnavailable,
  unavailable: BackSoon,
}

/** Its own title, kept out of search engines, and no canonical link: it stands for another address. */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [locale, { document }] = await Promise.all([pageLocale(params), params])
  if (!isPageDocumentName(document)) return {}
  return { title: pageDocumentTitle(document, locale), robots: { index: false, follow: true } }
}

/** A status page as a whole document in a language (src/lib/page-documents.ts): the edge sends it in place of a page. */
export default async function PageDocument({ params }: Props) {
  const [locale, { document }] = await Promise.all([pageLocale(params), params])
  if (!isPageDocumentName(document)) notFound()
  const Content = CONTENT[document]
  return <Content text={statusText(locale)} />
}
