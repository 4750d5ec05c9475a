import type { Page } from '@playwright/test'

import { demoCast, demoSchedule } from '@/seed/demo-content'

import { expect, test } from '../fixtures'
import { venueDate } from '../helpers'

// The seed ran minutes ago: today's schedule is the one in the database.
const { events: seeded } = demoSchedule()
const canadaTourOpening = seeded.find((event) => event.eventType === 'tour' && event.location === 'Toronto, Canada')!

/** The start of each event card on the page, in the page's order. */
const starts = (page: Page) => page.locator('#main article time').evaluateAll((times) => times.map((t) => Date.parse(t.getAttribute('datetime')!)))

test.describe('events page', () => {
  test('has a tab per event type that filters without reload, and month headings in date order', async ({ page }) => {
    await page.goto('/events')
    const tabs = page.getByRole('navigation', { name: 'Filter events by type' })
    for (const name of ['All Events', 'Concerts', 'Meetups', 'Tours']) await expect(tabs.getByRole('link', { name })).toBeVisible()
    await expect(tabs.getByRole('link', { name: 'All Events' })).toHaveAttribute('aria-current', 'page')

    const headings = await page.locator('#main section[aria-label] > h2').allTextContents()
    expect(headings.length).toBeGreaterThan(2)
    const months = headings.map((h) => new Date(`1 ${h}`).getTime())
    expect(months).toEqual([...months].sort((a, b) => a - b))

    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42))
    await tabs.getByRole('link', { name: 'Meetups' }).click()
    await expect(page).toHaveURL(/\/events\?type=meetup$/)
    await expect(page.getByRole('heading', { name: 'Music Business Workshop' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Himalayan Nights Live' })).toHaveCount(0)
    // Month groups hold meetups only, and the page was not reloaded.
    for (const group of await page.locator('#main section[aria-label]').all()) await expect(group.locator('li')).not.toHaveCount(0)
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42)
    expect((await page.goto('/events?type=party'))!.status()).toBe(404)
  })

  test('long lists come a page at a time, in date order across pages', async ({ page, arrange }) => {
    // 30 concerts a day apart in 2040, after every other event: more than fit on one page.
    const label = arrange.name('Paging Concert')
    for (let i = 0; i < 30; i++) {
      const date = new Date(Date.UTC(2040, 2, 1 + i, 12)).toISOString()
      await arrange.create('events', {
        title: `${label} ${String(i + 1).padStart(2, '0')}`,
        date,
        location: 'Kathmandu, Nepal',
        venue: 'Hall',
        eventType: 'concert',
      })
    }
    await page.goto('/events?type=concert')
    const pages = page.getByRole('navigation', { name: 'Pages of events' })
    await expect(pages.getByText(/^Page 1 of \d+$/)).toBeVisible()
    await expect(page.getByText(/^Showing 1–24 of \d+ events$/)).toBeVisible()
    await expect(page.locator('#main article')).toHaveCount(24)
    const lastOnFirst = Math.max(...(await starts(page)))
    await pages.getByRole('link', { name: 'Next →' }).click()
    await expect(page).toHaveURL(/\/events\?type=concert&page=2$/)
    await expect(pages.getByText(/^Page 2 of \d+$/)).toBeVisible()
    await expect(pages.getByRole('link', { name: '← Previous' })).toBeVisible()
    // Page 2 goes on where page 1 ended: the later of these concerts are there.
    await expect(page.getByRole('heading', { name: new RegExp(`^${label} \\d\\d$`) }).first()).toBeVisible()
    expect(Math.min(...(await starts(page)))).toBeGreaterThanOrEqual(lastOnFirst)
    expect((await page.goto('/events?type=concert&page=99'))!.status()).toBe(404)
  })

  test('on a phone, cards far below the first screen are drawn only as they come near, and the first screen never moves', async ({ page }) => {
    await page.setViewportSize({ width: 412, height: 823 })
    await page.addInitScript(() => {
      const shifts: number[] = ((window as unknown as { shifts: number[] }).shifts = [])
      new PerformanceObserver((list) => list.getEntries().forEach((entry) => shifts.push((entry as unknown as { value: number }).value))).observe({
        type: 'layout-shift',
        buffered: true,
      })
    })
    await page.goto('/events')
    await page.waitForLoadState('load')
    // Nothing on the first screen moved while the page loaded and hydrated.
    expect(
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve((window as unknown as { shifts: number[] }).shifts)))),
    ).toEqual([])
    const cards = page.locator('#main section[aria-label] li')
    expect(await cards.count()).toBeGreaterThan(8)
    const drawn = (card: ReturnType<typeof cards.nth>) => card.evaluate((li) => li.firstElementChild!.checkVisibility({ contentVisibilityAuto: true }))
    expect(await drawn(cards.first())).toBe(true)
    const last = cards.last()
    expect(await drawn(last)).toBe(false)
    // Not drawn yet, but in the page: its heading is there for find-in-page and screen readers.
    await expect(last.getByRole('heading', { level: 3 })).not.toHaveText('')
    await last.scrollIntoViewIfNeeded()
    await expect.poll(() => drawn(last)).toBe(true)
    await expect(last).toBeInViewport()
    // Cards not drawn yet hold their height only: no list is wider than the phone.
    for (const path of ['/events', '/artists']) {
      await page.goto(path)
      expect(await page.locator('#main ul > li').count()).toBeGreaterThan(6)
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(412)
    }
  })

  test('each event shows its date badge, place, time at the venue, capacity or TBD, type, status and tickets', async ({ page }) => {
    await page.goto('/events')
    const card = page.locator('article', { has: page.getByRole('heading', { name: 'Artists & Promoters Meetup' }) })
    await expect(card.getByText('Toronto, Canada')).toBeVisible()
    await expect(card.getByText('4:00 PM')).toBeVisible()
    await expect(card.getByText('TBD')).toBeVisible()
    const big = page.locator('article', { has: page.getByRole('heading', { name: 'Himalayan Nights Live' }) })
    await expect(big).toContainText('Capacity: 8,000')
    await expect(card.getByText('Meetup', { exact: true })).toBeVisible()
    await expect(card.getByText('Upcoming', { exact: true })).toBeVisible()
    // No ticket link yet: no GET TICKETS, never a dead '#'.
    await expect(card.getByRole('link', { name: /Get tickets/ })).toHaveCount(0)
    const withTickets = page.locator('article', { has: page.getByRole('heading', { name: 'Himalayan Nights Live' }) })
    await expect(withTickets.getByRole('link', { name: /Get tickets/ })).toHaveAttribute('href', 'https://tickets.example.com/himalayan-nights')
  })

  test('publishes a MusicEvent for each event with the venue offset, place and offer', async ({ page }) => {
    await page.goto('/events')
    const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!) as Record<string, any>[]
    expect(data.length).toBeGreaterThan(5)
    expect(data.length).toBe(await page.locator('#main article').count())
    for (const event of data) {
      expect(event['@type']).toBe('MusicEvent')
      expect(event.startDate).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[+-]\d\d:\d\d$/)
      expect(event.location['@type']).toBe('Place')
      expect(event.location.name).toBeTruthy()
    }
    const kathmandu = data.find((e) => e.name === 'Himalayan Nights Live')!
    expect(kathmandu.startDate).toMatch(/T19:00:00\+05:45$/)
    expect(kathmandu.offers.url).toBe('https://tickets.example.com/himalayan-nights')
    const tour = data.find((e) => e.name === canadaTourOpening.title)!
    expect(tour.startDate).toMatch(/T19:30:00-0[45]:00$/)
    expect(tour.performer.name).toBe(demoCast.headliner.name)
  })

  test('offers an RFC 5545 calendar file for an event', async ({ page, request }) => {
    await page.goto('/events')
    const href = await page.getByRole('link', { name: 'Add to calendar' }).first().getAttribute('href')
    const response = await request.get(href!)
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toContain('text/calendar')
    const body = await response.text()
    for (const line of ['BEGIN:VCALENDAR', 'VERSION:2.0', 'BEGIN:VEVENT', 'END:VEVENT']) expect(body).toContain(line)
    expect(body).toMatch(/\r\nUID:event-\d+@/)
    expect(body).toMatch(/\r\nDTSTAMP:\d{8}T\d{6}Z/)
    expect(body).toMatch(/\r\nDTSTART:\d{8}T\d{6}Z/)
    expect((await request.get('/events/999999/calendar.ics')).status()).toBe(404)
  })
})

