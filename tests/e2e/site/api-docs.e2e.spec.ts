import { expect, type Page, test } from '@playwright/test'

/**
 * The ids of the operations the page draws, scrolled from top to bottom: from 150 rows (tags and
 * operations) on, Swagger UI draws only the rows near the screen.
 */
async function drawnOperations(page: Page): Promise<Set<string>> {
  const seen = new Set<string>()
  await page.evaluate(() => window.scrollTo(0, 0))
  for (let step = 0; step < 400; step++) {
    for (const id of await page.locator('.opblock').evaluateAll((blocks) => blocks.map((block) => block.id))) seen.add(id)
    const atEnd = await page.evaluate(() => {
      const before = window.scrollY
      window.scrollBy(0, window.innerHeight * 0.8)
      return window.scrollY === before
    })
    if (atEnd) break
    await page.waitForTimeout(50)
  }
  return seen
}

/** Records every Content-Security-Policy violation the page reports (an init script runs outside the page's policy). */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = []
    ;(window as unknown as { violations: string[] }).violations = seen
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`))
  })
  return () => page.evaluate(() => (window as unknown as { violations: string[] }).violations)
}

test.describe('the API reference at /api/docs', () => {
  for (const width of [1440, 390]) {
    test(`renders every documented operation from this origin alone, under its policy, at ${width} px`, async ({ page, baseURL }) => {
      await page.setViewportSize({ width, height: 900 })
      const violations = await watchViolations(page)
      const errors: string[] = []
      page.on('console', (message) => message.type() === 'error' && errors.push(message.text()))
      page.on('pageerror', (error) => errors.push(error.message))
      page.on('response', (answer) => answer.status() >= 400 && errors.push(`${answer.status()} ${answer.url()}`))
      const elsewhere: string[] = []
      page.on('request', (request) => !request.url().startsWith(baseURL!) && !request.url().startsWith('data:') && elsewhere.push(request.url()))

      const response = await page.goto('/api/docs')
      expect(response?.status()).toBe(200)
      expect(response?.headers()['content-security-policy']).toContain("script-src 'self';")

      const document = await (await page.request.get('/api/openapi.json')).json()
      const operations = Object.values(document.paths as Record<string, object>).reduce<number>((count, item) => count + Object.keys(item).length, 0)
      await expect(page.locator('.opblock').first()).toBeVisible()
      await expect.poll(async () => (await drawnOperations(page)).size).toBe(operations)
      await expect(page.getByRole('heading', { name: /Himalayan Beats API/ }).first()).toBeVisible()

      // Nothing wider than the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
      expect(await violations()).toEqual([])
      expect(errors).toEqual([])
      expect(elsewhere).toEqual([])
      // The page's icon is the site's.
      expect((await page.request.get((await page.locator('link[rel="icon"]').getAttribute('href'))!)).status()).toBe(200)
    })
  }

  test('tries a request from the page and shows the real answer', async ({ page }) => {
    const violations = await watchViolations(page)
    await page.goto('/api/docs')
    // The page's filter: one tag's operations, few enough to be drawn at once.
    await page.getByPlaceholder('Filter by tag or path').fill('events')
    const operation = page.locator('#operations-events-list-events')
    await operation.locator('.opblock-summary-control').click()
    await operation.getByRole('button', { name: 'Try it out' }).click()
    await operation.getByRole('button', { name: 'Execute' }).click()
    await expect(operation.locator('.live-responses-table tbody .response-col_status').first()).toHaveText('200')
    await expect(operation.locator('.live-responses-table .microlight').first()).toContainText('Himalayan Nights Live')
    expect(await violations()).toEqual([])
  })
})
