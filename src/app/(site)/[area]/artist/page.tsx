import type { Metadata } from 'next'
import Link from '@/components/site/link'
import { buttonClass } from '@/components/site/section'

export const metadata: Metadata = { title: 'Artist', robots: { index: false } }

/** An artist link without an id (/artist/some-name or /public/artist): nothing to load. */
export default function ArtistWithoutId() {
  return (
    <div role="alert" className="mx-auto max-w-3xl px-4 py-24 text-center">
      <h1 className="text-2xl font-black">Artist ID is required</h1>
      <Link href="/artists" className={`${buttonClass.outline} mt-8`}>
        ← Back to all artists
      </Link>
    </div>
  )
}
