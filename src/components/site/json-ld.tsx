import { serializeJsonLd } from '@/lib/seo'

/** Structured data for search engines; the JSON is escaped (see serializeJsonLd). */
export function JsonLd({ data }: { data: unknown }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />
}
