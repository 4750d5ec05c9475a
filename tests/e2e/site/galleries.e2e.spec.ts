import type { APIRequestContext } from '@playwright/test'
import sharp from 'sharp'

import { zonedDateTimeToIso } from '@/lib/calendar/dates'
import { en } from '@/lib/i18n/en'
import { ne } from '@/lib/i18n/ne'

import { type ApiRecord, expect, test } from '../fixtures'
import { expectAccessible, venueDate } from '../helpers'

/**
 * The galleries on the public site (docs/product.md#galleries): /gallery, linked from the footer,
 * each gallery's photos in an accessible lightbox, the photographer credited, and an event's page
 * showing its gallery once there is one.
 */

/**
 * Deletes a gallery as staff would, and waits until its photos are gone with it (they go once the
 * deletion is committed, src/collections/Galleries.ts), so the test's own clean-up finds them gone
 * rather than racing that deletion.
 */
async function deleteGallery(api: APIRequestContext, id: number, photos: ApiRecord[]) {
  expect((await api.delete(`/api/galleries/${id}`)).status()).toBe(204)
  for (const photo of photos) await expect.poll(async () => (await api.get(`/cms-api/media/${photo.id}`)).status()).toBe(404)
}

const picture = (background: string) =>
  sharp({ create: { width: 800, height: 600, channels: 3, background } })
    .png()
    .toBuffer()

test("a gallery's photos open large, turn with the keyboard and by swiping, and close back to the grid", async ({ page, arrange, api }) => {
  const uploads = [
    await arrange.upload({ name: 'gallery-one.png', mimeType: 'image/png', buffer: await picture('#b91c1c') }, 'The crowd at the front'),
    await arrange.upload({ name: 'gallery-two.png', mimeType: 'image/png', buffer: await picture('#1d4ed8') }),
    await arrange.upload({ name: 'gallery-three.png', mimeType: 'image/png', buffer: await picture('#15803d') }, 'Drums on stage'),
  ]
  const event = await arrange.create('events', {
    title: arrange.name('Photo Night'),
    date: zonedDateTimeToIso(venueDate('Asia/Kathmandu', -3), '18:00', 'Asia/Kathmandu'),
    timezone: 'Asia/Kathmandu',
    venue: 'Tundikhel',
    location: 'Kathmandu, Nepal',
    status: 'past',
  })
  const gallery = await arrange.create('galleries', {
    eventName: event.title,
    eventId: event.id,
    eventDate: `${venueDate('Asia/Kathmandu', -3)}T00:00:00.000Z`,
    photographerCredit: 'Sagar Shrestha',
    photos: uploads.map((upload) => upload.filename),
    // The gallery's own caption of the first photo, said in the lightbox in place of its upload's description.
    captions: { [uploads[0].filename]: 'The first song of the night' },
  })

  await page.goto('/')
  await page.getByRole('contentinfo').getByRole('link', { name: 'Gallery' }).click()
  await expect(page).toHaveURL(/\/gallery$/)
  await expect(page.getByRole('heading', { level: 1, name: en.gallery.title })).toBeVisible()
  const card = page.getByRole('article').filter({ hasText: event.title })
  await expect(card).toContainText('3 photos')
  await expect(card.getByRole('img', { name: 'The crowd at the front' })).toBeVisible()
  await expect(card).toContainText('Photos: Sagar Shrestha')
  await card.getByRole('link', { name: event.title }).click()
  await expect(page).toHaveURL(new RegExp(`/gallery/${gallery.id}$`))
  await expect(page.getByRole('heading', { level: 1, name: event.title })).toBeVisible()
  await expect(page.getByText('Photos: Sagar Shrestha')).toBeVisible()
  await expectAccessible(page)

  // The second photo has no description of its own: the gallery and its place describe it.
  await page.getByRole('link', { name: 'Open photo 2 of 3' }).click()
  const lightbox = page.getByRole('dialog', { name: event.title })
  await expect(lightbox.getByRole('img', { name: `${event.title}, photo 2 of 3` })).toBeVisible()
  // Its place is said once under it, not once more in a made-up description.
  const caption = lightbox.locator('figcaption')
  await expect(caption).toHaveText('2 of 3')
  await page.keyboard.press('ArrowRight')
  await expect(lightbox.getByRole('img', { name: 'Drums on stage' })).toBeVisible()
  await expect(caption).toHaveText('Drums on stage (3 of 3)')
  await page.keyboard.press('ArrowRight')
  await expect(lightbox.getByRole('img', { name: 'The crowd at the front' })).toBeVisible()
  await expect(caption).toHaveText('The first song of the night (1 of 3)')
  await page.keyboard.press('ArrowLeft')
  await expect(lightbox.getByRole('img', { name: 'Drums on stage' })).toBeVisible()
  await lightbox.getByRole('button', { name: en.gallery.previous }).click()
  await expect(caption).toHaveText('2 of 3')
  // A swipe to the left turns to the next photo.
  const box = (await lightbox.getByRole('img').boundingBox())!
  await page.mouse.move(box.x + box.width * 0.8, box.y + box.height / 2)
  await page.mouse.down()
  await page.mouse.move(box.x + box.width * 0.2, box.y + box.height / 2, { steps: 5 })
  await page.mouse.up()
  await expect(caption).toHaveText('Drums on stage (3 of 3)')
  await expectAccessible(page)
  await page.keyboard.press('Escape')
  await expect(lightbox).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'Open photo 3 of 3' })).toBeFocused()

  // The event's page shows its gallery.
  await page.getByRole('link', { name: new RegExp(`^${en.gallery.event}`) }).click()
  await expect(page).toHaveURL(new RegExp(`/events/${event.id}$`))
  await expect(page.getByRole('heading', { name: en.gallery.ofEvent })).toBeVisible()
  await expect(page.getByRole('link', { name: new RegExp(en.gallery.viewGallery) })).toHaveAttribute('href', `/gallery/${gallery.id}`)
  const eventPhotos = page.locator('section[aria-labelledby="photos"] li')
  await expect(eventPhotos).toHaveCount(3)

  // Staff delete the upload of the first photo: no page counts it, shows it as the cover or
  // previews it any more.
  expect((await api.delete(`/cms-api/media/${uploads[0].id}`)).status()).toBe(200)
  await expect.poll(async () => (await page.reload(), await eventPhotos.count())).toBe(2)
  await page.goto('/gallery')
  await expect(card).toContainText('2 photos')
  await expect(card.getByRole('img', { name: 'The crowd at the front' })).toHaveCount(0)
  await expect(card.locator('img')).toHaveCount(1)
  await page.goto(`/gallery/${gallery.id}`)
  await expect(page.getByRole('link', { name: 'Open photo 2 of 2' })).toBeVisible()
  await deleteGallery(api, gallery.id, uploads)
})

