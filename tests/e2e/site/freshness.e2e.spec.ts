import { expect, test } from '@playwright/test'

import { adminApi } from '../helpers'

test('a change saved through the API shows on the next public request, without a rebuild', async ({ page, baseURL }) => {
  const api = await adminApi(baseURL!)
  await page.goto('/events')
  await expect(page.getByRole('heading', { name: 'Folk Roots Evening' })).toBeVisible()

  const events = await (await api.get('/api/events')).json()
  const folk = events.find((e: { title: string }) => e.title === 'Folk Roots Evening')
  expect((await api.patch(`/api/events/${folk.id}`, { data: { title: 'Folk Roots Evening (Sold Out)' } })).status()).toBe(200)
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Folk Roots Evening (Sold Out)' })).toBeVisible()

  const artist = await (await api.post('/api/artists', { data: { name: 'Fresh Face', bio: 'Just signed.', genre: 'Soul' } })).json()
  await page.goto('/artists')
  await expect(page.getByRole('heading', { name: 'Fresh Face' })).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Filter artists by genre' }).getByRole('link', { name: 'Soul' })).toBeVisible()
  await api.delete(`/api/artists/${artist.id}`)
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Fresh Face' })).toHaveCount(0)

  await api.patch('/api/footer-settings', { data: { copyright: 'Fresh Copyright Line', yearOverride: '2031' } })
  await page.goto('/')
  await expect(page.getByRole('contentinfo')).toContainText('© 2031 Fresh Copyright Line')
})

test('content text renders as text, never as markup', async ({ page, baseURL }) => {
  const api = await adminApi(baseURL!)
  const payload = '<img src=x onerror="window.__xss=1"><script>window.__xss=1</script>'
  const artist = await (await api.post('/api/artists', { data: { name: `XSS ${payload}`, bio: payload, genre: 'Test' } })).json()
  await page.goto('/artists')
  await expect(page.getByRole('heading', { name: /XSS <img/ })).toBeVisible()
  await page.goto(`/artist/x?id=${artist.id}`)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('<script>')
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined()
  await api.delete(`/api/artists/${artist.id}`)
})
