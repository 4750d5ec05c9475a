import { type Locale, messagesFor } from '@/lib/i18n'
import { localizedHref } from '@/lib/i18n/alternates'
import { siteUrl } from '@/server/runtime/env'

import { CopyLink } from './copy-link.client'

const item = 'block rounded px-3 py-2 text-sm font-semibold text-white hover:bg-line focus-visible:bg-line'

/**
 * The Subscribe menu of a calendar feed (docs/product.md#calendar-feeds): the feed in the reader's
 * calendar app (webcal:), in Google Calendar or Outlook on the web, its link to copy, or the file
 * itself; and e-mail alerts of the same events (`alerts`: /alerts with the artist or city chosen),
 * each in the page's language. A disclosure that opens without JavaScript; only Copy link needs it.
 */
export function SubscribeMenu({
  feed,
  alerts,
  label,
  locale,
  className = '',
}: {
  feed: string
  alerts: string
  label: string
  locale: Locale
  className?: string
}) {
  const t = messagesFor(locale).subscribe
  const path = localizedHref(feed, locale)
  const https = `${siteUrl()}${path}`
  const webcal = https.replace(/^https?:/, 'webcal:')
  return (
    <details className={`relative block text-left sm:inline-block ${className}`}>
      <summary className="inline-flex cursor-pointer list-none items-center gap-2 rounded-full border border-line px-4 py-2 text-sm font-semibold text-white hover:border-accent [&::-webkit-details-marker]:hidden">
        <span aria-hidden="true">📅</span>
        {t.button}
        <span className="sr-only">: {label}</span>
      </summary>
      {/* On a phone the menu opens in the page's flow, the page's width; wider, as a drop-down. */}
      <div className="mt-2 w-full max-w-sm rounded-xl border border-line bg-panel p-2 shadow-xl sm:absolute sm:left-1/2 sm:z-20 sm:w-72 sm:-translate-x-1/2">
        <p className="px-3 pb-1 pt-1 text-xs text-muted">{label}</p>
        <p className="select-all break-all px-3 pb-2 font-mono text-xs text-zinc-300">{https}</p>
        <a className={item} href={webcal}>
          {t.apple}
        </a>
        <a className={item} href={`https://calendar.google.com/calendar/render?cid=${encodeURIComponent(webcal)}`} target="_blank" rel="noopener noreferrer">
          {t.google} <span className="sr-only">{t.newTab}</span>
        </a>
        <a
          className={item}
          href={`https://outlook.live.com/calendar/0/addfromweb?url=${encodeURIComponent(https)}&name=${encodeURIComponent(label)}`}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t.outlook} <span className="sr-only">{t.newTab}</span>
        </a>
        <CopyLink href={https} label={t.copy} copied={t.copied} failed={t.copyFailed} className={`${item} w-full text-left`} />
        <a className={item} href={path} download>
          {t.download}
        </a>
        <p className="px-3 pb-1 pt-2 text-xs text-muted">{t.note}</p>
        <a className={`${item} mt-1 border-t border-line`} href={localizedHref(alerts, locale)}>
          <span aria-hidden="true">✉️</span> {messagesFor(locale).alerts.menuItem}
        </a>
      </div>
    </details>
  )
}
