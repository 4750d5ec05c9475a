import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { ArtistNotFound, ArtistsUnavailable, BackSoon, PageNotFound } from '@/components/site/status-pages'
import { isPageDocumentName, PAGE_DOCUMENTS, type PageDocumentName } from '@/lib/page-documents'
import { renderedOnFirstRequest } from '@/lib/list-view'

export const generateStaticParams = renderedOnFirstRequest

type Props = { params: Promise<{ document: string }> }

const CONTENT: Record<PageDocumentName, () => React.ReactNode> = {
  'not-found': PageNotFound,
  'artist-not-found': ArtistNotFound,
  'artists-unavailable': ArtistsUnavailable,
  unavailable: () => <BackSoon />,
}

/** Its own title, kept out of search engines, and no canonical link: it stands for another address. */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { document } = await params
  if (!isPageDocumentName(document)) return {}
  return { title: PAGE_DOCUMENTS[document].title, robots: { index: false, follow: true } }
}

/** A status page as a whole document (src/lib/page-documents.ts): the edge sends it in place of a page. */
export default async function PageDocument({ params }: Props) {
  const { document } = await params
  if (!isPageDocumentName(document)) notFound()
  const Content = CONTENT[document]
  return <Content />
}
