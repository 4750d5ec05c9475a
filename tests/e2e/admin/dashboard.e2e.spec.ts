import { expect, test } from '@playwright/test'

import { isTodayOrLaterAtVenue } from '../../../src/lib/calendar/dates'
import { signInAs } from '../helpers'

test('dashboard counts, recent activity and sponsorship overview match the data', async ({ page }) => {
  await signInAs(page)
  // The lists as the dashboard read them: other files add and remove records meanwhile.
  const lists = ['artists', 'events', 'galleries', 'sponsorships'].map((collection) =>
    page.waitForResponse((answer) => new URL(answer.url()).pathname === `/api/${collection}` && answer.request().method() === 'GET' && answer.ok()),
  )
  await page.goto('/admin')
  const [artists, events, galleries, sponsorships] = await Promise.all(lists.map(async (answer) => (await answer).json()))
  const totals = page.getByRole('region', { name: 'Totals' })
  const card = (label: string) => totals.locator('div', { has: page.getByText(label, { exact: true }) }).last()
  await expect(card('Total Artists')).toContainText(String(artists.length))
  await expect(card('Upcoming Events')).toContainText(String(events.filter((e: { status: string }) => e.status === 'upcoming').length))
  await expect(card('Total Events')).toContainText(String(events.length))
  await expect(card('Galleries')).toContainText(String(galleries.length))

  const activity = page.getByRole('region', { name: 'Recent Activity' })
  await expect(activity.locator('li')).toHaveCount(5)
  // The soonest upcoming events (the API lists oldest first), never the oldest past ones.
  const coming = events.filter((e: { date: string; timezone: string }) => isTodayOrLaterAtVenue(e))
  await expect(activity.locator('li').first()).toContainText(coming[0].title)
  await expect(activity).not.toContainText(events[0].title)
  await expect(activity.locator('li').nth(3)).toContainText(artists[0].name)

  const overview = page.getByRole('region', { name: 'Sponsorship Overview' })
  await expect(overview.locator('li')).toHaveCount(sponsorships.length)
  await expect(overview.getByText('Internal Only')).toHaveCount(sponsorships.filter((s: { visibility: string }) => s.visibility === 'internal').length)
  await expect(page.getByRole('region', { name: 'Quick Links' }).getByRole('link')).toHaveCount(4)
})

test('dashboard shows an ellipsis and skeleton rows while loading', async ({ page }) => {
  await signInAs(page)
  let release: () => void = () => {}
  const gate = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/api/events', async (route) => {
    await gate
    await route.continue()
  })
  await page.goto('/admin')
  await expect(page.getByRole('region', { name: 'Totals' }).getByText('…')).toHaveCount(2)
  await expect(page.getByRole('region', { name: 'Recent Activity' }).getByTestId('skeleton-row')).toHaveCount(4)
  release()
  await expect(page.getByRole('region', { name: 'Totals' }).getByText('…')).toHaveCount(0)
})
