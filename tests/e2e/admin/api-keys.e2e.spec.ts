import { request } from '@playwright/test'

import { expect, test } from '../fixtures'
import { expectAccessible, expectToast, signInAs } from '../helpers'

test.use({ permissions: ['clipboard-read', 'clipboard-write'] })

test.beforeEach(async ({ page }) => {
  await signInAs(page)
})

test('users: an admin creates an API key, sees it once, and revokes it', async ({ page, baseURL, arrange }) => {
  const bot = arrange.name('sync-bot').replace(' ', '-')
  await arrange.create('users', { username: bot, email: `${bot}@example.com`, password: 'harbor-lantern-mosaic-62' })
  /** A program's request: the key alone, no cookie, no Origin. */
  const asProgram = async (key: string) => {
    const program = await request.newContext({ baseURL, extraHTTPHeaders: { Authorization: `users API-Key ${key}` } })
    const answer = await program.get('/api/auth/me')
    const result = { status: answer.status(), body: answer.ok() ? await answer.json() : null }
    await program.dispose()
    return result
  }

  await page.goto('/admin/users')
  const row = page.getByRole('row').filter({ hasText: `${bot}@example.com` })
  await expect(row.getByRole('cell').nth(3)).toContainText('None')
  await row.getByRole('button', { name: `Create an API key for ${bot}` }).click()

  // Shown once, with the warning, a way to copy it and how to send it.
  const dialog = page.getByRole('dialog', { name: `API key for ${bot}` })
  await expect(dialog.getByText('Copy this key now: you will not see it again.')).toBeVisible()
  const key = await dialog.getByLabel('API key').inputValue()
  expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/)
  await expect(dialog.getByText('Authorization: users API-Key <key>')).toBeVisible()
  await expectAccessible(page)
  await dialog.getByRole('button', { name: 'Copy' }).click()
  await expect(dialog.getByRole('button', { name: 'Copied' })).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key)

  const me = await asProgram(key)
  expect(me.status).toBe(200)
  expect(me.body).toMatchObject({ username: bot, role: 'editor' })

  // Once closed, the key is nowhere on the screen, nor after a reload: only when it was made.
  await dialog.getByRole('button', { name: 'Done' }).click()
  await expect(dialog).toBeHidden()
  await expect(row.getByRole('cell').nth(3)).toContainText(/Created \w{3} \d{1,2}, \d{4}/)
  expect(await page.content()).not.toContain(key)
  await page.reload()
  await expect(row.getByRole('button', { name: `Revoke the API key of ${bot}` })).toBeVisible()
  expect(await page.content()).not.toContain(key)

  // Revoked after a confirmation: the program is refused from its next request.
  await row.getByRole('button', { name: `Revoke the API key of ${bot}` }).click()
  const confirm = page.getByRole('alertdialog', { name: 'Revoke API key' })
  await expect(confirm).toContainText('Every program using it is refused')
  await confirm.getByRole('button', { name: 'Revoke' }).click()
  await expectToast(page, 'API key revoked')
  await expect(row.getByRole('cell').nth(3)).toContainText('None')
  expect((await asProgram(key)).status).toBe(401)
})
