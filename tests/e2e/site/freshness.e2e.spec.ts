import { expect, test } from '../fixtures'

test('a change saved through the API shows on the next public request, without a rebuild', async ({ page, api, arrange }) => {
  // Two days on: among the first events the page opens on.
  const date = new Date(Date.now() + 2 * 86_400_000).toISOString()
  const event = await arrange.create('events', { title: arrange.name('Folk Roots Evening'), date, venue: 'Hall', location: 'Pokhara, Nepal' })
  await page.goto('/events')
  await expect(page.getByRole('heading', { name: event.title })).toBeVisible()

  const soldOut = `${event.title} (Sold Out)`
  expect((await api.patch(`/api/events/${event.id}`, { data: { title: soldOut } })).status()).toBe(200)
  await page.reload()
  await expect(page.getByRole('heading', { name: soldOut })).toBeVisible()

  const genre = arrange.name('Soul')
  const artist = await arrange.create('artists', { name: arrange.name('Fresh Face'), bio: 'Just signed.', genre })
  await page.goto('/artists')
  await expect(page.getByRole('heading', { name: artist.name })).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Filter artists by genre' }).getByRole('link', { name: genre })).toBeVisible()
  expect((await api.delete(`/api/artists/${artist.id}`)).status()).toBe(204)
  await page.reload()
  await expect(page.getByRole('heading', { name: artist.name })).toHaveCount(0)
})

test('content text renders as text, never as markup', async ({ page, arrange }) => {
  const payload = '<img src=x onerror="window.__xss=1"><script>window.__xss=1</script>'
  const artist = await arrange.create('artists', { name: `${arrange.name('XSS')} ${payload}`, bio: payload, genre: 'Test' })
  await page.goto('/artists')
  await expect(page.getByRole('heading', { name: artist.name })).toBeVisible()
  await page.goto(`/artist/x?id=${artist.id}`)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('<script>')
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined()
})
