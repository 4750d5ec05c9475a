import { mkdirSync } from 'node:fs'
import path from 'node:path'

import type { TestInfo } from '@playwright/test'
import sharp from 'sharp'

import { demoCast } from '@/seed/demo-content'

import { expect, test } from '../fixtures'
import { expectToast, signInAs, searchList } from '../helpers'

const { headliner, archivedBand, folkSinger, folkEnsemble } = demoCast

test.beforeEach(async ({ page }) => {
  await signInAs(page)
})

const rows = (page: import('@playwright/test').Page) => page.locator('tbody tr')

/** A square PNG of one colour, written to the test's own folder: a real photo to upload. */
async function photoFile(testInfo: TestInfo, name: string, colour: string): Promise<string> {
  mkdirSync(testInfo.outputDir, { recursive: true })
  const file = path.join(testInfo.outputDir, name)
  await sharp({ create: { width: 200, height: 200, channels: 3, background: colour } })
    .png()
    .toFile(file)
  return file
}

test('lists artists; search and status filter narrow the table', async ({ page }) => {
  await page.goto('/admin/artists')
  await expect(page.getByRole('heading', { name: 'Artists', level: 1 })).toBeVisible()
  await expect(page.getByText('Manage artist profiles, media and information')).toBeVisible()
  const withSpotify = rows(page).filter({ hasText: headliner.name })
  await expect(withSpotify.getByRole('link', { name: 'Spotify' })).toHaveAttribute('target', '_blank')
  await expect(rows(page).filter({ hasText: archivedBand.name })).toContainText('No media links')
  await expect(rows(page).filter({ hasText: archivedBand.name })).toContainText('Archived')

  // Other files' artists may be listed too: every row found matches, and the demo's folk artists are there.
  await searchList(page, 'Search artists', 'folk')
  await expect(rows(page).filter({ hasText: folkSinger.name })).toHaveCount(1)
  await expect(rows(page).filter({ hasText: folkEnsemble.name })).toHaveCount(1)
  await expect(rows(page).filter({ hasNotText: /folk/i })).toHaveCount(0)
  await searchList(page, 'Search artists', '')
  await page.getByLabel('Status filter').selectOption('archived')
  await expect(rows(page).filter({ hasText: archivedBand.name })).toHaveCount(1)
  await expect(rows(page).filter({ hasNotText: 'Archived' })).toHaveCount(0)
  await searchList(page, 'Search artists', 'nobody at all')
  // An empty search says what found nothing, not that there are no artists.
  await expect(page.getByRole('status').filter({ hasText: "No artists match 'nobody at all'" })).toBeVisible()
  await expect(page.getByText('No artists found. Add a new artist to get started.')).toHaveCount(0)
})

