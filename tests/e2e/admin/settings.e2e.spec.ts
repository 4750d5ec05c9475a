import { expect, test } from '../fixtures'
import { expectToast, signInAs } from '../helpers'

// The contact details and the footer, which every page shows, are tested in site-wide.e2e.spec.ts.

test.beforeEach(async ({ page }) => {
  await signInAs(page)
})

test('event objectives: add, edit, move (ends disabled) and delete with notifications', async ({ page, arrange }) => {
  const title = arrange.name('Support local crews')
  const renamed = `${title} and venues`
  arrange.removeAfter('event-objectives', 'title', title)
  arrange.removeAfter('event-objectives', 'title', renamed)
  await page.goto('/admin/settings')
  await page.getByRole('tab', { name: 'Event Objectives' }).click()
  const list = page.getByRole('list', { name: 'Event objectives' })
  const titles = async () => {
    await expect(list.locator('> li').first()).toBeVisible()
    // Each heading, without the "New" mark of the one just added.
    return (await list.locator('> li h2').allTextContents()).map((text) => text.replace(/New$/, ''))
  }
  const before = await titles()
  await expect(page.getByRole('button', { name: `Move ${before[0]} up` })).toBeDisabled()
  await expect(page.getByRole('button', { name: `Move ${before[before.length - 1]} down` })).toBeDisabled()

  await page.getByRole('button', { name: 'Add Objective' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add Objective' })
  await dialog.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(dialog.getByText('Title is required')).toBeVisible()
  await dialog.getByLabel('Title').fill(title)
  await dialog.getByLabel('Icon').fill('🛠️')
  await dialog.getByRole('button', { name: 'Save', exact: true }).click()
  await expectToast(page, 'Objective added')
  await expect.poll(titles).toEqual([...before, title])
  // A stored emoji is drawn by a colour emoji font (installed with Debian's fonts-noto-color-emoji), not as a box.
  const icon = list.locator('> li').last().locator('span[aria-hidden="true"]').first()
  await expect(icon).toHaveText('🛠️')
  expect(await icon.evaluate((element) => getComputedStyle(element).fontFamily)).toContain('Noto Color Emoji')

  await page.getByRole('button', { name: `Move ${title} up` }).click()
  await expect.poll(titles).toEqual([...before.slice(0, -1), title, before[before.length - 1]])
  await page.reload()
  await page.getByRole('tab', { name: 'Event Objectives' }).click()
  await expect.poll(titles).toEqual([...before.slice(0, -1), title, before[before.length - 1]])

  await page.getByRole('button', { name: `Edit ${title}` }).click()
  await page.getByRole('dialog', { name: 'Edit Objective' }).getByLabel('Title').fill(renamed)
  await page.getByRole('dialog', { name: 'Edit Objective' }).getByRole('button', { name: 'Update' }).click()
  await expectToast(page, 'Objective updated')

  await page.getByRole('button', { name: `Delete ${renamed}` }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
  await expectToast(page, 'Objective deleted')
  await expect.poll(titles).toEqual(before)
})
