import { expect, type Locator, type Page, test } from '@playwright/test'

import { adminApi } from '../helpers'

/**
 * Issue 21 item 10: the footer's e-mail, phone and address lines follow Contact Info and its icons
 * Footer Settings, on every page (each cached whole, and made fresh by a save), the not-found
 * document included. Each test puts the seed's values back.
 */

const NEW = { email: 'bookings@new-desk.example', phone: '+977 1 4444444, +1 416 555 0100', address: '10 Queen St W, Toronto, Canada' }

async function expectNewContact(footer: Locator) {
  await expect(footer.getByRole('link', { name: NEW.email })).toHaveAttribute('href', `mailto:${NEW.email}`)
  await expect(footer.getByRole('link', { name: '+977 1 4444444' })).toHaveAttribute('href', 'tel:+97714444444')
  await expect(footer.getByRole('link', { name: '+1 416 555 0100' })).toHaveAttribute('href', 'tel:+14165550100')
  await expect(footer).toContainText(NEW.address)
}

const footerOf = (page: Page) => page.locator('footer')

// Pages are rendered afresh after each save, and the not-found document renewed a moment later.
test.describe.configure({ timeout: 120_000 })

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
    expect((await api.patch('/api/footer-settings', { data: { socialLinks: { instagram: 'https://www.instagram.com/new.handle' }, showSocialLinks: true } })).ok()).toBe(true)
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
