import { expect, test } from '@playwright/test'

import { demoContactSettings } from '@/seed/demo-content'

import { expectToast, signInAs } from '../helpers'

test.beforeEach(async ({ page }) => {
  await signInAs(page)
})

test('contact settings: validation messages, live preview, save shows on the public page', async ({ page }) => {
  await page.goto('/admin/contact')
  await expect(page.getByLabel('Email')).toHaveValue(demoContactSettings.email)
  await page.getByLabel('Email').fill('not-an-email')
  await page.getByLabel('Map Embed URL').fill('not a url')
  await page.getByRole('button', { name: 'Save Settings' }).click()
  await expect(page.getByText('Please enter a valid email address')).toBeVisible()
  await expect(page.getByText('Please enter a valid URL')).toBeVisible()

  await page.getByLabel('Email').fill('bookings@himalayanbeats.example')
  await page.getByLabel('Map Embed URL').fill('https://www.openstreetmap.org/export/embed.html?bbox=85.3%2C27.7%2C85.32%2C27.72')
  await page.getByLabel('Form Subjects', { exact: true }).fill('Festival Booking')
  await page.getByLabel('Form Subjects', { exact: true }).press('Enter')
  const preview = page.getByRole('region', { name: 'Preview' })
  await expect(preview).toContainText('bookings@himalayanbeats.example')
  await expect(preview.getByLabel('Subject options preview').locator('option', { hasText: 'Festival Booking' })).toHaveCount(1)
  await page.getByRole('button', { name: 'Save Settings' }).click()
  await expectToast(page, 'Settings saved')

  await page.goto('/contact')
  await expect(page.getByText('bookings@himalayanbeats.example')).toBeVisible()
  await expect(page.getByLabel('Subject').locator('option', { hasText: 'Festival Booking' })).toHaveCount(1)
})

test('footer settings save and show in the public footer', async ({ page }) => {
  await page.goto('/admin/settings')
  await expect(page.getByRole('tab', { name: 'Footer Settings' })).toHaveAttribute('aria-selected', 'true')
  await page.getByLabel('Copyright').fill('Himalayan Beats Pvt. Ltd.')
  await page.getByLabel('Year override').fill('2030')
  await page.getByRole('button', { name: 'Save Settings' }).click()
  await expectToast(page, 'Settings saved')
  await page.goto('/')
  await expect(page.getByRole('contentinfo')).toContainText('© 2030 Himalayan Beats Pvt. Ltd.')
})

test('event objectives: add, edit, move (ends disabled) and delete with notifications', async ({ page }) => {
  await page.goto('/admin/settings')
  await page.getByRole('tab', { name: 'Event Objectives' }).click()
  const list = page.getByRole('list', { name: 'Event objectives' })
  const titles = async () => {
    await expect(list.locator('> li').first()).toBeVisible()
    return list.locator('> li h3').allTextContents()
  }
  const before = await titles()
  await expect(page.getByRole('button', { name: `Move ${before[0]} up` })).toBeDisabled()
  await expect(page.getByRole('button', { name: `Move ${before[before.length - 1]} down` })).toBeDisabled()

  await page.getByRole('button', { name: 'Add Objective' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add Objective' })
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(dialog.getByText('Title is required')).toBeVisible()
  await dialog.getByLabel('Title').fill('Support local crews')
  await dialog.getByLabel('Icon').fill('🛠️')
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expectToast(page, 'Objective added')
  await expect.poll(titles).toEqual([...before, 'Support local crews'])
  // A stored emoji is drawn by a colour emoji font (installed with Debian's fonts-noto-color-emoji), not as a box.
  const icon = list.locator('> li').last().locator('span[aria-hidden="true"]').first()
  await expect(icon).toHaveText('🛠️')
  expect(await icon.evaluate((element) => getComputedStyle(element).fontFamily)).toContain('Noto Color Emoji')

  await page.getByRole('button', { name: 'Move Support local crews up' }).click()
  await expect.poll(titles).toEqual([...before.slice(0, -1), 'Support local crews', before[before.length - 1]])
  await page.reload()
  await page.getByRole('tab', { name: 'Event Objectives' }).click()
  await expect.poll(titles).toEqual([...before.slice(0, -1), 'Support local crews', before[before.length - 1]])

  await page.getByRole('button', { name: 'Edit Support local crews' }).click()
  await page.getByRole('dialog', { name: 'Edit Objective' }).getByLabel('Title').fill('Support local crews and venues')
  await page.getByRole('dialog', { name: 'Edit Objective' }).getByRole('button', { name: 'Update' }).click()
  await expectToast(page, 'Objective updated')

  await page.getByRole('button', { name: 'Delete Support local crews and venues' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
  await expectToast(page, 'Objective deleted')
  await expect.poll(titles).toEqual(before)
})
