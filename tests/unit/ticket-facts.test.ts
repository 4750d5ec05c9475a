import { describe, expect, it } from 'vitest'

import { eventFormToBody, eventToForm } from '@/admin-screens/event-form'
import { badgeState, schemaAvailability, schemaEventStatus, sellsTickets, ticketPrice } from '@/lib/events/tickets'
import { eventFormSchema, eventSchema, ticketFactProblems } from '@/schemas/event'

/** An event's ticket facts (docs/product.md#ticket-facts): how they read, and their rules. */

describe('ticket facts', () => {
  it('write a price or a range with its currency, in Nepali digits on the Nepali pages', () => {
    expect(ticketPrice({ priceFrom: 2500, priceTo: null, currency: 'NPR' }, 'en')).toBe('NPR 2,500')
    expect(ticketPrice({ priceFrom: 45, priceTo: 80, currency: 'CAD' }, 'en')).toBe('CAD 45–80')
    expect(ticketPrice({ priceFrom: 45.5, priceTo: 45.5, currency: 'USD' }, 'en')).toBe('USD 45.50')
    expect(ticketPrice({ priceFrom: 2500, priceTo: 5000, currency: 'NPR' }, 'ne')).toBe('NPR २,५००–५,०००')
    expect(ticketPrice({ priceFrom: 0, priceTo: null, currency: 'NPR' }, 'en')).toBe('NPR 0')
    expect(ticketPrice({ priceFrom: null, priceTo: null, currency: 'NPR' }, 'en')).toBeNull()
  })

  it('badge only what fans must know, and sell only with a link and tickets left', () => {
    expect(badgeState({ ticketStatus: 'on-sale' })).toBeNull()
    expect(badgeState({ ticketStatus: 'few-left' })).toBe('few-left')
    expect(sellsTickets({ ticketLink: 'https://t.example', ticketStatus: 'few-left' }, 'https://t.example')).toBe(true)
    expect(sellsTickets({ ticketLink: null, ticketStatus: 'on-sale' }, null)).toBe(false)
    for (const state of ['sold-out', 'cancelled'] as const)
      expect(sellsTickets({ ticketLink: 'https://t.example', ticketStatus: state }, 'https://t.example')).toBe(false)
  })

  it("map to schema.org's event status and availability", () => {
    expect(schemaEventStatus({ ticketStatus: null })).toBe('https://schema.org/EventScheduled')
    expect(schemaEventStatus({ ticketStatus: 'postponed' })).toBe('https://schema.org/EventPostponed')
    expect(schemaEventStatus({ ticketStatus: 'cancelled' })).toBe('https://schema.org/EventCancelled')
    expect(schemaAvailability({ ticketStatus: 'sold-out' })).toBe('https://schema.org/SoldOut')
    expect(schemaAvailability({ ticketStatus: 'few-left' })).toBe('https://schema.org/LimitedAvailability')
    expect(schemaAvailability({ ticketStatus: null })).toBe('https://schema.org/InStock')
  })

  it('hold together: a range goes up, a highest price has a lowest, a price has its currency', () => {
    expect(ticketFactProblems({ priceFrom: 10, priceTo: 20, currency: 'CAD' })).toEqual([])
    expect(ticketFactProblems({ priceFrom: 20, priceTo: 10, currency: 'CAD' }).map((p) => p.path)).toEqual(['priceTo'])
    expect(ticketFactProblems({ priceTo: 10, currency: 'CAD' }).map((p) => p.path)).toEqual(['priceFrom'])
    expect(ticketFactProblems({ priceFrom: 10 }).map((p) => p.path)).toEqual(['currency'])
    const base = { title: 'Show', date: '2031-01-01T10:00:00Z', venue: 'Hall', location: 'Kathmandu' }
    expect(eventSchema.safeParse({ ...base, priceFrom: -5 }).error?.issues[0].path).toEqual(['priceFrom'])
    expect(eventSchema.safeParse({ ...base, ticketStatus: 'gone' }).error?.issues[0].path).toEqual(['ticketStatus'])
    expect(eventSchema.safeParse({ ...base, priceFrom: 12.34, currency: 'NPR' }).success).toBe(true)
  })

  it("in the back office's form: messages beside each field, and the sale's opening at the venue's time", () => {
    const form = { ...eventToForm(null), title: 'Show', date: '2031-01-01', time: '19:00', venue: 'Hall', location: 'Toronto', timezone: 'America/Toronto' }
    const bad = eventFormSchema.safeParse({ ...form, priceFrom: '80', priceTo: 'lots', onSaleDate: '2030-12-01' })
    expect(bad.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['priceTo', 'Price to must be a number from 0 to 10,000,000, with at most 2 decimals'],
      ['currency', 'Choose the currency of the price'],
      ['onSaleTime', 'Give the time the sale opens'],
    ])
    const good = eventFormSchema.parse({
      ...form,
      priceFrom: '45',
      priceTo: '80.5',
      currency: 'CAD',
      onSaleDate: '2030-12-01',
      onSaleTime: '10:00',
      ticketStatus: 'few-left',
    })
    expect(eventFormToBody(good)).toMatchObject({
      priceFrom: 45,
      priceTo: 80.5,
      currency: 'CAD',
      onSaleAt: '2030-12-01T15:00:00.000Z',
      ticketStatus: 'few-left',
    })
    expect(eventFormToBody(eventFormSchema.parse(form))).toMatchObject({ priceFrom: null, priceTo: null, currency: null, onSaleAt: null, ticketStatus: null })
  })
})
