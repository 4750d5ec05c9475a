import pg from 'pg'

import { linkToken } from '@/features/alerts/links'
import { zonedDateTimeToIso } from '@/lib/calendar/dates'
import { en } from '@/lib/i18n/en'
import { fill } from '@/lib/i18n/fill'
import { ne } from '@/lib/i18n/ne'

import { TEST_SECRET } from '../../setup/test-server'
import { expect, test } from '../fixtures'
import { expectAccessible, testAddress, venueDate } from '../helpers'

/**
 * E-mail alerts in the browser (docs/product.md#e-mail-alerts): signing up from an artist's
 * Subscribe menu on a phone, then the pages the mails' links open (confirm, preferences,
 * unsubscribe). The links are made as the mails make them (tests/int/api/alerts.int.spec.ts reads
 * them from real mails), from the row the sign-up stored.
 */

/** The links of the sign-up of `email`: its topic's confirmation and its address's preferences. */
async function linksOf(email: string): Promise<{ confirm: string; manage: string }> {
  const db = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL })
  await db.connect()
  try {
    const { rows } = await db.query<{ id: number; topic: number; nonce: string }>(
      'SELECT s.id, t.id AS topic, s.nonce FROM alert_subscribers s JOIN alert_topics t ON t.subscriber_id = s.id WHERE s.email = $1',
      [email],
    )
    expect(rows).toHaveLength(1)
    process.env.PAYLOAD_SECRET = TEST_SECRET
    return { confirm: linkToken('confirm', rows[0].topic, rows[0].nonce), manage: linkToken('manage', rows[0].id, rows[0].nonce) }
  } finally {
    await db.end()
  }
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test("an artist's fan signs up from the Subscribe menu, confirms by the mail's link, then changes and stops the alerts", async ({ page, arrange }) => {
    await page.setExtraHTTPHeaders({ 'X-Forwarded-For': testAddress() })
    const artist = await arrange.create('artists', { name: arrange.name('Alert Singer'), bio: 'Sings.', status: 'active' })
    await arrange.create('events', {
      title: arrange.name('Alert Night'),
      date: zonedDateTimeToIso(venueDate('Asia/Kathmandu', 9), '19:00', 'Asia/Kathmandu'),
      venue: 'Tudikhel',
      location: 'Kathmandu, Nepal',
      artists: [artist.id],
    })
    const email = `${arrange
      .name('fan')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')}@example.com`

    await page.goto(`/artist?id=${artist.id}`)
    await page.locator('summary').filter({ hasText: en.subscribe.button }).click()
    await page.getByRole('link', { name: en.alerts.menuItem }).click()
    await expect(page).toHaveURL(new RegExp(`/alerts\\?artist=${artist.id}$`))
    await expect(page.getByRole('heading', { name: en.alerts.title, level: 1 })).toBeVisible()
    await expect(page.getByRole('radio', { name: en.alerts.anArtist })).toBeChecked()
    await expect(page.getByLabel(en.alerts.chooseArtist)).toHaveValue(String(artist.id))
    // The consent is the visitor's own act: never ticked for them.
    const consent = page.getByRole('checkbox', { name: fill(en.alerts.consent, { brand: 'Himalayan Beats' }) })
    await expect(consent).not.toBeChecked()
    await expectAccessible(page)

    await page.getByRole('button', { name: en.alerts.submit }).click()
    await expect(page.getByText(en.alerts.errors.email)).toBeVisible()
    await expect(page.getByText(en.alerts.errors.consent)).toBeVisible()
    await page.getByLabel(en.alerts.email).fill(email)
    await page.getByRole('button', { name: en.alerts.submit }).click()
    await expect(page.getByText(en.alerts.errors.consent)).toBeVisible()
    await consent.check()
    await page.getByRole('button', { name: en.alerts.submit }).click()
    await expect(page.getByRole('status').filter({ hasText: en.alerts.signedUp })).toBeVisible()
    // The form fits the phone's screen.
    const box = (await page.getByRole('button', { name: en.alerts.submit }).boundingBox())!
    expect(box.x + box.width).toBeLessThanOrEqual(390)

    const links = await linksOf(email)
    await page.goto(`/alerts?confirm=${links.confirm}`)
    await expect(page.getByRole('heading', { name: en.alerts.confirmTitle })).toBeVisible()
    await page.getByRole('button', { name: en.alerts.confirmButton }).click()
    await expect(page.getByRole('status')).toHaveText(fill(en.alerts.confirmed, { topic: fill(en.alerts.topic.artist, { name: artist.name }) }))
    await page.getByRole('link', { name: en.alerts.manage }).click()

    await expect(page.getByText(fill(en.alerts.manageFor, { email }))).toBeVisible()
    await expect(page.getByRole('listitem').filter({ hasText: artist.name })).toBeVisible()
    await page.getByLabel(en.alerts.language).selectOption('ne')
    await page.getByRole('button', { name: en.alerts.saveLanguage }).click()
    await expect(page.getByRole('status').filter({ hasText: en.alerts.saved })).toBeVisible()
    await page.getByRole('button', { name: en.alerts.unsubscribeAll }).click()
    // Said in the page's language, whatever the mails' language now is.
    await expect(page.getByRole('status').filter({ hasText: en.alerts.unsubscribed })).toBeVisible()

    // The link has done its work: opened again, it says so.
    await page.goto(`/alerts?manage=${links.manage}`)
    await expect(page.getByRole('alert').filter({ hasText: en.alerts.badLink })).toBeVisible()
  })
})

