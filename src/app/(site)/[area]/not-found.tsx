'use client'

import { useStatusText } from '@/components/site/site-text.client'
import { PageNotFound } from '@/components/site/status-pages'

/** A page that does not exist, in the page's language, status 404 (docs/product.md#not-found-and-outage-pages). */
export default function NotFound() {
  return <PageNotFound text={useStatusText()} />
}
