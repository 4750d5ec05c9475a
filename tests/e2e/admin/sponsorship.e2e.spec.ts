import { expect, test } from '../fixtures'
import { expectToast, signInAs, searchList } from '../helpers'

test.beforeEach(async ({ page }) => {
  await signInAs(page)
})

async function names(page: import('@playwright/test').Page): Promise<string[]> {
  const rows = page.getByRole('list', { name: 'Sponsorship packages' }).locator('> li h2')
  await expect(rows.first()).toBeVisible()
  return rows.allTextContents()
}

test('moves change the order, persist after reload, and the ends are disabled', async ({ page, arrange }) => {
  // Three internal packages of this test's own, after every other: visitors' lists do not change.
  const own: string[] = []
  for (const priority of [901, 902, 903])
    own.push((await arrange.create('sponsorships', { packageName: arrange.name('Moving Package'), visibility: 'internal', priority })).packageName)
  const ownOrder = async () => (await names(page)).filter((name) => own.includes(name))

  await page.goto('/admin/sponsorship')
  await expect(page.getByRole('heading', { name: 'Sponsorship Packages', level: 1 })).toBeVisible()
  await expect.poll(ownOrder).toEqual(own)
  const all = await names(page)
  await expect(page.getByRole('button', { name: `Move ${all[0]} up` })).toBeDisabled()
  await expect(page.getByRole('button', { name: `Move ${own[2]} down` })).toBeDisabled()

  await page.getByRole('button', { name: `Move ${own[1]} up` }).click()
  await expect.poll(ownOrder).toEqual([own[1], own[0], own[2]])
  await page.reload()
  await expect.poll(ownOrder).toEqual([own[1], own[0], own[2]])
  await page.getByRole('button', { name: `Move ${own[1]} down` }).click()
  await expect.poll(ownOrder).toEqual(own)
})

test('a failing move shows the reorder error', async ({ page }) => {
  await page.route('**/move', (route) => route.fulfill({ status: 500, body: 'nope' }))
  await page.goto('/admin/sponsorship')
  const list = await names(page)
  await page.getByRole('button', { name: `Move ${list[1]} up` }).click()
  await expectToast(page, 'Error', 'There was a problem reordering the sponsorship packages. Please try again.')
})

test('adds a package with benefits (Add or Enter, blanks ignored, removable), filters and deletes it', async ({ page, arrange }) => {
  const name = arrange.name('Silver Partner')
  arrange.removeAfter('sponsorships', 'packageName', name)
  await page.goto('/admin/sponsorship')
  await page.getByRole('button', { name: 'Add New Package' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add New Package' })
  await dialog.getByLabel('Package Name').fill(name)
  await dialog.getByLabel('Description').fill('Mid-tier visibility.')
  const benefit = dialog.getByLabel('Benefits', { exact: true })
  await benefit.fill('Logo on posters')
  await benefit.press('Enter')
  await benefit.fill('   ')
  await dialog.getByRole('button', { name: 'Add', exact: true }).click()
  await benefit.fill('Two VIP passes')
  await dialog.getByRole('button', { name: 'Add', exact: true }).click()
  await benefit.fill('Remove me')
  await benefit.press('Enter')
  await dialog.getByRole('button', { name: 'Remove benefit Remove me' }).click()
  await expect(dialog.getByRole('list', { name: 'Benefits list' }).locator('li')).toHaveCount(2)
  await dialog.getByLabel('Visibility').selectOption('internal')
  await dialog.getByLabel('Priority').fill('7')
  await expect(dialog.getByText('PNG, JPG or SVG up to 5MB')).toBeVisible()
  await dialog.getByRole('button', { name: 'Save', exact: true }).click()
  await expectToast(page, 'Sponsorship package created')

  const row = page.getByRole('list', { name: 'Sponsorship packages' }).locator('> li').filter({ hasText: name })
  await expect(row).toContainText('Internal Only')
  await expect(row).toContainText('Benefits:')
  await expect(row).toContainText('Two VIP passes')

  await page.getByLabel('Visibility filter').selectOption('internal')
  await expect(page.getByRole('button', { name: /^Move / })).toHaveCount(0)
  await searchList(page, 'Search sponsorship packages', name.toLowerCase())
  await expect(page.getByRole('list', { name: 'Sponsorship packages' }).locator('> li')).toHaveCount(1)

  await page.getByRole('button', { name: `Delete ${name}` }).click()
  const confirm = page.getByRole('alertdialog')
  await expect(confirm).toContainText(`Are you sure you want to delete the "${name}" sponsorship package? This action cannot be undone.`)
  await confirm.getByRole('button', { name: 'Delete' }).click()
  await expectToast(page, 'Sponsorship package deleted')
  await expect(page.getByText(`No sponsorship packages match '${name.toLowerCase()}'`)).toBeVisible()
})

// Here rather than beside the other public sponsorship tests: a move ranks every package again,
// one without priority included (counted as 0), so the two must not run at once.
test('the public page puts a package without priority last', async ({ page, api, arrange }) => {
  const { id, packageName } = await arrange.create('sponsorships', { packageName: arrange.name('Unranked Package') })
  // A missing priority can only come from outside the documented API (e.g. /cms).
  const cleared = await api.patch(`/cms-api/sponsorships/${id}`, { data: { priority: null } })
  expect(cleared.status()).toBe(200)
  await page.goto('/sponsorship')
  const names = await page.locator('#packages article h3').allTextContents()
  expect(names[names.length - 1]).toBe(packageName)
})
