import { describe, expect, it } from 'vitest'

import { escapeText, eventCalendar } from '@/lib/ics'
import type { Event } from '@/payload-types'

const event = (fields: Partial<Event>): Event =>
  ({ id: 7, title: 'Show', date: '2031-03-14T13:15:00.000Z', venue: 'Hall', location: 'Kathmandu', ...fields }) as Event

/** The calendar's lines as a calendar app reads them: unfolded, split on CRLF only. */
const lines = (ics: string) => ics.replace(/\r\n /g, '').split('\r\n')

describe('calendar files', () => {
  it('escape line breaks of every kind, so no text can start a property of its own (RFC 5545)', () => {
    for (const breakWith of ['\r', '\n', '\r\n']) {
      const ics = eventCalendar(
        event({ title: `x${breakWith}ATTACH:https://evil.example/x.exe`, venue: `Hall${breakWith}X-INJECTED:1`, description: `a${breakWith}b` }),
      )
      expect(ics).not.toMatch(/\r(?!\n)|(?<!\r)\n/) // no bare CR or LF anywhere
      const properties = lines(ics).map((line) => line.split(':')[0])
      expect(properties).not.toContain('ATTACH')
      expect(properties).not.toContain('X-INJECTED')
      expect(lines(ics)).toContain('SUMMARY:x\\nATTACH:https://evil.example/x.exe')
    }
  })

  it('drop other control characters and escape the special ones', () => {
    expect(escapeText('a\u0000b\u0007c\u001bd\u007fe\tf')).toBe('abcde\tf')
    expect(escapeText('one\u2028two\u2029three\u0085four')).toBe('onetwothreefour')
    expect(escapeText('Rock, Roll; and \\ more')).toBe('Rock\\, Roll\\; and \\\\ more')
  })

  it("link the event's own page", () => {
    expect(lines(eventCalendar(event({})))).toContainEqual(expect.stringMatching(/^URL:https?:\/\/[^/]+\/events\/7$/))
  })

  it('fold long lines at 75 octets without splitting a character', () => {
    const ics = eventCalendar(event({ title: 'नेपाली संगीत '.repeat(20) }))
    for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75)
    expect(lines(ics).find((line) => line.startsWith('SUMMARY:'))).toBe(`SUMMARY:${'नेपाली संगीत '.repeat(20)}`)
  })
})
