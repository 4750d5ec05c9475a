'use client'

import { useStatusText } from '@/components/site/site-text.client'
import { PageNotFound } from '@/components/site/status-pages'

/** A page that does not exist, in the page's language (SPEC §2: status 404). */
export default function NotFound() {
  return <PageNotFound text={useStatusText()} />
}
