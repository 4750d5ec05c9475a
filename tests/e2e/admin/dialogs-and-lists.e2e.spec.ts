import type { Page } from '@playwright/test'

import { expect, test } from '../fixtures'
import { expectToast, signInAs, searchList } from '../helpers'

test.beforeEach(async ({ page }) => {
  await signInAs(page)
})

async function openNewArtist(page: Page) {
  await page.getByRole('button', { name: 'Add New Artist' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add New Artist' })
  await expect(dialog).toBeVisible()
  return dialog
}

test.describe('a long dialog on a short screen', () => {
  test.use({ viewport: { width: 1280, height: 560 } })

  test('keeps its title, close button, Save and Cancel in view while its body scrolls', async ({ page }) => {
    await page.goto('/admin/artists')
    const dialog = await openNewArtist(page)
    const inView = async (name: string) => {
      const box = (await dialog.getByRole('button', { name, exact: true }).boundingBox())!
      return box.y >= 0 && box.y + box.height <= 560
    }
    for (const name of ['Close', 'Save', 'Cancel']) expect(await inView(name), name).toBe(true)
    // The close button is whole, inside the dialog.
    const dialogBox = (await dialog.boundingBox())!
    const close = (await dialog.getByRole('button', { name: 'Close' }).boundingBox())!
    expect(close.y).toBeGreaterThanOrEqual(dialogBox.y)
    expect(close.x + close.width).toBeLessThanOrEqual(dialogBox.x + dialogBox.width)

    // Scrolled to its last field, the actions and the title are still there.
    await dialog.getByLabel('Status').scrollIntoViewIfNeeded()
    for (const name of ['Close', 'Save', 'Cancel']) expect(await inView(name), name).toBe(true)
    await expect(dialog.getByRole('heading', { name: 'Add New Artist' })).toBeInViewport()
  })
})

test('closing a dialog with typed changes asks first, Cancel too; an untouched dialog closes at once', async ({ page }) => {
  await page.goto('/admin/artists')
  let dialog = await openNewArtist(page)
  await dialog.getByLabel('Name').fill('Half-typed Artist')

  await page.keyboard.press('Escape')
  const ask = page.getByRole('alertdialog', { name: 'Discard your changes?' })
  await expect(ask).toBeVisible()
  await ask.getByRole('button', { name: 'Keep editing' }).click()
  await expect(ask).toBeHidden()
  await expect(dialog.getByLabel('Name')).toHaveValue('Half-typed Artist')

  await dialog.getByRole('button', { name: 'Close' }).click()
  await expect(ask).toBeVisible()
  await ask.getByRole('button', { name: 'Discard changes' }).click()
  await expect(dialog).toBeHidden()

  dialog = await openNewArtist(page)
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(ask).toBeHidden()

  dialog = await openNewArtist(page)
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(dialog).toBeHidden()
  await expect(ask).toBeHidden()

  // Cancel after typing asks as well: kept on "Keep editing", closed on "Discard changes".
  dialog = await openNewArtist(page)
  await dialog.getByLabel('Genre').fill('Jazz')
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(ask).toBeVisible()
  await ask.getByRole('button', { name: 'Keep editing' }).click()
  await expect(dialog.getByLabel('Genre')).toHaveValue('Jazz')
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await ask.getByRole('button', { name: 'Discard changes' }).click()
  await expect(dialog).toBeHidden()
})

test('Contact Info asks before leaving with unsaved edits, and keeps them on "Stay"', async ({ page }) => {
  await page.goto('/admin/contact')
  const phone = page.getByLabel('Phone')
  await expect(phone).toBeEnabled()
  const saved = await phone.inputValue()
  await phone.fill(`${saved} ext. 9`)

  const admin = page.getByRole('navigation', { name: 'Admin' })
  await admin.getByRole('link', { name: 'Dashboard' }).click()
  const ask = page.getByRole('alertdialog', { name: 'Leave without saving?' })
  await expect(ask).toBeVisible()
  await ask.getByRole('button', { name: 'Stay on this page' }).click()
  await expect(page).toHaveURL(/\/admin\/contact$/)
  await expect(phone).toHaveValue(`${saved} ext. 9`)

  await admin.getByRole('link', { name: 'Dashboard' }).click()
  await ask.getByRole('button', { name: 'Leave page' }).click()
  await expect(page).toHaveURL(/\/admin$/)

  // Nothing typed: no question.
  await admin.getByRole('link', { name: 'Contact Info' }).click()
  await expect(page.getByLabel('Phone')).toHaveValue(saved)
  await admin.getByRole('link', { name: 'Dashboard' }).click()
  await expect(page).toHaveURL(/\/admin$/)
})

test('Site Settings keeps footer edits across its tabs and asks before leaving with them', async ({ page }) => {
  await page.goto('/admin/settings')
  const copyright = page.getByLabel('Copyright', { exact: true })
  await expect(copyright).toBeEnabled()
  await copyright.fill('Edited, not saved')
  await page.getByRole('tab', { name: 'Event Objectives' }).click()
  await page.getByRole('tab', { name: 'Footer Settings' }).click()
  await expect(copyright).toHaveValue('Edited, not saved')
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Artists' }).click()
  await expect(page.getByRole('alertdialog', { name: 'Leave without saving?' })).toBeVisible()
})

test('a new artist is shown and marked after it is created, on whichever page it lands', async ({ page, arrange }) => {
  // Enough artists for two pages of ten.
  const filler = arrange.name('Filler Artist')
  for (let index = 0; index < 12; index++) await arrange.create('artists', { name: `${filler} ${String(index).padStart(2, '0')}`, bio: 'Fills a page.' })
  const name = arrange.name('Brand New Voice')
  arrange.removeAfter('artists', 'name', name)

  await page.goto('/admin/artists')
  // A search that will not find the new artist: cleared to show it.
  await searchList(page, 'Search artists', filler)
  const dialog = await openNewArtist(page)
  await dialog.getByLabel('Name').fill(name)
  await dialog.getByLabel('Bio').fill('Just signed.')
  await dialog.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(dialog).toBeHidden()

  const row = page.locator('tbody tr').filter({ hasText: name })
  await expect(row).toBeInViewport()
  await expect(row.getByText('New', { exact: true })).toBeVisible()
  await expect(page.getByLabel('Search artists')).toHaveValue('')
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test("the artists table's actions are on screen, and the page never scrolls sideways", async ({ page }) => {
    await page.goto('/admin/artists')
    const edit = page
      .locator('tbody tr')
      .first()
      .getByRole('button', { name: /^Edit / })
    await expect(edit).toBeVisible()
    const box = (await edit.boundingBox())!
    expect(box.x + box.width).toBeLessThanOrEqual(390)
    const table = page.locator('table')
    expect(await table.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true)
    // The status still shows, under the name.
    await expect(
      page
        .locator('tbody tr')
        .first()
        .getByText(/^(Active|Archived)$/)
        .first(),
    ).toBeVisible()
  })

  test('the slide-in menu shows the unread messages badge', async ({ page, arrange }) => {
    await arrange.create('contact-messages', {
      name: arrange.name('Badge Check'),
      email: 'badge@example.com',
      subject: 'Badge',
      message: 'Counts as unread in the menu.',
    })
    await page.goto('/admin/artists')
    await page.getByRole('button', { name: 'Open menu' }).click()
    const menu = page.getByRole('dialog', { name: 'Admin menu' })
    await expect(menu.getByRole('link', { name: /Messages/ }).getByLabel(/^\d+ unread$/)).toBeVisible()
  })
})

test('the dark sidebar runs to the bottom of a long page', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 700 })
  await page.goto('/admin/events')
  await page.getByRole('button', { name: 'List view' }).click()
  // Measured once the list is drawn: its rows, not the loading skeleton, make the page's height.
  await expect(page.locator('tbody tr[data-record-id]').first()).toBeVisible()
  const column = page.locator('aside').first()
  // The dark column is as tall as the page, not as the window (a full-page view, a print).
  const pageHeight = await page.evaluate(() => document.documentElement.scrollHeight)
  expect(pageHeight).toBeGreaterThan(700)
  const height = await column.evaluate((element) => element.getBoundingClientRect().height)
  expect(Math.round(height)).toBeGreaterThanOrEqual(pageHeight - 1)
  // The column is in the sidebar's own dark colour.
  const colour = (element: Element) => getComputedStyle(element).backgroundColor
  const sidebarColour = await column.getByRole('navigation', { name: 'Admin' }).locator('xpath=..').evaluate(colour)
  expect(sidebarColour).not.toBe('rgba(0, 0, 0, 0)')
  expect(await column.evaluate(colour)).toBe(sidebarColour)
})

