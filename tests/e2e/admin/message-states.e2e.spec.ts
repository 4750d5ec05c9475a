import { expect, test } from '../fixtures'
import { expectToast, signInAs, testAddress } from '../helpers'

/**
 * Messages worked to the end (docs/product.md#messages-screen): opened from the notice's link it is
 * read and does not open again on a reload; marked replied; a note; the state filter; Not spam.
 */

test.beforeEach(async ({ page }) => {
  await signInAs(page)
})

/** A message as the public contact form sends it; `website` filled makes it spam. */
async function sendMessage(page: import('@playwright/test').Page, fields: Record<string, string>) {
  const answer = await page.request.post('/api/contact-messages', {
    data: { email: 'visitor@example.com', message: 'We would love a show in Pokhara this autumn.', ...fields },
    headers: { 'X-Forwarded-For': testAddress() },
  })
  expect(answer.status()).toBe(201)
  return (await answer.json()) as { id: number }
}

test("opened from the notice's link it is read once; staff mark it replied, add a note and filter by state", async ({ page, arrange, api }) => {
  const name = arrange.name('Mail Link')
  const { id } = await sendMessage(page, { name, subject: 'Autumn tour' })
  arrange.removeAfter('contact-messages', 'id', id)

  await page.goto(`/admin/messages?open=${id}`)
  const dialog = page.getByRole('dialog', { name: 'Autumn tour' })
  await expect(dialog.getByTestId('message-state')).toHaveText('Read')
  // The address is the list's again: a reload shows the list, not the message.
  await expect(page).toHaveURL(/\/admin\/messages$/)
  expect(((await (await api.get(`/api/contact-messages/${id}`)).json()) as { read: boolean }).read).toBe(true)
  await page.reload()
  const row = page.getByRole('button', { name: new RegExp(`Autumn tour — ${name}`) })
  await expect(row).toBeVisible()
  await expect(dialog).toHaveCount(0)
  await expect(row.locator('..').getByLabel('Read', { exact: true })).toBeVisible()

  await row.click()
  await dialog.getByRole('button', { name: 'Mark as replied' }).click()
  await expectToast(page, 'Marked as replied')
  await expect(dialog.getByTestId('message-state')).toHaveText('Replied')
  await dialog.getByLabel('New note').fill('Called back about the dates.')
  await dialog.getByRole('button', { name: 'Add note' }).click()
  await expectToast(page, 'Note added')
  await expect(dialog.getByRole('listitem')).toContainText(['Called back about the dates.'])
  await expect(dialog.getByLabel('New note')).toHaveValue('')
  // Closed with its button: Escape would dismiss the toast first.
  await dialog.getByRole('button', { name: 'Close' }).click()
  await expect(dialog).toHaveCount(0)

  await page.getByLabel('State filter').selectOption('replied')
  await expect(row).toBeVisible()
  await expect(row.locator('..').getByText('Replied').last()).toBeVisible()
  await page.getByLabel('State filter').selectOption('done')
  await expect(page.getByRole('button', { name: new RegExp(`Autumn tour — ${name}`) })).toHaveCount(0)
  await page.getByLabel('State filter').selectOption('unread')
  await expect(page.getByRole('button', { name: new RegExp(`Autumn tour — ${name}`) })).toHaveCount(0)
})

test('a message the guard put in Spam is rescued to the inbox', async ({ page, arrange }) => {
  const name = arrange.name('Rescued')
  const { id } = await sendMessage(page, { name, subject: 'Real booking', website: 'https://spam.example' })
  arrange.removeAfter('contact-messages', 'id', id)
  await page.goto('/admin/messages')
  await page.getByLabel('State filter').selectOption('spam')
  await page.getByRole('button', { name: new RegExp(`Real booking — ${name}`) }).click()
  const dialog = page.getByRole('dialog', { name: 'Real booking' })
  await dialog.getByRole('button', { name: 'Not spam' }).click()
  await expectToast(page, 'Moved to the inbox')
  await expect(dialog.getByTestId('message-state')).toHaveText('Unread')
  // Closed with its button: Escape would dismiss the toast first.
  await dialog.getByRole('button', { name: 'Close' }).click()
  await expect(page.getByRole('button', { name: new RegExp(`Real booking — ${name}`) })).toHaveCount(0)
  await page.getByLabel('State filter').selectOption('unread')
  await expect(page.getByRole('button', { name: new RegExp(`Real booking — ${name}`) })).toBeVisible()
})
