import type { BrowserContext, Page } from '@playwright/test'

import { expect, test } from '../fixtures'
import { E2E_ADMIN, expectAccessible, signInAs } from '../helpers'

const SCREENS = [
  '/admin',
  '/admin/artists',
  '/admin/events',
  '/admin/gallery',
  '/admin/sponsorship',
  '/admin/contact',
  '/admin/settings',
  '/admin/hero-sections',
  '/admin/homepage-sections',
  '/admin/tour-locations',
  '/admin/accommodations',
  '/admin/messages',
  '/admin/users',
  '/admin/activity',
]

test('signed out, every admin screen shows the sign-in screen', async ({ page }) => {
  for (const path of SCREENS) {
    await page.goto(path)
    await expect(page).toHaveURL(/\/admin\/login$/)
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible()
  }
  await expectAccessible(page)
})

test('a wrong password says so; the right one opens the dashboard with the initials badge; logout signs out', async ({ page }) => {
  await page.goto('/admin/login')
  await page.getByLabel('Username or email').fill(E2E_ADMIN.username)
  await page.getByLabel('Password').fill('not-the-password')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Incorrect' })).toHaveText('Incorrect username, email or password.')

  await page.getByLabel('Username or email').fill(E2E_ADMIN.email)
  await page.getByLabel('Password').fill(E2E_ADMIN.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/admin$/)
  await expect(page.getByRole('button', { name: `Account menu: signed in as ${E2E_ADMIN.username}` })).toHaveText('EA')
  await expect(page.getByText('Admin Dashboard')).toBeVisible()

  await page.getByRole('button', { name: 'Logout' }).click()
  await expect(page).toHaveURL(/\/admin\/login$/)
  await page.goto('/admin/artists')
  await expect(page).toHaveURL(/\/admin\/login$/)
})

test('the sidebar highlights the current screen, the top bar names it, and small screens get a slide-in menu', async ({ page }) => {
  await signInAs(page)
  await page.goto('/admin/events')
  const sidebar = page.getByRole('navigation', { name: 'Admin' })
  await expect(sidebar.getByRole('link', { name: 'Events/Tours' })).toHaveAttribute('aria-current', 'page')
  await expect(page.getByRole('banner')).toContainText('Events/Tours Management')
  for (const [path, title] of [
    ['/admin/artists', 'Artists Management'],
    ['/admin/gallery', 'Gallery Management'],
    ['/admin/sponsorship', 'Sponsorship Management'],
    ['/admin/contact', 'Contact Information'],
    ['/admin/settings', 'Site Settings'],
    ['/admin', 'Dashboard'],
  ]) {
    await page.goto(path)
    await expect(page.getByRole('banner')).toContainText(title)
  }

  await page.setViewportSize({ width: 390, height: 800 })
  await page.goto('/admin')
  await expect(page.getByRole('navigation', { name: 'Admin' })).toBeHidden()
  await page.getByRole('button', { name: 'Open menu' }).click()
  const menu = page.getByRole('dialog', { name: 'Admin menu' })
  await menu.getByRole('link', { name: 'Gallery' }).click()
  await expect(page).toHaveURL(/\/admin\/gallery$/)
  await expect(menu).toBeHidden()
})

test('an editor works on content but does not see user accounts', async ({ page, arrange }) => {
  const username = arrange.name('e2e-editor').replace(' ', '-')
  const editor = { username, email: `${username}@example.com`, password: 'granite-willow-echo-27' }
  await arrange.create('users', { ...editor, role: 'editor' })
  await signInAs(page, editor)
  await page.goto('/admin')
  await expect(page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Artists' })).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Users' })).toHaveCount(0)
  // The back office's own page, in its frame, with the way back: not a bare 404.
  await page.goto('/admin/users')
  await expect(page.getByRole('heading', { name: "You don't have access to this page", level: 1 })).toBeVisible()
  await expect(page.getByText('The Users screen is for admins.')).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Artists' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toHaveCount(0)
  await expectAccessible(page)
  await page.getByRole('link', { name: 'Back to the dashboard' }).click()
  await expect(page).toHaveURL(/\/admin$/)
})

test.describe('accessibility of every admin screen', () => {
  // One signed-in tab goes from screen to screen through the sidebar, as staff do: each screen as
  // the back office shows it, without loading the back office anew for each.
  test.describe.configure({ mode: 'serial' })
  let context: BrowserContext
  let page: Page

  test.beforeAll(async ({ browser, baseURL }) => {
    context = await browser.newContext({ baseURL })
    page = await context.newPage()
    await signInAs(page)
    await page.goto('/admin')
  })

  test.afterAll(() => context.close())

  for (const path of SCREENS) {
    test(`${path}`, async () => {
      if (new URL(page.url()).pathname !== path) await page.getByRole('navigation', { name: 'Admin' }).locator(`a[href="${path}"]`).click()
      await expect(page).toHaveURL(new RegExp(`${path}$`))
      await expect(page.locator('h1')).toBeVisible()
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
      await expectAccessible(page)
    })
  }
})
