import type { APIRequestContext, Page } from '@playwright/test'

import { venueDay, zonedDateTimeToIso } from '@/lib/calendar/dates'
import { currentZoneName } from '@/lib/calendar/schedule-times'
import { viewerMoment } from '@/lib/calendar/staff-times'

import { expect, test } from '../fixtures'
import { expectAccessible, expectToast, signInAs, searchList } from '../helpers'

/** Drafts in the back office (docs/product.md#drafts): save a draft, publish it, change it quietly, unpublish it. */

test.beforeEach(async ({ page }) => {
  await signInAs(page)
})

const row = (page: Page, name: string) => page.locator('tbody tr').filter({ hasText: name })

/** What a visitor (no session) reads of the artists page. */
const visitorPage = async (request: APIRequestContext, path: string) => (await request.get(path, { headers: { cookie: '' } })).text()

test('an artist saved as a draft, published, changed quietly and unpublished', async ({ page, request, arrange }) => {
  const name = arrange.name('Quiet Riverside Band')
  arrange.removeAfter('artists', 'name', name)

  await page.goto('/admin/artists')
  // Only this test's artist in the list: others that tests running beside it add cannot page it out.
  await searchList(page, 'Search artists', name)
  await page.getByRole('button', { name: 'Add New Artist' }).click()
  let dialog = page.getByRole('dialog', { name: 'Add New Artist' })
  await dialog.getByLabel('Name').fill(name)
  await dialog.getByLabel('Bio').fill('First words, not ready.')
  await dialog.getByRole('button', { name: 'Save draft' }).click()
  await expectToast(page, 'Draft saved', 'Visitors do not see it until the artist is published.')
  await expect(row(page, name).getByTestId('publication')).toHaveText('Draft')
  expect(await visitorPage(request, '/artists')).not.toContain(name)

  // A draft is published with Publish.
  await row(page, name)
    .getByRole('button', { name: `Edit ${name}` })
    .click()
  dialog = page.getByRole('dialog', { name: 'Edit Artist' })
  await expect(dialog.getByTestId('publication')).toHaveText('Draft')
  await expect(dialog.getByRole('button', { name: 'Unpublish' })).toHaveCount(0)
  await dialog.getByRole('button', { name: 'Publish' }).click()
  await expectToast(page, 'Artist updated')
  await expect(row(page, name).getByTestId('publication')).toHaveText('Published')
  await expect.poll(() => visitorPage(request, '/artists')).toContain(name)

  // Changes saved as a draft wait: visitors still read the published words.
  await row(page, name)
    .getByRole('button', { name: `Edit ${name}` })
    .click()
  dialog = page.getByRole('dialog', { name: 'Edit Artist' })
  await dialog.getByLabel('Bio').fill('Second words, still being written.')
  await dialog.getByRole('button', { name: 'Save draft' }).click()
  await expectToast(page, 'Draft saved')
  await expect(row(page, name).getByTestId('publication')).toHaveText('Changed since publishing')
  const artistPage = (await visitorPage(request, '/artists')).includes(name)
  expect(artistPage).toBe(true)
  await page.getByLabel('Publishing filter').selectOption('changed')
  await expect(row(page, name)).toHaveCount(1)
  await expect(page.locator('tbody tr').getByTestId('publication').filter({ hasNotText: 'Changed since publishing' })).toHaveCount(0)
  await page.getByLabel('Publishing filter').selectOption('all')

  // The form opens on the latest draft; Unpublish keeps it and takes the artist from visitors.
  await row(page, name)
    .getByRole('button', { name: `Edit ${name}` })
    .click()
  dialog = page.getByRole('dialog', { name: 'Edit Artist' })
  await expect(dialog.getByLabel('Bio')).toHaveValue('Second words, still being written.')
  await expect(dialog.getByTestId('publication')).toHaveText('Changed since publishing')
  await dialog.getByRole('button', { name: 'Unpublish' }).click()
  await page
    .getByRole('alertdialog', { name: `Unpublish ${name}?` })
    .getByRole('button', { name: 'Unpublish' })
    .click()
  await expectToast(page, 'Artist unpublished', 'Visitors no longer see it.')
  await expect(row(page, name).getByTestId('publication')).toHaveText('Draft')
  await expect.poll(() => visitorPage(request, '/artists')).not.toContain(name)
})

