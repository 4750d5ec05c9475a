import fc from 'fast-check'
import moment from 'moment-timezone'
import { afterAll, describe, expect, it } from 'vitest'

import { eventFormToBody, eventToForm } from '@/admin-screens/event-form'
import { HOME_TIME_ZONES } from '@/admin-screens/ui/time-zones'
import { formatInZone, venueDay, zonedDateTimeToIso, zoneOffsetMinutes } from '@/lib/calendar/dates'
import type { Event } from '@/payload-types'

/**
 * The wall-clock time entered for a venue is the instant saved, and reads back
 * unchanged, in every zone and season, on both sides of every clock change, whatever zone the
 * machine running the code is in (a browser in UTC or in Kathmandu, a server anywhere).
 */

const ZONES = [
  ...HOME_TIME_ZONES.map(({ zone }) => zone),
  'Europe/London',
  'Australia/Lord_Howe',
  'Pacific/Chatham',
  'America/Sao_Paulo',
  'Asia/Kolkata',
  'UTC',
]
const MACHINE_ZONES = ['UTC', 'Asia/Kathmandu', 'America/Vancouver', 'Pacific/Chatham']

const originalTz = process.env.TZ
afterAll(() => {
  process.env.TZ = originalTz
})

const wallClock = (iso: string, zone: string) => formatInZone(iso, zone, 'yyyy-MM-dd HH:mm')
const MINUTE = 60_000

/** Instants of the zone's clock changes between 1990 and 2040 (the shipped database's own list). */
function transitions(zone: string): number[] {
  return moment.tz.zone(zone)!.untils.filter((until) => until > Date.UTC(1990, 0, 1) && until < Date.UTC(2040, 0, 1))
}

const zonesWithChanges = ZONES.filter((zone) => transitions(zone).length > 0)
/** A minute within three hours of one of a zone's clock changes. */
const nearAClockChange = fc
  .constantFrom(...zonesWithChanges)
  .chain((zone) => fc.record({ zone: fc.constant(zone), change: fc.constantFrom(...transitions(zone)), minutes: fc.integer({ min: -180, max: 180 }) }))
  .map(({ zone, change, minutes }) => ({ zone, instant: change + minutes * MINUTE }))
const anyMinute = fc.record({
  zone: fc.constantFrom(...ZONES),
  instant: fc.integer({ min: Date.UTC(1990, 0, 1) / MINUTE, max: Date.UTC(2040, 0, 1) / MINUTE }).map((m) => m * MINUTE),
})

