import type { BrowserContext, Page } from '@playwright/test'
import sharp from 'sharp'

import { BRAND, BRAND_ICON } from '../../../src/lib/brand'
import { expect, test } from '../fixtures'
import { E2E_ADMIN } from '../helpers'
import { E2E_PORT } from '../port'

const port = E2E_PORT
// The test server's SITE_URL is the first; the panel must work on the other name of the same machine too.
const SITE_ORIGIN = `http://127.0.0.1:${port}`
const OTHER_ORIGIN = `http://localhost:${port}`
const title = (page: string) => `${page} | ${BRAND.name} CMS`

// Each test opens several screens of Payload's panel, on two host names: slow on a busy machine.
test.describe.configure({ timeout: 240_000 })
// Sign-ins of this file counted apart from other files' (the per-address sign-in limit).
test.use({ extraHTTPHeaders: { 'X-Forwarded-For': '192.0.2.15' } })

/** What the browser reports refusing under the page's Content-Security-Policy. */
function policyViolations(page: Page): string[] {
  const refused: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text())
  })
  return refused
}

/** No broken image: every <img> on the page has loaded a picture. */
async function expectNoBrokenImage(page: Page): Promise<void> {
  await page.waitForLoadState('load')
  const broken = () => page.evaluate(() => [...document.images].filter((img) => !img.complete || img.naturalWidth === 0).map((img) => img.src))
  await expect.poll(broken).toEqual([])
}

/** The session cookie, also for the machine's other host name (the same browser, the same person). */
async function shareSession(context: BrowserContext): Promise<void> {
  const cookies = await context.cookies(SITE_ORIGIN)
  await context.addCookies(
    cookies.map(({ name, value, httpOnly, secure, sameSite, expires }) => ({ name, value, httpOnly, secure, sameSite, expires, url: OTHER_ORIGIN })),
  )
}

test("the panel's sign-in page shows the agency's logo, title and icon, on either host name", async ({ page }) => {
  const refused = policyViolations(page)
  for (const origin of [SITE_ORIGIN, OTHER_ORIGIN]) {
    await page.goto(`${origin}/cms/login`)
    await expect(page).toHaveTitle(title('Login'))
    const logo = page.locator('.login__brand')
    await expect(logo).toContainText(BRAND.name)
    await expect(logo.locator('img')).toHaveAttribute('src', BRAND_ICON)

    const icons = page.locator('link[rel~="icon"]')
    await expect(icons).not.toHaveCount(0)
    for (const href of await icons.evaluateAll((links) => links.map((link) => link.getAttribute('href')))) expect(href).toBe(BRAND_ICON)
    const icon = await page.request.get(`${origin}${BRAND_ICON}`)
    expect(icon.status()).toBe(200)
    expect(icon.headers()['content-type']).toContain('image/svg+xml')
    await expectNoBrokenImage(page)
  }
  expect(refused).toEqual([])
})

test("the panel draws Nepali texts in the site's Devanagari typeface, swapped in when it arrives", async ({ page }) => {
  await page.goto(`${SITE_ORIGIN}/cms/login`)
  await page.waitForLoadState('load')
  const typeface = await page.evaluate(() => ({
    declared: [...document.fonts].filter((font) => font.family.replace(/"/g, '') === 'Noto Sans Devanagari').map((font) => font.display),
    body: getComputedStyle(document.body).fontFamily,
  }))
  expect(typeface.declared).toEqual(['swap'])
  expect(typeface.body).toMatch(/"Noto Sans Devanagari", sans-serif$/)
})

test("signed in, the panel shows the agency's icon and Payload's own avatar, and Media thumbnails load on either host name", async ({
  page,
  context,
  arrange,
}) => {
  const picture = await sharp({ create: { width: 480, height: 320, channels: 3, background: '#f5b642' } })
    .png()
    .toBuffer()
  const { filename } = await arrange.upload({ name: 'cms-branding-thumbnail.png', mimeType: 'image/png', buffer: picture }, 'Branding thumbnail')

  const refused = policyViolations(page)
  await page.goto(`${SITE_ORIGIN}/cms/login`)
  await page.getByLabel('Email or Username').fill(E2E_ADMIN.username)
  await page.getByLabel('Password').fill(E2E_ADMIN.password)
  await page.getByRole('button', { name: 'Login' }).click()
  // Payload's panel signs in and renders its dashboard on the server: slow on a busy machine.
  await expect(page).toHaveURL(`${SITE_ORIGIN}/cms`, { timeout: 30_000 })
  await expect(page).toHaveTitle(title('Dashboard'))
  await expect(page.getByRole('img', { name: BRAND.name })).toBeVisible()
  // Payload's built-in avatar, not a picture from Gravatar (another origin, which the policy refuses).
  await expect(page.getByRole('link', { name: 'Account' }).locator('svg')).toBeVisible()
  await expect(page.locator('img[src*="gravatar"]')).toHaveCount(0)
  await expectNoBrokenImage(page)

  await shareSession(context)
  for (const origin of [SITE_ORIGIN, OTHER_ORIGIN]) {
    await page.goto(`${origin}/cms/collections/media?search=${encodeURIComponent(filename)}`)
    await expect(page).toHaveTitle(title('Media'))
    await expect(page.getByRole('img', { name: BRAND.name })).toBeVisible()
    const thumbnail = page.getByRole('row').filter({ hasText: filename }).locator('.thumbnail img')
    await expect(thumbnail).toBeVisible()
    // A path, so it loads from whichever host name the panel was opened on.
    await expect(thumbnail).toHaveAttribute('src', /^\/cms-api\/media\/file\/cms-branding-thumbnail[^/]*\.png/)
    expect(await thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
    await expectNoBrokenImage(page)
  }

  // A record and the account open with their content (the panel checks its document locks with dates first).
  const event = await arrange.create('events', {
    title: arrange.name('Panel Edit Night'),
    date: '2031-05-01T18:00:00.000Z',
    venue: 'Hall',
    location: 'Pokhara, Nepal',
  })
  await page.goto(`${SITE_ORIGIN}/cms/collections/events/${event.id}`)
  await expect(page.locator('#field-title')).toHaveValue(event.title)
  await page.goto(`${SITE_ORIGIN}/cms/account`)
  await expect(page.locator('#field-email')).toHaveValue(E2E_ADMIN.email)
  expect(refused).toEqual([])
})
