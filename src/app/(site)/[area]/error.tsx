'use client'

import { buttonClass } from '@/components/site/section'
import { useStatusText } from '@/components/site/site-text.client'
import { BackSoon } from '@/components/site/status-pages'

/**
 * A public page that could not be rendered (the database away, most often). Pages already in the
 * cache keep being served meanwhile; this one asks the visitor to try again in a moment.
 */
export default function SiteError({ reset }: { error: Error; reset: () => void }) {
  const text = useStatusText()
  return (
    <BackSoon
      text={text}
      retry={
        <button type="button" onClick={reset} className={`${buttonClass.primary} mt-8`}>
          {text.status.tryAgain}
        </button>
      }
    />
  )
}
