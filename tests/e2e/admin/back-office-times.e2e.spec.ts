import { eventClock, eventDay, eventMoment, viewerMoment } from '@/lib/calendar/staff-times'

import { expect, test } from '../fixtures'
import { searchList, signInAs, testAddress } from '../helpers'

/**
 * One rule for times in the back office (docs/product.md#times-in-the-back-office): an event's time
 * is its venue's, naming the venue's zone, wherever staff are; every other time (a message received,
 * an act in the activity log, a scheduled change) is the viewer's own, naming it. Staff in Toronto
 * and in Kathmandu read the same records.
 */

// 7:30 PM on 15 January 2027 at each venue.
const SHOWS = {
  'America/Toronto': { date: '2027-01-16T00:30:00.000Z', location: 'Toronto, Canada', venue: 'Massey Hall' },
  'Asia/Kathmandu': { date: '2027-01-15T13:45:00.000Z', location: 'Kathmandu, Nepal', venue: 'Tundikhel' },
} as const
type Zone = keyof typeof SHOWS

/** The other city's show: a venue zone that is not the viewer's. */
const elsewhere = (viewer: Zone): Zone => (viewer === 'America/Toronto' ? 'Asia/Kathmandu' : 'America/Toronto')

for (const viewer of Object.keys(SHOWS) as Zone[]) {
  test.describe(`with the browser in ${viewer}`, () => {
    test.use({ timezoneId: viewer })

    test('a message, an activity entry and a scheduled change read in the viewer’s zone; an event at its venue', async ({ page, api, arrange }) => {
      const city = viewer.split('/')[1]
      // A message from the public form.
      const sender = arrange.name(`Times ${city}`)
      const sent = await page.request.post('/api/contact-messages', {
        data: { name: sender, email: 'visitor@example.com', subject: 'Show times', message: 'When does the show start where you are?' },
        headers: { 'X-Forwarded-For': testAddress() },
      })
      expect(sent.status()).toBe(201)
      const message = (await sent.json()) as { id: number; createdAt: string }
      arrange.removeAfter('contact-messages', 'id', message.id)
      // A draft scheduled to be published, to the minute, ten days on.
      const title = arrange.name(`Scheduled Welcome ${city}`)
      const created = await api.post('/api/hero-sections?draft=true', { data: { title } })
      expect(created.status()).toBe(201)
      arrange.removeAfter('hero-sections', 'title', title)
      const at = new Date(Math.floor((Date.now() + 10 * 86_400_000) / 60_000) * 60_000).toISOString()
      const scheduled = await api.post(`/api/hero-sections/${(await created.json()).id}/schedule`, { data: { action: 'publish', at } })
      expect(scheduled.status()).toBe(201)
      // A show at the other city's venue.
      const venueZone = elsewhere(viewer)
      const show = { title: arrange.name(`Venue Clock ${city}`), timezone: venueZone, ...SHOWS[venueZone] }
      await arrange.create('events', show)

      await signInAs(page)

      await page.goto('/admin/messages')
      const messageRow = page.getByRole('button', { name: new RegExp(`Show times — ${sender}`) }).locator('..')
      await expect(messageRow.locator(`time[datetime="${message.createdAt}"]`)).toHaveText(viewerMoment(message.createdAt, viewer))

      await page.goto('/admin/activity')
      const entries = (await (await api.get('/api/activity?resource=hero-sections&action=schedule&limit=200')).json()) as {
        docs: { at: string; summary: string }[]
      }
      const entry = entries.docs.find((candidate) => candidate.summary.includes(title))!
      // The API's words keep UTC; the screen reads the viewer's zone.
      expect(entry.summary).toMatch(/ UTC$/)
      const activityRow = page.getByRole('row').filter({ hasText: `Scheduled hero section "${title}"` })
      await expect(activityRow).toContainText(`Scheduled hero section "${title}" to be published at ${viewerMoment(at, viewer)}`)
      await expect(activityRow.locator('time')).toHaveText(viewerMoment(entry.at, viewer))

      await page.goto('/admin/hero-sections')
      await expect(page.locator('tbody tr').filter({ hasText: title }).getByTestId('scheduled')).toHaveText(`Scheduled: Publish on ${viewerMoment(at, viewer)}`)

      await page.goto('/admin/events')
      await searchList(page, 'Search events', show.title)
      const card = page.getByRole('article').filter({ hasText: show.title })
      await expect(card).toContainText(eventDay(show))
      await expect(card).toContainText(`Show ${eventClock(show)}`)
      expect(eventMoment(show)).toBe(`Jan 15, 2027, 7:30 PM ${venueZone === 'America/Toronto' ? 'GMT-5' : 'GMT+5:45'}`)
    })
  })
}

test.describe('the /cms panel, with the browser in Asia/Kathmandu', () => {
  test.use({ timezoneId: 'Asia/Kathmandu' })

  test("lists and shows a Toronto show's time at its venue, and keeps it when saved", async ({ page, arrange, api }) => {
    const show = await arrange.create('events', { title: arrange.name('Panel Clock'), timezone: 'America/Toronto', ...SHOWS['America/Toronto'] })
    await signInAs(page)
    await page.goto(`/cms/collections/events?where[title][equals]=${encodeURIComponent(show.title)}`)
    await expect(page.locator('tbody tr').filter({ hasText: show.title })).toContainText('Jan 15, 2027, 7:30 PM GMT-5')

    await page.goto(`/cms/collections/events/${show.id}`)
    const date = page.locator('#field-date')
    await expect(date.locator('input')).toHaveValue('Jan 15, 2027 7:30 PM')
    await expect(date.getByTestId('date-venue-zone')).toHaveText('Venue time: Toronto (GMT-5)')
    // A time picked is the venue's: 8:00 PM in Toronto.
    await date.locator('input').fill('Jan 15, 2027 8:00 PM')
    await date.locator('input').press('Enter')
    await page.getByRole('button', { name: 'Publish changes' }).click()
    await expect.poll(async () => ((await (await api.get(`/api/events/${show.id}`)).json()) as { date: string }).date).toBe('2027-01-16T01:00:00.000Z')
    await expect(date.locator('input')).toHaveValue('Jan 15, 2027 8:00 PM')
  })
})
