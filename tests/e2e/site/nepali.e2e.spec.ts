import { en } from '@/lib/i18n/en'
import { ne } from '@/lib/i18n/ne'
import { demoAccommodations, demoCast, demoNepaliTexts, demoSchedule } from '@/seed/demo-content'

import { expect, test } from '../fixtures'
import { expectAccessible, venueDate } from '../helpers'

/**
 * The public site in Nepali (docs/product.md#nepali-site): every page at /ne, with its own
 * language, alternates and canonical address, the catalogue's words, Bikram Sambat dates, and a
 * switch between languages that keeps the page.
 */

const PAGES = [
  { english: '/', nepali: '/ne' },
  { english: '/artists', nepali: '/ne/artists' },
  { english: '/tour', nepali: '/ne/tour' },
  { english: '/events', nepali: '/ne/events' },
  { english: '/events?type=past', nepali: '/ne/events?type=past' },
  { english: '/sponsorship', nepali: '/ne/sponsorship' },
  { english: '/contact', nepali: '/ne/contact' },
]

/** Every text of a catalogue without placeholders (a filled one is checked by its page's own tests). */
function texts(catalogue: unknown): string[] {
  if (typeof catalogue === 'string') return /\{\w+\}/.test(catalogue) ? [] : [catalogue]
  if (Array.isArray(catalogue)) return catalogue.flatMap(texts)
  if (catalogue && typeof catalogue === 'object') return Object.values(catalogue).flatMap(texts)
  return []
}

/**
 * The English catalogue's words that must not be left on a Nepali page. Short ones, and the
 * words that also occur in the demo content (an event called "… Tour"), are left out: the content
 * of a record without Nepali shows its English, by design (the demo's settings have their Nepali).
 */
const NEPALI_TEXTS = new Set(texts(ne).map((text) => text.trim()))
const ENGLISH_WORDS = [...new Set(texts(en).map((text) => text.trim()))].filter(
  (text) =>
    text.length >= 6 &&
    // Product names the Nepali catalogue keeps too (Google Calendar, Outlook).
    !NEPALI_TEXTS.has(text) &&
    /[a-z]/i.test(text) &&
    !['नेपाली'].includes(text) &&
    !/^(?:Events?|Concerts?|Meetups?|Tours?|Upcoming|Artists?|Location|Capacity)$/i.test(text),
)

