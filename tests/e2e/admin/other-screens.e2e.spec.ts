import { expect, test } from '@playwright/test'

import { demoAccommodations } from '@/seed/demo-content'

import { adminApi, expectToast, signInAs } from '../helpers'

test.beforeEach(async ({ page }) => {
  await signInAs(page)
})

test('hero sections: the list, the active switch and a new hero on the home page', async ({ page }) => {
  await page.goto('/admin/hero-sections')
  await expect(page.getByRole('cell', { name: 'Unforgettable Entertainment Across Nepal and Canada', exact: true })).toBeVisible()
  await page.getByRole('button', { name: 'Add Hero section' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add Hero section' })
  await dialog.getByLabel('Title', { exact: true }).fill('Summer Season 2027')
  await dialog.getByLabel('Priority').fill('0')
  await dialog.getByLabel('Active').check()
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expectToast(page, 'Hero section created')
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Summer Season 2027')

  await page.goto('/admin/hero-sections')
  await page.getByRole('checkbox', { name: 'Active: Summer Season 2027' }).click()
  await expectToast(page, 'Hero section updated')
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Unforgettable Entertainment Across Nepal and Canada')
})

test('premium accommodations: switching one off the homepage removes it there', async ({ page }) => {
  await page.goto('/admin/accommodations')
  const lodge = demoAccommodations.find((stay) => stay.displayOnHomepage && stay.priority === 2)!.title
  await page.getByRole('checkbox', { name: `On homepage: ${lodge}` }).click()
  await expectToast(page, 'Accommodation updated')
  await page.goto('/')
  await expect(page.getByRole('region', { name: 'Stay With Our Premium Partners' })).not.toContainText(lodge)
})

test('messages: unread count in the sidebar, open marks read, delete', async ({ page, baseURL }) => {
  const api = await adminApi(baseURL!)
  await api.post('/api/contact-messages', {
    data: { name: 'Inbox Tester', email: 'inbox@example.com', subject: 'Inbox check', message: 'Checking the admin inbox works.' },
    headers: { 'X-Forwarded-For': '10.9.9.9' },
  })
  const unread = (await (await api.get('/api/contact-messages')).json()).filter((m: { read: boolean }) => !m.read).length
  await page.goto('/admin/messages')
  await expect(page.getByRole('navigation', { name: 'Admin' }).getByLabel(`${unread} unread`)).toBeVisible()
  await page.getByRole('button', { name: /Inbox check — Inbox Tester/ }).click()
  const dialog = page.getByRole('dialog', { name: 'Inbox check' })
  await expect(dialog).toContainText('Checking the admin inbox works.')
  await expect(dialog.getByRole('link', { name: 'inbox@example.com' })).toBeVisible()
  await expect.poll(async () => (await (await api.get('/api/contact-messages')).json()).filter((m: { read: boolean }) => !m.read).length).toBe(unread - 1)
  await dialog.getByRole('button', { name: 'Delete' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
  await expectToast(page, 'Message deleted')
  await expect(page.getByRole('button', { name: /Inbox check — Inbox Tester/ })).toHaveCount(0)
})

test('users: add an editor, change the role, reset the password, delete', async ({ page, browser }) => {
  await page.goto('/admin/users')
  await page.getByRole('button', { name: 'Add User' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add User' })
  await dialog.getByLabel('Username').fill('new-editor')
  await dialog.getByLabel('Email').fill('new-editor@example.com')
  await dialog.getByLabel('Password').fill('short')
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(dialog.getByText('Password must be at least 12 characters.')).toBeVisible()
  await dialog.getByLabel('Password').fill('lilac-foundry-orbit-41')
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expectToast(page, 'User created')

  await page.getByLabel('Role of new-editor').selectOption('admin')
  await expectToast(page, 'Role changed')
  await page.getByRole('button', { name: 'Reset password of new-editor' }).click()
  await page.getByRole('dialog').getByLabel('New password').fill('another-long-password')
  await page.getByRole('dialog').getByRole('button', { name: 'Reset password' }).click()
  await expectToast(page, 'Password reset')

  const other = await browser.newContext({ baseURL: new URL(page.url()).origin })
  const login = await other.request.post('/api/auth/login', { data: { login: 'new-editor', password: 'another-long-password' } })
  expect(login.status()).toBe(200)
  expect((await login.json()).role).toBe('admin')
  await other.close()

  await page.getByRole('button', { name: 'Delete new-editor' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
  await expectToast(page, 'User deleted')
})

test("users: changing one's own password asks for the current one", async ({ page }) => {
  await page.goto('/admin/users')
  await page.getByRole('button', { name: 'Reset password of e2e-admin' }).click()
  const dialog = page.getByRole('dialog', { name: 'Change your password' })
  await dialog.getByLabel('New password').fill('saffron-window-ledger-93')
  await dialog.getByRole('button', { name: 'Change password' }).click()
  await expect(dialog.getByText('Enter your current password to change it.')).toBeVisible()

  // The server's verdict lands on the field too; the password stays as it was.
  await dialog.getByLabel('Current password').fill('not-my-password-at-all')
  await dialog.getByRole('button', { name: 'Change password' }).click()
  await expect(dialog.getByText('Your current password is not correct.')).toBeVisible()
  await dialog.getByRole('button', { name: 'Cancel' }).click()
})
