// Screenshots of the Users screen with its API-key controls (not committed).
import { chromium, request } from '@playwright/test'

const base = 'http://127.0.0.1:3520'
const admin = { login: 'shots-admin', password: 'cobalt-meadow-prism-47' }
const api = await request.newContext({ baseURL: base, extraHTTPHeaders: { Origin: base } })
if ((await api.post('/api/auth/login', { data: admin })).status() !== 200) throw new Error('login failed')
const users = await (await api.get('/api/users')).json()
for (const [username, role] of [['booking-bot', 'editor'], ['website-sync', 'admin'], ['sita.sharma', 'editor']]) {
  if (!users.some((u) => u.username === username)) await api.post('/api/users', { data: { username, email: `${username}@example.com`, password: 'harbor-lantern-mosaic-62', role } })
}
const all = await (await api.get('/api/users')).json()
const bot = all.find((u) => u.username === 'booking-bot')
if (!bot.apiKeyCreatedAt) await api.post(`/api/users/${bot.id}/api-key`)

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'] })
for (const width of [1440, 390]) {
  const context = await browser.newContext({ viewport: { width, height: 900 }, baseURL: base })
  const page = await context.newPage()
  await page.request.post('/api/auth/login', { data: admin, headers: { Origin: base } })
  await page.goto('/admin/users')
  await page.getByRole('row').filter({ hasText: 'booking-bot' }).waitFor()
  await page.screenshot({ path: `/tmp/ak-users-${width}.png`, fullPage: true })
  const sync = (await (await page.request.get('/api/users')).json()).find((u) => u.username === 'website-sync')
  if (sync.apiKeyCreatedAt) await page.request.delete(`/api/users/${sync.id}/api-key`, { headers: { Origin: base } })
  await page.reload()
  await page.getByRole('button', { name: 'Create an API key for website-sync' }).click()
  await page.getByRole('dialog').waitFor()
  await page.screenshot({ path: `/tmp/ak-dialog-${width}.png` })
  await page.getByRole('button', { name: 'Done' }).click()
  await page.getByRole('button', { name: 'Revoke the API key of booking-bot' }).click()
  await page.getByRole('alertdialog').waitFor()
  await page.screenshot({ path: `/tmp/ak-revoke-${width}.png` })
  await context.close()
}
await browser.close()
await api.dispose()
