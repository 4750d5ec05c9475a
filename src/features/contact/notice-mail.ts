import { button, escapeHtml, layout, type Mail, oneLine } from '@/features/mail/templates'
import { BRAND } from '@/lib/brand'
import type { ContactMessage } from '@/payload-types'
import { siteUrl } from '@/server/runtime/env'

/** The staff notice of a new contact message (docs/product.md#contact-message-notices): who wrote, how to reach them, what they said. */
export function contactNotice(message: Pick<ContactMessage, 'id' | 'name' | 'email' | 'phone' | 'subject' | 'message'>, to: string[]): Mail {
  const link = `${siteUrl()}/admin/messages?open=${message.id}`
  const rows: [string, string][] = [
    ['Name', message.name],
    ['Email', message.email],
    ['Phone', message.phone || '—'],
    ['Subject', message.subject],
  ]
  const text = [
    `A visitor sent a message through the contact form of ${BRAND.name}.`,
    '',
    ...rows.map(([label, value]) => `${label}: ${oneLine(value)}`),
    '',
    message.message,
    '',
    `Open it in the back office: ${link}`,
    'Reply to this mail to answer the visitor.',
  ].join('\n')
  const html = layout(
    `<p style="margin:0 0 16px">A visitor sent a message through the contact form.</p>
<table style="border-collapse:collapse;font-size:14px">${rows
      .map(
        ([label, value]) =>
          `<tr><th style="text-align:left;padding:4px 16px 4px 0;color:#475569">${label}</th><td style="padding:4px 0">${escapeHtml(value)}</td></tr>`,
      )
      .join('')}</table>
<div style="margin:16px 0;padding:16px;background:#f1f5f9;border-radius:6px;white-space:pre-wrap;font-size:14px">${escapeHtml(message.message)}</div>
${button(link, 'Open in the back office')}
<p style="margin:0;font-size:12px;color:#64748b">Reply to this mail to answer the visitor.</p>`,
  )
  return {
    to,
    subject: `New message: ${oneLine(message.subject)}`,
    text,
    html,
    replyTo: { name: oneLine(message.name), address: message.email },
  }
}
