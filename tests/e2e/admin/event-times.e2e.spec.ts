import { randomUUID } from 'node:crypto'

import { type APIRequestContext, type BrowserContext, expect, type Page, test } from '@playwright/test'

import { adminApi, expectToast, signInAs, searchList } from '../helpers'

/**
 * An event entered at 7:30 PM at its venue is that instant, whatever the zone,
 * the season and the browser's own zone; the form shows it back unchanged, and the public page and
 * the calendar file say 7:30 PM there.
 *
 * The instants are the IANA database's (2026f): British Columbia, Alberta and Manitoba stopped
 * changing clocks on 2026-11-01 (UTC-7, UTC-6 and UTC-5 all year), Saskatchewan never did, and
 * Ontario, Nova Scotia and Newfoundland still do. A browser or server with an older database of its
 * own must not move them.
 */
const CASES = [
  { zone: 'America/Toronto', city: 'Toronto, Canada', winter: '2027-01-16T00:30:00.000Z', summer: '2027-07-15T23:30:00.000Z' },
  { zone: 'America/Vancouver', city: 'Vancouver, Canada', winter: '2027-01-16T02:30:00.000Z', summer: '2027-07-16T02:30:00.000Z' },
  { zone: 'America/Edmonton', city: 'Calgary, Canada', winter: '2027-01-16T01:30:00.000Z', summer: '2027-07-16T01:30:00.000Z' },
  { zone: 'America/Regina', city: 'Regina, Canada', winter: '2027-01-16T01:30:00.000Z', summer: '2027-07-16T01:30:00.000Z' },
  { zone: 'America/Winnipeg', city: 'Winnipeg, Canada', winter: '2027-01-16T00:30:00.000Z', summer: '2027-07-16T00:30:00.000Z' },
  { zone: 'America/Halifax', city: 'Halifax, Canada', winter: '2027-01-15T23:30:00.000Z', summer: '2027-07-15T22:30:00.000Z' },
  { zone: 'America/St_Johns', city: "St. John's, Canada", winter: '2027-01-15T23:00:00.000Z', summer: '2027-07-15T22:00:00.000Z' },
] as const

const SEASONS = [
  { season: 'winter', day: '2027-01-15', display: 'January 15, 2027' },
  { season: 'summer', day: '2027-07-15', display: 'July 15, 2027' },
] as const

for (const browserZone of ['UTC', 'Asia/Kathmandu']) {
  test.describe(`with the browser in ${browserZone}`, () => {
    // One walk per browser zone: a signed-in tab on the events screen and a visitor's (signed
    // out), kept from case to case, so each case costs its own round trip through the form and no more.
    test.describe.configure({ mode: 'serial' })
    let contexts: BrowserContext[]
    let staff: Page
    let visitor: Page
    let api: APIRequestContext

    test.beforeAll(async ({ browser, baseURL }) => {
      contexts = await Promise.all([1, 2].map(() => browser.newContext({ baseURL, timezoneId: browserZone })))
      ;[staff, visitor] = await Promise.all(contexts.map((context) => context.newPage()))
      await signInAs(staff)
      api = await adminApi(baseURL!)
      await staff.goto('/admin/events')
    })

    test.afterAll(async () => {
      await api.dispose()
      await Promise.all(contexts.map((context) => context.close()))
    })

    for (const { zone, city, ...instants } of CASES) {
      for (const { season, day, display } of SEASONS) {
        test(`7:30 PM in ${zone} in ${season} is saved, shown back and published as 7:30 PM there`, async () => {
          const title = `Clock ${zone.split('/')[1]} ${season} ${browserZone.split('/').pop()} ${randomUUID().slice(0, 6)}`
          await staff.getByRole('button', { name: 'Add New Event' }).click()
          const dialog = staff.getByRole('dialog', { name: 'Add New Event' })
          await dialog.getByLabel('Title').fill(title)
          // Typed, not clicked through the calendar month by month.
          await dialog.getByLabel('Date').fill(day)
          await dialog.getByLabel('Date').press('Enter')
          await expect(dialog.getByLabel('Date')).toHaveValue(day)
          await dialog.getByLabel('Time', { exact: true }).fill('19:30')
          await dialog.getByLabel('Venue', { exact: true }).fill('Clock Hall')
          await dialog.getByLabel('Location').fill(city)
          await dialog.getByLabel('Venue time zone').selectOption(zone)
          await dialog.getByRole('button', { name: 'Save', exact: true }).click()
          await expectToast(staff, 'Event created')
          // The next case waits for a notice of its own.
          await staff.getByTestId('toast').getByRole('button', { name: 'Close' }).click()
          await expect(staff.getByTestId('toast')).toHaveCount(0)

          const [event] = (await (await api.get(`/cms-api/events?where[title][equals]=${encodeURIComponent(title)}&depth=0`)).json()).docs
          try {
            // The instant saved is 7:30 PM at the venue.
            expect(event.date).toBe(instants[season])
            expect(event.timezone).toBe(zone)

            // The form shows it back unchanged.
            await searchList(staff, 'Search events', title)
            await staff.getByRole('button', { name: `Edit ${title}` }).click()
            const edit = staff.getByRole('dialog', { name: 'Edit Event' })
            await expect(edit.getByLabel('Time', { exact: true })).toHaveValue('19:30')
            await expect(edit.getByLabel('Date')).toHaveValue(day)
            await expect(edit.getByLabel('Venue time zone')).toHaveValue(zone)
            await edit.getByRole('button', { name: 'Cancel' }).click()
            await searchList(staff, 'Search events', '')

            // The public page (its when, as the events list's cards write it: eventWhen) and the
            // calendar file (UTC, read in the venue's zone) agree.
            await visitor.goto(`/events/${event.id}`)
            await expect(visitor.locator('main')).toContainText(display)
            await expect(visitor.locator('main')).toContainText('7:30 PM')
            const calendar = await (await visitor.request.get(`/events/${event.id}/calendar.ics`)).text()
            expect(calendar).toContain(`DTSTART:${instants[season].replace(/[-:]/g, '').replace('.000', '')}`)
          } finally {
            expect((await api.delete(`/api/events/${event.id}`)).ok()).toBe(true)
          }
        })
      }
    }
  })
}
