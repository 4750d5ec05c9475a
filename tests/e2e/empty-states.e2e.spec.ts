import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { test as base, expect } from '@playwright/test'

import { BRAND } from '@/lib/brand'

import { E2E_PORT } from './port'
import { provideTestDatabase, recreateDatabase } from '../setup/test-database'
import { startTestServer } from '../setup/test-server'

/**
 * A site with no content at all: a server of its own, on a fresh database of its own (nothing
 * seeded, no one signed up), so that the shared demo content stays as it is for every other file.
 */
const test = base.extend<object, { emptySite: string }>({
  emptySite: [
    async ({}, use) => {
      const database = await provideTestDatabase('agency_e2e_empty')
      await recreateDatabase(database.url)
      const mediaDir = mkdtempSync(path.join(tmpdir(), 'agency-e2e-empty-media-'))
      // The next port after the shared server's.
      const server = await startTestServer({ port: E2E_PORT + 1, databaseUrl: database.url, mediaDir })
      await use(server.baseUrl)
      await server.stop()
      await database.stop()
      rmSync(mediaDir, { recursive: true, force: true })
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ emptySite }, use) => use(emptySite),
})

test('every page shows its empty state when there is no content', async ({ page }) => {
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