test('a date field takes a typed day in the ways staff write it, and says so when it cannot read one', async ({ page, arrange }) => {
  const city = arrange.name('Typed Day City')
  arrange.removeAfter('tour-locations', 'city', city)
  await page.goto('/admin/tour-locations')
  await page.getByRole('button', { name: 'Add Tour location' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add Tour location' })
  const date = dialog.getByLabel('Date', { exact: true })
  for (const [typed, day] of [
    ['May 3, 2027', '2027-05-03'],
    ['3 May 2027', '2027-05-03'],
    ['2027-5-3', '2027-05-03'],
  ]) {
    await date.fill(typed)
    await date.press('Tab')
    await expect(date).toHaveValue(day)
  }
  await date.fill('2027-02-30')
  await date.press('Tab')
  // Kept as typed, marked and explained: nothing is lost, nothing wrong is saved.
  await expect(date).toHaveValue('2027-02-30')
  await expect(date).toHaveAttribute('aria-invalid', 'true')
  await expect(dialog.getByText("'2027-02-30' is not a date: write it as year-month-day")).toBeVisible()
  // Saving it is refused by the form itself, beside the field.
  await dialog.getByLabel('City').fill(city)
  await dialog.getByLabel('Venue').fill('Typed Hall')
  await dialog.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(dialog.getByText('Date: write a day as year-month-day')).toBeVisible()
  await expect(dialog).toBeVisible()

  await date.fill('2027-05-03')
  await dialog.getByRole('button', { name: 'Save', exact: true }).click()
  await expectToast(page, 'Tour location created')
  await expect(page.locator('tbody tr').filter({ hasText: city })).toContainText('May 3, 2027')
})

test('icon-only buttons show their name as a tooltip on hover and on keyboard focus; Escape hides it', async ({ page }) => {
  await page.goto('/admin/artists')
  const edit = page.getByRole('button', { name: /^Edit / }).first()
  const name = (await edit.getAttribute('aria-label'))!
  const tooltip = page.getByRole('tooltip')

  // Focused from the keyboard: shown until Escape.
  await edit.focus()
  await expect(tooltip).toHaveText(name)
  await page.keyboard.press('Escape')
  await expect(tooltip).toHaveCount(0)

  // Under the pointer: shown, and gone when the pointer leaves.
  const remove = page.getByRole('button', { name: name.replace(/^Edit /, 'Delete '), exact: true })
  await remove.hover()
  await expect(tooltip).toHaveText(name.replace(/^Edit /, 'Delete '))
  await page.getByRole('heading', { name: 'Artists', level: 1 }).hover()
  await expect(tooltip).toHaveCount(0)

  // One at a time: the focused button's tip gives way to the one under the pointer.
  await page.getByRole('searchbox', { name: 'Search artists' }).focus()
  await edit.focus()
  await expect(tooltip).toHaveText(name)
  await remove.hover()
  await expect(tooltip).toHaveCount(1)
  await expect(tooltip).toHaveText(name.replace(/^Edit /, 'Delete '))
})
