import { zonedDateTimeToIso } from '@/lib/calendar/dates'
import { en } from '@/lib/i18n/en'
import { ne } from '@/lib/i18n/ne'

import { expect, test } from '../fixtures'
import { venueDate } from '../helpers'

/**
 * The Subscribe menus of the calendar feeds (docs/product.md#calendar-feeds): on /events the
 * agency's, on an event's page its city's, on an artist's page theirs; each opens in the reader's
 * calendar app, Google Calendar or Outlook, copies its link, or downloads the file.
 */

test.describe('on a phone', () => {
  // The clipboard granted as a context option: the context is the test's own, not the worker's reused one.
  test.use({ viewport: { width: 390, height: 844 }, permissions: ['clipboard-read', 'clipboard-write'] })

  test("/events offers the agency's feed in every calendar, and its link to copy", async ({ page, baseURL }) => {
    await page.goto('/events')
    await page.locator('summary').filter({ hasText: en.subscribe.button }).click()
    const feed = `${baseURL}/events.ics`
    const webcal = feed.replace(/^http:/, 'webcal:')
    await expect(page.getByRole('link', { name: en.subscribe.apple })).toHaveAttribute('href', webcal)
    await expect(page.getByRole('link', { name: en.subscribe.google })).toHaveAttribute(
      'href',
      `https://calendar.google.com/calendar/render?cid=${encodeURIComponent(webcal)}`,
    )
    await expect(page.getByRole('link', { name: en.subscribe.outlook })).toHaveAttribute(
      'href',
      new RegExp(`^https://outlook\\.live\\.com/calendar/0/addfromweb\\?url=${encodeURIComponent(feed).replace(/\./g, '\\.')}&name=`),
    )
    await expect(page.getByRole('link', { name: en.subscribe.download })).toHaveAttribute('href', '/events.ics')
    // The menu fits the phone's screen.
    const box = (await page.getByRole('link', { name: en.subscribe.google }).boundingBox())!
    expect(box.x).toBeGreaterThanOrEqual(0)
    expect(box.x + box.width).toBeLessThanOrEqual(390)
    await page.getByRole('button', { name: en.subscribe.copy }).click()
    await expect(page.getByRole('status').filter({ hasText: en.subscribe.copied })).toBeVisible()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(feed)
    const file = await page.request.get('/events.ics')
    expect(file.headers()['content-type']).toBe('text/calendar; charset=utf-8')
    expect(await file.text()).toMatch(/^BEGIN:VCALENDAR\r\n/)
  })
})

test("an event's page offers its city's feed; an artist's page theirs, in Nepali too", async ({ page, arrange, api, baseURL }) => {
  const artist = await arrange.create('artists', { name: arrange.name('Feed Menu Artist'), bio: 'Plays.', status: 'active' })
  const event = await arrange.create('events', {
    title: arrange.name('Feed Menu Night'),
    date: zonedDateTimeToIso(venueDate('America/Vancouver', 7), '20:00', 'America/Vancouver'),
    timezone: 'America/Vancouver',
    venue: 'Commodore Ballroom',
    location: 'Vancouver, Canada',
    artists: [artist.id],
  })
  await page.goto(`/events/${event.id}`)
  await page.locator('summary').filter({ hasText: en.subscribe.button }).click()
  await expect(page.locator('details[open] p').first()).toHaveText('Subscribe to our events in Vancouver')
  await expect(page.getByRole('link', { name: en.subscribe.apple })).toHaveAttribute(
    'href',
    `${baseURL!.replace(/^http:/, 'webcal:')}/events.ics?city=Vancouver`,
  )

  // The Nepali page offers the feed in Nepali: the event's Nepali title, its Nepali page.
  expect((await api.patch(`/api/events/${event.id}?locale=ne`, { data: { title: 'भ्यानकुभरको फिड साँझ' } })).status()).toBe(200)
  await page.goto(`/ne/artist/${artist.id}`)
  await page.locator('summary').filter({ hasText: ne.subscribe.button }).click()
  await expect(page.getByRole('link', { name: ne.subscribe.download })).toHaveAttribute('href', `/artist/${artist.id}/events.ics?locale=ne`)
  await expect(page.getByRole('link', { name: ne.subscribe.apple })).toHaveAttribute(
    'href',
    `${baseURL!.replace(/^http:/, 'webcal:')}/artist/${artist.id}/events.ics?locale=ne`,
  )
  const file = await (await page.request.get(`/artist/${artist.id}/events.ics?locale=ne`)).text()
  expect(file).toContain('SUMMARY:भ्यानकुभरको फिड साँझ')
  expect(file).toContain(`/ne/events/${event.id}`)
  await page.goto(`/ne/events/${event.id}`)
  await expect(page.getByRole('link', { name: ne.event.addToCalendar })).toHaveAttribute('href', `/events/${event.id}/calendar.ics?locale=ne`)
})
