import { expect, test } from '@playwright/test'

import { signInAs } from '../helpers'

test.beforeEach(async ({ page }) => {
  await signInAs(page)
})

/** Every list screen, the list it reads, and what it calls its items. */
const SCREENS = [
  { path: '/admin', list: '/api/artists', what: 'events and artists' },
  { path: '/admin', list: '/api/sponsorships', what: 'sponsorship packages' },
  { path: '/admin/artists', list: '/api/artists', what: 'artists' },
  { path: '/admin/events', list: '/api/events', what: 'events' },
  { path: '/admin/sponsorship', list: '/api/sponsorships', what: 'sponsorship packages' },
  { path: '/admin/gallery', list: '/api/galleries', what: 'galleries' },
  { path: '/admin/messages', list: '/api/contact-messages', what: 'messages' },
  { path: '/admin/users', list: '/api/users', what: 'users' },
  { path: '/admin/hero-sections', list: '/api/hero-sections', what: 'hero sections' },
  { path: '/admin/homepage-sections', list: '/api/homepage-sections', what: 'homepage sections' },
  { path: '/admin/tour-locations', list: '/api/tour-locations', what: 'tour locations' },
  { path: '/admin/accommodations', list: '/api/premium-accommodations', what: 'premium accommodations' },
  { path: '/admin/settings', list: '/api/event-objectives', what: 'event objectives' },
]

for (const { path, list, what } of SCREENS) {
  test(`${path}: a failed read of ${list} says so and offers a retry, never the empty state`, async ({ page }) => {
    let failing = true
    await page.route(`**${list}*`, (route) =>
      failing ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Internal Server Error"}' }) : route.continue(),
    )
    await page.goto(path)
    if (path === '/admin/settings') await page.getByRole('tab', { name: 'Event Objectives' }).click()
    const alert = page.getByRole('alert').filter({ hasText: `Error loading ${what}` })
    await expect(alert).toBeVisible()
    await expect(alert).toContainText('Please try again later')
    await expect(page.getByText(/^No .*(found|yet|available|to display)/)).toHaveCount(0)

    failing = false
    await alert.getByRole('button', { name: 'Try again' }).click()
    await expect(alert).toHaveCount(0)
  })
}
