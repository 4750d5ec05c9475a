import { slugify } from '@/lib/slug'
import { demoCast } from '@/seed/demo-content'

import { expect, test } from '../fixtures'
import { expectAccessible } from '../helpers'

const PAGES = [
  // The home page's heading is the active hero's title, which site-wide.e2e.spec.ts changes.
  { path: '/', heading: /\S/ },
  { path: '/artists', heading: 'Our Artists' },
  { path: '/tour', heading: 'Upcoming Tours' },
  { path: '/events', heading: 'Events' },
  { path: '/sponsorship', heading: 'Become a Sponsor' },
  { path: '/contact', heading: 'Contact Us' },
]

test.describe('every public route and its /public twin', () => {
  for (const { path, heading } of PAGES) {
    for (const url of [path, path === '/' ? '/public' : `/public${path}`]) {
      test(`${url} renders inside the shared layout`, async ({ page }) => {
        const response = await page.goto(url)
        expect(response?.status()).toBe(200)
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
        await expect(page.locator('h1')).toHaveCount(1)
        const nav = page.getByRole('navigation', { name: 'Main' })
        for (const label of ['HOME', 'ARTISTS', 'TOUR', 'EVENTS', 'SPONSORSHIP', 'CONTACT', 'GALLERY', 'E-MAIL ALERTS']) {
          await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible()
        }
        await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Admin Login' })).toHaveAttribute('href', '/admin')
        // The twin's canonical URL is the plain path.
        const canonical = await page.locator('link[rel="canonical"]').getAttribute('href')
        expect(new URL(canonical!).pathname).toBe(path)
        await expect(page.locator('meta[property="og:title"]')).toHaveCount(1)
        await expect(page.locator('meta[name="twitter:card"]')).toHaveCount(1)
        await expect(page.locator('meta[name="description"]')).toHaveCount(1)
      })
    }
  }

  test('the current page is highlighted in the header', async ({ page }) => {
    await page.goto('/public/events')
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'EVENTS' })).toHaveAttribute('aria-current', 'page')
  })

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })

    test('a page that does not exist is a whole document: its words, its own title, noindex, no canonical', async ({ page }) => {
      const cases = [
        { url: '/no-such-page', title: '404 Page Not Found', words: "The page you are looking for doesn't exist or has been moved." },
        { url: '/artist?id=999999', title: 'Error loading artist details', words: "The artist you're looking for might not exist or there was an error." },
        // The documents themselves are the edge's alone: anyone else asking gets the not-found page.
        { url: '/public/page-documents/unavailable', title: '404 Page Not Found', words: "The page you are looking for doesn't exist or has been moved." },
      ]
      for (const { url, title, words } of cases) {
        const response = await page.goto(url)
        expect(response?.status(), url).toBe(404)
        await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
        await expect(page.getByText(words)).toBeVisible()
        await expect(page).toHaveTitle(`${title} | Himalayan Beats`)
        await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
        await expect(page.locator('link[rel="canonical"]')).toHaveCount(0)
        // The site around it: header and footer as on every page.
        await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible()
      }
    })
  })

  test('any other path shows the 404 page with status 404', async ({ page }) => {
    for (const url of ['/no-such-page', '/public/nothing/here']) {
      const response = await page.goto(url)
      expect(response?.status()).toBe(404)
      await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible()
      await page.getByRole('link', { name: 'Back to Homepage' }).click()
      await expect(page).toHaveURL(/\/$/)
    }
  })
})

test.describe('home page', () => {
  test('publishes Organization structured data', async ({ page }) => {
    await page.goto('/')
    const data = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!)
    expect(data).toMatchObject({ '@type': 'Organization', name: 'Himalayan Beats' })
  })
})

test.describe('accessibility', () => {
  for (const path of ['/', '/artists', `/artist/${slugify(demoCast.headliner.name)}?id=1`, '/tour', '/events', '/sponsorship', '/contact', '/missing']) {
    test(`${path} has no serious or critical axe violations`, async ({ page }) => {
      await page.goto(path)
      await expectAccessible(page)
    })
  }

  test('the mobile menu opens, is keyboard usable and closes with Escape', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 })
    await page.goto('/')
    const toggle = page.getByRole('button', { name: 'Open menu' })
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden()
    await toggle.focus()
    await page.keyboard.press('Enter')
    const menu = page.getByRole('navigation', { name: 'Mobile' })
    await expect(menu).toBeVisible()
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true')
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
    await page.getByRole('button', { name: 'Open menu' }).click()
    // The galleries and the e-mail alerts are in the menu as well.
    await expect(menu.getByRole('link', { name: 'GALLERY', exact: true })).toHaveAttribute('href', '/gallery')
    await expect(menu.getByRole('link', { name: 'E-MAIL ALERTS', exact: true })).toHaveAttribute('href', '/alerts')
    await menu.getByRole('link', { name: 'SPONSORSHIP' }).click()
    await expect(page).toHaveURL(/\/sponsorship$/)
    await expect(menu).toBeHidden()
    // Nothing overflows sideways at 360 px.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow).toBeLessThanOrEqual(0)
  })
})

test('robots.txt keeps crawlers out of the back office and the sitemap lists every artist', async ({ request }) => {
  const robots = await (await request.get('/robots.txt')).text()
  for (const path of ['/admin', '/cms', '/api']) expect(robots).toContain(`Disallow: ${path}`)
  // The demo's artists (other files' come and go meanwhile).
  const demoNames = Object.values(demoCast)
    .filter((artist) => !('status' in artist))
    .map((artist) => artist.name)
  const artists = ((await (await request.get('/api/artists')).json()) as { id: number; name: string }[]).filter((artist) => demoNames.includes(artist.name))
  expect(artists).toHaveLength(demoNames.length)
  const sitemap = await (await request.get('/sitemap.xml')).text()
  for (const artist of artists) expect(sitemap).toContain(`?id=${artist.id}`)
  for (const path of ['/artists', '/tour', '/events', '/sponsorship', '/contact']) expect(sitemap).toContain(`${path}</loc>`)
})