test('a switch in a row keeps a draft a draft', async ({ page, api, arrange }) => {
  const title = arrange.name('Winter Lodge')
  const created = await api.post('/api/premium-accommodations?draft=true', { data: { title, displayOnHomepage: false } })
  expect(created.status()).toBe(201)
  const { id } = await created.json()
  arrange.removeAfter('premium-accommodations', 'title', title)

  await page.goto('/admin/accommodations')
  await expect(row(page, title).getByTestId('publication')).toHaveText('Draft')
  // The switch shows the stored value, so it turns once the change is saved.
  await row(page, title).getByRole('checkbox').click()
  await expectToast(page, 'Accommodation updated')
  await expect(row(page, title).getByRole('checkbox')).toBeChecked()
  await expect(row(page, title).getByTestId('publication')).toHaveText('Draft')
  const stored = await (await api.get(`/api/premium-accommodations/${id}?draft=true`)).json()
  expect(stored).toMatchObject({ displayOnHomepage: true, _status: 'draft', _state: 'draft' })
})

test("a record's history says who changed what, from what to what, and a version is read, then restored as the draft", async ({ page, api, arrange }) => {
  const artist = await arrange.create('artists', { name: arrange.name('Tamang Selo Trio'), bio: 'The original words.', genre: 'Folk' })
  const draft = { bio: 'Words rewritten in a draft.', genre: 'Folk Rock', socialLinks: { instagram: '' } }
  expect((await api.patch(`/api/artists/${artist.id}?draft=true`, { data: draft })).status()).toBe(200)

  await page.goto('/admin/artists')
  await searchList(page, 'Search artists', artist.name)
  await row(page, artist.name)
    .getByRole('button', { name: `History of ${artist.name}` })
    .click()
  const history = page.getByRole('dialog', { name: `History of ${artist.name}` })
  const versions = history.getByRole('list', { name: 'Versions' }).getByRole('listitem')
  await expect(versions).toHaveCount(2)
  // Only what changed (the empty Instagram link is no change), by the form's labels, before and after.
  await expect(versions.nth(0)).toContainText('Changed Bio and Genre')
  const changes = versions.nth(0).getByRole('definition')
  await expect(changes.nth(0).getByTestId('before')).toHaveText('Before: The original words.')
  await expect(changes.nth(0).getByTestId('after')).toHaveText('After: Words rewritten in a draft.')
  await expect(changes.nth(1).getByTestId('before')).toHaveText('Before: Folk')
  await expect(changes.nth(1).getByTestId('after')).toHaveText('After: Folk Rock')
  await expect(versions.nth(0).getByTestId('publication')).toHaveText('Draft')
  await expect(versions.nth(0)).toContainText('Latest')
  await expect(versions.nth(1)).toContainText('Created with Name, Bio, Genre and Status')
  await expect(versions.nth(1).getByTestId('publication')).toHaveText('Published')

  // The first version, read before it is restored.
  await versions.nth(1).getByRole('button', { name: 'View' }).click()
  const version = history.getByRole('region', { name: 'Version' })
  const value = (label: string) =>
    version
      .getByRole('term')
      .filter({ hasText: new RegExp(`^${label}$`) })
      .locator('xpath=following-sibling::dd[1]')
  await expect(value('Bio')).toHaveText('The original words.')
  await expect(value('Genre')).toHaveText('Folk')
  await expect(value('Spotify URL')).toHaveText('Empty')
  await expect(version.getByTestId('publication')).toHaveText('Published')
  await expectAccessible(page)
  await history.getByRole('button', { name: 'Restore this version' }).click()
  await expectToast(page, 'Version restored as a draft', 'Publish it to show it to visitors.')
  await expect(versions).toHaveCount(3)
  await expect(versions.nth(0)).toContainText('Changed Bio and Genre')
  await history.getByRole('button', { name: 'Close' }).click()
  await row(page, artist.name)
    .getByRole('button', { name: `Edit ${artist.name}` })
    .click()
  await expect(page.getByRole('dialog', { name: 'Edit Artist' }).getByLabel('Bio')).toHaveValue('The original words.')
})

