import { mkdirSync } from 'node:fs'
import path from 'node:path'

import type { APIRequestContext, Locator, Page, TestInfo } from '@playwright/test'
import sharp from 'sharp'

import { type ApiRecord, expect, test } from '../fixtures'
import { expectToast, signInAs } from '../helpers'

/**
 * Preview (docs/product.md#preview) of every kind of record with drafts: a draft given a new image
 * and its alt text in the record's form opens, from the form's Preview, on the record's own page
 * (or the page of its list, at the record), with the image loaded through the staff session and
 * described by the alt text typed; a visitor sees neither the draft nor its file.
 */

test.beforeEach(async ({ page }) => {
  await signInAs(page)
})

/** A PNG of one colour, written to the test's own folder: a real image to upload. */
async function imageFile(testInfo: TestInfo, name: string, colour: string): Promise<string> {
  mkdirSync(testInfo.outputDir, { recursive: true })
  const file = path.join(testInfo.outputDir, name)
  await sharp({ create: { width: 240, height: 160, channels: 3, background: colour } })
    .png()
    .toFile(file)
  return file
}

/** A record saved as a draft through the API (never published: no visitor sees it); deleted after the test. */
async function draft(api: APIRequestContext, collection: string, data: Record<string, unknown>): Promise<ApiRecord> {
  const answer = await api.post(`/api/${collection}?draft=true`, { data })
  expect(answer.status(), await answer.text()).toBe(201)
  return (await answer.json()) as ApiRecord
}

/** The uploads a test stored through a form: deleted after it, as the fixtures delete theirs. */
const stored: string[] = []
test.afterEach(async ({ api }) => {
  for (const filename of stored.splice(0)) {
    const found = await api.get(`/cms-api/media?where[filename][equals]=${encodeURIComponent(filename)}&depth=0`)
    for (const media of ((await found.json()) as { docs: { id: number }[] }).docs) await api.delete(`/cms-api/media/${media.id}`)
  }
})

type Preview = {
  /** The back-office screen, its search box's text (if any), and the record's name in its Edit button. */
  screen: string
  search?: string
  name: string
  dialog: string
  /** Chooses the new image in the open form and types its alt text. */
  choose: (dialog: Locator, file: string, alt: string) => Promise<void>
}

const imageField = (label: string) => async (dialog: Locator, file: string, alt: string) => {
  await dialog.getByLabel(label, { exact: true }).setInputFiles(file)
  await dialog.getByLabel('Alt text').fill(alt)
}

/**
 * In the back office: the record's form, a new image with its alt text, Save draft; the form again,
 * and its Preview, which opens a tab of its own. Answers that tab, and the image described by `alt`.
 */
async function previewFromForm(page: Page, testInfo: TestInfo, options: Preview, alt: string): Promise<{ tab: Page; image: Locator; src: string }> {
  const file = await imageFile(testInfo, `preview-${testInfo.workerIndex}.png`, '#b03a48')
  await page.goto(options.screen)
  if (options.search) await page.getByLabel(/^Search /).fill(options.search)
  await page.getByRole('button', { name: `Edit ${options.name}`, exact: true }).click()
  let dialog = page.getByRole('dialog', { name: options.dialog })
  await options.choose(dialog, file, alt)
  await dialog.getByRole('button', { name: 'Save draft' }).click()
  await expectToast(page, 'Draft saved')
  await expect(dialog).toBeHidden()

  await page.getByRole('button', { name: `Edit ${options.name}`, exact: true }).click()
  dialog = page.getByRole('dialog', { name: options.dialog })
  const opening = page.waitForEvent('popup')
  await dialog.getByRole('link', { name: 'Preview' }).click()
  const tab = await opening
  await expect(tab.getByRole('region', { name: 'Preview', exact: true })).toContainText('Preview: not published')
  const image = tab.locator(`img[alt="${alt}"]`).first()
  await image.scrollIntoViewIfNeeded()
  // The file itself, loaded (a broken image never gets a width), not the shared optimiser's copy.
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0)
  const src = (await image.getAttribute('src'))!
  expect(src).toMatch(/^\/cms-api\/media\/file\/preview-[^/?]+\.png\?v=/)
  stored.push(decodeURIComponent(src.slice('/cms-api/media/file/'.length).split('?')[0]))
  return { tab, image, src }
}

/** What a visitor (no session, no preview) is answered at `path`. */
const asVisitor = (request: APIRequestContext, path: string) => request.get(path, { headers: { cookie: '' } })

async function expectHiddenFromVisitors(request: APIRequestContext, page: string, src: string, texts: string[]): Promise<void> {
  const answer = await asVisitor(request, page)
  const html = await answer.text()
  for (const text of texts) expect(html).not.toContain(text)
  expect(html).not.toContain(src.split('?')[0].slice('/cms-api/media/file/'.length))
  expect((await asVisitor(request, src)).status()).toBe(404)
  expect((await asVisitor(request, `/_next/image?url=${encodeURIComponent(src)}&w=640&q=75`)).status()).toBe(404)
}

