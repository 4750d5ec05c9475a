import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { test as base, expect, type Page, type Request } from '@playwright/test'
import pg from 'pg'

import { fillLarge } from '../../../bench/data.mjs'
import { provideTestDatabase, recreateDatabase } from '../../setup/test-database'
import { startTestServer } from '../../setup/test-server'
import { E2E_PORT } from '../port'

/**
 * The back office's lists at the size the agency will reach (the bench's large set: 2,000 artists,
 * 10,000 events with Nepali titles, 300 galleries, 20,000 messages), on a server and database of
 * their own (port E2E_PORT + 2, `agency_e2e_large`), so the shared demo content stays as it is:
 * each list asks the API for one page, searched and filtered by the database, and shows its total.
 * The alert subscribers and the activity log, which these screens do not read, are left out of
 * the set to keep its filling short.
 */

const ADMIN = { email: 'large-lists@example.com', password: 'harbor-quartz-lantern-64' }

type LargeSite = { baseUrl: string; db: pg.Pool }

const test = base.extend<object, { largeSite: LargeSite }>({
  largeSite: [
    async ({}, use) => {
      const database = await provideTestDatabase('agency_e2e_large')
      await recreateDatabase(database.url)
      const mediaDir = mkdtempSync(path.join(tmpdir(), 'agency-e2e-large-media-'))
      const server = await startTestServer({
        port: E2E_PORT + 2,
        databaseUrl: database.url,
        mediaDir,
        env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password },
      })
      await fillLarge(database.url, { subscribers: 0, activity: 0 })
      const db = new pg.Pool({ connectionString: database.url, max: 1 })
      await db.query('ANALYZE')
      await use({ baseUrl: server.baseUrl, db })
      await db.end()
      await server.stop()
      await database.stop()
      rmSync(mediaDir, { recursive: true, force: true })
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ largeSite }, use) => use(largeSite.baseUrl),
})

test.beforeEach(async ({ page, largeSite }) => {
  const response = await page.request.post('/api/auth/login', {
    data: { login: ADMIN.email, password: ADMIN.password },
    headers: { Origin: largeSite.baseUrl },
  })
  expect(response.status()).toBe(200)
})

/** Every read of list `url` the page makes from now on. */
function listReads(page: Page, url: string): Request[] {
  const reads: Request[] = []
  page.on('request', (request) => {
    const { pathname } = new URL(request.url())
    if (request.method() === 'GET' && pathname === url) reads.push(request)
  })
  return reads
}

/** Each read asked for one page of `size` records, and was answered at most that many. */
async function expectOnePageEach(reads: Request[], size: number) {
  expect(reads.length).toBeGreaterThan(0)
  for (const read of reads) {
    expect(new URL(read.url()).searchParams.get('limit'), read.url()).toBe(String(size))
    const response = await read.response()
    if (response?.ok()) expect(((await response.json()) as unknown[]).length).toBeLessThanOrEqual(size)
  }
}

const searchBox = (page: Page, name: string) => page.getByRole('searchbox', { name })

