import pg from 'pg'

import { expect, test } from '../fixtures'
import { expectToast, signInAs, testAddress } from '../helpers'

/**
 * The Messages screen and mail (docs/product.md#messages-screen): what became of a message's staff
 * notice, sending it again, the Spam view, and the admins' list of who is notified.
 */

test.beforeEach(async ({ page }) => {
  await signInAs(page)
})

/** A message as the public contact form sends it; `website` filled makes it spam (no notice is queued). */
async function sendMessage(page: import('@playwright/test').Page, fields: Record<string, string>) {
  const answer = await page.request.post('/api/contact-messages', {
    data: { email: 'visitor@example.com', message: 'We would love a show in Pokhara this spring.', ...fields },
    headers: { 'X-Forwarded-For': testAddress() },
  })
  expect(answer.status()).toBe(201)
  return (await answer.json()) as { id: number }
}

test('a notice that failed says why, and staff send it again', async ({ page, arrange }) => {
  const name = arrange.name('Failed Notice')
  // Stored as spam (no job), then given a failed notice: nothing in the background changes it meanwhile.
  const { id } = await sendMessage(page, { name, subject: 'Spring show', website: 'x' })
  arrange.removeAfter('contact-messages', 'id', id)
  const db = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL })
  await db.connect()
  await db.query(`UPDATE contact_messages SET spam = false, notification = 'failed', notification_error = 'Greeting never received' WHERE id = $1`, [id])
  await db.end()

  await page.goto('/admin/messages')
  const row = page.getByRole('button', { name: new RegExp(`Spring show — ${name}`) })
  await expect(row).toBeVisible()
  await expect(row.locator('..').getByText('Notice failed').last()).toBeVisible()
  await row.click()
  const dialog = page.getByRole('dialog', { name: 'Spring show' })
  await expect(dialog).toContainText('The notice to staff could not be sent, after 5 tries.')
  await expect(dialog).toContainText('Reason: Greeting never received')
  await dialog.getByRole('button', { name: 'Send notice again' }).click()
  await expectToast(page, 'Notice queued')
  await expect(dialog.getByText('Notice failed')).toHaveCount(0)
})

test('spam stays out of the inbox, in a view of its own', async ({ page, arrange }) => {
  const name = arrange.name('Spammer')
  const { id } = await sendMessage(page, { name, subject: 'Cheap followers', website: 'https://spam.example' })
  arrange.removeAfter('contact-messages', 'id', id)
  await page.goto('/admin/messages')
  await expect(page.getByRole('heading', { name: 'Messages', level: 1 })).toBeVisible()
  await expect(page.getByRole('button', { name: new RegExp(`Cheap followers — ${name}`) })).toHaveCount(0)
  await page.getByLabel('State filter').selectOption('spam')
  const row = page.getByRole('button', { name: new RegExp(`Cheap followers — ${name}`) })
  await expect(row).toBeVisible()
  await row.click()
  await expect(page.getByRole('dialog', { name: 'Cheap followers' })).toContainText('Marked as spam')
})

test('admins choose who is notified of new messages', async ({ page, arrange }) => {
  await arrange.restoreAfter('/api/notification-settings', ['recipients'])
  await page.goto('/admin/messages')
  await page.getByRole('button', { name: 'Notifications' }).click()
  const dialog = page.getByRole('dialog', { name: 'Notifications' })
  await dialog.getByPlaceholder('Add an email address').fill('not an address')
  await dialog.getByRole('button', { name: 'Add' }).click()
  await dialog.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(dialog.getByRole('alert')).toHaveText('Please enter a valid email address')
  await dialog
    .getByRole('button', { name: /Remove/ })
    .first()
    .click()
  await dialog.getByPlaceholder('Add an email address').fill('desk@himalayanbeats.example')
  await dialog.getByRole('button', { name: 'Add' }).click()
  await dialog.getByRole('button', { name: 'Save', exact: true }).click()
  await expectToast(page, 'Notification settings saved')
  await page.getByRole('button', { name: 'Notifications' }).click()
  await expect(page.getByRole('dialog', { name: 'Notifications' })).toContainText('desk@himalayanbeats.example')
})
