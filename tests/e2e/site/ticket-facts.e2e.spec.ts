import type { Page } from '@playwright/test'

import { zonedDateTimeToIso } from '@/lib/calendar/dates'
import { en } from '@/lib/i18n/en'
import { ne } from '@/lib/i18n/ne'

import { expect, test } from '../fixtures'
import { expectAccessible, venueDate } from '../helpers'

/**
 * An event's ticket facts on its card and its page (docs/product.md#ticket-facts), in both
 * languages: the price with its currency, the day tickets go on sale, the state's badge, and
 * GET TICKETS only with a ticket link and tickets to sell.
 */

const ZONE = 'Asia/Kathmandu'
const at = (days: number) => zonedDateTimeToIso(venueDate(ZONE, days), '19:00', ZONE)
const cardOf = (page: Page, title: string) => page.locator('article', { has: page.getByRole('heading', { name: title }) })

test('cards and pages say the price, the sale date and the state, and offer tickets only where they can be bought', async ({ page, arrange }) => {
  const location = `${arrange.name('Tixtown').replace(/[^A-Za-z]/g, '')}, Nepal`
  const city = location.split(',')[0].toLowerCase()
  const base = { venue: 'Tundikhel', location, timezone: ZONE, eventType: 'concert' }
  const range = await arrange.create('events', {
    ...base,
    title: arrange.name('Range Night'),
    date: at(20),
    ticketLink: 'https://tickets.example.com/range-night',
    priceFrom: 2500,
    priceTo: 5000,
    currency: 'NPR',
    onSaleAt: zonedDateTimeToIso(venueDate(ZONE, 5), '10:00', ZONE),
    ticketStatus: 'few-left',
  })
  const noLink = await arrange.create('events', { ...base, title: arrange.name('Door Night'), date: at(21), priceFrom: 45, currency: 'CAD' })
  const soldOut = await arrange.create('events', {
    ...base,
    title: arrange.name('Full Night'),
    date: at(22),
    ticketLink: 'https://tickets.example.com/full-night',
    priceFrom: 1500,
    currency: 'NPR',
    ticketStatus: 'sold-out',
  })
  const cancelled = await arrange.create('events', {
    ...base,
    title: arrange.name('Called Off Night'),
    date: at(23),
    ticketLink: 'https://tickets.example.com/called-off',
    ticketStatus: 'cancelled',
  })

  await page.goto(`/events?city=${city}`)
  const rangeCard = cardOf(page, range.title as string)
  await expect(rangeCard).toContainText(`${en.event.price}: NPR 2,500–5,000`)
  await expect(rangeCard.getByTestId('ticket-state')).toHaveText(en.event.ticketStates['few-left'])
  await expect(rangeCard).toContainText(/On sale \w+ \d+, \d{4}, 10:00 AM/)
  await expect(rangeCard.getByRole('link', { name: /Get tickets/ })).toHaveAttribute('href', 'https://tickets.example.com/range-night')

  const noLinkCard = cardOf(page, noLink.title as string)
  await expect(noLinkCard).toContainText(`${en.event.price}: CAD 45`)
  await expect(noLinkCard.getByRole('link', { name: /Get tickets/ })).toHaveCount(0)
  await expect(noLinkCard.getByText(en.event.addToCalendar)).toBeVisible()

  const soldOutCard = cardOf(page, soldOut.title as string)
  await expect(soldOutCard.getByTestId('ticket-state')).toHaveText(en.event.ticketStates['sold-out'])
  await expect(soldOutCard.getByRole('link', { name: /Get tickets/ })).toHaveCount(0)

  const cancelledCard = cardOf(page, cancelled.title as string)
  await expect(cancelledCard.getByTestId('ticket-state')).toHaveText(en.event.ticketStates.cancelled)
  await expect(cancelledCard.getByRole('link', { name: /Get tickets/ })).toHaveCount(0)
  await expect(cancelledCard.getByText(en.event.addToCalendar)).toHaveCount(0)
  await expectAccessible(page)

  await page.goto(`/events/${range.id}`)
  const facts = page.locator('dl')
  await expect(facts).toContainText('NPR 2,500–5,000')
  await expect(facts).toContainText(/On sale \w+ \d+, \d{4}, 10:00 AM/)
  await expect(page.getByTestId('ticket-state')).toHaveText(en.event.ticketStates['few-left'])
  await expect(page.getByRole('link', { name: /Get tickets/ })).toBeVisible()
  await page.goto(`/events/${noLink.id}`)
  await expect(page.locator('dl')).toContainText('CAD 45')
  await expect(page.getByRole('link', { name: /Get tickets/ })).toHaveCount(0)

  // The Nepali pages: the same facts in Nepali words and digits.
  await page.goto(`/ne/events?city=${city}`)
  const nepaliCard = cardOf(page, range.title as string)
  await expect(nepaliCard).toContainText(`${ne.event.price}: NPR २,५००–५,०००`)
  await expect(nepaliCard.getByTestId('ticket-state')).toHaveText(ne.event.ticketStates['few-left'])
  await expect(nepaliCard).toContainText('टिकट बिक्री')
  await expect(cardOf(page, soldOut.title as string).getByTestId('ticket-state')).toHaveText(ne.event.ticketStates['sold-out'])
  await expect(cardOf(page, noLink.title as string).getByRole('link', { name: ne.event.getTickets })).toHaveCount(0)
  await page.goto(`/ne/events/${soldOut.id}`)
  await expect(page.locator('dl')).toContainText('NPR १,५००')
  await expect(page.getByTestId('ticket-state')).toHaveText(ne.event.ticketStates['sold-out'])
  await expect(page.getByRole('link', { name: ne.event.getTickets })).toHaveCount(0)
})