test('events: the first page and the total, a search in English and in Nepali, page 2, one page a read', async ({ page, largeSite }) => {
  const reads = listReads(page, '/api/events')
  await page.goto('/admin/events')
  // Still to come first, soonest first: the grid's first card is an event to come.
  await expect(page.getByTestId('list-total')).toHaveText('10,000 events')
  const firstCard = page.locator('[data-record-id]').first()
  await expect(page.locator('[data-record-id]')).toHaveCount(6)
  const firstId = await firstCard.getAttribute('data-record-id')

  await page.getByRole('button', { name: 'Page 2' }).click()
  await expect(page.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page')
  await expect(page.locator(`[data-record-id="${firstId}"]`)).toHaveCount(0)
  await expect(page.locator('[data-record-id]')).toHaveCount(6)

  // Typed a key at a time: the search waits for the typing to pause, not a read per key.
  const before = reads.length
  await searchBox(page, 'Search events').pressSequentially('Bench Event 4321', { delay: 20 })
  await expect(page.getByTestId('list-total')).toHaveText('1 event')
  await expect(page.locator('[data-record-id]')).toHaveCount(1)
  await expect(page.locator('[data-record-id]').first()).toContainText('Venue')
  expect(reads.length - before).toBeLessThanOrEqual(3)
  expect(reads.at(-1)!.url()).toContain('search=Bench+Event+4321')

  const { rows } = await largeSite.db.query<{ id: number; title: string; ne: string }>(
    `SELECT e.id, en.title, ne.title AS ne FROM events e JOIN events_locales en ON en._parent_id = e.id AND en._locale = 'en'
       JOIN events_locales ne ON ne._parent_id = e.id AND ne._locale = 'ne' ORDER BY e.id DESC LIMIT 1`,
  )
  await searchBox(page, 'Search events').fill(rows[0].ne)
  await expect(page.getByTestId('list-total')).toHaveText('1 event')
  await expect(page.locator(`[data-record-id="${rows[0].id}"]`)).toBeVisible()

  // The list view: 10 a page, the Upcoming filter sent to the server.
  await searchBox(page, 'Search events').fill('')
  await page.getByRole('button', { name: 'List view' }).click()
  await page.getByLabel('Status filter').selectOption('past')
  await expect(page.getByTestId('list-total')).toHaveText(/^[\d,]+ events$/)
  expect(reads.at(-1)!.url()).toContain('status=past')
  await expectOnePageEach(reads.slice(0, 1), 6)
  await expectOnePageEach(reads.slice(-1), 10)
  for (const read of reads) expect(new URL(read.url()).searchParams.get('limit')).toMatch(/^(6|10)$/)
})

test('artists, galleries and messages: each shows its first page and total, finds a record, turns to page 2', async ({ page, largeSite }) => {
  const cases = [
    { path: '/admin/artists', url: '/api/artists', size: 10, total: '2,000 artists', search: 'Search artists', find: 'Bench Artist 1234' },
    { path: '/admin/gallery', url: '/api/galleries', size: 9, total: '300 galleries', search: 'Search galleries', find: 'Bench Gallery 77' },
  ]
  const { rows } = await largeSite.db.query<{ inbox: string; unread: string }>(
    `SELECT count(*) FILTER (WHERE NOT spam) AS inbox, count(*) FILTER (WHERE NOT spam AND NOT read) AS unread FROM contact_messages`,
  )
  const inbox = Number(rows[0].inbox).toLocaleString('en-US')
  cases.push({
    path: '/admin/messages',
    url: '/api/contact-messages',
    size: 10,
    total: `${inbox} messages`,
    search: 'Search messages',
    find: 'visitor12345@example.com',
  })
  for (const screen of cases) {
    const reads = listReads(page, screen.url)
    await page.goto(screen.path)
    await expect(page.getByTestId('list-total'), screen.path).toHaveText(screen.total)
    const firstId = await page.locator('[data-record-id]').first().getAttribute('data-record-id')
    await page.getByRole('button', { name: 'Page 2' }).click()
    await expect(page.locator(`[data-record-id="${firstId}"]`)).toHaveCount(0)
    await expect(page.locator('[data-record-id]')).toHaveCount(screen.size)
    await searchBox(page, screen.search).fill(screen.find)
    await expect(page.getByTestId('list-total'), screen.path).toHaveText(/^1 (artist|gallery|message)$/)
    // The pages shown and counted: every read a page (the unread count is a page of one).
    await expectOnePageEach(
      reads.filter((read) => new URL(read.url()).searchParams.get('limit') !== '1'),
      screen.size,
    )
  }
  // The unread badge and the subtitle: a count, never the whole inbox.
  const unread = Number(rows[0].unread)
  await expect(page.getByText(`Messages sent through the contact form · ${unread.toLocaleString('en-US')} unread`)).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Admin' }).getByLabel(`${unread} unread`)).toBeVisible()
})

test('users: a page of accounts, a search, page 2', async ({ page, largeSite }) => {
  for (let i = 1; i <= 11; i += 1) {
    const made = await page.request.post('/api/users', {
      data: { username: `large-user-${i}`, email: `large-user-${i}@example.com`, password: 'meadow-copper-harbor-55', role: 'editor' },
      headers: { Origin: largeSite.baseUrl },
    })
    expect(made.status()).toBe(201)
  }
  const reads = listReads(page, '/api/users')
  await page.goto('/admin/users')
  await expect(page.getByTestId('list-total')).toHaveText('12 users')
  await page.getByRole('button', { name: 'Page 2' }).click()
  await expect(page.getByRole('row').filter({ hasText: 'large-user-11' })).toBeVisible()
  await searchBox(page, 'Search users').fill('USER-7@')
  await expect(page.getByTestId('list-total')).toHaveText('1 user')
  await expect(page.getByRole('row').filter({ hasText: 'large-user-7' })).toBeVisible()
  await expectOnePageEach(reads, 10)
})

test('the dashboard: counts and a few records, never a whole list', async ({ page }) => {
  const lists = ['/api/artists', '/api/events', '/api/galleries'].map((url) => listReads(page, url))
  await page.goto('/admin')
  const totals = page.getByRole('region', { name: 'Totals' })
  await expect(totals.locator('div', { has: page.getByText('Total Events', { exact: true }) }).last()).toContainText('10000')
  await expect(totals.locator('div', { has: page.getByText('Total Artists', { exact: true }) }).last()).toContainText('2000')
  await expect(page.getByRole('region', { name: 'Next Events and Artists' }).locator('li')).toHaveCount(5)
  const reads = lists.flat()
  expect(reads.length).toBeGreaterThanOrEqual(4)
  for (const read of reads) expect(Number(new URL(read.url()).searchParams.get('limit')), read.url()).toBeLessThanOrEqual(3)
})

test("the event form's line-up: the server finds the artists typed and those the title names, never the whole roster", async ({ page }) => {
  const reads = listReads(page, '/api/artists')
  await page.goto('/admin/events')
  await page.getByRole('button', { name: 'Add New Event' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add New Event' })
  await dialog.getByLabel('Title', { exact: true }).fill('Bench Artist 1234 live in Pokhara')
  await expect(dialog.getByRole('button', { name: 'Add Bench Artist 1234' })).toBeVisible()
  const search = dialog.getByRole('combobox', { name: 'Line-up' })
  await search.fill('Bench Artist 1999')
  await expect(dialog.getByRole('option', { name: /Bench Artist 1999/ })).toBeVisible()
  expect(reads.length).toBeGreaterThan(0)
  for (const read of reads) expect(new URL(read.url()).searchParams.get('limit'), read.url()).toMatch(/^([1-9]|1\d|20)$/)
})
