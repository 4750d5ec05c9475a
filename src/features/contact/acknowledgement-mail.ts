import { escapeHtml, layout, type Mail, oneLine } from '@/features/mail/templates'
import { BRAND } from '@/lib/brand'
import { fill, type Locale, LOCALES, messagesFor } from '@/lib/i18n'
import type { ContactMessage } from '@/payload-types'

/** The longest subject the acknowledgement repeats: the API takes any subject, and this mail goes to any address typed. */
const SUBJECT_SHOWN = 120

/** A word a mail program or a scanner would take for a link or an address: a scheme, www., an @, a domain. */
const LINK_LIKE = /:\/\/|^www\.|@|[\p{L}\p{N}-]\.\p{L}{2,}/iu

/**
 * The subject as the acknowledgement repeats it: one line, at most `SUBJECT_SHOWN` characters, and
 * every word that looks like a link or an address left out ("…"), so no mail of ours carries a
 * link someone else typed.
 */
const shownSubject = (text: string) => {
  const line = oneLine(text)
    .split(' ')
    .map((word) => (LINK_LIKE.test(word) ? '…' : word))
    .join(' ')
  return line.length > SUBJECT_SHOWN ? `${line.slice(0, SUBJECT_SHOWN - 1)}…` : line
}

/**
 * The sender's acknowledgement of a contact message (docs/product.md#visitor-acknowledgement), in
 * the language the form was sent in: we received it, its subject, staff will answer. It holds no
 * link and nothing else the sender typed (not their name, not their text): a mail to an address
 * anyone may type carries nothing of theirs a scanner could follow or a reader mistake for ours.
 */
export function contactAcknowledgement(message: Pick<ContactMessage, 'email' | 'subject' | 'locale'>): Mail {
  const locale: Locale = (LOCALES as readonly string[]).includes(message.locale ?? '') ? (message.locale as Locale) : 'en'
  const t = messagesFor(locale).contactMails
  const subject = shownSubject(message.subject)
  const received = fill(t.received, { brand: BRAND.name })
  const signature = fill(t.signature, { brand: BRAND.name })
  return {
    to: message.email,
    subject: oneLine(fill(t.acknowledgementSubject, { subject })),
    text: [t.greeting, '', received, '', `${t.subject}: ${subject}`, '', signature, '', '--', t.automatic].join('\n'),
    html: layout(
      `<p style="margin:0 0 16px">${escapeHtml(t.greeting)}</p>
<p style="margin:0 0 16px">${escapeHtml(received)}</p>
<p style="margin:0 0 16px;padding:12px 16px;background:#f1f5f9;border-radius:6px;font-size:14px"><strong>${escapeHtml(t.subject)}:</strong> ${escapeHtml(subject)}</p>
<p style="margin:0">${escapeHtml(signature)}</p>
<hr style="border:none;border-top:1px solid #e2e8f0;margin:24px 0 8px"><p style="margin:8px 0 0;font-size:12px;color:#64748b">${escapeHtml(t.automatic)}</p>`,
      locale,
    ),
  }
}