describe.each(MACHINE_ZONES)('on a machine whose own zone is %s', (machineZone) => {
  const onMachine = () => {
    process.env.TZ = machineZone
  }

  it('the reported shows: 7:30 PM in Vancouver in January and 8 PM in Calgary in December are those times there', () => {
    onMachine()
    // British Columbia and Alberta keep UTC-7 and UTC-6 all year from 2026-11-01 (IANA 2026f).
    expect(zonedDateTimeToIso('2027-01-15', '19:30', 'America/Vancouver')).toBe('2027-01-16T02:30:00.000Z')
    expect(formatInZone('2027-01-16T02:30:00.000Z', 'America/Vancouver', 'h:mm a (zzz)')).toBe('7:30 PM (GMT-7)')
    expect(zonedDateTimeToIso('2027-12-15', '20:00', 'America/Edmonton')).toBe('2027-12-16T02:00:00.000Z')
    expect(formatInZone('2027-12-16T02:00:00.000Z', 'America/Edmonton', 'HH:mm')).toBe('20:00')
    // Toronto still changes clocks; Kathmandu never does.
    expect(zonedDateTimeToIso('2027-05-15', '19:30', 'America/Toronto')).toBe('2027-05-15T23:30:00.000Z')
    expect(zonedDateTimeToIso('2027-01-15', '19:30', 'America/Toronto')).toBe('2027-01-16T00:30:00.000Z')
    expect(zonedDateTimeToIso('2027-01-15', '19:30', 'Asia/Kathmandu')).toBe('2027-01-15T13:45:00.000Z')
    // Before the change, Vancouver's winters were UTC-8.
    expect(zonedDateTimeToIso('2026-01-15', '19:30', 'America/Vancouver')).toBe('2026-01-16T03:30:00.000Z')
  })

  it("an instant reads as the shipped database's wall clock and offset, day name included, near clock changes too", () => {
    onMachine()
    fc.assert(
      fc.property(fc.oneof(anyMinute, nearAClockChange), ({ zone, instant }) => {
        const iso = new Date(instant).toISOString()
        expect(formatInZone(iso, zone, 'EEEE yyyy-MM-dd HH:mm:ss xxx')).toBe(moment.tz(instant, zone).format('dddd YYYY-MM-DD HH:mm:ss Z'))
      }),
      { numRuns: 300 },
    )
  })

  it('an instant read as wall-clock time and entered again is the same instant (the first of a repeated hour)', () => {
    onMachine()
    fc.assert(
      fc.property(fc.oneof(nearAClockChange, anyMinute), ({ zone, instant }) => {
        const iso = new Date(instant).toISOString()
        const [day, time] = wallClock(iso, zone).split(' ')
        const again = zonedDateTimeToIso(day, time, zone)
        expect(wallClock(again, zone)).toBe(`${day} ${time}`)
        if (again !== iso) {
          // Only in the hour the clocks pass twice: the same wall time an offset change earlier.
          const earlier = Date.parse(again)
          expect(earlier).toBeLessThan(instant)
          expect(zoneOffsetMinutes(zone, earlier)).toBeGreaterThan(zoneOffsetMinutes(zone, instant))
        }
      }),
      { numRuns: 400 },
    )
  })

  it('a wall-clock time entered reads back unchanged, unless the clocks skip it (then it moves forward by the skip)', () => {
    onMachine()
    fc.assert(
      fc.property(fc.oneof(nearAClockChange, anyMinute), ({ zone, instant }) => {
        // A wall-clock time near the change: the instant's UTC fields read as the venue's.
        const [day, time] = formatInZone(new Date(instant).toISOString(), 'UTC', 'yyyy-MM-dd HH:mm').split(' ')
        const iso = zonedDateTimeToIso(day, time, zone)
        const back = wallClock(iso, zone)
        if (back === `${day} ${time}`) return
        // Skipped: no instant reads so, and the time read back is later by the clocks' jump.
        const asUtc = Date.parse(`${day}T${time}:00Z`)
        const before = zoneOffsetMinutes(zone, asUtc - 86_400_000)
        const after = zoneOffsetMinutes(zone, asUtc + 86_400_000)
        for (const offset of [before, after]) expect(wallClock(new Date(asUtc - offset * MINUTE).toISOString(), zone)).not.toBe(`${day} ${time}`)
        expect(Date.parse(`${back.replace(' ', 'T')}:00Z`) - asUtc).toBe((after - before) * MINUTE)
      }),
      { numRuns: 400 },
    )
  })

  it("the event form's values go to the API and come back the same, in every zone the picker offers first", () => {
    onMachine()
    fc.assert(
      fc.property(
        fc.constantFrom(...HOME_TIME_ZONES.map(({ zone }) => zone)),
        fc.date({ min: new Date('2026-01-01T00:00:00Z'), max: new Date('2030-12-31T00:00:00Z'), noInvalidDate: true }),
        fc.integer({ min: 4, max: 23 }),
        fc.constantFrom(0, 15, 30, 45),
        (timezone, date, hour, minute) => {
          const form = {
            ...eventToForm(null),
            title: 'Show',
            venue: 'Hall',
            location: 'Somewhere',
            timezone,
            date: date.toISOString().slice(0, 10),
            time: `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`,
          }
          const body = eventFormToBody(form)
          const back = eventToForm({ ...body, id: 1, date: body.date, capacity: null } as unknown as Event)
          expect({ date: back.date, time: back.time, timezone: back.timezone }).toEqual({ date: form.date, time: form.time, timezone })
        },
      ),
      { numRuns: 300 },
    )
  })

  it("a venue's today is its own calendar day", () => {
    onMachine()
    const now = new Date('2027-01-16T05:00:00Z')
    expect(venueDay('America/Vancouver', 0, now)).toBe('2027-01-15')
    expect(venueDay('Asia/Kathmandu', 0, now)).toBe('2027-01-16')
    expect(venueDay('America/St_Johns', 1, now)).toBe('2027-01-17')
  })
})