test.describe('tour page', () => {
  test("lists tours from today on at the venue: today's shows, yesterday's does not", async ({ page, arrange }) => {
    const zone = 'Pacific/Kiritimati' // UTC+14: "today" there is often tomorrow in UTC
    const at = (day: string, time: string) => new Date(new Date(`${day}T${time}:00Z`).getTime() - 14 * 3_600_000).toISOString()
    const today = venueDate(zone, 0)
    const yesterday = venueDate(zone, -1)
    const base = { venue: 'Test Hall', location: 'Kiritimati', eventType: 'tour', timezone: zone }
    const early = await arrange.create('events', { ...base, title: arrange.name('Tour Today Early'), date: at(today, '00:30') })
    const late = await arrange.create('events', { ...base, title: arrange.name('Tour Yesterday Late'), date: at(yesterday, '23:30') })

    await page.goto('/tour')
    await expect(page.getByRole('heading', { name: early.title })).toBeVisible()
    await expect(page.getByRole('heading', { name: late.title })).toHaveCount(0)
    const pastTours = seeded.filter((event) => event.eventType === 'tour' && event.status === 'past')
    expect(pastTours.length).toBeGreaterThan(0)
    for (const past of pastTours) await expect(page.getByRole('heading', { name: past.title })).toHaveCount(0)

    const titles = await page.locator('article h2').allTextContents()
    expect(titles).toContain(canadaTourOpening.title)
    const card = page.locator('article', { has: page.getByRole('heading', { name: canadaTourOpening.title }) })
    for (const text of ['Venue', canadaTourOpening.venue, 'Toronto, Canada', '7:30 PM', '1,400', 'Upcoming']) {
      await expect(card.getByText(text, { exact: false }).first()).toBeVisible()
    }
    await card.getByText('DETAILS').click()
    await expect(card.getByText(canadaTourOpening.description)).toBeVisible()
    await expect(card.getByRole('link', { name: /Get tickets/ })).toHaveAttribute('href', canadaTourOpening.ticketLink!)
  })
})

