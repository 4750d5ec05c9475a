import { expect, test } from '../fixtures'
import { E2E_ADMIN, expectToast, signInAs } from '../helpers'

test.beforeEach(async ({ page }) => {
  await signInAs(page)
})

test('messages: unread count in the sidebar, open marks read, delete', async ({ page, api, arrange }) => {
  const sender = arrange.name('Inbox Tester')
  const message = await arrange.create('contact-messages', {
    name: sender,
    email: 'inbox@example.com',
    subject: 'Inbox check',
    message: 'Checking the admin inbox works.',
  })
  await page.goto('/admin/messages')
  // The sidebar counts what the screen counts, read at one moment: other files' messages come and
  // go meanwhile, and the screen reads the inbox again while a notice is on its way.
  const counted = async () => {
    const subtitle = (await page.getByText(/Messages sent through the contact form · \d+ unread/).textContent()) ?? ''
    const unread = /(\d+) unread/.exec(subtitle)?.[1]
    return unread ? page.getByRole('navigation', { name: 'Admin' }).getByLabel(`${unread} unread`).count() : 0
  }
  await expect.poll(counted).toBe(1)
  await page.getByRole('button', { name: `Inbox check — ${sender}` }).click()
  const dialog = page.getByRole('dialog', { name: 'Inbox check' })
  await expect(dialog).toContainText('Checking the admin inbox works.')
  await expect(dialog.getByRole('link', { name: 'inbox@example.com' })).toBeVisible()
  await expect.poll(async () => (await (await api.get(`/api/contact-messages/${message.id}`)).json()).read).toBe(true)
  await dialog.getByRole('button', { name: 'Delete' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
  await expectToast(page, 'Message deleted')
  await expect(page.getByRole('button', { name: `Inbox check — ${sender}` })).toHaveCount(0)
})

test('users: add an editor, change the role, reset the password, delete', async ({ page, browser, arrange }) => {
  const username = arrange.name('new-editor').replace(' ', '-')
  arrange.removeAfter('users', 'username', username)
  await page.goto('/admin/users')
  await page.getByRole('button', { name: 'Add User' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add User' })
  await dialog.getByLabel('Username', { exact: true }).fill(username)
  await dialog.getByLabel('Email', { exact: true }).fill(`${username}@example.com`)
  // The form opens on an invitation; a password chosen here is the other way.
  await dialog.getByLabel('Invite by email: they choose their own password').uncheck()
  await dialog.getByLabel('Password', { exact: true }).fill('short')
  await dialog.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(dialog.getByText('Password must be at least 12 characters.')).toBeVisible()
  await dialog.getByLabel('Password', { exact: true }).fill('lilac-foundry-orbit-41')
  await dialog.getByRole('button', { name: 'Save', exact: true }).click()
  await expectToast(page, 'User created')

  await page.getByLabel(`Role of ${username}`).selectOption('admin')
  await expectToast(page, 'Role changed')
  await page.getByRole('button', { name: `Reset password of ${username}` }).click()
  await page.getByRole('dialog').getByLabel('New password').fill('another-long-password')
  await page.getByRole('dialog').getByRole('button', { name: 'Reset password' }).click()
  await expectToast(page, 'Password reset')

  const other = await browser.newContext({ baseURL: new URL(page.url()).origin })
  const login = await other.request.post('/api/auth/login', { data: { login: username, password: 'another-long-password' } })
  expect(login.status()).toBe(200)
  expect((await login.json()).role).toBe('admin')
  await other.close()

  await page.getByRole('button', { name: `Delete ${username}` }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
  await expectToast(page, 'User deleted')
})

test("users: changing one's own password asks for the current one", async ({ page }) => {
  await page.goto('/admin/users')
  await page.getByRole('button', { name: `Reset password of ${E2E_ADMIN.username}` }).click()
  const dialog = page.getByRole('dialog', { name: 'Change your password' })
  await dialog.getByLabel('New password').fill('saffron-window-ledger-93')
  await dialog.getByRole('button', { name: 'Change password' }).click()
  await expect(dialog.getByText('Enter your current password to change it.')).toBeVisible()

  // The server's verdict lands on the field too; the password stays as it was.
  await dialog.getByLabel('Current password').fill('not-my-password-at-all')
  await dialog.getByRole('button', { name: 'Change password' }).click()
  await expect(dialog.getByText('Your current password is not correct.')).toBeVisible()
  // What was typed is asked about before it is thrown away.
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await page.getByRole('alertdialog', { name: 'Discard your changes?' }).getByRole('button', { name: 'Discard changes' }).click()
  await expect(dialog).toBeHidden()
})
