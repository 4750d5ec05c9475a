import Link from '@/components/site/link'
import { buttonClass } from '@/components/site/section'

export default function NotFound() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-24 text-center">
      <h1 className="font-display text-4xl font-black">404 Page Not Found</h1>
      <p className="mt-4 text-muted">The page you are looking for doesn&apos;t exist or has been moved.</p>
      <Link href="/" className={`${buttonClass.primary} mt-8`}>
        Back to Homepage
      </Link>
    </div>
  )
}
