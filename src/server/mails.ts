import type { SendEmailOptions } from 'payload'

import { BRAND } from '@/lib/brand'
import type { ContactMessage } from '@/payload-types'
import { siteUrl } from '@/server/env'

/**
 * The mails the site sends, each as plain text and simple HTML. Text that visitors or staff wrote
 * goes in as text: escaped in the HTML, and in the subject kept on one line (a line break there
 * cannot start a header of its own).
 */

export type Mail = Required<Pick<SendEmailOptions, 'to' | 'subject' | 'text' | 'html'>> & Pick<SendEmailOptions, 'replyTo' | 'headers'>

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] as string)

/** One line, as a subject must be. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim()

/** The HTML around a mail's body: the agency's name, the body, a quiet footer. */
function layout(bodyHtml: string): string {
  return `<!doctype html><html><body style="margin:0;padding:24px;background:#f8fafc;font-family:Arial,Helvetica,sans-serif;color:#0f172a">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border:1px solid #e2e8f0;border-radius:8px;padding:24px">
<p style="margin:0 0 16px;font-weight:bold;color:#4338ca">${escapeHtml(BRAND.name)}</p>
${bodyHtml}
</div></body></html>`
}

const button = (href: string, label: string) =>
  `<p style="margin:24px 0"><a href="${escapeHtml(href)}" style="background:#4338ca;color:#ffffff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(label)}</a></p>`

/** The staff notice of a new contact message (issue 23): who wrote, how to reach them, what they said. */
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
      .map(([label, value]) => `<tr><th style="text-align:left;padding:4px 16px 4px 0;color:#475569">${label}</th><td style="padding:4px 0">${escapeHtml(value)}</td></tr>`)
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

export type PasswordLinkKind = 'reset' | 'invite'

/** The mail with a link to choose a password: after "Forgot password?", or an admin's invitation. */
export function passwordLinkMail(kind: PasswordLinkKind, account: { username: string; email: string }, link: string, validHours: number): Mail {
  const valid = validHours === 1 ? 'one hour' : `${validHours} hours`
  const [subject, opening, action, closing] =
    kind === 'invite'
      ? [
          `You are invited to the ${BRAND.name} back office`,
          `An admin of ${BRAND.name} has made you an account in the back office, with the username ${account.username}. Choose your password to start:`,
          'Choose your password',
          `The link works once, for ${valid}. If it has run out, ask an admin to send the invitation again.`,
        ]
      : [
          `Reset your ${BRAND.name} password`,
          `Someone (we hope you) asked to reset the password of the ${BRAND.name} account ${account.username}. Choose a new one here:`,
          'Choose a new password',
          `The link works once, for ${valid}. If you did not ask for it, ignore this mail: your password stays as it is.`,
        ]
  return {
    to: account.email,
    subject,
    text: [opening, '', link, '', closing].join('\n'),
    html: layout(`<p style="margin:0">${escapeHtml(opening)}</p>${button(link, action)}<p style="margin:0 0 8px;font-size:13px;color:#475569">Or open this address: ${escapeHtml(link)}</p><p style="margin:0;font-size:13px;color:#475569">${escapeHtml(closing)}</p>`),
  }
}