test('without JavaScript a thumbnail leads to its photo; in Nepali the gallery reads in Nepali', async ({ browser, arrange, api }) => {
  const upload = await arrange.upload({ name: 'gallery-nojs.png', mimeType: 'image/png', buffer: await picture('#a16207') }, 'Singers at dusk')
  const gallery = await arrange.create('galleries', {
    eventName: arrange.name('Quiet Evening'),
    photos: [upload.filename],
    photographerCredit: 'Photo: Sabina Maharjan',
  })
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto(`/gallery/${gallery.id}`)
  await expect(page.getByRole('link', { name: 'Open photo 1 of 1' })).toHaveAttribute('href', `/cms-api/media/file/${upload.filename}`)
  // A credit that names itself is shown as written, not as "Photos: Photo: …".
  await expect(page.getByText('Photo: Sabina Maharjan', { exact: true })).toBeVisible()
  await page.goto(`/ne/gallery/${gallery.id}`)
  await expect(page.locator('html')).toHaveAttribute('lang', 'ne')
  await expect(page.getByRole('link', { name: ne.gallery.back })).toHaveAttribute('href', '/ne/gallery')
  await expect(page.getByText('१ तस्बिर')).toBeVisible()
  await context.close()
  await deleteGallery(api, gallery.id, [upload])
})

test('the galleries come a page at a time, newest first, undated last, in both languages', async ({ page, arrange }) => {
  // The oldest dated galleries of all, so that those other tests add meanwhile come before them.
  const dated: string[] = []
  for (let day = 25; day >= 1; day -= 1) {
    const gallery = await arrange.create('galleries', {
      eventName: arrange.name(`Archive Night ${day}`),
      eventDate: `2001-01-${String(day).padStart(2, '0')}T00:00:00.000Z`,
    })
    dated.push(gallery.eventName as string)
  }
  const undated = (await arrange.create('galleries', { eventName: arrange.name('Archive Undated') })).eventName as string

  await page.goto('/gallery')
  await expect(page.getByText(/^Showing 1–24 of \d+ galleries$/)).toBeVisible()
  // Cards of a row share its height, with a photographer's credit or without.
  const rows = new Map<number, Set<number>>()
  for (const box of await page.getByRole('article').evaluateAll((cards) => cards.map((card) => card.getBoundingClientRect()))) {
    rows.set(Math.round(box.top), (rows.get(Math.round(box.top)) ?? new Set()).add(Math.round(box.height)))
  }
  for (const heights of rows.values()) expect(heights.size).toBe(1)
  // Walked page by page with the pager; tried again should a test beside this one add or remove
  // a gallery meanwhile, which moves every later one by a place.
  let pages: string[][] = []
  await expect(async () => {
    pages = []
    await page.goto('/gallery')
    for (;;) {
      pages.push(await page.getByRole('article').getByRole('heading', { level: 2 }).allTextContents())
      const next = page.getByRole('navigation', { name: 'Pages of galleries' }).getByRole('link', { name: en.pager.next })
      if ((await next.count()) === 0) break
      await next.click()
      await expect(page).toHaveURL(new RegExp(`/gallery\\?page=${pages.length + 1}$`))
      // The language switch follows the pager.
      await expect(page.getByRole('link', { name: 'नेपाली' })).toHaveAttribute('href', `/ne/gallery?page=${pages.length + 1}`)
    }
    expect(pages.length).toBeGreaterThan(1)
    const names = pages.flat()
    expect(names.filter((name) => dated.includes(name))).toEqual(dated)
    expect(names.indexOf(undated)).toBeGreaterThan(names.indexOf(dated.at(-1)!))
  }).toPass({ timeout: 60_000 })
  await expect(page).toHaveTitle(new RegExp(`^Gallery, page ${pages.length}\\b`))

  // The same page in Nepali, whose language switch leads back to it even before any script runs;
  // a page beyond the last is not found.
  await page.goto('/ne/gallery?page=2')
  await expect(page.getByRole('navigation', { name: 'ग्यालेरीका पृष्ठहरू' })).toBeVisible()
  await expect(page.getByText('पृष्ठ २ /', { exact: false })).toBeVisible()
  expect(await (await page.request.get('/ne/gallery?page=2')).text()).toMatch(
    /<a href="\/gallery\?page=2" hrefLang="en"|<a href="\/gallery\?page=2"[^>]*hreflang="en"/i,
  )
  expect((await page.goto(`/gallery?page=${pages.length + 1}`))!.status()).toBe(404)
})
