import { demoCast, demoSponsorships } from '@/seed/demo-content'

import { expect, test } from '../fixtures'

test.describe('sponsorship page', () => {
  test('lists public packages by priority with RECOMMENDED on priority 1, never internal ones', async ({ page }) => {
    await page.goto('/sponsorship')
    // The demo's packages, in their order, whatever other files add meanwhile.
    const demoNames = demoSponsorships.map((sponsorship) => sponsorship.packageName)
    const names = await page.locator('#packages article h3').allTextContents()
    expect(names.filter((name) => demoNames.includes(name))).toEqual(['Platinum Partner', 'Gold Partner', 'Community Supporter'])
    const platinum = page.locator('#packages article').first()
    await expect(platinum.getByText('RECOMMENDED')).toBeVisible()
    await expect(page.locator('#packages').getByText('RECOMMENDED')).toHaveCount(1)
    await expect(platinum.getByText('Title naming on one flagship concert')).toBeVisible()
    await expect(page.getByText('Corporate Hospitality')).toHaveCount(0)
    await expect(page.locator('#partners li')).toHaveCount(8)
    await expect(page.getByRole('link', { name: 'CONTACT OUR TEAM' })).toHaveAttribute('href', '/contact')
  })

  test("each benefit's icon is drawn by the site itself (an SVG), never left to a font", async ({ page }) => {
    await page.goto('/sponsorship')
    const benefits = page
      .getByRole('list')
      .filter({ has: page.getByRole('heading', { name: 'Brand Visibility' }) })
      .getByRole('listitem')
    await expect(benefits).toHaveCount(3)
    for (const benefit of await benefits.all()) {
      const icon = benefit.locator('svg')
      await expect(icon).toBeVisible()
      expect((await icon.boundingBox())!.width).toBeGreaterThanOrEqual(32)
      // No text but the heading and the sentence: no emoji that a device without the font draws as a box.
      expect(await benefit.evaluate((item) => /\p{Extended_Pictographic}/u.test(item.textContent ?? ''))).toBe(false)
    }
  })

  test('INQUIRE NOW prefills the contact subject; REQUEST CUSTOM PACKAGE too', async ({ page }) => {
    await page.goto('/sponsorship')
    await page.getByRole('link', { name: 'Inquire now about Gold Partner' }).click()
    await expect(page).toHaveURL(/\/contact\?subject=Sponsorship%20Inquiry%3A%20Gold%20Partner/)
    await expect(page.getByLabel('Subject')).toHaveValue('Sponsorship Inquiry: Gold Partner')

    await page.goto('/sponsorship')
    await page.getByRole('link', { name: 'REQUEST CUSTOM PACKAGE' }).click()
    await expect(page.getByLabel('Subject')).toHaveValue('Custom Sponsorship Package')
  })
})

