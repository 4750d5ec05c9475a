import { chromium } from '@playwright/test'
const B = 'http://127.0.0.1:3300'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'] })
for (const width of [1440, 390]) {
  const context = await browser.newContext({ viewport: { width, height: width > 500 ? 900 : 844 } })
  const page = await context.newPage()
  await page.goto(`${B}/admin/login`); await page.screenshot({ path: `/tmp/shots/login-${width}.png` })
  await page.goto(`${B}/admin/forgot-password`); await page.screenshot({ path: `/tmp/shots/forgot-${width}.png` })
  await page.getByLabel('Username or email').fill('boss'); await page.getByRole('button', { name: 'Send me a link' }).click(); await page.getByRole('status').waitFor(); await page.screenshot({ path: `/tmp/shots/forgot-sent-${width}.png` })
  const token = process.env.TOKEN
  await page.goto(`${B}/admin/reset-password/${token}`); await page.waitForTimeout(500); await page.screenshot({ path: `/tmp/shots/reset-${width}.png` })
  await page.goto(`${B}/admin/set-password/${'0'.repeat(40)}`); await page.screenshot({ path: `/tmp/shots/invite-bad-${width}.png` })
  await page.request.post(`${B}/api/auth/login`, { data: { login: 'boss', password: 'orbit-lantern-quill-42' }, headers: { Origin: B } })
  await page.goto(`${B}/admin/messages`); await page.waitForTimeout(1500); await page.screenshot({ path: `/tmp/shots/messages-${width}.png`, fullPage: true })
  await page.goto(`${B}/admin/messages?open=2`); await page.waitForTimeout(1500); await page.screenshot({ path: `/tmp/shots/message-open-${width}.png` })
  await page.keyboard.press('Escape')
  await page.goto(`${B}/admin/messages`); await page.waitForTimeout(800)
  await page.getByRole('button', { name: 'Notifications' }).click(); await page.waitForTimeout(500); await page.screenshot({ path: `/tmp/shots/notifications-${width}.png` })
  await page.keyboard.press('Escape')
  await page.goto(`${B}/admin/users`); await page.waitForTimeout(1200); await page.screenshot({ path: `/tmp/shots/users-${width}.png`, fullPage: true })
  await page.getByRole('button', { name: 'Add User' }).click(); await page.getByLabel('Invite by email: they choose their own password').check(); await page.waitForTimeout(300); await page.screenshot({ path: `/tmp/shots/invite-form-${width}.png` })
  await page.keyboard.press('Escape')
  await page.goto(`${B}/admin`); await page.waitForTimeout(800)
  await page.getByRole('button', { name: /Account menu/ }).click(); await page.waitForTimeout(300); await page.screenshot({ path: `/tmp/shots/account-menu-${width}.png` })
  await context.close()
}
await browser.close()
