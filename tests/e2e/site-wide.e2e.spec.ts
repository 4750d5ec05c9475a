import type { Locator, Page } from '@playwright/test'

import { demoAccommodations, demoCast, demoContactSettings, demoHeroSection } from '@/seed/demo-content'

import { expect, test } from './fixtures'
import { adminApi, expectToast, signInAs } from './helpers'
import { MARK, payload, PUBLIC_PAGES, visit, watchForPayloads } from './hostile/markup'

/*
 * What every visitor sees at once: the home page's hero and its stays, the contact details and
 * the footer. Tests that change these, or assert them exactly, live in this file only: Playwright
 * runs a file's tests one after another, and each test puts back what it changed (fixtures.ts),
 * so the other files, running beside this one, never see a change half made.
 */

test.describe('home page', () => {
  test('shows the hero, 3 artists, 3 events, tour stops, 3 packages, sections and a call to action', async ({ page }) => {
    await page.goto('/')
    await expect(page.locator('#hero-title .text-accent')).toHaveText('Unforgettable')
    const artists = page.locator('#artists li')
    await expect(artists).toHaveCount(3)
    await expect(page.getByRole('link', { name: new RegExp(`VIEW PROFILE.*${demoCast.headliner.name}`) })).toHaveAttribute('href', /\/public\/artist\?id=\d+/)
    await expect(page.getByRole('link', { name: 'VIEW ALL ARTISTS' })).toBeVisible()
    await expect(page.locator('#events li')).toHaveCount(3)
    await expect(
      page
        .locator('#events')
        .getByRole('link', { name: /Get tickets/ })
        .first(),
    ).toBeVisible()
    await expect(page.locator('#tour li')).toHaveCount(3)
    await expect(page.locator('#sponsorship article')).toHaveCount(3)
    await expect(page.locator('#sponsorship').getByText('RECOMMENDED')).toHaveCount(1)
    await expect(page.locator('#sponsorship').getByRole('link', { name: /LEARN MORE about/ })).toHaveCount(3)
    // The premium-accommodations section: 3 items in 3 columns (grid template), last word highlighted.
    const stay = page.getByRole('region', { name: 'Stay With Our Premium Partners' })
    await expect(stay.locator('h2 .text-accent')).toHaveText('Partners')
    await expect(stay.locator('ul > li')).toHaveCount(3)
    await expect(stay.locator('ul')).toHaveClass(/md:grid-cols-3/)
    await expect(stay.getByRole('link', { name: 'PLAN YOUR TRIP' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'GET IN TOUCH' })).toHaveAttribute('href', '/contact')
  })

  test('hero sections: the list, the active switch and a new hero on the home page', async ({ page, arrange }) => {
    const title = arrange.name('Summer Season 2027')
    arrange.removeAfter('hero-sections', 'title', title)
    await signInAs(page)
    await page.goto('/admin/hero-sections')
    // The name's cell also says where the record stands (Published): the name is its own text.
    await expect(page.getByRole('table').getByText(demoHeroSection.title, { exact: true })).toBeVisible()
    await page.getByRole('button', { name: 'Add Hero section' }).click()
    const dialog = page.getByRole('dialog', { name: 'Add Hero section' })
    await dialog.getByLabel('Title', { exact: true }).fill(title)
    await dialog.getByLabel('Priority').fill('0')
    await dialog.getByLabel('Active').check()
    await dialog.getByRole('button', { name: 'Save', exact: true }).click()
    await expectToast(page, 'Hero section created')
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)

    await page.goto('/admin/hero-sections')
    await page.getByRole('checkbox', { name: `Active: ${title}` }).click()
    await expectToast(page, 'Hero section updated')
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(demoHeroSection.title)
  })

  test('premium accommodations: switching one off the homepage removes it there', async ({ page, api, arrange }) => {
    const lodge = demoAccommodations.find((stay) => stay.displayOnHomepage && stay.priority === 2)!.title
    const record = ((await (await api.get('/api/premium-accommodations')).json()) as { id: number; title: string }[]).find((stay) => stay.title === lodge)!
    await arrange.restoreAfter(`/api/premium-accommodations/${record.id}`, ['displayOnHomepage'])
    await signInAs(page)
    await page.goto('/')
    await expect(page.getByRole('region', { name: 'Stay With Our Premium Partners' })).toContainText(lodge)
    await page.goto('/admin/accommodations')
    await page.getByRole('checkbox', { name: `On homepage: ${lodge}` }).click()
    await expectToast(page, 'Accommodation updated')
    await page.goto('/')
    await expect(page.getByRole('region', { name: 'Stay With Our Premium Partners' })).not.toContainText(lodge)
  })
})

