import type { Page } from '@playwright/test'

import { expect, test } from '../fixtures'

/** The location of each event card on the page, in order. */
const locations = (page: Page) =>
  page
    .locator('#main article dl')
    .evaluateAll((lists) =>
      lists.map((list) => [...list.querySelectorAll('dt')].find((dt) => /Location|स्थान/.test(dt.textContent ?? ''))?.nextElementSibling?.textContent),
    )

test.describe('events by place and month', () => {
  test('a fan in Toronto narrows the list to Toronto, and the address holds the choice', async ({ page }) => {
    await page.goto('/events')
    const filters = page.getByRole('form', { name: 'Filter events by place and month' })
    await filters.getByLabel('City', { exact: true }).selectOption({ label: 'Toronto' })
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 7))
    await filters.getByRole('button', { name: 'Show events' }).click()
    await expect(page).toHaveURL(/\/events\?city=toronto$/)
    await expect(page).toHaveTitle(/^Events: Toronto \|/)
    const shown = await locations(page)
    expect(shown.length).toBeGreaterThan(0)
    for (const location of shown) expect(location).toMatch(/^Toronto, /)
    // Without a reload, and the count said to screen readers.
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(7)
    await expect(page.getByText(/^Showing \d+ events?$/)).toHaveAttribute('aria-live', 'polite')

    // The type tabs keep the place.
    await page.getByRole('navigation', { name: 'Filter events by type' }).getByRole('link', { name: 'Tours' }).click()
    await expect(page).toHaveURL(/\/events\?type=tour&city=toronto$/)
    for (const location of await locations(page)) expect(location).toMatch(/^Toronto, /)
    await expect(filters.getByLabel('City', { exact: true })).toHaveValue('toronto')

    await filters.getByRole('link', { name: 'Clear filters' }).click()
    await expect(page).toHaveURL(/\/events\?type=tour$/)
  })

  test('a shared link opens the same list, a month narrows it, and an empty choice offers the alerts for the city', async ({ page, arrange }) => {
    const label = arrange.name('Niagara Night')
    await arrange.create('events', {
      title: label,
      date: '2040-05-09T23:30:00Z',
      timezone: 'America/Toronto',
      location: 'Niagara Falls, Canada',
      venue: 'Falls Hall',
    })
    await page.goto('/events?country=canada&city=niagara-falls&month=2040-05')
    await expect(page.getByRole('heading', { name: label })).toBeVisible()
    await expect(page.locator('#main article')).toHaveCount(1)
    await expect(page.getByLabel('Country', { exact: true })).toHaveValue('canada')
    await expect(page.getByLabel('Month', { exact: true })).toHaveValue('2040-05')

    // A month it is not in: nothing, and the way to hear of one.
    await page.goto('/events?city=niagara-falls&month=2040-06')
    await expect(page.getByText('No events match: Niagara Falls · June 2040.')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Get an e-mail when an event in Niagara Falls is announced' })).toHaveAttribute(
      'href',
      '/alerts?city=Niagara%20Falls',
    )
    // A month or place the address cannot name is not a page.
    expect((await page.goto('/events?month=2040-13'))!.status()).toBe(200)
    await expect(page.getByLabel('Month', { exact: true })).toHaveValue('')
  })

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })

    test('the form still narrows the list, in Nepali too', async ({ page }) => {
      await page.goto('/ne/events')
      const filters = page.getByRole('form', { name: 'ठाउँ र महिनाअनुसार कार्यक्रम छान्नुहोस्' })
      await filters.getByLabel('सहर', { exact: true }).selectOption({ label: 'Kathmandu' })
      await filters.getByRole('button', { name: 'कार्यक्रम हेर्नुहोस्' }).click()
      await expect(page).toHaveURL(/\/ne\/events\?country=&city=kathmandu&month=$/)
      const shown = await locations(page)
      expect(shown.length).toBeGreaterThan(0)
      for (const location of shown) expect(location).toMatch(/^Kathmandu, /)
      await expect(page.getByLabel('सहर', { exact: true })).toHaveValue('kathmandu')
    })
  })
})
