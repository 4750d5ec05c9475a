import { readFile } from 'node:fs/promises'

import type { APIRequestContext } from '@playwright/test'
import pg from 'pg'

import { linkToken } from '@/features/alerts/links'

import { TEST_SECRET } from '../../setup/test-server'
import { expect, test } from '../fixtures'
import { expectAccessible, expectToast, signInAs, testAddress, searchList } from '../helpers'

/**
 * The Subscribers screen (docs/product.md#subscribers-screen): who follows what for all staff; the
 * addresses, their search, export and removal for admins. And the event form's "Notify followers"
 * box.
 */

async function query<T extends pg.QueryResultRow>(text: string, values: unknown[]): Promise<T[]> {
  const db = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL })
  await db.connect()
  try {
    return (await db.query<T>(text, values)).rows
  } finally {
    await db.end()
  }
}

/** `email` signed up for `interest` and confirmed, as a visitor does by the mail's link. */
async function confirmedSubscriber(request: APIRequestContext, email: string, interest: object): Promise<void> {
  const headers = { 'X-Forwarded-For': testAddress() }
  expect((await request.post('/api/subscriptions', { data: { email, ...interest }, headers })).status()).toBe(202)
  const [row] = await query<{ topic: number; nonce: string }>(
    'SELECT t.id AS topic, s.nonce FROM alert_subscribers s JOIN alert_topics t ON t.subscriber_id = s.id WHERE s.email = $1 ORDER BY t.id DESC LIMIT 1',
    [email],
  )
  process.env.PAYLOAD_SECRET = TEST_SECRET
  expect((await request.post('/api/subscriptions/confirm', { data: { token: linkToken('confirm', row.topic, row.nonce) }, headers })).status()).toBe(200)
}

test('an admin sees who follows what, finds an address, exports and removes it', async ({ page, arrange }) => {
  const artist = await arrange.create('artists', { name: arrange.name('Followed Singer'), bio: 'Sings.', status: 'active' })
  const tag = arrange
    .name('sub')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
  const [first, second] = [`${tag}-one@example.com`, `${tag}-two@example.com`]
  await confirmedSubscriber(page.request, first, { artist: artist.id })
  await confirmedSubscriber(page.request, second, { artist: artist.id })
  await confirmedSubscriber(page.request, second, { city: 'Pokhara' })

  await signInAs(page)
  await page.goto('/admin/subscribers')
  await expect(page.getByRole('heading', { name: 'Subscribers', level: 1 })).toBeVisible()
  const perArtist = page.getByRole('table', { name: 'Followers per artist' })
  await expect(perArtist.getByRole('row', { name: `${artist.name} 2` })).toBeVisible()
  await expect(page.getByRole('table', { name: 'Followers per city' }).getByRole('row', { name: /^Pokhara \d+$/ })).toBeVisible()

  await searchList(page, 'Search addresses', tag)
  const rows = page.locator('tr[data-subscriber-id]')
  await expect(rows).toHaveCount(2)
  await expect(rows.first()).toContainText(second)
  await expect(rows.first()).toContainText('Pokhara')
  await expectAccessible(page)

  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Export' }).click()
  const csv = await readFile((await (await download).path())!, 'utf8')
  expect(csv.split('\r\n')).toHaveLength(3)
  expect(csv).toContain(`"${first}","en"`)

  await page.getByRole('button', { name: `Remove ${first}` }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click()
  await expectToast(page, 'Subscriber removed', 'The address gets no more alerts.')
  await expect(rows).toHaveCount(1)
  await expect(perArtist.getByRole('row', { name: `${artist.name} 1` })).toBeVisible()
  await page.getByRole('button', { name: `Remove ${second}` }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'No address matches the search' })).toBeVisible()
})

