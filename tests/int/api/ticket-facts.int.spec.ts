import ICAL from 'ical.js'
import { beforeAll, describe, expect, it } from 'vitest'

import { anonymous, type ApiClient, baseUrl, freshSession } from '../../setup/api'

/**
 * An event's ticket facts (docs/product.md#ticket-facts): the API's optional fields and their rules,
 * answers without them as they were, and what the event's page (JSON-LD) and calendar file say.
 */

let admin: ApiClient
const DAY = 86_400_000
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString()

const event = (overrides: Record<string, unknown> = {}) => ({
  title: 'Ticketed Night',
  date: inDays(30),
  venue: 'Lakeshore Union Hall',
  location: 'Toronto, Canada',
  timezone: 'America/Toronto',
  ...overrides,
})

const FACTS = ['priceFrom', 'priceTo', 'currency', 'onSaleAt', 'ticketStatus']

beforeAll(async () => {
  ;({ admin } = await freshSession())
})

/** The JSON-LD of a page, as search engines read it. */
async function jsonLdOf(path: string): Promise<Record<string, any>> {
  const response = await fetch(`${baseUrl}${path}`)
  expect(response.status).toBe(200)
  const html = await response.text()
  const script = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)
  return JSON.parse(script![1]) as Record<string, any>
}

describe('ticket facts in the API', () => {
  it('stores a price range, currency, on-sale date and state, and answers them', async () => {
    const onSaleAt = inDays(7)
    const created = await admin.post('/api/events', event({ priceFrom: 45, priceTo: 80.5, currency: 'CAD', onSaleAt, ticketStatus: 'few-left' }))
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    expect(created.body).toMatchObject({ priceFrom: 45, priceTo: 80.5, currency: 'CAD', onSaleAt, ticketStatus: 'few-left' })
    const read = await anonymous.get(`/api/events/${created.body.id}`)
    expect(read.body).toMatchObject({ priceFrom: 45, priceTo: 80.5, currency: 'CAD', onSaleAt, ticketStatus: 'few-left' })
  })

  it('answers an event without them as before: none of the fields appear', async () => {
    const created = await admin.post('/api/events', event({ title: 'Plain Night' }))
    expect(created.status).toBe(201)
    for (const field of FACTS) expect(created.body).not.toHaveProperty(field)
    const read = await anonymous.get(`/api/events/${created.body.id}`)
    for (const field of FACTS) expect(read.body).not.toHaveProperty(field)
    const list = await anonymous.get('/api/events')
    const listed = list.body.find((doc: { id: number }) => doc.id === created.body.id)
    for (const field of FACTS) expect(listed).not.toHaveProperty(field)
  })

  it('refuses prices below 0 or with more than 2 decimals, unknown currencies and states, and bad dates, naming the field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ priceFrom: -1, currency: 'NPR' }, 'priceFrom'],
      [{ priceFrom: 10.005, currency: 'NPR' }, 'priceFrom'],
      [{ priceFrom: 'cheap', currency: 'NPR' }, 'priceFrom'],
      [{ priceFrom: 10, currency: 'EUR' }, 'currency'],
      [{ ticketStatus: 'maybe' }, 'ticketStatus'],
      [{ onSaleAt: 'soon' }, 'onSaleAt'],
    ]
    for (const [overrides, path] of cases) {
      const answer = await admin.post('/api/events', event(overrides))
      expect(answer.status, JSON.stringify(overrides)).toBe(400)
      expect(answer.body.errors.map((e: { path: string }) => e.path)).toContain(path)
    }
  })

  it('holds the prices together: the highest at least the lowest, a lowest with a highest, a currency with a price', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ priceFrom: 80, priceTo: 45, currency: 'CAD' }, 'priceTo', 'Price to must be at least the price from'],
      [{ priceTo: 45, currency: 'CAD' }, 'priceFrom', 'Give the price from as well (or only it, for one price)'],
      [{ priceFrom: 2500 }, 'currency', 'Choose the currency of the price'],
    ]
    for (const [overrides, path, message] of cases) {
      const answer = await admin.post('/api/events', event(overrides))
      expect(answer.status, JSON.stringify(overrides)).toBe(400)
      expect(answer.body.errors).toContainEqual({ path, message })
    }
  })

  it('checks a change with the stored facts, and clears them with null', async () => {
    const { body } = await admin.post('/api/events', event({ title: 'Changing Night', priceFrom: 2500, currency: 'NPR' }))
    const lower = await admin.patch(`/api/events/${body.id}`, { priceTo: 1000 })
    expect(lower.status).toBe(400)
    expect(lower.body.errors).toContainEqual({ path: 'priceTo', message: 'Price to must be at least the price from' })
    const noCurrency = await admin.patch(`/api/events/${body.id}`, { currency: null })
    expect(noCurrency.status).toBe(400)
    expect(noCurrency.body.errors[0].path).toBe('currency')
    const range = await admin.patch(`/api/events/${body.id}`, { priceTo: 5000, ticketStatus: 'sold-out' })
    expect(range.status).toBe(200)
    expect(range.body).toMatchObject({ priceFrom: 2500, priceTo: 5000, currency: 'NPR', ticketStatus: 'sold-out' })
    const cleared = await admin.patch(`/api/events/${body.id}`, { priceFrom: null, priceTo: null, currency: null, ticketStatus: null })
    expect(cleared.status).toBe(200)
    for (const field of FACTS) expect(cleared.body).not.toHaveProperty(field)
  })

  it('documents the fields in the OpenAPI document', async () => {
    const document = (await anonymous.get('/api/openapi.json')).body
    const text = JSON.stringify(document.components.schemas)
    for (const field of FACTS) expect(text).toContain(`"${field}"`)
  })
})

