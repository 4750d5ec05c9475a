'use client'

import { useRouter } from 'next/navigation'
import { useEffect, useState } from 'react'

import { ConfirmDialog } from '@/components/ui/confirm-dialog'

/**
 * A settings form with unsaved edits asks before the page is left: a link inside the back office
 * asks here (and follows on "Leave page"); reloading or closing the tab gets the browser's own
 * question. Render the returned element beside the form.
 */
export function useLeaveWarning(unsaved: boolean): React.ReactNode {
  const router = useRouter()
  const [leavingFor, setLeavingFor] = useState<string | null>(null)

  useEffect(() => {
    if (!unsaved) return
    const beforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault()
      // Older browsers ask only when a value is returned.
      event.returnValue = ''
    }
    // Capture on the document: before Next.js's links (React listens on its root) take the click.
    const click = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
      const link = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null
      if (!link || (link.target && link.target !== '_self') || link.hasAttribute('download')) return
      const url = new URL(link.href, window.location.href)
      if (url.origin !== window.location.origin || (url.pathname === window.location.pathname && url.search === window.location.search)) return
      event.preventDefault()
      event.stopPropagation()
      setLeavingFor(`${url.pathname}${url.search}${url.hash}`)
    }
    window.addEventListener('beforeunload', beforeUnload)
    document.addEventListener('click', click, true)
    return () => {
      window.removeEventListener('beforeunload', beforeUnload)
      document.removeEventListener('click', click, true)
    }
  }, [unsaved])

  return (
    <ConfirmDialog
      open={leavingFor !== null}
      onOpenChange={(open) => !open && setLeavingFor(null)}
      title="Leave without saving?"
      description="Your changes on this page are not saved yet. Leave the page and lose them?"
      cancelLabel="Stay on this page"
      confirmLabel="Leave page"
      onConfirm={() => {
        const target = leavingFor
        setLeavingFor(null)
        if (target) router.push(target)
      }}
    />
  )
}