test('adds an artist with a real photo upload, edits and deletes it, with the spec notifications', async ({ page, api, arrange }, testInfo) => {
  const name = arrange.name('Nima Rumba')
  arrange.removeAfter('artists', 'name', name)
  const photo = await photoFile(testInfo, 'portrait.png', '#8e44ad')

  await page.goto('/admin/artists')
  await page.getByRole('button', { name: 'Add New Artist' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add New Artist' })
  await dialog.getByRole('button', { name: 'Save', exact: true }).click()
  // Each message names its field.
  await expect(dialog.getByText('Name is required')).toBeVisible()
  await expect(dialog.getByText('Bio is required')).toBeVisible()

  await dialog.getByLabel('Name').fill(name)
  await dialog.getByLabel('Genre').fill('Folk Pop')
  await dialog.getByLabel('Bio').fill('Evergreen voice of Nepali modern songs.')
  await dialog.getByLabel('Profile Photo').setInputFiles(photo)
  await expect(dialog.getByText('portrait.png')).toBeVisible()
  // The chosen file is shown with its preview; the browser's own control (which would say "No
  // file chosen" beside it) is not drawn.
  const preview = dialog.getByRole('img', { name: 'Profile Photo preview' })
  await expect(preview).toBeVisible()
  await expect.poll(() => preview.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0)
  await expect(dialog.locator('input[type="file"]')).toHaveClass(/sr-only/)
  await expect(dialog.getByText('Replace file')).toBeVisible()
  await expect(dialog.getByText('PNG, JPG, GIF up to 10MB')).toBeVisible()
  await dialog.getByLabel('Spotify URL').fill('https://open.spotify.com/artist/nima')
  await dialog.getByLabel('Instagram URL').fill('https://instagram.com/nima')
  await dialog.getByRole('button', { name: 'Save', exact: true }).click()
  await expectToast(page, 'Artist created', 'The new artist has been added successfully.')
  await expect(dialog).toBeHidden()
  await searchList(page, 'Search artists', name)
  await expect(rows(page)).toHaveCount(1)

  const created = (await (await api.get('/api/artists')).json()).find((a: { name: string }) => a.name === name)
  expect(created).toMatchObject({
    genre: 'Folk Pop',
    mediaLinks: { spotify: 'https://open.spotify.com/artist/nima' },
    socialLinks: { instagram: 'https://instagram.com/nima' },
  })
  expect(created.profilePhoto).toMatch(/^portrait.*\.png$/)
  expect((await api.get(`/cms-api/media/file/${created.profilePhoto}`)).status()).toBe(200)

  await page.getByRole('button', { name: `Edit ${name}` }).click()
  const edit = page.getByRole('dialog', { name: 'Edit Artist' })
  await expect(edit.getByLabel('Name')).toHaveValue(name)
  await edit.getByLabel('Status').selectOption('archived')
  await edit.getByRole('button', { name: 'Update' }).click()
  await expectToast(page, 'Artist updated', 'The artist has been updated successfully.')
  await expect(rows(page)).toContainText('Archived')

  await page.getByRole('button', { name: `Delete ${name}` }).click()
  const confirm = page.getByRole('alertdialog', { name: 'Confirm Deletion' })
  await expect(confirm).toContainText(`Are you sure you want to delete the artist "${name}"? This action cannot be undone.`)
  await confirm.getByRole('button', { name: 'Delete' }).click()
  await expectToast(page, 'Artist deleted', 'The artist has been removed successfully.')
  await expect(page.getByText(`No artists match '${name}'`)).toBeVisible()
})

test('a failing save keeps the dialog open with the destructive notification', async ({ page }) => {
  await page.route('**/api/artists', (route) => (route.request().method() === 'POST' ? route.fulfill({ status: 500, body: 'boom' }) : route.continue()))
  await page.goto('/admin/artists')
  await page.getByRole('button', { name: 'Add New Artist' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add New Artist' })
  await dialog.getByLabel('Name').fill('Will Fail')
  await dialog.getByLabel('Bio').fill('This save fails.')
  await dialog.getByRole('button', { name: 'Save', exact: true }).click()
  await expectToast(page, 'Error', 'There was a problem saving the artist. Please try again.')
  await expect(dialog).toBeVisible()
  await expect(dialog.getByLabel('Name')).toHaveValue('Will Fail')
})

test('pagination appears only above 10 artists and moves between pages', async ({ page, arrange }) => {
  // Ten artists of this test's own, found by their shared name: one page.
  const label = arrange.name('Paging Artist')
  for (let i = 1; i <= 10; i++) await arrange.create('artists', { name: `${label} ${String(i).padStart(2, '0')}`, bio: 'For paging.' })
  await page.goto('/admin/artists')
  await searchList(page, 'Search artists', label)
  await expect(rows(page)).toHaveCount(10)
  const pager = page.getByRole('navigation', { name: 'Artists pages' })
  await expect(pager).toHaveCount(0)

  // Eleven: two pages.
  await arrange.create('artists', { name: `${label} 11`, bio: 'For paging.' })
  await page.reload()
  await searchList(page, 'Search artists', label)
  await expect(pager).toBeVisible()
  await expect(rows(page)).toHaveCount(10)
  await pager.getByRole('button', { name: 'Page 2' }).click()
  await expect(rows(page)).toHaveCount(1)
  await expect(pager.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page')
})

test('a chosen photo is stored only when the form is saved, with the alt text given, which the public page reads', async ({ page, api, arrange }, testInfo) => {
  const name = arrange.name('Alt Text Singer')
  arrange.removeAfter('artists', 'name', name)
  const photo = await photoFile(testInfo, 'alt-portrait.png', '#2e86c1')
  const uploads = async () => (await (await api.get('/cms-api/media?limit=1&depth=0')).json()).totalDocs as number
  const before = await uploads()

  // Chosen, then the form closed without saving: nothing is stored.
  await page.goto('/admin/artists')
  await page.getByRole('button', { name: 'Add New Artist' }).click()
  let dialog = page.getByRole('dialog', { name: 'Add New Artist' })
  await dialog.getByLabel('Profile Photo').setInputFiles(photo)
  await expect(dialog.getByText('Stored when you save')).toBeVisible()
  await dialog.getByRole('button', { name: 'Close' }).click()
  await page.getByRole('alertdialog', { name: 'Discard your changes?' }).getByRole('button', { name: 'Discard changes' }).click()
  await expect(dialog).toBeHidden()
  expect(await uploads()).toBe(before)

  // Saved with an alt text: stored once, described.
  await page.getByRole('button', { name: 'Add New Artist' }).click()
  dialog = page.getByRole('dialog', { name: 'Add New Artist' })
  await dialog.getByLabel('Name').fill(name)
  await dialog.getByLabel('Bio').fill('Sings at dusk by the lake.')
  await dialog.getByLabel('Profile Photo').setInputFiles(photo)
  await dialog.getByLabel('Alt text').fill('Singer in a blue scarf by the lake at dusk')
  await dialog.getByRole('button', { name: 'Save', exact: true }).click()
  await expectToast(page, 'Artist created')
  expect(await uploads()).toBe(before + 1)
  const created = (await (await api.get('/api/artists')).json()).find((a: { name: string }) => a.name === name)
  const media = (await (await api.get(`/cms-api/media?where[filename][equals]=${encodeURIComponent(created.profilePhoto)}&depth=0`)).json()).docs[0]
  try {
    expect(media.alt).toBe('Singer in a blue scarf by the lake at dusk')
    await page.goto(`/artist/x?id=${created.id}`)
    await expect(page.locator('#main').getByRole('img', { name: 'Singer in a blue scarf by the lake at dusk' }).first()).toBeVisible()
  } finally {
    await api.delete(`/api/artists/${created.id}`)
    await api.delete(`/cms-api/media/${media.id}`)
  }
})
