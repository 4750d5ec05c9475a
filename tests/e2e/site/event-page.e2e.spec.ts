import sharp from 'sharp'

import { zonedDateTimeToIso } from '@/lib/calendar/dates'
import { en } from '@/lib/i18n/en'
import { ne } from '@/lib/i18n/ne'

import { expect, test } from '../fixtures'
import { expectAccessible, venueDate } from '../helpers'

/**
 * Each event's own page (docs/product.md#event-page): /events/{id} and /ne/events/{id}, reached
 * from its card, with what staff entered for it (banner, venue, description) that no page showed
 * before.
 */

test('an event card leads to its page: when at the venue, where with a map, what it is, tickets and calendar', async ({ page, arrange }) => {
  const banner = await sharp({ create: { width: 1200, height: 675, channels: 3, background: '#7c3aed' } })
    .png()
    .toBuffer()
  const { filename } = await arrange.upload({ name: 'event-page-banner.png', mimeType: 'image/png', buffer: banner }, 'A stage in purple light')
  const title = arrange.name('Riverside Sessions')
  const day = venueDate('America/Toronto', 12)
  const event = await arrange.create('events', {
    title,
    date: zonedDateTimeToIso(day, '20:00', 'America/Toronto'),
    timezone: 'America/Toronto',
    venue: 'Harbourfront Centre',
    location: 'Toronto, Canada',
    capacity: 1200,
    ticketLink: 'https://tickets.example.com/riverside',
    description: 'An evening of sarangi and madal by the lake.\nDoors open at 7 PM.',
    bannerImage: filename,
    eventType: 'concert',
    status: 'upcoming',
  })

  await page.goto('/events')
  await page.getByRole('link', { name: title, exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`/events/${event.id}$`))
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  const facts = page.locator('dl')
  await expect(facts).toContainText(/8:00 PM \(GMT-[45]\)/)
  await expect(facts.getByText('Harbourfront Centre')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Open in Google Maps: Harbourfront Centre, Toronto, Canada (opens in a new tab)' })).toHaveAttribute(
    'href',
    'https://www.google.com/maps/search/?api=1&query=Harbourfront%20Centre%2C%20Toronto%2C%20Canada',
  )
  await expect(page.getByText('Doors open at 7 PM.')).toBeVisible()
  // The banner described as staff described the upload.
  await expect(page.getByRole('img', { name: 'A stage in purple light' })).toBeVisible()
  await expect(page.getByRole('link', { name: `Get tickets: ${title}` })).toHaveAttribute('href', 'https://tickets.example.com/riverside')
  await expect(page.getByRole('link', { name: 'Add to calendar' })).toHaveAttribute('href', `/events/${event.id}/calendar.ics`)

  // Found and shared: its own canonical address, its twin in Nepali, its banner as the preview image.
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/events/${event.id}$`))
  await expect(page.locator('link[rel="alternate"][hreflang="ne"]')).toHaveAttribute('href', new RegExp(`/ne/events/${event.id}$`))
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', new RegExp(filename.replace(/\./g, '\\.')))
  const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!)
  expect(data['@type']).toBe('MusicEvent')
  expect(data.name).toBe(title)
  expect(data.startDate).toMatch(new RegExp(`^${day}T20:00:00-0[45]:00$`))
  expect(data.location.name).toBe('Harbourfront Centre')
  await expectAccessible(page)
  const sitemap = await (await page.request.get('/sitemap.xml')).text()
  expect(sitemap).toContain(`/events/${event.id}</loc>`)
  expect(sitemap).toContain(`/ne/events/${event.id}</loc>`)
})

test('an event that is over says so and sells no tickets; an unknown one is not found', async ({ page, arrange }) => {
  const title = arrange.name('Last Spring Gathering')
  const event = await arrange.create('events', {
    title,
    date: new Date(`${venueDate('Asia/Kathmandu', -20)}T18:00:00+05:45`).toISOString(),
    timezone: 'Asia/Kathmandu',
    venue: 'Patan Durbar Square',
    location: 'Lalitpur, Nepal',
    eventType: 'meetup',
    status: 'upcoming',
  })
  await page.goto(`/events/${event.id}`)
  await expect(page.getByText(en.eventPage.over)).toBeVisible()
  await expect(page.getByText(en.event.statuses.past, { exact: true })).toBeVisible()
  await expect(page.getByRole('link', { name: /Get tickets/ })).toHaveCount(0)
  await expect(page.getByText(en.event.detailsSoon)).toBeVisible()

  for (const path of ['/events/2147483647', '/ne/events/2147483647', '/public/events/99999999']) {
    expect((await page.goto(path))!.status(), path).toBe(404)
  }
})

test('in Nepali at /ne/events/{id}: its Nepali title, the Bikram Sambat date, and the switch back to English', async ({ page, arrange, api }) => {
  const title = arrange.name('Valley Dusk')
  const day = venueDate('Asia/Kathmandu', 15)
  const event = await arrange.create('events', {
    title,
    date: new Date(`${day}T19:00:00+05:45`).toISOString(),
    timezone: 'Asia/Kathmandu',
    venue: 'Bhrikutimandap',
    location: 'Kathmandu, Nepal',
    eventType: 'concert',
    status: 'upcoming',
  })
  const nepaliTitle = `उपत्यकाको साँझ ${event.id}`
  expect((await api.patch(`/api/events/${event.id}?locale=ne`, { data: { title: nepaliTitle, description: 'मादल र सारङ्गीको साँझ।' } })).status()).toBe(200)

  await page.goto('/ne/events')
  await page.getByRole('link', { name: nepaliTitle, exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`/ne/events/${event.id}$`))
  await expect(page.locator('html')).toHaveAttribute('lang', 'ne')
  await expect(page.getByRole('heading', { level: 1, name: nepaliTitle })).toBeVisible()
  await expect(page.getByText(/^२०८[३४] \S+ [०-९]{1,2} \([०-९]{1,2} \S+ २०[०-९]{2}\)$/)).toBeVisible()
  await expect(page.getByRole('heading', { name: ne.eventPage.about })).toBeVisible()
  await expect(page.getByText('मादल र सारङ्गीको साँझ।')).toBeVisible()
  await expect(page.getByRole('link', { name: ne.eventPage.back })).toHaveAttribute('href', '/ne/events')
  await expectAccessible(page)

  await page.getByRole('navigation', { name: ne.nav.main }).getByRole('link', { name: 'English' }).click()
  await expect(page).toHaveURL(new RegExp(`/events/${event.id}$`))
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
})
