import { notFound } from 'next/navigation'

/** Any other path renders the site's not-found page, in the path's language, with status 404 (SPEC §2). */
export default function UnknownPage() {
  notFound()
}
