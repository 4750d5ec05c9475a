import { slugify } from '@/lib/slug'
import { demoCast } from '@/seed/demo-content'

import { expect, test } from '../fixtures'

const { headliner, folkSinger, folkEnsemble, rockBand, archivedBand } = demoCast

test.describe('artists page', () => {
  test('filters by genre without a page reload, with a shareable address per genre', async ({ page }) => {
    await page.goto('/artists')
    const cards = page.locator('#main ul > li:has(article)')
    // Other files' artists may come and go meanwhile: the demo's are there, whatever else is.
    const seededActive = Object.values(demoCast).filter((artist) => artist !== archivedBand).length
    expect(await cards.count()).toBeGreaterThanOrEqual(seededActive)
    const filters = page.getByRole('navigation', { name: 'Filter artists by genre' })
    await expect(filters.getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'page')
    for (const genre of ['Folk', 'Rock', 'Jazz']) await expect(filters.getByRole('link', { name: genre, exact: true })).toBeVisible()

    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42))
    await filters.getByRole('link', { name: 'Folk', exact: true }).click()
    await expect(page).toHaveURL(/\/artists\?genre=folk$/)
    await expect(filters.getByRole('link', { name: 'Folk', exact: true })).toHaveAttribute('aria-current', 'page')
    await expect(page.getByRole('heading', { name: folkSinger.name })).toBeVisible()
    await expect(page.getByRole('heading', { name: folkEnsemble.name })).toBeVisible()
    await expect(page.getByRole('heading', { name: rockBand.name })).toHaveCount(0)
    // Still the same document: no reload happened.
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42)

    await filters.getByRole('link', { name: 'All' }).click()
    await expect(page.getByRole('heading', { name: rockBand.name })).toBeVisible()
    await expect(page.getByRole('heading', { name: folkSinger.name })).toBeVisible()
    expect(await cards.count()).toBeGreaterThanOrEqual(seededActive)

    // The genre's address works on its own, and an unknown genre is not found.
    await page.goto('/public/artists?genre=folk')
    await expect(page.getByRole('heading', { name: folkEnsemble.name })).toBeVisible()
    await expect(page.getByRole('heading', { name: rockBand.name })).toHaveCount(0)
    expect((await page.goto('/artists?genre=polka'))!.status()).toBe(404)
  })

  test('cards show photo, name, genre, bio, social icons and View Details by id', async ({ page }) => {
    await page.goto('/artists')
    const card = page.locator('article', { has: page.getByRole('heading', { name: headliner.name }) })
    await expect(card.getByRole('img', { name: headliner.name })).toBeVisible()
    await expect(card.getByText(headliner.genre)).toBeVisible()
    await expect(card.getByText(headliner.bio.slice(0, 40))).toBeVisible()
    await expect(card.getByRole('link', { name: `${headliner.name} on Instagram` })).toHaveAttribute('href', headliner.socialLinks.instagram)
    await expect(card.getByRole('link', { name: `${headliner.name} on Spotify` })).toHaveAttribute('rel', 'noopener noreferrer')
    await expect(card.getByRole('link', { name: new RegExp(`View Details.*${headliner.name}`) })).toHaveAttribute(
      'href',
      new RegExp(`^/artist/${slugify(headliner.name)}\\?id=\\d+$`),
    )
  })

  test('archived artists are not shown', async ({ page }) => {
    await page.goto('/artists')
    await expect(page.getByRole('heading', { name: archivedBand.name })).toHaveCount(0)
  })
})

test.describe('artist detail', () => {
  test('is chosen by id, whatever the slug, with portfolio, icons, back link and structured data', async ({ page, api }) => {
    const artists = await (await api.get('/api/artists')).json()
    const artist = artists.find((a: { name: string }) => a.name === headliner.name)
    const response = await page.goto(`/artist/wrong-slug?id=${artist.id}`)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1, name: headliner.name })).toBeVisible()
    await expect(page.getByText(headliner.genre)).toBeVisible()
    await expect(page.getByRole('link', { name: 'View Portfolio' })).toHaveAttribute('href', headliner.portfolio)
    await expect(page.getByRole('link', { name: /Back to all artists/ })).toHaveAttribute('href', '/artists')
    const description = await page.locator('meta[name="description"]').getAttribute('content')
    expect(description!.length).toBeLessThanOrEqual(160)
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href')
    expect(canonical).toMatch(new RegExp(`/artist/${slugify(headliner.name)}\\?id=${artist.id}$`))
    const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!)
    expect(['MusicGroup', 'Person']).toContain(data['@type'])
    expect(data.name).toBe(headliner.name)

    await page.goto(`/public/artist?id=${artist.id}`)
    await expect(page.getByRole('heading', { level: 1, name: headliner.name })).toBeVisible()
  })

  test("without an id is the site's not-found page; an unknown id shows the error texts; both 404", async ({ page }) => {
    for (const url of ['/public/artist', '/artist']) {
      const response = await page.goto(url)
      expect(response?.status()).toBe(404)
      await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible()
      await expect(page.getByText('Artist ID is required')).toHaveCount(0)
    }
    for (const url of ['/artist/ghost?id=999999', '/public/artist?id=abc']) {
      const response = await page.goto(url)
      expect(response?.status()).toBe(404)
      await expect(page.getByText('Error loading artist details')).toBeVisible()
      await expect(page.getByText("The artist you're looking for might not exist or there was an error.")).toBeVisible()
    }
  })
})

test('a count of one reads in the singular', async ({ page, arrange }) => {
  const genre = arrange.name('Throat Singing')
  await arrange.create('artists', { name: arrange.name('Solo Counter'), bio: 'The only one of a genre.', genre })
  await page.goto('/artists')
  await page
    .getByRole('navigation', { name: /Filter artists/ })
    .getByRole('link', { name: genre })
    .click()
  await expect(page.getByText('Showing 1 artist', { exact: true })).toBeVisible()
})
