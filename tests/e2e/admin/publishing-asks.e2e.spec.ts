import type { Locator, Page } from '@playwright/test'

import { zonedDateTimeToIso } from '@/lib/calendar/dates'
import { defaultScheduleChoice, inOneHourChoice, inViewerZone, tomorrowNineChoice, type ZonedChoice } from '@/lib/calendar/schedule-times'

import { expect, test } from '../fixtures'
import { expectToast, signInAs, venueDate, searchList } from '../helpers'

/**
 * Acts that take content down ask first, a new record's Save says that it publishes, and the
 * Schedule dialog opens in the record's own zone (docs/product.md#drafts).
 */

const row = (page: Page, name: string) => page.locator('tbody tr').filter({ hasText: name })

/** The day and time fields hold one of the choices (a clock that turns between two readings gives the later). */
async function expectChoice(dialog: Locator, choices: ZonedChoice[]) {
  const shown = { day: await dialog.getByLabel('Date').inputValue(), time: await dialog.getByLabel('Time', { exact: true }).inputValue() }
  expect(choices).toContainEqual(shown)
  return shown
}

test.describe('asked and told', () => {
  test.beforeEach(async ({ page }) => {
    await signInAs(page)
  })

  test('Unpublish asks first, naming the record: Cancel keeps it published, Unpublish takes it down', async ({ page, api, arrange }) => {
    const artist = await arrange.create('artists', { name: arrange.name('Himal Echo Band'), bio: 'On stage.' })
    await page.goto('/admin/artists')
    await searchList(page, 'Search artists', artist.name)
    await expect(row(page, artist.name).getByTestId('publication')).toHaveText('Published')

    await row(page, artist.name)
      .getByRole('button', { name: `Edit ${artist.name}` })
      .click()
    const dialog = page.getByRole('dialog', { name: 'Edit Artist' })
    await dialog.getByRole('button', { name: 'Unpublish' }).click()
    const question = page.getByRole('alertdialog', { name: `Unpublish ${artist.name}?` })
    await expect(question).toContainText('Visitors will no longer see it.')
    await question.getByRole('button', { name: 'Cancel' }).click()
    await expect(question).toHaveCount(0)
    await expect(dialog.getByTestId('publication')).toHaveText('Published')
    expect(await (await api.get(`/api/artists/${artist.id}?draft=true`)).json()).toMatchObject({ _state: 'published' })

    await dialog.getByRole('button', { name: 'Unpublish' }).click()
    await question.getByRole('button', { name: 'Unpublish' }).click()
    await expectToast(page, 'Artist unpublished', 'Visitors no longer see it.')
    await expect(row(page, artist.name).getByTestId('publication')).toHaveText('Draft')
    expect(await (await api.get(`/api/artists/${artist.id}?draft=true`)).json()).toMatchObject({ _state: 'draft' })
  })

  test("a new record's Save says that it publishes; a new event's, whether its followers are e-mailed", async ({ page }) => {
    await page.goto('/admin/artists')
    await page.getByRole('button', { name: 'Add New Artist' }).click()
    const artist = page.getByRole('dialog', { name: 'Add New Artist' })
    await expect(artist.getByRole('button', { name: 'Save', exact: true })).toBeVisible()
    await expect(artist.getByTestId('publish-hint')).toHaveText('Save publishes it: visitors will see it at once. Save draft keeps it to staff.')

    await page.goto('/admin/events')
    await page.getByRole('button', { name: 'Add New Event' }).click()
    const event = page.getByRole('dialog', { name: 'Add New Event' })
    const hint = event.getByTestId('publish-hint')
    await expect(hint).toContainText('its followers will be e-mailed')
    await event.getByLabel('Date').fill(venueDate('Asia/Kathmandu', 20))
    await event.getByLabel('Time', { exact: true }).fill('19:30')
    await expect(hint).toContainText('its followers will be e-mailed')
    await event.getByRole('checkbox', { name: /Notify followers by e-mail/ }).uncheck()
    await expect(hint).toContainText('its followers will not be e-mailed')
    await event.getByRole('checkbox', { name: /Notify followers by e-mail/ }).check()
    // An event already over tells no one.
    await event.getByLabel('Date').fill(venueDate('Asia/Kathmandu', -20))
    await event.getByLabel('Date').press('Tab')
    await expect(hint).toContainText('its followers will not be e-mailed')
  })
})

