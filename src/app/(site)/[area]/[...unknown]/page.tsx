import { notFound } from 'next/navigation'

/** Any other path renders the site's not-found page, in the path's language, with status 404 (docs/product.md#not-found-and-outage-pages). */
export default function UnknownPage() {
  notFound()
}
