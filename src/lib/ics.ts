import type { Event } from '@/payload-types'
import { BRAND } from '@/lib/brand'
import { formatInZone } from '@/lib/dates'
import { siteUrl } from '@/server/env'

/**
 * RFC 5545 TEXT (§3.3.11): backslash, semicolon and comma escaped; a line break (CRLF, LF or a bare
 * CR) written as `\n`; every other control character but tab dropped, since none may appear in a
 * property value (a raw CR or LF would end the line and start a property of the writer's choosing).
 */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
    .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '')
}

/** Lines longer than 75 octets are folded with CRLF + space (RFC 5545 §3.1). */
function fold(line: string): string {
  const bytes = Buffer.from(line, 'utf8')
  if (bytes.length <= 75) return line
  const parts: string[] = []
  let current = ''
  for (const char of line) {
    if (Buffer.byteLength(current + char, 'utf8') > (parts.length === 0 ? 75 : 74)) {
      parts.push(current)
      current = ''
    }
    current += char
  }
  parts.push(current)
  return parts.join('\r\n ')
}

const utcStamp = (date: Date) => formatInZone(date.toISOString(), 'UTC', "yyyyMMdd'T'HHmmss'Z'")

/**
 * One event as a VCALENDAR with a VEVENT: start and end in UTC (valid without a VTIMEZONE block;
 * calendar apps show them in the reader's zone), a 2-hour default length, and a stable UID.
 */
export function eventCalendar(event: Event, now: Date = new Date()): string {
  const start = new Date(event.date)
  const end = new Date(start.getTime() + 2 * 60 * 60 * 1000)
  const host = new URL(siteUrl()).hostname
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${escapeText(BRAND.name)}//Events//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:event-${event.id}@${host}`,
    `DTSTAMP:${utcStamp(now)}`,
    `DTSTART:${utcStamp(start)}`,
    `DTEND:${utcStamp(end)}`,
    `SUMMARY:${escapeText(event.title)}`,
    `LOCATION:${escapeText(`${event.venue}, ${event.location}`)}`,
    ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
    `URL:${siteUrl()}/events`,
    'END:VEVENT',
    'END:VCALENDAR',
  ]
  return `${lines.map(fold).join('\r\n')}\r\n`
}
