import type { SendEmailOptions } from 'payload'

import { ALERT_CONFIRM_DAYS } from '@/features/alerts/topics'
import { BRAND } from '@/lib/brand'
import { fill, type Locale, messagesFor } from '@/lib/i18n'
import { formatNumber } from '@/lib/i18n/format'
import type { ContactMessage } from '@/payload-types'
import { siteUrl } from '@/server/runtime/env'

/**
 * The mails the site sends, each as plain text and simple HTML. Text that visitors or staff wrote
 * goes in as text: escaped in the HTML, and in the subject kept on one line (a line break there
 * cannot start a header of its own).
 */

export type Mail = Required<Pick<SendEmailOptions, 'to' | 'subject' | 'text' | 'html'>> & Pick<SendEmailOptions, 'replyTo' | 'headers'>

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] as string)

/** One line, as a subject must be. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim()

/** The HTML around a mail's body: the agency's name, the body, a quiet footer. */
function layout(bodyHtml: string, locale: Locale = 'en'): string {
  return `<!doctype html><html lang="${locale}"><body style="margin:0;padding:24px;background:#f8fafc;font-family:Arial,Helvetica,sans-serif;color:#0f172a">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border:1px solid #e2e8f0;border-radius:8px;padding:24px">
<p style="margin:0 0 16px;font-weight:bold;color:#4338ca">${escapeHtml(BRAND.name)}</p>
${bodyHtml}
</div></body></html>`
}

const button = (href: string, label: string) =>
  `<p style="margin:24px 0"><a href="${escapeHtml(href)}" style="background:#4338ca;color:#ffffff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(label)}</a></p>`

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

/** Who sends an alert and how to reach them (CASL): the agency's name, postal address and e-mail, from Contact Info. */
export type Sender = { address: string; email: string }

/** The links every alert mail carries: its preferences page and its one-click unsubscribe. */
export type AlertLinks = { manage: string; unsubscribe: string }

