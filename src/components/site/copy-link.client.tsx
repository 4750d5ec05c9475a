'use client'

import { useState } from 'react'

/** A button that copies a link, and says (to screen readers too) that it did, or could not. */
export function CopyLink({ href, label, copied, failed, className }: { href: string; label: string; copied: string; failed: string; className: string }) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle')
  return (
    <>
      <button
        type="button"
        className={className}
        onClick={() => {
          setState('idle')
          // No clipboard (an insecure page, an old browser) says so, as a refusal does.
          Promise.resolve()
            .then(() => navigator.clipboard.writeText(href))
            .then(
              () => setState('copied'),
              () => setState('failed'),
            )
        }}
      >
        {label}
      </button>
      <span role="status" className="block px-3 text-xs text-muted">
        {state === 'copied' ? copied : state === 'failed' ? failed : ''}
      </span>
    </>
  )
}