test.describe('with the browser in Kathmandu', () => {
  test.use({ timezoneId: 'Asia/Kathmandu' })

  test("a Toronto event's Schedule opens in Toronto an hour or so ahead, with quick choices and the time in Kathmandu", async ({ page, api, arrange }) => {
    const title = arrange.name('Toronto Winter Gala')
    const created = await api.post('/api/events?draft=true', {
      data: {
        title,
        date: new Date(Date.now() + 40 * 86_400_000).toISOString(),
        timezone: 'America/Toronto',
        venue: 'Massey Hall',
        location: 'Toronto, Canada',
      },
    })
    expect(created.status()).toBe(201)
    arrange.removeAfter('events', 'title', title)
    await signInAs(page)
    await page.goto('/admin/events')
    await searchList(page, 'Search events', title)
    const before = defaultScheduleChoice('America/Toronto')
    await page.getByRole('button', { name: `Schedule ${title}` }).click()
    const dialog = page.getByRole('dialog', { name: `Schedule ${title}` })
    await expect(dialog.getByLabel('Time zone')).toHaveValue('America/Toronto')
    const opened = await expectChoice(dialog, [before, defaultScheduleChoice('America/Toronto')])
    const viewerLine = dialog.getByTestId('viewer-time')
    await expect(viewerLine).toHaveText(
      `= ${inViewerZone(zonedDateTimeToIso(opened.day, opened.time, 'America/Toronto'), 'America/Toronto', 'Asia/Kathmandu')}`,
    )
    await expect(viewerLine).toContainText('in Kathmandu (GMT+5:45)')

    const tomorrow = tomorrowNineChoice('America/Toronto')
    await dialog.getByRole('button', { name: 'Tomorrow 9:00' }).click()
    await expectChoice(dialog, [tomorrow, tomorrowNineChoice('America/Toronto')])
    await expect(viewerLine).toHaveText(`= ${inViewerZone(zonedDateTimeToIso(tomorrow.day, '09:00', 'America/Toronto'), 'America/Toronto', 'Asia/Kathmandu')}`)

    const soon = inOneHourChoice('America/Toronto')
    await dialog.getByRole('button', { name: 'In 1 hour' }).click()
    await expectChoice(dialog, [soon, inOneHourChoice('America/Toronto')])

    // In the viewer's own zone there is nothing more to say.
    await dialog.getByLabel('Time zone').selectOption('Asia/Kathmandu')
    await expect(viewerLine).toHaveCount(0)
  })
})

test.describe('with the browser in Toronto', () => {
  test.use({ timezoneId: 'America/Toronto' })

  test("a record without a zone: Schedule opens in the viewer's zone", async ({ page, api, arrange }) => {
    const title = arrange.name('Spring Welcome')
    const created = await api.post('/api/hero-sections?draft=true', { data: { title } })
    expect(created.status()).toBe(201)
    arrange.removeAfter('hero-sections', 'title', title)
    await signInAs(page)
    await page.goto('/admin/hero-sections')
    const before = defaultScheduleChoice('America/Toronto')
    await row(page, title)
      .getByRole('button', { name: `Schedule ${title}` })
      .click()
    const dialog = page.getByRole('dialog', { name: `Schedule ${title}` })
    await expect(dialog.getByLabel('Time zone')).toHaveValue('America/Toronto')
    await expectChoice(dialog, [before, defaultScheduleChoice('America/Toronto')])
    await expect(dialog.getByTestId('viewer-time')).toHaveCount(0)
    await dialog.getByLabel('Time zone').selectOption('Asia/Kathmandu')
    await expect(dialog.getByTestId('viewer-time')).toContainText('in Toronto (GMT-5)')
  })
})