/** The headers of one-click unsubscribing (RFC 2369, RFC 8058): a mail program offers "Unsubscribe" and POSTs to it. */
const unsubscribeHeaders = (links: AlertLinks) => ({ 'List-Unsubscribe': `<${links.unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' })

/** The foot of an alert mail, as text and HTML: why it came, the links to change or stop, who sent it. */
function alertFoot(locale: Locale, links: AlertLinks, sender: Sender, why: string | null): { text: string[]; html: string } {
  const t = messagesFor(locale).alertMails
  const signature = fill(t.sender, { brand: BRAND.name, address: oneLine(sender.address), email: sender.email })
  const small = 'margin:8px 0 0;font-size:12px;color:#64748b'
  return {
    text: ['', '--', ...(why ? [why] : []), `${t.manage}: ${links.manage}`, `${t.unsubscribe}: ${links.unsubscribe}`, signature],
    html: `<hr style="border:none;border-top:1px solid #e2e8f0;margin:24px 0 8px">${why ? `<p style="${small}">${escapeHtml(why)}</p>` : ''}<p style="${small}"><a href="${escapeHtml(links.manage)}" style="color:#4338ca">${escapeHtml(t.manage)}</a> · <a href="${escapeHtml(links.unsubscribe)}" style="color:#4338ca">${escapeHtml(t.unsubscribe)}</a></p><p style="${small}">${escapeHtml(signature)}</p>`,
  }
}

/** The confirmation of a sign-up (double opt-in): the only mail sent before its link is followed. */
export function alertConfirmationMail(to: string, locale: Locale, topic: string, confirm: string, links: AlertLinks, sender: Sender): Mail {
  const t = messagesFor(locale).alertMails
  const intro = fill(t.confirmIntro, { brand: BRAND.name, topic })
  const valid = fill(t.confirmValid, { days: formatNumber(ALERT_CONFIRM_DAYS, locale) })
  const foot = alertFoot(locale, links, sender, null)
  return {
    to,
    subject: oneLine(fill(t.confirmSubject, { brand: BRAND.name })),
    text: [intro, '', `${t.confirmAction}: ${confirm}`, '', valid, ...foot.text].join('\n'),
    html: layout(
      `<p style="margin:0">${escapeHtml(intro)}</p>${button(confirm, t.confirmAction)}<p style="margin:0 0 8px;font-size:13px;color:#475569">${escapeHtml(t.orOpen)} ${escapeHtml(confirm)}</p><p style="margin:0;font-size:13px;color:#475569">${escapeHtml(valid)}</p>${foot.html}`,
      locale,
    ),
    headers: unsubscribeHeaders(links),
  }
}

/** One new event in an alert: its title, when and where at the venue, and its page. */
export type AlertEvent = { title: string; when: string; place: string; page: string }

/** An alert: the new events a subscriber follows (at most a mail's worth; `more` beyond). */
export function alertMail(to: string, locale: Locale, events: AlertEvent[], more: number, topics: string[], allEvents: string, links: AlertLinks, sender: Sender): Mail {
  const t = messagesFor(locale).alertMails
  const count = events.length + more
  const subject = count === 1 ? fill(t.subjectOne, { title: events[0].title }) : fill(t.subjectMany, { count: formatNumber(count, locale), brand: BRAND.name })
  const why = fill(t.why, { brand: BRAND.name, topics: topics.join(locale === 'ne' ? ', ' : '; ') })
  const moreLine = more > 0 ? fill(t.more, { count: formatNumber(more, locale) }) : null
  const foot = alertFoot(locale, links, sender, why)
  const text = [
    t.intro,
    '',
    ...events.flatMap((event) => [oneLine(event.title), `${event.when}`, oneLine(event.place), `${t.details}: ${event.page}`, '']),
    ...(moreLine ? [moreLine] : []),
    `${t.allEvents}: ${allEvents}`,
    ...foot.text,
  ].join('\n')
  const items = events
    .map(
      (event) =>
        `<li style="margin:0 0 16px"><a href="${escapeHtml(event.page)}" style="font-weight:bold;color:#0f172a">${escapeHtml(event.title)}</a><br><span style="font-size:14px;color:#475569">${escapeHtml(event.when)}<br>${escapeHtml(event.place)}</span><br><a href="${escapeHtml(event.page)}" style="font-size:14px;color:#4338ca">${escapeHtml(t.details)}</a></li>`,
    )
    .join('')
  return {
    to,
    subject: oneLine(subject),
    text,
    html: layout(
      `<p style="margin:0 0 16px">${escapeHtml(t.intro)}</p><ul style="margin:0;padding:0 0 0 18px">${items}</ul>${moreLine ? `<p style="margin:0 0 8px">${escapeHtml(moreLine)}</p>` : ''}${button(allEvents, t.allEvents)}${foot.html}`,
      locale,
    ),
    headers: unsubscribeHeaders(links),
  }
}

/**
 * What an account notice tells (src/features/accounts/notices.ts): its e-mail changed (said to the
 * old address and to the new one), its password changed or was reset by link, or an admin made it
 * an API key.
 */
export type AccountNoticeKind = 'email-changed-old' | 'email-changed-new' | 'password-changed' | 'password-reset' | 'api-key'

/**
 * A notice to an account's holder, in the account's language. It holds no link at all (nothing in
 * it signs in, so a forwarded or intercepted notice opens nothing) and no secret: never a
 * password, a token or a key.
 */
export function accountNoticeMail(kind: AccountNoticeKind, to: string, locale: Locale, account: { username: string }): Mail {
  const t = messagesFor(locale).accountMails
  const [subject, body] = {
    'email-changed-old': [t.emailChangedSubject, t.emailChangedOld],
    'email-changed-new': [t.emailChangedSubject, t.emailChangedNew],
    'password-changed': [t.passwordChangedSubject, t.passwordChanged],
    'password-reset': [t.passwordResetSubject, t.passwordReset],
    'api-key': [t.apiKeySubject, t.apiKey],
  }[kind]
  const values = { brand: BRAND.name, username: oneLine(account.username) }
  const paragraphs = [fill(body, values), fill(t.notYou, values), fill(t.noLinks, values)]
  return {
    to,
    subject: oneLine(fill(subject, values)),
    text: paragraphs.join('\n\n'),
    html: layout(paragraphs.map((paragraph, index) => `<p style="margin:${index ? '16px' : '0'} 0 0${index === 2 ? ';font-size:13px;color:#475569' : ''}">${escapeHtml(paragraph)}</p>`).join(''), locale),
  }
}