test.describe('contact details', () => {
  test('the contact page shows the settings, business hours and the map from an https URL', async ({ page }) => {
    await page.goto('/contact')
    const details = page.getByRole('region', { name: 'Get in touch' })
    for (const line of [demoContactSettings.email, demoContactSettings.phone, demoContactSettings.address]) await expect(details).toContainText(line)
    // One set of contact details: the footer's lines are the page's.
    const footerLines = page.getByRole('contentinfo').getByRole('heading', { name: 'CONTACT', exact: true }).locator('xpath=following-sibling::ul[1]/li')
    const [email, phone, city] = (await footerLines.allTextContents()).map((line) => line.trim())
    expect([email, phone]).toEqual([demoContactSettings.email, demoContactSettings.phone])
    expect(demoContactSettings.address.endsWith(city)).toBe(true)
    await expect(page.getByText('Sunday to Friday: 9:00 AM to 6:00 PM')).toBeVisible()
    await expect(page.getByText('Saturday: Closed')).toBeVisible()
    await expect(page.locator('iframe')).toHaveAttribute('src', /^https:\/\/www\.openstreetmap\.org\//)
    const options = await page.getByLabel('Subject').locator('option').allTextContents()
    expect(options).toEqual(['Select a subject', 'General Inquiry', 'Booking an Artist', 'Sponsorship Inquiry', 'Media & Press', 'Ticketing Support'])
  })

  test('contact settings: validation messages, live preview, save shows on the public page', async ({ page, arrange }) => {
    await arrange.restoreAfter('/api/contact-settings', ['email', 'mapEmbedUrl', 'formSubjects'])
    await signInAs(page)
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
    // On the contact page, and in the footer of every page.
    await expect(page.locator('#main').getByRole('link', { name: 'bookings@himalayanbeats.example' })).toBeVisible()
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'bookings@himalayanbeats.example' })).toBeVisible()
    await expect(page.getByLabel('Subject').locator('option', { hasText: 'Festival Booking' })).toHaveCount(1)
  })
})

test.describe('footer', () => {
  test('footer settings save and show in the public footer', async ({ page, arrange }) => {
    await arrange.restoreAfter('/api/footer-settings', ['copyright', 'yearOverride'])
    await signInAs(page)
    await page.goto('/admin/settings')
    await expect(page.getByRole('tab', { name: 'Footer Settings' })).toHaveAttribute('aria-selected', 'true')
    await page.getByLabel('Copyright', { exact: true }).fill('Himalayan Beats Pvt. Ltd.')
    await page.getByLabel('Year override').fill('2030')
    await page.getByRole('button', { name: 'Save Settings' }).click()
    await expectToast(page, 'Settings saved')
    await page.goto('/')
    await expect(page.getByRole('contentinfo')).toContainText('© 2030 Himalayan Beats Pvt. Ltd.')
  })

  test('a footer change saved through the API shows on the next public request, without a rebuild', async ({ page, api, arrange }) => {
    await arrange.restoreAfter('/api/footer-settings', ['copyright', 'yearOverride'])
    await page.goto('/')
    await expect(page.getByRole('contentinfo')).not.toContainText('Fresh Copyright Line')
    expect((await api.patch('/api/footer-settings', { data: { copyright: 'Fresh Copyright Line', yearOverride: '2031' } })).status()).toBe(200)
    await page.reload()
    await expect(page.getByRole('contentinfo')).toContainText('© 2031 Fresh Copyright Line')
  })
})

test('a hero and a footer full of markup render as text on every public page, under its CSP', async ({ page, api, arrange }) => {
  const violations = await watchForPayloads(page)
  await arrange.restoreAfter('/api/footer-settings', ['copyright'])
  await arrange.create('hero-sections', {
    title: `${MARK} ${payload('hero')}`,
    subtitle: payload('hero subtitle'),
    primaryButtonText: payload('button'),
    primaryButtonLink: '/contact',
    isActive: true,
  })
  expect((await api.patch('/api/footer-settings', { data: { copyright: payload('copyright') } })).status()).toBe(200)

  for (const path of PUBLIC_PAGES) await visit(page, path, violations)
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toContainText("<script>window.__xss='hero'</script>")
  await expect(page.getByRole('contentinfo')).toContainText("<script>window.__xss='copyright'</script>")
})