test("an event's draft banner previews on the event's own page, in English and in Nepali", async ({ page, api, request, arrange }, testInfo) => {
  const title = arrange.name('Preview Banner Night')
  arrange.removeAfter('events', 'title', title)
  const event = await draft(api, 'events', {
    title,
    date: new Date(Date.now() + 45 * 86_400_000).toISOString(),
    venue: 'Preview Hall',
    location: 'Pokhara, Nepal',
    eventType: 'tour',
  })
  const alt = 'Dancers under red lanterns at the lakeside stage'
  const { tab, src } = await previewFromForm(
    page,
    testInfo,
    { screen: '/admin/events', search: title, name: title, dialog: 'Edit Event', choose: imageField('Banner Image') },
    alt,
  )
  await expect(tab).toHaveURL(new RegExp(`/events/${event.id}$`))
  await expect(tab.getByRole('heading', { level: 1 })).toContainText(title)
  await tab.close()

  // The form (still open) in Nepali previews the Nepali page.
  const dialog = page.getByRole('dialog', { name: 'Edit Event' })
  await dialog.getByRole('button', { name: 'नेपाली' }).click()
  const opening = page.waitForEvent('popup')
  await dialog.getByRole('link', { name: 'Preview' }).click()
  const nepali = await opening
  await expect(nepali).toHaveURL(new RegExp(`/ne/events/${event.id}$`))
  await expect(nepali.locator('html')).toHaveAttribute('lang', 'ne')
  await expect(nepali.getByRole('region', { name: 'पूर्वावलोकन' })).toContainText('पूर्वावलोकन: प्रकाशित भएको छैन')
  await expect
    .poll(() =>
      nepali
        .locator(`img[alt="${alt}"]`)
        .first()
        .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth),
    )
    .toBeGreaterThan(0)

  expect((await asVisitor(request, `/events/${event.id}`)).status()).toBe(404)
  await expectHiddenFromVisitors(request, '/tour', src, [title])
})

test("an artist's draft photo previews on the artist's page", async ({ page, api, request, arrange }, testInfo) => {
  const name = arrange.name('Preview Lakeside Trio')
  arrange.removeAfter('artists', 'name', name)
  const artist = await draft(api, 'artists', { name, bio: 'Songs from the lakeside.' })
  const alt = 'Three singers on a wooden boat'
  const { tab, src } = await previewFromForm(
    page,
    testInfo,
    { screen: '/admin/artists', search: name, name, dialog: 'Edit Artist', choose: imageField('Profile Photo') },
    alt,
  )
  await expect(tab).toHaveURL(new RegExp(`/artist/[^/?]+\\?id=${artist.id}$`))
  await expect(tab.getByRole('heading', { level: 1 })).toContainText(name)
  await expectHiddenFromVisitors(request, '/artists', src, [name])
})

test("a gallery's draft photo previews on the gallery's page, described by the alt text typed for it", async ({ page, api, request, arrange }, testInfo) => {
  const name = arrange.name('Preview Rooftop Session')
  arrange.removeAfter('galleries', 'eventName', name)
  const gallery = await draft(api, 'galleries', { eventName: name, photos: [] })
  const alt = 'A drummer on a rooftop at dusk'
  const { tab, src } = await previewFromForm(
    page,
    testInfo,
    {
      screen: '/admin/gallery',
      search: name,
      name,
      dialog: 'Edit Gallery',
      choose: async (dialog, file) => {
        await dialog.getByLabel('Photos').setInputFiles(file)
        await dialog.getByLabel(`Alt text for ${path.basename(file)}`).fill(alt)
      },
    },
    alt,
  )
  await expect(tab).toHaveURL(new RegExp(`/gallery/${gallery.id}$`))
  await expect(tab.getByRole('heading', { level: 1 })).toContainText(name)
  await expectHiddenFromVisitors(request, '/gallery', src, [name])
})

test("a sponsorship package's draft image previews on the sponsorship page, at the package", async ({ page, api, request, arrange }, testInfo) => {
  const name = arrange.name('Preview Stage Partner')
  arrange.removeAfter('sponsorships', 'packageName', name)
  const sponsorship = await draft(api, 'sponsorships', { packageName: name, visibility: 'public', description: 'Your name on the stage.' })
  const alt = 'A stage banner with a partner logo'
  const { tab, image, src } = await previewFromForm(
    page,
    testInfo,
    { screen: '/admin/sponsorship', name, dialog: 'Edit Sponsorship Package', choose: imageField('Image') },
    alt,
  )
  await expect(tab).toHaveURL(new RegExp(`/sponsorship#package-${sponsorship.id}$`))
  await expect(tab.locator(`#package-${sponsorship.id}`)).toContainText(name)
  await expect(tab.locator(`#package-${sponsorship.id}`).locator(`img[alt="${alt}"]`)).toHaveCount(1)
  await expect(image).toBeInViewport()
  await expectHiddenFromVisitors(request, '/sponsorship', src, [name])
})

