import { expect, test } from '@playwright/test'

import { isEventOver } from '../../../src/lib/calendar/dates'
import { signInAs } from '../helpers'

test('dashboard counts, next events and artists, and sponsorship overview match the data, each read a count or a few records', async ({ page }) => {
  await signInAs(page)
  // What the dashboard read, as it read it: other files add and remove records meanwhile.
  const read = (collection: string, parameters: Record<string, string>) =>
    page.waitForResponse((answer) => {
      const url = new URL(answer.url())
      return (
        url.pathname === `/api/${collection}` &&
        answer.request().method() === 'GET' &&
        answer.ok() &&
        Object.entries(parameters).every(([name, value]) => url.searchParams.get(name) === value) &&
        [...url.searchParams.keys()].length === Object.keys(parameters).length
      )
    })
  const reads = [
    read('artists', { limit: '2' }),
    read('events', { sort: 'upcoming-first', limit: '3' }),
    read('events', { status: 'upcoming', limit: '1' }),
    read('galleries', { limit: '1' }),
    read('sponsorships', {}),
  ]
  await page.goto('/admin')
  const [artists, events, upcoming, galleries, sponsorships] = await Promise.all(reads)
  const total = (answer: Awaited<(typeof reads)[number]>) => answer.headers()['x-total-count']
  const totals = page.getByRole('region', { name: 'Totals' })
  const card = (label: string) => totals.locator('div', { has: page.getByText(label, { exact: true }) }).last()
  await expect(card('Total Artists')).toContainText(total(artists))
  await expect(card('Upcoming Events')).toContainText(total(upcoming))
  await expect(card('Total Events')).toContainText(total(events))
  await expect(card('Galleries')).toContainText(total(galleries))

  const activity = page.getByRole('region', { name: 'Next Events and Artists' })
  const soonest = (await events.json()) as { title: string; date: string; timezone: string; status: string }[]
  const coming = soonest.filter((event) => !isEventOver(event))
  const firstArtists = (await artists.json()) as { name: string }[]
  await expect(activity.locator('li')).toHaveCount(coming.length + firstArtists.length)
  // The soonest events still to come, never past ones.
  await expect(activity.locator('li').first()).toContainText(coming[0].title)
  await expect(activity.locator('li').nth(coming.length)).toContainText(firstArtists[0].name)

  const packages = (await sponsorships.json()) as { visibility: string }[]
  const overview = page.getByRole('region', { name: 'Sponsorship Overview' })
  await expect(overview.locator('li')).toHaveCount(packages.length)
  await expect(overview.getByText('Internal Only')).toHaveCount(packages.filter((s) => s.visibility === 'internal').length)
  await expect(page.getByRole('region', { name: 'Quick Links' }).getByRole('link')).toHaveCount(4)
})

test('dashboard shows an ellipsis and skeleton rows while loading', async ({ page }) => {
  await signInAs(page)
  let release: () => void = () => {}
  const gate = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/api/events?*', async (route) => {
    await gate
    await route.continue()
  })
  await page.goto('/admin')
  await expect(page.getByRole('region', { name: 'Totals' }).getByText('…')).toHaveCount(2)
  await expect(page.getByRole('region', { name: 'Next Events and Artists' }).getByTestId('skeleton-row')).toHaveCount(4)
  release()
  await expect(page.getByRole('region', { name: 'Totals' }).getByText('…')).toHaveCount(0)
})
