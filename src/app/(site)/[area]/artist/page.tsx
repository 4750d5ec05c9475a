import { notFound } from 'next/navigation'

/** An artist link without an id (/artist or /public/artist) names no artist: the site's not-found page. */
export default function ArtistWithoutId() {
  notFound()
}