test("a tour location's draft image previews on the home page, at the tour stop", async ({ page, api, request, arrange }, testInfo) => {
  const city = arrange.name('Preview Dharan')
  arrange.removeAfter('tour-locations', 'city', city)
  const stop = await draft(api, 'tour-locations', {
    city,
    venue: 'Bhanu Chowk Stage',
    date: new Date(Date.now() + 50 * 86_400_000).toISOString(),
    displayOnHomepage: true,
    priority: -2_000_000_000,
  })
  const alt = 'An open-air stage in a town square'
  const { tab, src } = await previewFromForm(
    page,
    testInfo,
    { screen: '/admin/tour-locations', search: city, name: city, dialog: 'Edit Tour location', choose: imageField('Image') },
    alt,
  )
  await expect(tab).toHaveURL(new RegExp(`/#tour-stop-${stop.id}$`))
  await expect(tab.locator(`#tour-stop-${stop.id}`)).toContainText(city)
  await expect(tab.locator(`#tour-stop-${stop.id}`).locator(`img[alt="${alt}"]`)).toHaveCount(1)
  await expectHiddenFromVisitors(request, '/', src, [city])
})

test("a premium accommodation's draft image previews on the home page, at the accommodation", async ({ page, api, request, arrange }, testInfo) => {
  const title = arrange.name('Preview Lakeview Lodge')
  arrange.removeAfter('premium-accommodations', 'title', title)
  const lodge = await draft(api, 'premium-accommodations', { title, location: 'Pokhara', displayOnHomepage: true, priority: -2_000_000_000 })
  const alt = 'A lodge terrace facing the lake'
  const { tab, src } = await previewFromForm(
    page,
    testInfo,
    { screen: '/admin/accommodations', search: title, name: title, dialog: 'Edit Accommodation', choose: imageField('Image') },
    alt,
  )
  await expect(tab).toHaveURL(new RegExp(`/#accommodation-${lodge.id}$`))
  await expect(tab.locator(`#accommodation-${lodge.id}`)).toContainText(title)
  await expect(tab.locator(`#accommodation-${lodge.id}`).locator(`img[alt="${alt}"]`)).toHaveCount(1)
  await expectHiddenFromVisitors(request, '/', src, [title])
})

test("a hero section's draft background image previews on the home page", async ({ page, api, request, arrange }, testInfo) => {
  const title = arrange.name('Preview Spring Season')
  arrange.removeAfter('hero-sections', 'title', title)
  await draft(api, 'hero-sections', { title, backgroundType: 'image', isActive: true, priority: -2_000_000_000 })
  const alt = 'A crowd with raised hands before a lit stage'
  const { tab, src } = await previewFromForm(
    page,
    testInfo,
    { screen: '/admin/hero-sections', search: title, name: title, dialog: 'Edit Hero section', choose: imageField('Background image') },
    alt,
  )
  await expect(tab).toHaveURL(/\/$/)
  await expect(tab.getByRole('heading', { level: 1 })).toContainText(title.split(' ')[0])
  await expectHiddenFromVisitors(request, '/', src, [title])
})

test("a homepage section's draft previews on the home page, at the section (it shows no image of its own)", async ({ page, api, request, arrange }) => {
  const title = arrange.name('Preview Partner Stays')
  arrange.removeAfter('homepage-sections', 'title', title)
  const section = await draft(api, 'homepage-sections', { title, sectionType: 'premium-accommodations', isActive: true, displayOrder: 99 })
  await page.goto('/admin/homepage-sections')
  await page.getByLabel(/^Search /).fill(title)
  await page.getByRole('button', { name: `Edit ${title}`, exact: true }).click()
  const dialog = page.getByRole('dialog', { name: 'Edit Homepage section' })
  await dialog.getByLabel('Subtitle', { exact: true }).fill('Hotels our artists stay in, new this season.')
  await dialog.getByRole('button', { name: 'Save draft' }).click()
  await expectToast(page, 'Draft saved')

  await page.getByRole('button', { name: `Edit ${title}`, exact: true }).click()
  const opening = page.waitForEvent('popup')
  await page.getByRole('dialog', { name: 'Edit Homepage section' }).getByRole('link', { name: 'Preview' }).click()
  const tab = await opening
  await expect(tab).toHaveURL(new RegExp(`/#section-${section.id}$`))
  await expect(tab.locator(`#section-${section.id}`)).toContainText('Hotels our artists stay in, new this season.')
  await expect(tab.locator(`#section-${section.id}`)).toBeInViewport()
  expect(await (await asVisitor(request, '/')).text()).not.toContain('Hotels our artists stay in')
})