test('an editor sees the counts, not the addresses', async ({ page, arrange }) => {
  const username = arrange.name('sub-editor').replace(' ', '-')
  const editor = { username, email: `${username}@example.com`, password: 'granite-willow-echo-27' }
  await arrange.create('users', { ...editor, role: 'editor' })
  await signInAs(page, editor)
  await page.goto('/admin/subscribers')
  await expect(page.getByText('Confirmed subscribers')).toBeVisible()
  await expect(page.getByText('The addresses themselves are for admins.')).toBeVisible()
  await expect(page.getByLabel('Search addresses')).toHaveCount(0)
  await expect(page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Subscribers' })).toBeVisible()
})

test('publishing an event offers "Notify followers", ticked; unticked, its followers are not told', async ({ page, arrange }) => {
  const title = arrange.name('Quiet Admin Night')
  arrange.removeAfter('events', 'title', title)
  await signInAs(page)
  await page.goto('/admin/events')
  await page.getByRole('button', { name: 'Add New Event' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add New Event' })
  const notify = dialog.getByRole('checkbox', { name: /Notify followers by e-mail/ })
  await expect(notify).toBeChecked()
  await notify.uncheck()
  await dialog.getByLabel('Title').fill(title)
  await dialog.getByLabel('Date').fill(new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10))
  await dialog.getByLabel('Time', { exact: true }).fill('19:00')
  await dialog.getByLabel('Venue', { exact: true }).fill('Tudikhel')
  await dialog.getByLabel('Location').fill('Kathmandu, Nepal')
  await dialog.getByRole('button', { name: 'Save', exact: true }).click()
  await expectToast(page, 'Event created', 'The new event has been added successfully.')
  const [announced] = await query<{ notify: boolean }>(
    'SELECT a.notify FROM event_announcements a JOIN events_locales l ON l._parent_id = a.event_id WHERE l.title = $1',
    [title],
  )
  expect(announced).toEqual({ notify: false })

  // Published already: nothing is announced by its edits, so the box is not offered.
  await searchList(page, 'Search events', title)
  await page.getByRole('button', { name: `Edit ${title}` }).click()
  await expect(page.getByRole('dialog', { name: 'Edit Event' }).getByRole('checkbox', { name: /Notify followers/ })).toHaveCount(0)
})

test('scheduling an event\'s publish offers "Notify followers"; unticked, the entry says so', async ({ page, api, arrange }) => {
  const title = arrange.name('Scheduled Quiet Night')
  const created = await api.post('/api/events?draft=true', {
    data: { title, date: new Date(Date.now() + 40 * 86_400_000).toISOString(), venue: 'Tudikhel', location: 'Kathmandu, Nepal' },
  })
  expect(created.status()).toBe(201)
  const { id } = await created.json()
  arrange.removeAfter('events', 'title', title)
  await signInAs(page)
  await page.goto('/admin/events')
  await searchList(page, 'Search events', title)
  await page.getByRole('button', { name: `Schedule ${title}` }).click()
  const dialog = page.getByRole('dialog', { name: `Schedule ${title}` })
  const notify = dialog.getByRole('checkbox', { name: /Notify followers by e-mail/ })
  await expect(notify).toBeChecked()
  await dialog.getByLabel('Change', { exact: true }).selectOption('unpublish')
  await expect(notify).toHaveCount(0)
  await dialog.getByLabel('Change', { exact: true }).selectOption('publish')
  await notify.uncheck()
  await dialog.getByLabel('Date').fill(new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10))
  await dialog.getByLabel('Time', { exact: true }).fill('09:30')
  await dialog.getByRole('button', { name: 'Schedule', exact: true }).click()
  await expectToast(page, 'Change scheduled')
  await expect(dialog.getByRole('region', { name: 'Scheduled changes' })).toContainText('without telling followers')
  const [entry] = await (await api.get(`/api/events/${id}/schedule`)).json()
  expect(entry).toMatchObject({ action: 'publish', notifyFollowers: false })
  await dialog.getByRole('button', { name: 'Cancel change' }).click()
  await expectToast(page, 'Scheduled change cancelled')
})
