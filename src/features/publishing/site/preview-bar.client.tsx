'use client'

import { usePathname, useSearchParams } from 'next/navigation'

import type { Messages } from '@/lib/i18n'

/**
 * What a staff member previewing drafts sees on every public page (src/features/publishing/preview.ts): that
 * the page is not what visitors see, and the way out to the page as it is published. Search
 * engines are told to leave it alone (React places the meta element in the head).
 */
export function PreviewBar({ text }: { text: Messages['preview'] }) {
  const pathname = usePathname()
  const search = useSearchParams().toString()
  const here = `${pathname}${search ? `?${search}` : ''}`
  return (
    <div
      role="region"
      aria-label={text.region}
      className="sticky top-0 z-[60] flex flex-wrap items-center justify-center gap-x-4 gap-y-1 bg-amber-300 px-4 py-2 text-sm text-slate-950"
    >
      <meta name="robots" content="noindex, nofollow" />
      <strong>{text.title}</strong>
      <span className="hidden sm:inline">{text.text}</span>
      <a href={`/admin/preview/exit?path=${encodeURIComponent(here)}`} className="font-semibold underline underline-offset-2">
        {text.exit}
      </a>
    </div>
  )
}