test.describe('every public page in Nepali', () => {
  for (const { english, nepali } of PAGES) {
    test(`${nepali} speaks Nepali, names its English twin, and is its own canonical page`, async ({ page, baseURL }) => {
      const response = await page.goto(nepali)
      expect(response?.status()).toBe(200)
      await expect(page.locator('html')).toHaveAttribute('lang', 'ne')
      const href = (selector: string) => page.locator(selector).getAttribute('href')
      expect(await href('link[rel="canonical"]')).toBe(`${baseURL}${nepali === '/ne' ? '/ne' : nepali}`)
      expect(await href('link[rel="alternate"][hreflang="ne"]')).toBe(`${baseURL}${nepali}`)
      expect(await href('link[rel="alternate"][hreflang="en"]')).toBe(`${baseURL}${english === '/' ? '' : english}`)
      expect(await href('link[rel="alternate"][hreflang="x-default"]')).toBe(`${baseURL}${english === '/' ? '' : english}`)
      await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'ne_NP')
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /[\u0900-\u097F]/)

      // The fixed words are the Nepali catalogue's: none of the English ones is left, in the text or the labels.
      const shown = await page.evaluate(() => {
        const labels = [...document.querySelectorAll('[aria-label], [title], [alt], [placeholder]')].flatMap((element) =>
          ['aria-label', 'title', 'alt', 'placeholder'].map((name) => element.getAttribute(name) ?? ''),
        )
        return [document.body.innerText, document.title, ...labels].join('\n')
      })
      expect(ENGLISH_WORDS.filter((words) => shown.includes(words))).toEqual([])
      await expect(page.getByRole('navigation', { name: ne.nav.main }).getByRole('link', { name: ne.nav.events, exact: true })).toBeVisible()

      // Its English twin names it back.
      await page.goto(english)
      await expect(page.locator('html')).toHaveAttribute('lang', 'en')
      expect(await href('link[rel="alternate"][hreflang="ne"]')).toBe(`${baseURL}${nepali}`)
    })
  }

  test("an artist's page is /ne/artist/{id}, and names /artist/{slug}?id= as its English twin", async ({ page, arrange, baseURL }) => {
    const artist = await arrange.create('artists', { name: arrange.name('Asha Gurung'), bio: 'Singer from Pokhara.', genre: 'Folk', status: 'active' })
    await page.goto(`/ne/artist/${artist.id}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(artist.name)
    await expect(page.getByRole('link', { name: ne.artist.back })).toHaveAttribute('href', '/ne/artists')
    const english = await page.locator('link[rel="alternate"][hreflang="en"]').getAttribute('href')
    expect(english).toMatch(new RegExp(`^${baseURL}/artist/asha-gurung-[a-z0-9-]+\\?id=${artist.id}$`))
  })

  test('a genre filter has the same address in both languages, named in each', async ({ page, arrange, api }) => {
    const genre = arrange.name('Ghazal')
    const artist = await arrange.create('artists', { name: arrange.name('Ghazal Singer'), bio: 'Sings ghazals.', genre, status: 'active' })
    expect((await api.patch(`/api/artists/${artist.id}?locale=ne`, { data: { genre: `गजल ${artist.id}` } })).status()).toBe(200)
    const key = genre.toLowerCase().replace(/[^a-z0-9]+/g, '-')
    const response = await page.goto(`/ne/artists?genre=${key}`)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('navigation', { name: ne.artists.filterLabel }).getByRole('link', { name: `गजल ${artist.id}` })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await expect(page.getByRole('heading', { name: artist.name })).toBeVisible()
    await expect(page.getByRole('navigation', { name: ne.nav.main }).getByRole('link', { name: 'English' })).toHaveAttribute('href', `/artists?genre=${key}`)
    expect((await page.goto(`/artists?genre=${key}`))?.status()).toBe(200)
  })

  test('an unknown page and an unknown artist answer 404 in Nepali', async ({ page }) => {
    for (const [url, title] of [
      ['/ne/no-such-page', ne.status.notFoundTitle],
      ['/ne/artist/999999', ne.artist.notFoundTitle],
    ]) {
      const response = await page.goto(url)
      expect(response?.status(), url).toBe(404)
      await expect(page.locator('html')).toHaveAttribute('lang', 'ne')
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
    }
  })

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })

    test('the Nepali not-found page is a whole document in Nepali, and the switch still leads to the page in English', async ({ page }) => {
      const response = await page.goto('/ne/no-such-page')
      expect(response?.status()).toBe(404)
      await expect(page).toHaveTitle(`${ne.status.notFoundTitle} | Himalayan Beats`)
      await expect(page.locator('html')).toHaveAttribute('lang', 'ne')
      await page.goto('/ne/events?type=past')
      await expect(page.getByRole('navigation', { name: ne.nav.main }).getByRole('link', { name: 'English' })).toHaveAttribute('href', '/events?type=past')
    })
  })
})

test.describe('the language switch', () => {
  test('keeps the visitor on the same page, its view and query, both ways', async ({ page }) => {
    await page.goto('/events?type=past')
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'नेपाली' }).click()
    await expect(page).toHaveURL(/\/ne\/events\?type=past$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ne.events.title)
    await page.getByRole('navigation', { name: ne.nav.main }).getByRole('link', { name: 'English' }).click()
    await expect(page).toHaveURL(/\/events\?type=past$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  })

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } })

    test('is in the menu', async ({ page }) => {
      await page.goto('/sponsorship')
      await page.getByRole('button', { name: 'Open menu' }).click()
      await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'नेपाली' }).click()
      await expect(page).toHaveURL(/\/ne\/sponsorship$/)
      await page.getByRole('button', { name: ne.nav.openMenu }).click()
      await expect(page.getByRole('navigation', { name: ne.nav.mobile }).getByRole('link', { name: 'English' })).toHaveAttribute('href', '/sponsorship')
      // The Nepali menu holds the galleries and the e-mail alerts too.
      await expect(page.getByRole('navigation', { name: ne.nav.mobile }).getByRole('link', { name: ne.nav.gallery, exact: true })).toHaveAttribute(
        'href',
        '/ne/gallery',
      )
      await expect(page.getByRole('navigation', { name: ne.nav.mobile }).getByRole('link', { name: ne.nav.alerts, exact: true })).toHaveAttribute(
        'href',
        '/ne/alerts',
      )
    })
  })

  test('does not redirect by the browser language: / stays English for a Nepali browser', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'ne-NP', extraHTTPHeaders: { 'Accept-Language': 'ne-NP,ne;q=0.9' } })
    const page = await context.newPage()
    const response = await page.goto('/')
    expect(response?.status()).toBe(200)
    expect(page.url()).toMatch(/\/$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await context.close()
  })
})

test.describe('Nepali content and dates', () => {
  test('the demo content reads in Nepali: the home page, the events and the artists', async ({ page }) => {
    const { events, tourLocations } = demoSchedule()
    const concert = events.find((event) => event.status === 'upcoming' && event.eventType === 'concert' && event.ticketLink)!
    const [stop] = tourLocations
    const stay = demoAccommodations.find((accommodation) => accommodation.displayOnHomepage)!
    const { headliner } = demoCast

    await page.goto('/ne')
    await expect(page.getByRole('heading', { level: 1, name: demoNepaliTexts.hero.title })).toBeVisible()
    const tour = page.locator('#tour')
    await expect(tour.getByText(stop.ne.venue).first()).toBeVisible()
    await expect(tour.getByText(stop.venue)).toHaveCount(0)
    await expect(page.getByText(stay.ne.title, { exact: true }).first()).toBeVisible()
    await expect(page.getByText(stay.title)).toHaveCount(0)

    await page.goto('/ne/events')
    await expect(page.getByRole('article').filter({ hasText: concert.ne.title })).toBeVisible()
    await expect(page.getByText(concert.title)).toHaveCount(0)
    // Its own page: the venue and the description too.
    await page.getByRole('link', { name: concert.ne.title, exact: true }).click()
    await expect(page.getByRole('heading', { level: 1, name: concert.ne.title })).toBeVisible()
    await expect(page.getByText(concert.ne.venue).first()).toBeVisible()
    await expect(page.getByText(concert.ne.description)).toBeVisible()
    await expect(page.getByText(concert.description)).toHaveCount(0)

    await page.goto('/ne/artists')
    const artist = page.getByRole('article').filter({ hasText: headliner.name })
    await expect(artist.getByText(headliner.ne.genre, { exact: true })).toBeVisible()
    await expect(artist.getByText(headliner.ne.bio)).toBeAttached()
    await expect(page.getByText(headliner.bio)).toHaveCount(0)
  })

  test('an event reads in Nepali on /ne, with the Bikram Sambat date, and in English on the English page', async ({ page, arrange, api }) => {
    const day = venueDate('Asia/Kathmandu', 10)
    const title = arrange.name('Lakeside Evening')
    const event = await arrange.create('events', {
      title,
      date: new Date(`${day}T19:00:00+05:45`).toISOString(),
      timezone: 'Asia/Kathmandu',
      venue: 'Fewa Lakeside',
      location: 'Pokhara, Nepal',
      eventType: 'concert',
      status: 'upcoming',
    })
    const nepaliTitle = `तालबाराही साँझ ${event.id}`
    expect((await api.patch(`/api/events/${event.id}?locale=ne`, { data: { title: nepaliTitle } })).status()).toBe(200)

    await page.goto('/ne/events')
    const card = page.getByRole('article').filter({ hasText: nepaliTitle })
    await expect(card).toBeVisible()
    // The BS date and the Gregorian one in Nepali, and the time of day at the venue.
    await expect(card.getByText(/^२०८[३४] \S+ [०-९]{1,2} \([०-९]{1,2} \S+ २०[०-९]{2}\)$/)).toBeVisible()
    // A whole hour without minutes, and the zone in words: no Latin letter among the Devanagari.
    await expect(card.getByText(/^बेलुका ७ बजे\s*\(नेपाल समय\)$/)).toBeVisible()
    // The date badge and the month's heading lead with the BS month, as the date does.
    const dateText = (await card.locator('time').first().innerText()).trim()
    const [bsYear, bsMonth, bsDay] = dateText.split(' ')
    await expect(card.getByText(bsMonth, { exact: true })).toBeVisible()
    await expect(card.getByText(bsDay, { exact: true }).first()).toBeVisible()
    await expect(page.getByRole('region', { name: `${bsMonth} ${bsYear}` }).filter({ has: card })).toHaveCount(1)
    // The venue has no Nepali: its English stands in.
    await expect(page.getByText(title)).toHaveCount(0)

    await page.goto('/events')
    await expect(page.getByRole('article').filter({ hasText: title })).toBeVisible()
    await expect(page.getByText(nepaliTitle)).toHaveCount(0)
  })

  test('the contact form speaks Nepali: its labels, its messages beside each field, and its thanks', async ({ page, arrange }) => {
    await page.goto('/ne/contact')
    await page.getByRole('button', { name: ne.form.send }).click()
    await expect(page.getByText(ne.form.errors.name)).toBeVisible()
    await expect(page.getByText(ne.form.errors.email)).toBeVisible()
    await expect(page.getByText(ne.form.errors.chooseSubject)).toBeVisible()
    await expect(page.getByText(ne.form.errors.message)).toBeVisible()
    const name = arrange.name('Sita')
    arrange.removeAfter('contact-messages', 'name', name)
    await page.getByLabel(ne.form.name).fill(name)
    await page.getByLabel(ne.form.email).fill('sita@example.com')
    await page.getByLabel(ne.form.subject).selectOption({ index: 1 })
    await page.getByLabel(ne.form.message).fill('हाम्रो कार्यक्रमका लागि कलाकार चाहियो।')
    await page.getByRole('button', { name: ne.form.send }).click()
    await expect(page.getByText(ne.form.sentTitle)).toBeVisible()
  })
})

test.describe('type', () => {
  test('the Nepali pages load Noto Sans Devanagari; an English page only the letters of its switch', async ({ page, request }) => {
    const fonts: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname)
    })
    await page.goto('/sponsorship')
    await page.waitForLoadState('networkidle')
    expect(fonts).toEqual(['/fonts/noto-sans-devanagari-switch.woff2'])
    const subset = await request.get('/fonts/noto-sans-devanagari-switch.woff2')
    expect(subset.headers()['content-type']).toBe('font/woff2')
    expect((await subset.body()).length).toBeLessThan(8_000)
    expect(await page.evaluate(() => document.fonts.check('16px "Noto Sans Devanagari Switch"', 'नेपाली'))).toBe(true)
    fonts.length = 0
    await page.goto('/ne/sponsorship')
    await page.waitForLoadState('networkidle')
    expect(fonts).toContain('/fonts/noto-sans-devanagari.woff2')
    // Cut to the letters of Nepali and the site's weights (tests/unit/fonts.test.ts): 121 kB as packaged.
    expect((await (await request.get('/fonts/noto-sans-devanagari.woff2')).body()).length).toBeLessThan(80_000)
    expect(await page.evaluate(() => document.fonts.check('16px "Noto Sans Devanagari"', 'नेपाली'))).toBe(true)
    // Its Latin letters come in the same family (a text with no Nepali yet looks like the Nepali beside it), cut too.
    expect(fonts).toContain('/fonts/noto-sans-devanagari-latin.woff2')
    expect((await (await request.get('/fonts/noto-sans-devanagari-latin.woff2')).body()).length).toBeLessThan(25_000)
    const loaded = await page.evaluate(
      () => [...document.fonts].filter((font) => font.family.replace(/"/g, '') === 'Noto Sans Devanagari' && font.status === 'loaded').length,
    )
    expect(loaded).toBe(2)
  })

  test('a first visit to a Nepali page has the typeface from the start: preloaded, swapped in, never boxes', async ({ page }) => {
    const response = await page.goto('/ne/sponsorship')
    const html = await response!.text()
    expect(html).toMatch(/<link rel="preload" href="\/fonts\/noto-sans-devanagari.woff2" as="font"[^>]*crossorigin/i)
    await page.waitForLoadState('load')
    const face = await page.evaluate(async () => {
      await document.fonts.ready
      const loaded = [...document.fonts].find((font) => font.family.replace(/"/g, '') === 'Noto Sans Devanagari' && font.status === 'loaded')
      return loaded && { display: loaded.display, status: loaded.status }
    })
    expect(face).toEqual({ display: 'swap', status: 'loaded' })
  })

  test("no letter-spacing pulls Devanagari's letters apart: the recommended badge reads as words", async ({ page }) => {
    await page.goto('/ne/sponsorship')
    const badge = page.getByText('सिफारिस गरिएको').first()
    await expect(badge).toBeVisible()
    expect(await badge.evaluate((element) => getComputedStyle(element).letterSpacing)).toBe('normal')
    // The English badge keeps its spacing.
    await page.goto('/sponsorship')
    const english = page.getByText('RECOMMENDED', { exact: true }).first()
    expect(await english.evaluate((element) => getComputedStyle(element).letterSpacing)).not.toBe('normal')
  })
})

test.describe('accessibility in Nepali', () => {
  for (const path of ['/ne', '/ne/artists', '/ne/events', '/ne/tour', '/ne/sponsorship', '/ne/contact', '/ne/no-such-page']) {
    test(`${path} has no serious or critical axe violations`, async ({ page }) => {
      await page.goto(path)
      await expectAccessible(page)
    })
  }
})
