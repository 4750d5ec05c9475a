import Link from '@/components/site/link'
import { buttonClass } from '@/components/site/section'

/** An unknown artist id (SPEC §8 public messages), answered with status 404. */
export default function ArtistNotFound() {
  return (
    <div role="alert" className="mx-auto max-w-3xl px-4 py-24 text-center">
      <h1 className="text-2xl font-black">Error loading artist details</h1>
      <p className="mt-3 text-muted">The artist you&apos;re looking for might not exist or there was an error.</p>
      <Link href="/artists" className={`${buttonClass.outline} mt-8`}>
        ← Back to all artists
      </Link>
    </div>
  )
}