test('an event entered for Toronto at 19:30 shows 7:30 PM on the events page', async ({ page, arrange }) => {
  const created = await arrange.create('events', {
    title: arrange.name('Toronto Time Check'),
    date: '2027-06-10T19:30:00-04:00',
    timezone: 'America/Toronto',
    venue: 'Massey Hall',
    location: 'Toronto, Canada',
  })
  await page.goto('/events')
  const card = page.locator('article', { has: page.getByRole('heading', { name: created.title }) })
  await expect(card.getByText('June 10, 2027')).toBeVisible()
  await expect(card.getByText('7:30 PM')).toBeVisible()
})

test.describe('events page: what is coming first', () => {
  test('opens on today onward, soonest first; the Past tab lists what is over, latest first, selling nothing', async ({ page }) => {
    await page.goto('/events')
    const upcoming = await starts(page)
    expect(upcoming.length).toBeGreaterThan(3)
    expect(upcoming).toEqual([...upcoming].sort((a, b) => a - b))
    // A day and a half back covers "today" in every zone; nothing older is on the opening view.
    for (const start of upcoming) expect(start).toBeGreaterThan(Date.now() - 36 * 3_600_000)
    await expect(page.locator('#main article').getByText('Past', { exact: true })).toHaveCount(0)

    await page.getByRole('navigation', { name: 'Filter events by type' }).getByRole('link', { name: 'Past Events' }).click()
    await expect(page).toHaveURL(/\/events\?type=past$/)
    const past = await starts(page)
    expect(past.length).toBeGreaterThan(0)
    expect(past).toEqual([...past].sort((a, b) => b - a))
    for (const start of past) expect(start).toBeLessThan(Date.now())
    await expect(page.locator('#main article').getByRole('link', { name: /Get tickets/ })).toHaveCount(0)
    await expect(page.locator('#main article').getByText('Add to calendar')).toHaveCount(0)
  })
})
