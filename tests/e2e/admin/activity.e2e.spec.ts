import { expect, test } from '../fixtures'
import { E2E_ADMIN, expectAccessible, signInAs } from '../helpers'

test('the activity screen shows who did what, filtered by account, resource, action and day', async ({ page, arrange }) => {
  const name = arrange.name('Logged Artist')
  await arrange.create('artists', { name, bio: 'Seen in the log.' })
  await signInAs(page)
  await page.goto('/admin/activity')
  await expect(page.getByRole('heading', { name: 'Activity', level: 1 })).toBeVisible()
  const row = page.getByRole('row').filter({ hasText: `Created artist "${name}"` })
  await expect(row).toBeVisible()
  await expect(row).toContainText(E2E_ADMIN.username)
  await expect(row).toContainText('/api')

  await page.getByLabel('Account', { exact: true }).selectOption({ label: E2E_ADMIN.username })
  await page.getByLabel('Resource', { exact: true }).selectOption({ label: 'Artist' })
  await page.getByLabel('Action', { exact: true }).selectOption({ label: 'Created' })
  // The browser's own day: the screen's days are the viewer's.
  const today = await page.evaluate(() => new Date().toLocaleDateString('en-CA'))
  await page.getByLabel('From', { exact: true }).fill(today)
  await expect(row).toBeVisible()
  await page.getByLabel('Action', { exact: true }).selectOption({ label: 'Deleted' })
  await expect(page.getByRole('status').filter({ hasText: 'No activity matches the filters' })).toBeVisible()
  await page.getByRole('button', { name: 'Clear filters' }).click()
  await expect(row).toBeVisible()
  await expectAccessible(page)
})

test("an entry names only what changed, by the form's labels, and opens its record's screen; a deleted record's says so", async ({ page, api, arrange }) => {
  const name = arrange.name('Linked Artist')
  const artist = await arrange.create('artists', { name, bio: 'Linked from the log.' })
  // Saved as the form saves: every field again, the links left empty, and one new genre.
  const resaved = { name, bio: 'Linked from the log.', genre: 'Jazz', socialLinks: { instagram: '', facebook: '' }, mediaLinks: { spotify: '', youtube: '' } }
  expect((await api.patch(`/api/artists/${artist.id}`, { data: resaved })).status()).toBe(200)
  const goneName = arrange.name('Gone Artist')
  await arrange.create('artists', { name: goneName, bio: 'Soon deleted.' }).then((gone) => api.delete(`/api/artists/${gone.id}`))

  await signInAs(page)
  await page.goto('/admin/activity')
  const updated = page.getByRole('row').filter({ hasText: `Updated artist "${name}"` })
  await expect(updated).toContainText(`Updated artist "${name}": GenreOpen`)
  const deleted = page.getByRole('row').filter({ hasText: `Deleted artist "${goneName}"` })
  await expect(deleted).toContainText('Deleted since')
  await expect(deleted.getByRole('link')).toHaveCount(0)
  await expect(page.getByRole('row').filter({ hasText: `Created artist "${goneName}"` })).toContainText('Deleted since')

  await updated.getByRole('link', { name: `Open: Updated artist "${name}": Genre` }).click()
  await expect(page).toHaveURL(/\/admin\/artists$/)
  await expect(page.getByLabel('Search artists')).toHaveValue(name)
  await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(1)
})

test('an editor has no activity screen', async ({ page, arrange }) => {
  const username = arrange.name('log-editor').replace(' ', '-')
  const editor = { username, email: `${username}@example.com`, password: 'granite-willow-echo-27' }
  await arrange.create('users', { ...editor, role: 'editor' })
  await signInAs(page, editor)
  await page.goto('/admin/activity')
  await expect(page.getByText('The Activity screen is for admins.')).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Activity' })).toHaveCount(0)
})
