import type { SendEmailOptions } from 'payload'

import { BRAND } from '@/lib/brand'
import type { Locale } from '@/lib/i18n'

/**
 * What every mail the site sends is made of: plain text and simple HTML in one layout. Text that
 * visitors or staff wrote goes in as text: escaped in the HTML, and in the subject kept on one line
 * (a line break there cannot start a header of its own). Each feature writes its own mails with
 * these (contact/notice-mail.ts, accounts/mails.ts, alerts/mails.ts).
 */

export type Mail = Required<Pick<SendEmailOptions, 'to' | 'subject' | 'text' | 'html'>> & Pick<SendEmailOptions, 'replyTo' | 'headers'>

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] as string)

/** One line, as a subject must be. */
export const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim()

/** The HTML around a mail's body: the agency's name, the body, a quiet footer. */
export function layout(bodyHtml: string, locale: Locale = 'en'): string {
  return `<!doctype html><html lang="${locale}"><body style="margin:0;padding:24px;background:#f8fafc;font-family:Arial,Helvetica,sans-serif;color:#0f172a">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border:1px solid #e2e8f0;border-radius:8px;padding:24px">
<p style="margin:0 0 16px;font-weight:bold;color:#4338ca">${escapeHtml(BRAND.name)}</p>
${bodyHtml}
</div></body></html>`
}

export const button = (href: string, label: string) =>
  `<p style="margin:24px 0"><a href="${escapeHtml(href)}" style="background:#4338ca;color:#ffffff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(label)}</a></p>`
