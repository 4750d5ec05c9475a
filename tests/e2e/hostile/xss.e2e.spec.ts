import { expect, type Page, test } from '@playwright/test'

import { adminApi, signInAs } from '../helpers'

// Runs after the staff tests (its own project): content full of markup is saved through the API,
// then every public page and every staff screen is visited. No payload may run, and no page may
// break its own Content-Security-Policy.
const MARK = 'xss'
const payload = (where: string) =>
  `<script>window.__xss='${where}'</script><img src=x onerror="window.__xss='${where}'"><svg onload="window.__xss='${where}'">"'><iframe src="javascript:window.__xss='${where}'">`

const PUBLIC_PAGES = ['/', '/artists', '/tour', '/events', '/sponsorship', '/contact', '/public', '/public/artists']
const STAFF_SCREENS = ['/admin', '/admin/artists', '/admin/events', '/admin/gallery', '/admin/sponsorship', '/admin/contact', '/admin/settings', '/admin/hero-sections', '/admin/homepage-sections', '/admin/tour-locations', '/admin/accommodations', '/admin/messages', '/admin/users']

/** Visits a page and reports what ran that should not have: an injected script or a CSP breach. */
async function visit(page: Page, path: string, violations: string[]) {
  await page.goto(path)
  await page.waitForLoadState('networkidle')
  const ran = await page.evaluate(() => (window as unknown as { __xss?: string }).__xss)
  expect(ran, `a payload ran on ${path}`).toBeUndefined()
  expect(violations, `CSP violations on ${path}`).toEqual([])
}

test('content with script and event-handler payloads renders as text everywhere, and every page keeps its CSP', async ({ page, baseURL }) => {
  test.setTimeout(120_000)
  // No internet here: other origins (the map's) fail at once instead of holding the page's load.
  await page.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => route.abort())
  const api = await adminApi(baseURL!)
  const created: [string, number][] = []
  const create = async (collection: string, data: Record<string, unknown>) => {
    const response = await api.post(`/api/${collection}`, { data })
    expect(response.status(), `${collection}: ${await response.text()}`).toBe(201)
    created.push([collection, (await response.json()).id])
  }
  const violations: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) violations.push(message.text())
  })
  page.on('dialog', (dialog) => {
    violations.push(`dialog: ${dialog.message()}`)
    void dialog.dismiss()
  })

  try {
    // A script in a link is refused at the door, whatever the field.
    for (const [collection, data] of [
      ['artists', { name: 'Linked', bio: 'x', portfolio: 'javascript:alert(1)' }],
      ['events', { title: 'Linked', date: '2031-01-10T18:00:00.000Z', location: 'x', venue: 'x', ticketLink: 'javascript:alert(1)' }],
      ['hero-sections', { title: 'Linked', primaryButtonLink: 'javascript:alert(1)' }],
      ['premium-accommodations', { title: 'Linked', link: 'javascript:alert(1)' }],
    ] as const) {
      expect((await api.post(`/api/${collection}`, { data })).status(), collection).toBe(400)
    }
    await create('artists', { name: `${MARK} ${payload('artist name')}`, bio: payload('artist bio'), genre: `${MARK}${payload('genre')}` })
    const artist = created[0][1]
    await create('events', { title: `${MARK} ${payload('event title')}`, date: '2031-01-10T18:00:00.000Z', location: payload('location'), venue: payload('venue'), description: payload('description'), eventType: 'tour' })
    await create('sponsorships', { packageName: `${MARK} ${payload('package')}`, description: payload('package description'), benefits: [payload('benefit')] })
    await create('galleries', { eventName: `${MARK} ${payload('gallery')}`, description: payload('gallery description') })
    await create('hero-sections', { title: `${MARK} ${payload('hero')}`, subtitle: payload('hero subtitle'), primaryButtonText: payload('button'), primaryButtonLink: '/contact', isActive: true })
    await create('tour-locations', { city: payload('city'), venue: payload('tour venue'), date: '2031-02-01', displayOnHomepage: true })
    await create('premium-accommodations', { title: payload('stay'), description: payload('stay description'), displayOnHomepage: true })
    expect((await api.patch('/api/footer-settings', { data: { copyright: payload('copyright') } })).status()).toBe(200)

    for (const path of [...PUBLIC_PAGES, `/artist/x?id=${artist}`, `/events?type=tour`]) await visit(page, path, violations)
    await expect(page.getByText(/xss/).first()).toBeAttached()

    await signInAs(page)
    for (const path of STAFF_SCREENS) await visit(page, path, violations)
    await page.goto('/admin/artists')
    await expect(page.getByText(/<script>window.__xss='artist name'<\/script>/).first()).toBeVisible()
  } finally {
    for (const [collection, id] of created.reverse()) await api.delete(`/api/${collection}/${id}`)
    await api.patch('/api/footer-settings', { data: { copyright: 'Himalayan Beats Entertainment. All rights reserved.' } })
  }
})

test('public pages run only their own inline scripts and frame only their own map', async ({ page }) => {
  for (const path of [...PUBLIC_PAGES, '/events?type=concert', '/artist/x?id=999999']) {
    // Twice: the first answer renders the page, the second comes from the cache.
    for (const round of ['rendered', 'cached']) {
      const response = await page.goto(path)
      const policies = (await response!.headersArray()).filter((h) => h.name.toLowerCase() === 'content-security-policy').map((h) => h.value)
      const scriptPolicy = policies.find((policy) => policy.includes("'sha256-"))
      expect(scriptPolicy, `${round} ${path}: a policy listing its inline scripts`).toBeDefined()
      expect(scriptPolicy).not.toContain('unsafe-inline')
      // Frames: the contact page's map (the seeded OpenStreetMap embed), nothing anywhere else.
      const frames = path.endsWith('/contact') ? 'https://www.openstreetmap.org' : "'none'"
      expect(scriptPolicy, `${round} ${path}: frames`).toContain(`frame-src ${frames};`)
      await page.waitForLoadState('networkidle')
      // The page's own scripts ran (the app hydrated); one injected now does not.
      expect(await page.evaluate(() => 'next' in window), `${round} ${path} hydrated`).toBe(true)
      const injected = await page.evaluate(() => {
        const script = document.createElement('script')
        script.textContent = 'window.__injected = true'
        document.body.append(script)
        return (window as unknown as { __injected?: boolean }).__injected ?? false
      })
      expect(injected, `${round} ${path}: an injected inline script ran`).toBe(false)
    }
  }
})
