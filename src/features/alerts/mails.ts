import { ALERT_CONFIRM_DAYS } from '@/features/alerts/topics'
import { button, escapeHtml, layout, type Mail, oneLine } from '@/features/mail/templates'
import { BRAND } from '@/lib/brand'
import { fill, type Locale, messagesFor } from '@/lib/i18n'
import { formatNumber } from '@/lib/i18n/format'

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
export function alertMail(
  to: string,
  locale: Locale,
  events: AlertEvent[],
  more: number,
  topics: string[],
  allEvents: string,
  links: AlertLinks,
  sender: Sender,
): Mail {
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
