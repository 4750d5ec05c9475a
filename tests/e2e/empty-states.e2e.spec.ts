import { expect, test } from '@playwright/test'

import { BRAND } from '@/lib/brand'

import { adminApi } from './helpers'

// Runs last (its own project): deletes all public content through the API, as staff would.
test('every page shows its empty state when there is no content', async ({ page, baseURL }) => {
  const api = await adminApi(baseURL!)
  for (const collection of ['artists', 'events', 'sponsorships', 'hero-sections', 'homepage-sections', 'tour-locations']) {
    for (const record of await (await api.get(`/api/${collection}`)).json()) {
      expect((await api.delete(`/api/${collection}/${record.id}`)).status()).toBe(204)
    }
  }
  const cleared = await api.patch('/api/contact-settings', { data: { email: '', phone: '', address: '', mapEmbedUrl: '', formSubjects: [] } })
  expect(cleared.status()).toBe(200)

  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('HIMALAYAN BEATS')
  await expect(page.getByText('We create unforgettable entertainment experiences across Nepal', { exact: true })).toBeVisible()
  await expect(page.getByRole('link', { name: 'OUR EVENTS' })).toHaveAttribute('href', '/public/events')
  await expect(page.getByRole('link', { name: 'CONTACT US' })).toHaveAttribute('href', '/public/contact')

  await page.goto('/artists')
  await expect(page.getByText('No artists found.')).toBeVisible()
  await page.goto('/events')
  await expect(page.getByText('No events found')).toBeVisible()
  await page.goto('/tour')
  await expect(page.getByText('No upcoming tours scheduled')).toBeVisible()
  await expect(page.getByRole('link', { name: 'View all events' })).toHaveAttribute('href', '/events')
  await page.goto('/sponsorship')
  await expect(page.getByText('No sponsorship packages available at this time. Please contact us for custom packages.')).toBeVisible()
  await page.goto('/public/contact')
  await expect(page.locator('#main').getByText(BRAND.email)).toBeVisible()
  await expect(page.getByText(/Map coming soon/)).toBeVisible()
  await expect(page.locator('iframe')).toHaveCount(0)
})