test('a publish is scheduled in the zone staff pick, shown in the list, and cancelled', async ({ page, api, arrange }) => {
  const title = arrange.name('New Year Welcome')
  const created = await api.post('/api/hero-sections?draft=true', { data: { title } })
  expect(created.status()).toBe(201)
  const { id } = await created.json()
  arrange.removeAfter('hero-sections', 'title', title)
  const day = venueDay('America/Vancouver', 2)

  await page.goto('/admin/hero-sections')
  await row(page, title)
    .getByRole('button', { name: `Schedule ${title}` })
    .click()
  const dialog = page.getByRole('dialog', { name: `Schedule ${title}` })
  await expect(dialog.getByText('Nothing is scheduled.')).toBeVisible()
  // Kathmandu, Toronto and Vancouver come first.
  const zones = await dialog.getByLabel('Time zone').locator('option').allTextContents()
  expect(zones.slice(0, 3)).toEqual(['Nepal (Kathmandu, Pokhara)', 'Canada, Eastern (Toronto, Ottawa, Montreal)', 'Canada, Pacific (Vancouver, Victoria)'])
  await dialog.getByLabel('Time zone').selectOption('America/Vancouver')
  await dialog.getByLabel('Date').fill(day)
  await dialog.getByLabel('Time', { exact: true }).fill('09:30')
  await dialog.getByRole('button', { name: 'Schedule', exact: true }).click()
  await expectToast(page, 'Change scheduled')
  // What is scheduled reads in the viewer's own zone, whichever zone it was chosen in.
  const viewer = currentZoneName(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone))
  await expect(dialog.getByRole('region', { name: 'Scheduled changes' })).toContainText(
    `Publish on ${viewerMoment(zonedDateTimeToIso(day, '09:30', 'America/Vancouver'), viewer)}`,
  )

  const [entry] = await (await api.get(`/api/hero-sections/${id}/schedule`)).json()
  expect(entry).toMatchObject({ action: 'publish', at: new Date(zonedDateTimeToIso(day, '09:30', 'America/Vancouver')).toISOString() })

  await dialog.getByRole('button', { name: 'Close' }).click()
  await expect(row(page, title).getByTestId('scheduled')).toContainText('Scheduled: Publish on')
  await page.getByLabel('Publishing filter').selectOption('scheduled')
  await expect(row(page, title)).toHaveCount(1)
  await page.getByLabel('Publishing filter').selectOption('all')

  await row(page, title)
    .getByRole('button', { name: `Schedule ${title}` })
    .click()
  await dialog.getByRole('button', { name: 'Cancel change' }).click()
  await expectToast(page, 'Scheduled change cancelled')
  await expect(dialog.getByText('Nothing is scheduled.')).toBeVisible()
  expect(await (await api.get(`/api/hero-sections/${id}/schedule`)).json()).toEqual([])
})

test('Preview opens the public page with the draft, marked, and Exit preview leaves it', async ({ page, arrange }) => {
  const artist = await arrange.create('artists', { name: arrange.name('Preview Valley Choir'), bio: 'Published words.' })
  await page.goto('/admin/artists')
  await searchList(page, 'Search artists', artist.name)
  await row(page, artist.name)
    .getByRole('button', { name: `Edit ${artist.name}` })
    .click()
  const dialog = page.getByRole('dialog', { name: 'Edit Artist' })
  await dialog.getByLabel('Bio').fill('Words in a draft, for a colleague to see.')
  await dialog.getByRole('button', { name: 'Save draft' }).click()
  await expectToast(page, 'Draft saved')

  await row(page, artist.name)
    .getByRole('button', { name: `Edit ${artist.name}` })
    .click()
  const preview = page.getByRole('dialog', { name: 'Edit Artist' }).getByRole('link', { name: 'Preview' })
  await expect(preview).toHaveAttribute('target', '_blank')
  await page.goto((await preview.getAttribute('href'))!)
  await expect(page.getByRole('region', { name: 'Preview' })).toContainText('Preview: not published')
  await expect(page.getByText('Words in a draft, for a colleague to see.')).toBeVisible()

  await page.getByRole('link', { name: 'Exit preview' }).click()
  await expect(page.getByText('Published words.')).toBeVisible()
  await expect(page.getByRole('region', { name: 'Preview' })).toHaveCount(0)
  await expect(page.getByText('Words in a draft, for a colleague to see.')).toHaveCount(0)
})
