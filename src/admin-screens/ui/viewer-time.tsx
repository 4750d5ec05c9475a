'use client'

import { viewerDay, viewerMoment } from '@/lib/calendar/staff-times'

import { useViewerZone } from './time-zones'

/**
 * A moment in the viewer's own zone, naming it ("Nov 25, 2026, 2:02 PM GMT-5"), or its day alone
 * (`day`). Rendered in the browser only: the server's render (and the hydration) holds the bare
 * element, which the browser fills in.
 */
export function ViewerTime({ iso, day = false, className }: { iso: string; day?: boolean; className?: string }) {
  const zone = useViewerZone()
  return (
    <time dateTime={iso} className={className}>
      {zone ? (day ? viewerDay(iso, zone) : viewerMoment(iso, zone)) : ''}
    </time>
  )
}