test('the Nepali page signs up in Nepali', async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': testAddress() })
  const email = `nepali-${Date.now()}@example.com`
  await page.goto('/ne/alerts')
  await expect(page.getByRole('heading', { name: ne.alerts.title, level: 1 })).toBeVisible()
  await expect(page.getByRole('radio', { name: ne.alerts.everything })).toBeChecked()
  await page.getByLabel(ne.alerts.email).fill(email)
  await page.getByRole('checkbox').check()
  await page.getByRole('button', { name: ne.alerts.submit }).click()
  await expect(page.getByRole('status').filter({ hasText: ne.alerts.signedUp })).toBeVisible()
  const links = await linksOf(email)
  await page.goto(`/ne/alerts?manage=${links.manage}`)
  await expect(page.getByText(ne.alerts.waiting)).toBeVisible()
  await page.getByRole('button', { name: ne.alerts.unsubscribeAll }).click()
  await expect(page.getByRole('status').filter({ hasText: ne.alerts.unsubscribed })).toBeVisible()
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test("the mail's Unsubscribe link asks, and its button stops every alert", async ({ page, request }) => {
    const email = `nojs-${Date.now()}@example.com`
    expect((await request.post('/api/subscriptions', { data: { email }, headers: { 'X-Forwarded-For': testAddress() } })).status()).toBe(202)
    const links = await linksOf(email)
    await page.goto(`/api/subscriptions/unsubscribe?token=${links.manage}`)
    await expect(page.getByText(en.alerts.unsubscribeAsk)).toBeVisible()
    await expect(page.getByText(fill(en.alerts.manageFor, { email }))).toBeVisible()
    await expect(page.getByRole('link', { name: en.alerts.manage })).toHaveAttribute('href', `/alerts?manage=${links.manage}`)
    await page.getByRole('button', { name: en.alerts.unsubscribeAll }).click()
    await expect(page.getByRole('status')).toHaveText(en.alerts.unsubscribed)
    await page.goto(`/api/subscriptions/unsubscribe?token=${links.manage}`)
    await expect(page.getByRole('alert')).toHaveText(en.alerts.badLink)
  })

  test("the mail's confirmation link asks, and only its button confirms; the preferences page's forms change and stop the alerts", async ({
    page,
    request,
  }) => {
    const email = `nojs-confirm-${Date.now()}@example.com`
    expect((await request.post('/api/subscriptions', { data: { email }, headers: { 'X-Forwarded-For': testAddress() } })).status()).toBe(202)
    const links = await linksOf(email)
    await page.setExtraHTTPHeaders({ 'X-Forwarded-For': testAddress() })
    await page.goto(`/alerts?confirm=${links.confirm}`)
    await expect(page.getByRole('heading', { name: en.alerts.confirmTitle })).toBeVisible()
    await expect(page.getByText(fill(en.alerts.confirmIntro, { brand: 'Himalayan Beats' }))).toBeVisible()
    await page.getByRole('button', { name: en.alerts.confirmButton }).click()
    await expect(page.getByRole('status')).toHaveText(fill(en.alerts.confirmed, { topic: en.alerts.topic.all }))

    await page.getByRole('link', { name: en.alerts.manage }).click()
    await expect(page.getByRole('heading', { name: en.alerts.manageTitle })).toBeVisible()
    await expect(page.getByText(fill(en.alerts.manageFor, { email }))).toBeVisible()
    const topic = page.getByRole('listitem').filter({ hasText: 'All our new events' })
    await expect(topic).toBeVisible()
    await expect(topic.getByText(en.alerts.waiting)).toHaveCount(0)
    await page.getByLabel(en.alerts.language).selectOption('ne')
    await page.getByRole('button', { name: en.alerts.saveLanguage }).click()
    await expect(page.getByRole('status')).toHaveText(en.alerts.saved)
    await expect(page.getByLabel(en.alerts.language)).toHaveValue('ne')
    await page.getByRole('button', { name: fill(en.alerts.stopNamed, { topic: en.alerts.topic.all }) }).click()
    await expect(page.getByRole('status')).toHaveText(en.alerts.none)
    await expect(page.getByRole('link', { name: en.alerts.signUpAgain })).toHaveAttribute('href', '/alerts')
  })

  test('the Nepali links open Nepali pages', async ({ page, request }) => {
    const email = `nojs-nepali-${Date.now()}@example.com`
    expect((await request.post('/api/subscriptions?locale=ne', { data: { email }, headers: { 'X-Forwarded-For': testAddress() } })).status()).toBe(202)
    const links = await linksOf(email)
    await page.setExtraHTTPHeaders({ 'X-Forwarded-For': testAddress() })
    await page.goto(`/ne/alerts?confirm=${links.confirm}`)
    await page.getByRole('button', { name: ne.alerts.confirmButton }).click()
    await expect(page.getByRole('status')).toHaveText(fill(ne.alerts.confirmed, { topic: ne.alerts.topic.all }))
    await page.getByRole('link', { name: ne.alerts.manage }).click()
    await expect(page.getByText(fill(ne.alerts.manageFor, { email }))).toBeVisible()
    await page.getByRole('button', { name: ne.alerts.unsubscribeAll }).click()
    await expect(page.getByRole('status')).toHaveText(ne.alerts.unsubscribed)
  })
})