test.describe('contact page', () => {
  test('frames the map however the visitor arrives: typed in, or by a link from another page', async ({ page }) => {
    await page.addInitScript(() => {
      const seen: string[] = ((window as unknown as { violations: string[] }).violations = [])
      document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`))
    })
    for (const start of ['/contact', '/events', '/sponsorship']) {
      await page.goto(start)
      if (start === '/events') await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' }).click()
      if (start === '/sponsorship')
        await page
          .getByRole('link', { name: /INQUIRE NOW/ })
          .first()
          .click()
      await expect(page).toHaveURL(/\/contact(\?|$)/)
      await expect(page.locator('iframe')).toBeAttached()
      await page.waitForLoadState('load')
      expect(await page.evaluate(() => (window as unknown as { violations: string[] }).violations), start).toEqual([])
    }
  })

  test('shows each validation message next to its field and sends nothing', async ({ page }) => {
    let posted = false
    page.on('request', (request) => {
      if (request.url().endsWith('/api/contact-messages')) posted = true
    })
    await page.goto('/contact')
    await page.getByLabel('Name').fill('A')
    await page.getByLabel('Email').fill('not-an-email')
    await page.getByLabel('Message').fill('short')
    await page.getByRole('button', { name: 'SEND MESSAGE' }).click()
    const expectations: [string, string][] = [
      ['Name', 'Name must be at least 2 characters.'],
      ['Email', 'Please enter a valid email address.'],
      // Left on its empty choice, the subject asks to be chosen.
      ['Subject', 'Please choose a subject.'],
      ['Message', 'Message must be at least 10 characters.'],
    ]
    for (const [label, message] of expectations) {
      const field = page.getByLabel(label)
      await expect(field).toHaveAttribute('aria-invalid', 'true')
      const describedBy = await field.getAttribute('aria-describedby')
      await expect(page.locator(`[id="${describedBy}"]`)).toHaveText(message)
    }
    expect(posted).toBe(false)
  })

  test('stores a valid message, says so and clears the form', async ({ page, api, arrange }) => {
    const name = arrange.name('Maya Gurung')
    arrange.removeAfter('contact-messages', 'name', name)
    await page.goto('/contact')
    await page.getByLabel('Name').fill(name)
    await page.getByLabel('Email').fill('maya@example.com')
    await page.getByLabel('Phone').fill('+1 416 555 0199')
    await page.getByLabel('Subject').selectOption('Booking an Artist')
    await page.getByLabel('Message').fill(`We would love to book ${demoCast.folkEnsemble.name} for a festival in Toronto.`)
    await page.getByRole('button', { name: 'SEND MESSAGE' }).click()
    await expect(page.getByRole('status').getByText('Message Sent')).toBeVisible()
    await expect(page.getByText("Thank you for contacting us. We'll get back to you soon.")).toBeVisible()
    await expect(page.getByLabel('Name')).toHaveValue('')

    const inbox = (await (await api.get('/api/contact-messages')).json()) as { name: string }[]
    expect(inbox.filter((message) => message.name === name)).toEqual([
      expect.objectContaining({ name, email: 'maya@example.com', subject: 'Booking an Artist', read: false }),
    ])
  })

  test('keeps what was typed and says so when sending fails', async ({ page }) => {
    await page.route('**/api/contact-messages', (route) => route.fulfill({ status: 503, body: '{"message":"down"}' }))
    await page.goto('/contact')
    await page.getByLabel('Name').fill('Maya Gurung')
    await page.getByLabel('Email').fill('maya@example.com')
    await page.getByLabel('Subject').selectOption('General Inquiry')
    await page.getByLabel('Message').fill('Is the Pokhara show family friendly?')
    await page.getByRole('button', { name: 'SEND MESSAGE' }).click()
    await expect(page.getByText('There was a problem sending your message. Please try again.')).toBeVisible()
    await expect(page.getByLabel('Name')).toHaveValue('Maya Gurung')
    await expect(page.getByLabel('Message')).toHaveValue('Is the Pokhara show family friendly?')
  })
})

test.describe('sponsorship cards', () => {
  for (const width of [1440, 390]) {
    test(`fill their cells and share a row's height at ${width} px, here and on the home page`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 })
      for (const path of ['/sponsorship', '/']) {
        await page.goto(path)
        const cells = await page
          .getByRole('list', { name: 'Sponsorship packages' })
          .locator('> li')
          .evaluateAll((items) =>
            items.map((li) => {
              const cell = li.getBoundingClientRect()
              const card = li.firstElementChild!.getBoundingClientRect()
              return { top: Math.round(cell.top), cellWidth: cell.width, cardWidth: card.width, cellHeight: cell.height, cardHeight: card.height }
            }),
          )
        expect(cells.length, path).toBeGreaterThan(1)
        for (const cell of cells) {
          expect(Math.abs(cell.cardWidth - cell.cellWidth), path).toBeLessThan(1)
          expect(Math.abs(cell.cardHeight - cell.cellHeight), path).toBeLessThan(1)
        }
        for (const top of new Set(cells.map((cell) => cell.top))) {
          const row = cells.filter((cell) => cell.top === top)
          expect(new Set(row.map((cell) => Math.round(cell.cardHeight))).size, path).toBe(1)
        }
      }
    })
  }
})