/**
 * The footer's e-mail, phone and address lines follow Contact Info and its icons
 * Footer Settings, on every page (each cached whole, and made fresh by a save), the not-found
 * document included. Each test puts the seed's values back.
 */
test.describe('the footer follows Contact Info and Footer Settings', () => {
  // Pages are rendered afresh after each save, and the not-found document renewed a moment later.
  test.describe.configure({ timeout: 120_000 })

  const NEW = { email: 'bookings@new-desk.example', phone: '+977 1 4444444, +1 416 555 0100', address: '10 Queen St W, Toronto, Canada' }

  async function expectNewContact(footer: Locator) {
    await expect(footer.getByRole('link', { name: NEW.email })).toHaveAttribute('href', `mailto:${NEW.email}`)
    await expect(footer.getByRole('link', { name: '+977 1 4444444' })).toHaveAttribute('href', 'tel:+97714444444')
    await expect(footer.getByRole('link', { name: '+1 416 555 0100' })).toHaveAttribute('href', 'tel:+14165550100')
    await expect(footer).toContainText(NEW.address)
  }

  const footerOf = (page: Page) => page.locator('footer')

  test('a Contact Info save shows the new e-mail, numbers and address in every footer, the not-found page too', async ({ page, baseURL }) => {
    const api = await adminApi(baseURL!)
    const before = await (await api.get('/api/contact-settings')).json()
    // Every page cached before the change.
    for (const path of ['/', '/artists', '/contact']) {
      await page.goto(path)
      await expect(footerOf(page)).toContainText(before.email)
    }
    expect((await api.patch('/api/contact-settings', { data: NEW })).ok()).toBe(true)
    try {
      for (const path of ['/', '/artists', '/contact']) {
        await page.goto(path)
        await expectNewContact(footerOf(page))
        await expect(footerOf(page)).not.toContainText(before.email)
        await expect(footerOf(page).locator('a[href^="tel:"]')).toHaveCount(2)
      }
      // The contact page's own lines: one link per number too.
      const info = page.getByRole('region', { name: 'Get in touch' })
      await expect(info.getByRole('link', { name: '+1 416 555 0100' })).toHaveAttribute('href', 'tel:+14165550100')
      await expect(info.locator('a[href^="tel:"]')).toHaveCount(2)

      // The edge's not-found document is renewed after the change.
      await expect(async () => {
        const response = await page.goto(`/no-such-page-${Date.now()}`)
        expect(response?.status()).toBe(404)
        await expect(footerOf(page).getByRole('link', { name: NEW.email })).toBeVisible({ timeout: 1_000 })
      }).toPass({ timeout: 60_000 })
      await expectNewContact(footerOf(page))
    } finally {
      expect((await api.patch('/api/contact-settings', { data: { email: before.email, phone: before.phone, address: before.address } })).ok()).toBe(true)
    }
    await page.goto('/artists')
    await expect(footerOf(page).getByRole('link', { name: before.email })).toBeVisible()
  })

  test("the footer's icons follow Footer Settings: only links that are set, and none when social links are off", async ({ page, baseURL }) => {
    const api = await adminApi(baseURL!)
    const before = await (await api.get('/api/footer-settings')).json()
    const icons = () => footerOf(page).getByRole('link', { name: /^Himalayan Beats on / })
    try {
      expect(
        (await api.patch('/api/footer-settings', { data: { socialLinks: { instagram: 'https://www.instagram.com/new.handle' }, showSocialLinks: true } })).ok(),
      ).toBe(true)
      for (const path of ['/', '/contact']) {
        await page.goto(path)
        await expect(icons()).toHaveCount(1)
        await expect(footerOf(page).getByRole('link', { name: 'Himalayan Beats on Instagram' })).toHaveAttribute('href', 'https://www.instagram.com/new.handle')
      }
      expect((await api.patch('/api/footer-settings', { data: { showSocialLinks: false } })).ok()).toBe(true)
      await page.goto('/artists')
      await expect(footerOf(page)).toContainText('EXPLORE')
      await expect(icons()).toHaveCount(0)
    } finally {
      expect((await api.patch('/api/footer-settings', { data: { socialLinks: before.socialLinks, showSocialLinks: true } })).ok()).toBe(true)
    }
    await page.goto('/artists')
    await expect(icons()).toHaveCount(Object.values(before.socialLinks ?? {}).filter(Boolean).length)
  })
})
