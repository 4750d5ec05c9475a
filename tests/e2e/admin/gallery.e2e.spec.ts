import { mkdirSync } from 'node:fs'
import path from 'node:path'

import sharp from 'sharp'

import { expect, test } from '../fixtures'
import { expectToast, signInAs, searchList } from '../helpers'

test('creates a gallery for an event with two real photos, captioned and ordered, and shows them in the viewer and on its card', async ({
  page,
  api,
  arrange,
}, testInfo) => {
  const credit = arrange.name('Sunita Rai')
  const tag = arrange.name('opening').replace(' ', '-')
  arrange.removeAfter('galleries', 'photographerCredit', credit)
  mkdirSync(testInfo.outputDir, { recursive: true })
  const files = []
  for (const [name, color] of [
    ['stage-left.png', '#e74c3c'],
    ['crowd.jpg', '#2980b9'],
  ]) {
    const file = path.join(testInfo.outputDir, name)
    const image = sharp({ create: { width: 120, height: 90, channels: 3, background: color } })
    await (name.endsWith('.png') ? image.png() : image.jpeg()).toFile(file)
    files.push(file)
  }
  await signInAs(page)
  await page.goto('/admin/gallery')
  await expect(page.getByRole('heading', { name: 'Event Gallery', level: 1 })).toBeVisible()
  await page.getByRole('button', { name: 'Upload New Gallery' }).click()
  const dialog = page.getByRole('dialog', { name: 'Upload New Gallery' })
  await expect(dialog.getByLabel('Event', { exact: true }).locator('option').first()).toHaveText('None (Custom Gallery)')
  // Each event offered with its day at its venue, the latest first.
  const offered = dialog.getByLabel('Event', { exact: true }).locator('option', { hasText: 'Himalayan Nights Live' })
  await expect(offered).toHaveText(/^Himalayan Nights Live \([A-Z][a-z]+ \d{1,2}, \d{4}\)$/)
  await dialog.getByLabel('Event', { exact: true }).selectOption((await offered.getAttribute('value'))!)
  await expect(dialog.getByLabel('Event Name')).toHaveValue('Himalayan Nights Live')
  await expect(dialog.getByLabel('Event Date')).toHaveValue(/^\d{4}-\d{2}-\d{2}$/)
  await dialog.getByLabel('Photographer Credit').fill(credit)
  await dialog.getByLabel('Tags', { exact: true }).fill(tag)
  await dialog.getByLabel('Tags', { exact: true }).press('Enter')
  await dialog.getByLabel('Photos').setInputFiles(files)
  await dialog.getByLabel('Caption for crowd.jpg (optional)').fill('The crowd sings along')
  await dialog.getByRole('button', { name: 'Save', exact: true }).click()
  await expectToast(page, 'Gallery created')

  const gallery = (await (await api.get('/api/galleries')).json()).find((g: { photographerCredit: string }) => g.photographerCredit === credit)
  expect(gallery.photos).toHaveLength(2)
  // The caption is stored with its photo.
  expect(gallery.captions).toEqual({ [gallery.photos[1]]: 'The crowd sings along' })
  expect(gallery.tags).toEqual([tag])
  for (const photo of gallery.photos) expect((await api.get(`/cms-api/media/file/${photo}`)).status()).toBe(200)

  await searchList(page, 'Search galleries', tag)
  // The card shows its first photo.
  const tile = page.getByRole('button', { name: 'View 2 photos of Himalayan Nights Live' })
  await expect(tile.getByTestId('gallery-thumbnail')).toHaveAttribute('src', `/cms-api/media/file/${encodeURIComponent(gallery.photos[0])}`)
  await expect.poll(() => tile.getByTestId('gallery-thumbnail').evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0)
  await tile.click()
  const viewer = page.getByRole('dialog', { name: 'Himalayan Nights Live' })
  await expect(viewer).toContainText(`Photos by ${credit}`)
  await expect(viewer.getByRole('img')).toHaveCount(2)
  await expect(viewer.getByText(/^Photo 1:/)).toBeVisible()
  await expect(viewer.getByText('Photo 2: The crowd sings along')).toBeVisible()
  // Every photo loads (an image still on its way has no width yet; a broken one never gets one).
  await expect.poll(() => viewer.getByRole('img').evaluateAll((images) => images.every((img) => (img as HTMLImageElement).naturalWidth > 0))).toBe(true)
  await page.keyboard.press('Escape')

  // Editing with one more photo keeps the existing two (the follow-up photos PATCH).
  const third = path.join(testInfo.outputDir, 'encore.png')
  await sharp({ create: { width: 50, height: 50, channels: 3, background: '#27ae60' } })
    .png()
    .toFile(third)
  await page.getByRole('button', { name: 'Edit Himalayan Nights Live' }).click()
  const edit = page.getByRole('dialog', { name: 'Edit Gallery' })
  await expect(edit.getByLabel('Caption of photo 2')).toHaveValue('The crowd sings along')
  // The second photo moved first, the first captioned, and one more added: the order and the captions are kept.
  await edit.getByRole('button', { name: 'Move photo 2 earlier' }).click()
  await expect(edit.getByLabel('Caption of photo 1')).toHaveValue('The crowd sings along')
  await edit.getByLabel('Caption of photo 2').fill('Stage left at sunset')
  await edit.getByLabel('Photos').setInputFiles(third)
  await edit.getByRole('button', { name: 'Update' }).click()
  await expectToast(page, 'Gallery updated')
  const updated = await (await api.get(`/api/galleries/${gallery.id}`)).json()
  expect(updated.photos.slice(0, 2)).toEqual([gallery.photos[1], gallery.photos[0]])
  expect(updated.photos).toHaveLength(3)
  expect(updated.captions).toEqual({ [gallery.photos[1]]: 'The crowd sings along', [gallery.photos[0]]: 'Stage left at sunset' })

  await page.getByRole('button', { name: 'Delete Himalayan Nights Live' }).click()
  await expect(page.getByRole('alertdialog')).toContainText(
    'Are you sure you want to delete the gallery for "Himalayan Nights Live"? This will permanently delete all associated photos.',
  )
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
  await expectToast(page, 'Gallery deleted')
})

test('gallery needs an event name', async ({ page }) => {
  await signInAs(page)
  await page.goto('/admin/gallery')
  await page.getByRole('button', { name: 'Upload New Gallery' }).click()
  const dialog = page.getByRole('dialog', { name: 'Upload New Gallery' })
  await dialog.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(dialog.getByText('Event name is required')).toBeVisible()
})
