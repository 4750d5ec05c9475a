'use client'

import { buttonClass } from '@/components/site/section'

/**
 * A public page that could not be rendered (the database away, most often). Pages already in the
 * cache keep being served meanwhile; this one asks the visitor to try again in a moment.
 */
export default function SiteError({ reset }: { error: Error; reset: () => void }) {
  return (
    <div role="alert" className="mx-auto max-w-3xl px-4 py-24 text-center">
      <h1 className="font-display text-4xl font-black">We&apos;ll be right back</h1>
      <p className="mt-4 text-muted">This page is taking a short break. Please try again in a moment.</p>
      <button type="button" onClick={reset} className={`${buttonClass.primary} mt-8`}>
        Try again
      </button>
    </div>
  )
}
