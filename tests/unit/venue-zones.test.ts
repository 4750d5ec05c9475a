import { describe, expect, it } from 'vitest'

import { countryOfLocation, zoneForLocation, zoneOutsideLocationCountry } from '@/lib/calendar/venue-zones'
import { demoSchedule } from '@/seed/demo-content'

// docs/product.md#event-times-and-time-zones
describe("a location's time zone", () => {
  it("every demo event's location selects the zone the demo gives it", () => {
    const { events } = demoSchedule(new Date('2026-11-24T12:00:00Z'))
    expect(events.length).toBeGreaterThan(10)
    for (const event of events)
      expect({ location: event.location, zone: zoneForLocation(event.location) }).toEqual({ location: event.location, zone: event.timezone })
  })

  it("the demo's cities and Canada's big ones, however they are written", () => {
    expect(zoneForLocation('Toronto, Canada')).toBe('America/Toronto')
    expect(zoneForLocation('  toronto ,  ON, Canada ')).toBe('America/Toronto')
    expect(zoneForLocation('Montréal, QC')).toBe('America/Toronto')
    expect(zoneForLocation('Calgary')).toBe('America/Edmonton')
    expect(zoneForLocation('Vancouver, BC, Canada')).toBe('America/Vancouver')
    expect(zoneForLocation('Saskatoon, SK')).toBe('America/Regina')
    expect(zoneForLocation('Winnipeg, Canada')).toBe('America/Winnipeg')
    expect(zoneForLocation('Halifax, Nova Scotia')).toBe('America/Halifax')
    expect(zoneForLocation("St. John's, Newfoundland")).toBe('America/St_Johns')
    expect(zoneForLocation('Pokhara, Nepal')).toBe('Asia/Kathmandu')
    expect(zoneForLocation('Lalitpur')).toBe('Asia/Kathmandu')
  })

  it('selects nothing for a place it does not know, or a known name in another country', () => {
    expect(zoneForLocation('Springfield')).toBeNull()
    expect(zoneForLocation('')).toBeNull()
    expect(zoneForLocation('Victoria, Australia')).toBeNull()
    expect(zoneForLocation('Lalitpur, India')).toBeNull()
  })

  it("names the location's country from its last part or from its city", () => {
    expect(countryOfLocation('Toronto, Canada')).toEqual({ code: 'CA', name: 'Canada' })
    expect(countryOfLocation('Some Hall, Berlin, Germany')).toEqual({ code: 'DE', name: 'Germany' })
    expect(countryOfLocation('Dharan')).toEqual({ code: 'NP', name: 'Nepal' })
    expect(countryOfLocation('Somewhere nice')).toBeNull()
  })

  it("asks only when the zone is not one of the location's country's zones", () => {
    expect(zoneOutsideLocationCountry('Toronto, Canada', 'Asia/Kathmandu')).toEqual({ code: 'CA', name: 'Canada' })
    expect(zoneOutsideLocationCountry('Kathmandu, Nepal', 'America/Toronto')).toEqual({ code: 'NP', name: 'Nepal' })
    expect(zoneOutsideLocationCountry('Toronto, Canada', 'America/Toronto')).toBeNull()
    // Another of Canada's zones is Canada's: a venue near a zone line is the staff's call.
    expect(zoneOutsideLocationCountry('Toronto, Canada', 'America/Winnipeg')).toBeNull()
    expect(zoneOutsideLocationCountry('Berlin, Germany', 'Europe/Berlin')).toBeNull()
    expect(zoneOutsideLocationCountry('Berlin, Germany', 'Asia/Kathmandu')).toEqual({ code: 'DE', name: 'Germany' })
    expect(zoneOutsideLocationCountry('Somewhere nice', 'Asia/Kathmandu')).toBeNull()
  })
})