describe('ticket facts on the event page and in its calendar file', () => {
  it('says the price range, currency, availability and sale start in the JSON-LD offers, with the event scheduled', async () => {
    const { body } = await admin.post(
      '/api/events',
      event({
        title: 'Offer Night',
        ticketLink: 'https://tickets.example.com/offer-night',
        priceFrom: 45,
        priceTo: 80,
        currency: 'CAD',
        onSaleAt: '2026-12-01T15:00:00.000Z',
        ticketStatus: 'few-left',
      }),
    )
    const data = await jsonLdOf(`/events/${body.id}`)
    expect(data.eventStatus).toBe('https://schema.org/EventScheduled')
    expect(data.offers).toEqual({
      '@type': 'AggregateOffer',
      url: 'https://tickets.example.com/offer-night',
      lowPrice: 45,
      highPrice: 80,
      priceCurrency: 'CAD',
      availability: 'https://schema.org/LimitedAvailability',
      // At the venue's offset (Toronto, winter).
      validFrom: '2026-12-01T10:00:00-05:00',
    })
  })

  it('marks one price sold out, and a postponed or cancelled event so', async () => {
    const soldOut = await admin.post('/api/events', event({ title: 'Sold Night', priceFrom: 2500, currency: 'NPR', ticketStatus: 'sold-out' }))
    const sold = await jsonLdOf(`/events/${soldOut.body.id}`)
    expect(sold.offers).toMatchObject({ '@type': 'Offer', price: 2500, priceCurrency: 'NPR', availability: 'https://schema.org/SoldOut' })
    // Without a ticket link, the offer is on the event's own page.
    expect(sold.offers.url).toMatch(new RegExp(`/events/${soldOut.body.id}$`))
    const postponed = await admin.post('/api/events', event({ title: 'Later Night', ticketStatus: 'postponed' }))
    expect((await jsonLdOf(`/events/${postponed.body.id}`)).eventStatus).toBe('https://schema.org/EventPostponed')
    const cancelled = await admin.post('/api/events', event({ title: 'Called Off Night', ticketStatus: 'cancelled' }))
    expect((await jsonLdOf(`/events/${cancelled.body.id}`)).eventStatus).toBe('https://schema.org/EventCancelled')
  })

  it('offers nothing for an event with neither a ticket link nor a price', async () => {
    const plain = await admin.post('/api/events', event({ title: 'Free Night' }))
    const data = await jsonLdOf(`/events/${plain.body.id}`)
    expect(data.offers).toBeUndefined()
    expect(data.eventStatus).toBe('https://schema.org/EventScheduled')
  })

  it('puts the price and state first in the calendar description, and a cancelled event is CANCELLED', async () => {
    const { body } = await admin.post(
      '/api/events',
      event({ title: 'Feed Ticket Night', description: 'Doors at 6.', priceFrom: 2500, priceTo: 5000, currency: 'NPR', ticketStatus: 'cancelled' }),
    )
    const english = await (await fetch(`${baseUrl}/events/${body.id}/calendar.ics`)).text()
    const vevent = new ICAL.Component(ICAL.parse(english)).getFirstSubcomponent('vevent')!
    expect(vevent.getFirstPropertyValue('description')).toBe('Price: NPR 2,500–5,000 · Cancelled\n\nDoors at 6.')
    expect(vevent.getFirstPropertyValue('status')).toBe('CANCELLED')
    const nepali = await (await fetch(`${baseUrl}/events/${body.id}/calendar.ics?locale=ne`)).text()
    const nepaliEvent = new ICAL.Component(ICAL.parse(nepali)).getFirstSubcomponent('vevent')!
    expect(nepaliEvent.getFirstPropertyValue('description')).toBe('टिकटको मूल्य: NPR २,५००–५,००० · रद्द\n\nDoors at 6.')
  })
})
