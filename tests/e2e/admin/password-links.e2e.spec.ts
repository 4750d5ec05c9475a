import { type SmtpPeer, smtpPortFor, startSmtpPeer } from '../../setup/smtp-peer'
import { expect, test } from '../fixtures'
import { expectAccessible, signInAs, testAddress } from '../helpers'
import { E2E_PORT } from '../port'

/**
 * Getting back in and letting a colleague in, in the browser
 * (docs/product.md#password-links-and-invitations): "Forgot password?", the link read from the mail
 * the local SMTP peer took, a new password, and the back office; an invitation from the Users
 * screen; one's own password from the account menu.
 */

let peer: SmtpPeer

/** A username of this test's own (letters, digits, dashes). */
const usernameFor = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9._-]+/g, '-')
    .replace(/^-|-$/g, '')

test.beforeAll(async () => {
  peer = await startSmtpPeer(smtpPortFor(E2E_PORT))
})

test.afterAll(() => peer.close())

/** The link of the next mail to `to` (waits for it). */
async function linkMailedTo(to: string, page: 'reset-password' | 'set-password'): Promise<string> {
  await expect.poll(() => peer.received.some((mail) => mail.to.includes(to)), { timeout: 20_000 }).toBe(true)
  const index = peer.received.findIndex((mail) => mail.to.includes(to))
  const [mail] = peer.received.splice(index, 1)
  const link = new RegExp(`http://127\\.0\\.0\\.1:${E2E_PORT}(/admin/${page}/[0-9a-f]{40})`).exec(mail.mail.text ?? '')
  if (!link) throw new Error(`No ${page} link in: ${mail.mail.text}`)
  return link[1]
}

test('forgot password: the link by mail, a new password held to the rules, and straight into the back office', async ({ page, arrange }) => {
  const username = usernameFor(arrange.name('forgetful'))
  const email = `${username}@example.com`
  await arrange.create('users', { username, email, password: 'first-quiet-harbor-31', role: 'editor' })
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': testAddress() })

  await page.goto('/admin/login')
  await page.getByRole('link', { name: 'Forgot password?' }).click()
  await expect(page).toHaveURL(/\/admin\/forgot-password$/)
  await expectAccessible(page)
  await page.getByLabel('Username or email').fill(email)
  await page.getByRole('button', { name: 'Send me a link' }).click()
  await expect(page.getByRole('status')).toContainText('If an account matches, a link to choose a new password is on its way')

  await page.goto(await linkMailedTo(email, 'reset-password'))
  await expect(page.getByText(`Choose a new password for ${username}.`)).toBeVisible()
  await expectAccessible(page)
  await page.getByLabel('New password', { exact: true }).fill('lantern-ridge-copper-77')
  await page.getByLabel('New password again').fill('lantern-ridge-copper-78')
  await page.getByRole('button', { name: 'Change password and sign in' }).click()
  await expect(page.getByText('The two passwords are not the same.')).toBeVisible()
  // The server's rules: a common password is refused beside the field, and the link still works.
  await page.getByLabel('New password', { exact: true }).fill('password123456')
  await page.getByLabel('New password again').fill('password123456')
  await page.getByRole('button', { name: 'Change password and sign in' }).click()
  await expect(page.getByText('This password is too common', { exact: false }).first()).toBeVisible()
  await page.getByLabel('New password', { exact: true }).fill('lantern-ridge-copper-77')
  await page.getByLabel('New password again').fill('lantern-ridge-copper-77')
  await page.getByRole('button', { name: 'Change password and sign in' }).click()
  await expect(page).toHaveURL(/\/admin$/)

  // Signed out from the account menu, then in with the new password.
  await page.getByRole('button', { name: `Account menu: signed in as ${username}` }).click()
  await page.getByRole('button', { name: 'Sign out' }).click()
  await expect(page).toHaveURL(/\/admin\/login$/)
  await page.getByLabel('Username or email').fill(username)
  await page.getByLabel('Password').fill('lantern-ridge-copper-77')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/admin$/)

  // The link worked once.
  await page.goto('/admin/forgot-password')
  await expect(page).toHaveURL(/\/admin$/)
})

test('a used or mistyped link says so and offers a new one', async ({ page }) => {
  await page.goto(`/admin/reset-password/${'0'.repeat(40)}`)
  await expect(page.getByRole('alert').filter({ hasText: 'not valid' })).toHaveText(
    'This link is not valid: it has been used, has run out or was mistyped. Ask for a new one.',
  )
  await page.getByRole('link', { name: 'Ask for a new link' }).click()
  await expect(page).toHaveURL(/\/admin\/forgot-password$/)
})

test('an invitation from the Users screen: the colleague chooses their own password; the badge goes', async ({ page, arrange, browser }) => {
  const username = usernameFor(arrange.name('newcolleague'))
  const email = `${username}@example.com`
  arrange.removeAfter('users', 'username', username)
  await signInAs(page)
  await page.goto('/admin/users')
  await page.getByRole('button', { name: 'Add User' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByLabel('Username', { exact: true }).fill(username)
  await dialog.getByLabel('Email', { exact: true }).fill(email)
  // Inviting is how an account is added unless the admin chooses otherwise.
  await expect(dialog.getByLabel('Invite by email: they choose their own password')).toBeChecked()
  await expect(dialog.getByLabel('Password', { exact: true })).toHaveCount(0)
  await dialog.getByRole('button', { name: 'Send invitation' }).click()
  const row = page.getByRole('row').filter({ hasText: username })
  await expect(row.getByText('Invited')).toBeVisible()
  await expect(row.getByRole('button', { name: `Send the invitation of ${username} again` })).toBeVisible()

  const invitee = await browser.newPage()
  await invitee.goto(await linkMailedTo(email, 'set-password'))
  await expect(invitee.getByText(`Welcome, ${username}. Choose the password of your account.`)).toBeVisible()
  await invitee.getByLabel('New password', { exact: true }).fill('meadow-signal-amber-52')
  await invitee.getByLabel('New password again').fill('meadow-signal-amber-52')
  await invitee.getByRole('button', { name: 'Set password and sign in' }).click()
  await expect(invitee).toHaveURL(/\/admin$/)
  await invitee.close()

  await page.reload()
  await expect(page.getByRole('row').filter({ hasText: username }).getByText('Invited')).toHaveCount(0)
})

test('the account menu changes my own password, asking for the current one', async ({ page, arrange }) => {
  const username = usernameFor(arrange.name('menuuser'))
  await arrange.create('users', { username, email: `${username}@example.com`, password: 'river-stone-maple-64', role: 'editor' })
  await signInAs(page, { username, password: 'river-stone-maple-64' })
  await page.goto('/admin')
  await page.getByRole('button', { name: `Account menu: signed in as ${username}` }).click()
  await page.getByRole('button', { name: 'Change my password' }).click()
  const dialog = page.getByRole('dialog', { name: 'Change your password' })
  await dialog.getByLabel('Current password').fill('not-my-password')
  await dialog.getByLabel('New password').fill('harbor-light-cedar-19')
  await dialog.getByRole('button', { name: 'Change password' }).click()
  await expect(dialog.getByText('Your current password is not correct.')).toBeVisible()
  await dialog.getByLabel('Current password').fill('river-stone-maple-64')
  await dialog.getByRole('button', { name: 'Change password' }).click()
  await expect(page.getByTestId('toast').getByText('Password changed')).toBeVisible()
  expect(
    (
      await page.request.post('/api/auth/login', {
        data: { login: username, password: 'harbor-light-cedar-19' },
        headers: { 'X-Forwarded-For': testAddress() },
      })
    ).status(),
  ).toBe(200)
})
