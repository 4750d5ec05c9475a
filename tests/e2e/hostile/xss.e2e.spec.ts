import { expect, test } from '../fixtures'
import { signInAs } from '../helpers'
import { MARK, payload, PUBLIC_PAGES, visit, watchForPayloads } from './markup'

// Content full of markup is saved through the API, then every public page and every staff screen
// is visited. No payload may run, and no page may break its own Content-Security-Policy. (The
// hero and the footer, which every visitor sees, get theirs in site-wide.e2e.spec.ts.)
const STAFF_SCREENS = [
  '/admin',
  '/admin/artists',
  '/admin/events',
  '/admin/gallery',
  '/admin/sponsorship',
  '/admin/contact',
  '/admin/settings',
  '/admin/hero-sections',
  '/admin/homepage-sections',
  '/admin/tour-locations',
  '/admin/accommodations',
  '/admin/messages',
  '/admin/users',
]

test('content with script and event-handler payloads renders as text everywhere, and every page keeps its CSP', async ({ page, api, arrange }) => {
  // About twenty pages and screens, each loaded to the end.
  test.slow()
  const violations = await watchForPayloads(page)
  const create = (collection: string, data: Record<string, unknown>) => arrange.create(collection, data)
  // A script in a link is refused at the door, whatever the field.
  for (const [collection, data] of [
    ['artists', { name: 'Linked', bio: 'x', portfolio: 'javascript:alert(1)' }],
    ['events', { title: 'Linked', date: '2031-01-10T18:00:00.000Z', location: 'x', venue: 'x', ticketLink: 'javascript:alert(1)' }],
    ['hero-sections', { title: 'Linked', primaryButtonLink: 'javascript:alert(1)' }],
    ['premium-accommodations', { title: 'Linked', link: 'javascript:alert(1)' }],
  ] as const) {
    expect((await api.post(`/api/${collection}`, { data })).status(), collection).toBe(400)
  }
  const artist = (await create('artists', { name: `${MARK} ${payload('artist name')}`, bio: payload('artist bio'), genre: `${MARK}${payload('genre')}` })).id
  await create('events', {
    title: `${MARK} ${payload('event title')}`,
    date: '2031-01-10T18:00:00.000Z',
    location: payload('location'),
    venue: payload('venue'),
    description: payload('description'),
    eventType: 'tour',
  })
  // After the demo's packages: the order visitors see stays theirs.
  await create('sponsorships', {
    packageName: `${MARK} ${payload('package')}`,
    description: payload('package description'),
    benefits: [payload('benefit')],
    priority: 50,
  })
  await create('galleries', { eventName: `${MARK} ${payload('gallery')}`, description: payload('gallery description') })
  await create('tour-locations', { city: payload('city'), venue: payload('tour venue'), date: '2031-02-01', displayOnHomepage: true })
  await create('premium-accommodations', { title: payload('stay'), description: payload('stay description'), displayOnHomepage: true })

  for (const path of [...PUBLIC_PAGES, `/artist/x?id=${artist}`, `/events?type=tour`]) await visit(page, path, violations)
  await expect(page.getByText(/xss/).first()).toBeAttached()

  await signInAs(page)
  for (const path of STAFF_SCREENS) await visit(page, path, violations)
  await page.goto('/admin/artists')
  await expect(page.getByText(/<script>window.__xss='artist name'<\/script>/).first()).toBeVisible()
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
