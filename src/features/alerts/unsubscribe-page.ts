import { escapeHtml } from '@/features/mail/templates'
import { BRAND } from '@/lib/brand'
import { DEVANAGARI_FONT_URL, DEVANAGARI_UNICODE_RANGE } from '@/lib/fonts'
import { fill, type Locale, messagesFor } from '@/lib/i18n'

/**
 * The page a mail's Unsubscribe link opens (docs/product.md#e-mail-alerts): one question and one
 * button, a form that needs no JavaScript, so that anyone can stop the alerts, in their mails'
 * language. Opening it changes nothing (a mail scanner that follows links unsubscribes no one); the
 * button does.
 */

export type UnsubscribeView =
  { kind: 'ask'; email: string; action: string; manage: string } | { kind: 'done'; signUp: string } | { kind: 'bad'; signUp: string }

export const BUTTON =
  'display:inline-block;background:#f5b942;color:#0b0b12;border:0;border-radius:6px;padding:12px 20px;font:inherit;font-weight:bold;cursor:pointer'
export const LINK = 'color:#f5b942'
const FONTS = "'Noto Sans Devanagari', Arial, Helvetica, sans-serif"
/** The site's Devanagari typeface, for the Nepali words (swapped in when it comes: the page is small). */
const FONT_FACE = `@font-face{font-family:'Noto Sans Devanagari';font-weight:400 900;font-display:swap;src:url('${DEVANAGARI_FONT_URL}') format('woff2-variations');unicode-range:${DEVANAGARI_UNICODE_RANGE}}`

export function unsubscribePage(locale: Locale, view: UnsubscribeView, status = 200): Response {
  const t = messagesFor(locale).alerts
  const body =
    view.kind === 'ask'
      ? `<p style="font-weight:bold">${escapeHtml(t.unsubscribeAsk)}</p>
<p style="color:#c8c8d0;overflow-wrap:anywhere">${escapeHtml(fill(t.manageFor, { email: view.email }))}</p>
<form method="post" action="${escapeHtml(view.action)}"><input type="hidden" name="from" value="page"><button type="submit" style="${BUTTON}">${escapeHtml(t.unsubscribeAll)}</button></form>
<p style="margin-top:24px"><a style="${LINK}" href="${escapeHtml(view.manage)}">${escapeHtml(t.manage)}</a></p>`
      : `<p role="${view.kind === 'done' ? 'status' : 'alert'}">${escapeHtml(view.kind === 'done' ? t.unsubscribed : t.badLink)}</p>
<p style="margin-top:24px"><a style="${LINK}" href="${escapeHtml(view.signUp)}">${escapeHtml(t.signUpAgain)}</a></p>`
  return alertLinkPage(locale, t.manageTitle, body, status)
}

/**
 * A page a mail's link opens, in plain HTML (no script, its forms posted as they are): the brand,
 * its title and its body, never cached nor indexed, and its address (which holds a token) never
 * sent on in a Referer.
 */
export function alertLinkPage(locale: Locale, title: string, body: string, status = 200): Response {
  const html = `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><meta name="referrer" content="no-referrer"><title>${escapeHtml(`${title} | ${BRAND.name}`)}</title><style>${FONT_FACE}</style></head>
<body style="margin:0;background:#0b0b12;color:#fff;font:16px/1.5 ${FONTS}">
<main style="max-width:560px;margin:0 auto;padding:48px 20px">
<p style="margin:0 0 24px;font-weight:bold;letter-spacing:.05em">${escapeHtml(BRAND.name.toUpperCase())}</p>
<h1 style="font-size:26px;margin:0 0 16px">${escapeHtml(title)}</h1>
${body}
</main></body></html>`
  return new Response(html, { status, headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'private, no-store' } })
}
