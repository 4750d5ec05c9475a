import type { Page } from '@playwright/test'

import { expect, test } from '../fixtures'
import { expectToast, signInAs } from '../helpers'

/**
 * Staff write the Nepali texts of what visitors read (docs/product.md#nepali-site): an English |
 * नेपाली switch in a record's form, a badge on records whose Nepali is missing, and a Nepali panel
 * for the settings.
 */

test.beforeEach(async ({ page }) => {
  await signInAs(page)
})

const row = (page: Page, name: string) => page.locator('tbody tr').filter({ hasText: name })

test("an artist's Nepali bio and genre, entered in the form's नेपाली side, show on the Nepali page only", async ({ page, arrange, request }) => {
  const artist = await arrange.create('artists', { name: arrange.name('Sarangi Trio'), bio: 'A trio from Bandipur.', genre: 'Folk', status: 'active' })

  await page.goto('/admin/artists')
  await page.getByRole('searchbox').fill(artist.name)
  await expect(row(page, artist.name).getByTestId('untranslated')).toHaveText('Nepali missing')

  await row(page, artist.name)
    .getByRole('button', { name: `Edit ${artist.name}` })
    .click()
  const dialog = page.getByRole('dialog', { name: 'Edit Artist' })
  // English first, and unsaved English edits survive a look at the Nepali side.
  await dialog.getByLabel('Bio').fill('A trio from Bandipur, now in Toronto.')
  await dialog.getByRole('button', { name: 'नेपाली' }).click()
  await expect(dialog.getByRole('button', { name: 'नेपाली' })).toHaveAttribute('aria-pressed', 'true')
  const bio = dialog.getByLabel('Bio in Nepali')
  await expect(bio).toHaveValue('')
  await expect(dialog.getByText('English: A trio from Bandipur.')).toBeVisible()
  await bio.fill('बन्दीपुरको सारङ्गी त्रियो।')
  // In the site's Devanagari typeface, loaded for it: never boxes on a machine without one.
  expect(await bio.evaluate((element) => getComputedStyle(element).fontFamily)).toMatch(/^"Noto Sans Devanagari"/)
  await expect.poll(() => page.evaluate(() => document.fonts.check('16px "Noto Sans Devanagari"', 'बन्दीपुर'))).toBe(true)
  await dialog.getByRole('button', { name: 'English' }).click()
  await expect(dialog.getByLabel('Bio', { exact: true })).toHaveValue('A trio from Bandipur, now in Toronto.')
  await dialog.getByRole('button', { name: 'नेपाली' }).click()
  await expect(bio).toHaveValue('बन्दीपुरको सारङ्गी त्रियो।')
  await dialog.getByRole('button', { name: 'Save Nepali texts' }).click()
  await expectToast(page, 'Nepali texts saved')

  // Saved as the record stood (published): the Nepali page shows it, the English one does not.
  await expect.poll(async () => (await request.get(`/ne/artist/${artist.id}`, { headers: { cookie: '' } })).text()).toContain('बन्दीपुरको सारङ्गी त्रियो।')
  const english = await (await request.get(`/artist?id=${artist.id}`, { headers: { cookie: '' } })).text()
  expect(english).toContain('A trio from Bandipur.')
  expect(english).not.toContain('बन्दीपुरको')
  // The genre still has no Nepali.
  await expect(row(page, artist.name).getByTestId('untranslated')).toHaveAttribute('title', 'No Nepali yet: genre')

  await row(page, artist.name)
    .getByRole('button', { name: `Edit ${artist.name}` })
    .click()
  await dialog.getByRole('button', { name: 'नेपाली' }).click()
  await expect(dialog.getByLabel('Bio in Nepali')).toHaveValue('बन्दीपुरको सारङ्गी त्रियो।')
  await dialog.getByLabel('Genre in Nepali').fill('लोक')
  await dialog.getByRole('button', { name: 'Save Nepali texts' }).click()
  await expectToast(page, 'Nepali texts saved')
  await expect(row(page, artist.name).getByTestId('untranslated')).toHaveCount(0)
})

test('a new record has no Nepali side until it exists', async ({ page }) => {
  await page.goto('/admin/artists')
  await page.getByRole('button', { name: 'Add New Artist' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add New Artist' })
  await expect(dialog.getByLabel('Name')).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'नेपाली' })).toHaveCount(0)
})

test("a package's Nepali benefits, a list, are written in Devanagari's typeface and show on /ne/sponsorship", async ({ page, arrange, request }) => {
  const pack = await arrange.create('sponsorships', { packageName: arrange.name('Gold Partner'), benefits: ['Logo on posters'], visibility: 'public' })
  await page.goto('/admin/sponsorship')
  await page.getByRole('button', { name: `Edit ${pack.packageName}` }).click()
  const dialog = page.getByRole('dialog', { name: 'Edit Sponsorship Package' })
  await dialog.getByRole('button', { name: 'नेपाली' }).click()
  const benefit = dialog.getByLabel('Benefits in Nepali')
  await expect(benefit).toHaveAttribute('lang', 'ne')
  await benefit.fill('पोस्टरमा लोगो')
  await benefit.press('Enter')
  const entry = dialog.getByRole('list', { name: 'Benefits in Nepali list' }).getByText('पोस्टरमा लोगो')
  await expect(entry).toHaveAttribute('lang', 'ne')
  // Drawn in the site's Noto Sans Devanagari, not in whatever the staff member's system has.
  expect(await entry.evaluate((element) => getComputedStyle(element).fontFamily)).toMatch(/^"?Noto Sans Devanagari"?,/)
  await dialog.getByRole('button', { name: 'Save Nepali texts' }).click()
  await expectToast(page, 'Nepali texts saved')
  await expect.poll(async () => (await request.get('/ne/sponsorship', { headers: { cookie: '' } })).text()).toContain('पोस्टरमा लोगो')
  expect(await (await request.get('/sponsorship', { headers: { cookie: '' } })).text()).not.toContain('पोस्टरमा लोगो')
})
