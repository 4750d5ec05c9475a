import { beforeAll, describe, expect, it } from 'vitest'

import { linkToken } from '@/features/alerts/links'

import { anonymous, baseUrl, sql } from '../../setup/api'
import { TEST_SECRET } from '../../setup/test-server'

/**
 * The pages the alert mails' links open (docs/product.md#e-mail-alerts), as a browser without
 * JavaScript or a mail scanner meets them: /alerts?confirm= and /alerts?manage= lead to plain
 * pages; opening them changes nothing, their forms do.
 */

let client = 0
const fresh = () => ({ 'X-Forwarded-For': `10.27.${Math.floor(++client / 250)}.${client % 250}` })

/** Signs `email` up for everything; answers the links its mails would carry. */
async function signedUp(email: string, locale = 'en'): Promise<{ confirm: string; manage: string; topic: number }> {
  expect((await anonymous.post(`/api/subscriptions?locale=${locale}`, { email }, { headers: fresh() })).status).toBe(202)
  const [row] = await sql<{ id: number; topic: number; nonce: string }>(
    'SELECT s.id, t.id AS topic, s.nonce FROM alert_subscribers s JOIN alert_topics t ON t.subscriber_id = s.id WHERE s.email = $1',
    [email],
  )
  process.env.PAYLOAD_SECRET = TEST_SECRET
  return { confirm: linkToken('confirm', row.topic, row.nonce), manage: linkToken('manage', row.id, row.nonce), topic: row.topic }
}

const confirmedAt = async (topic: number) =>
  (await sql<{ confirmed_at: unknown }>('SELECT confirmed_at FROM alert_topics WHERE id = $1', [topic]))[0]?.confirmed_at

/** Opens a link as a scanner does: following redirects, reading the page. */
async function open(path: string) {
  const response = await fetch(`${baseUrl}${path}`, { headers: fresh() })
  return { status: response.status, url: response.url, html: await response.text(), type: response.headers.get('content-type') }
}

/** Sends a page's form as a browser does. */
async function send(path: string, fields: Record<string, string>) {
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...fresh() },
    body: new URLSearchParams(fields),
  })
  return { status: response.status, html: await response.text() }
}

beforeAll(() => {
  process.env.PAYLOAD_SECRET = TEST_SECRET
})

describe('the confirmation page', () => {
  it('leads the mail link to a plain page that asks; opening it (even twice) confirms nothing', async () => {
    const links = await signedUp('scanned@example.com')
    const redirect = await fetch(`${baseUrl}/alerts?confirm=${links.confirm}`, { redirect: 'manual', headers: fresh() })
    expect(redirect.status).toBe(307)
    expect(new URL(redirect.headers.get('location')!, baseUrl).pathname).toBe('/api/subscriptions/confirm-page')
    for (let i = 0; i < 2; i++) {
      const page = await open(`/alerts?confirm=${links.confirm}`)
      expect(page.status).toBe(200)
      expect(page.type).toBe('text/html; charset=utf-8')
      expect(page.html).toContain('<h1 style="font-size:26px;margin:0 0 16px">Confirm your alerts</h1>')
      expect(page.html).toContain('<form method="post" action="/api/subscriptions/confirm-page">')
      expect(page.html).not.toContain('<script')
    }
    expect(await confirmedAt(links.topic)).toBeNull()
    // A HEAD, as some scanners send, neither.
    await fetch(`${baseUrl}/api/subscriptions/confirm-page?token=${links.confirm}`, { method: 'HEAD', headers: fresh() })
    expect(await confirmedAt(links.topic)).toBeNull()

    const pressed = await send('/api/subscriptions/confirm-page', { token: links.confirm, locale: 'en' })
    expect(pressed.status).toBe(200)
    expect(pressed.html).toContain('Confirmed: we will e-mail you about all our new events.')
    expect(pressed.html).toContain(`href="/alerts?manage=${links.manage}"`)
    expect(await confirmedAt(links.topic)).not.toBeNull()
    expect((await send('/api/subscriptions/confirm-page', { token: links.confirm, locale: 'en' })).html).toContain('These alerts were confirmed already.')
  })

  it('speaks Nepali on the Nepali link, and says a bad link does not work', async () => {
    const links = await signedUp('nepali-page@example.com', 'ne')
    const page = await open(`/ne/alerts?confirm=${links.confirm}`)
    expect(page.html).toContain('<html lang="ne">')
    expect(page.html).toContain('name="locale" value="ne"')
    const bad = await send('/api/subscriptions/confirm-page', { token: '1.abcdefghijklmnopqrstuvwxyzABCDEF', locale: 'en' })
    expect(bad.status).toBe(400)
    expect(bad.html).toContain('This link does not work')
  })
})

describe('the preferences page', () => {
  it('shows the alerts when opened, changing nothing; its forms change the language, stop a topic, or unsubscribe', async () => {
    const links = await signedUp('managing@example.com')
    const before = await sql('SELECT s.locale, t.id FROM alert_subscribers s JOIN alert_topics t ON t.subscriber_id = s.id WHERE s.email = $1', [
      'managing@example.com',
    ])
    const page = await open(`/alerts?manage=${links.manage}`)
    expect(page.status).toBe(200)
    expect(page.url).toContain('/api/subscriptions/preferences-page?')
    expect(page.html).toContain('Alerts sent to managing@example.com')
    expect(page.html).toContain('waiting for your confirmation')
    expect(page.html).toContain('name="action" value="stop"')
    expect(page.html).not.toContain('<script')
    expect(
      await sql('SELECT s.locale, t.id FROM alert_subscribers s JOIN alert_topics t ON t.subscriber_id = s.id WHERE s.email = $1', ['managing@example.com']),
    ).toEqual(before)

    const language = await send('/api/subscriptions/preferences-page', { token: links.manage, locale: 'en', action: 'language', mailLocale: 'ne' })
    expect(language.status).toBe(200)
    expect(language.html).toContain('role="status"')
    expect(language.html).toContain('>Saved<')
    expect(language.html).toMatch(/<option value="ne" lang="ne" selected>/)
    expect((await sql<{ locale: string }>('SELECT locale FROM alert_subscribers WHERE email = $1', ['managing@example.com']))[0].locale).toBe('ne')

    const stopped = await send('/api/subscriptions/preferences-page', { token: links.manage, locale: 'en', action: 'stop', topic: String(links.topic) })
    expect(stopped.html).toContain('You get no alerts from us.')
    expect(await sql('SELECT 1 FROM alert_subscribers WHERE email = $1', ['managing@example.com'])).toHaveLength(0)
    expect((await open(`/alerts?manage=${links.manage}`)).status).toBe(400)
  })

  it('unsubscribes from all with its last button', async () => {
    const links = await signedUp('all-gone@example.com')
    const gone = await send('/api/subscriptions/preferences-page', { token: links.manage, locale: 'en', action: 'unsubscribe' })
    expect(gone.status).toBe(200)
    expect(gone.html).toContain('You are unsubscribed: we will send you no more alerts.')
    expect(await sql('SELECT 1 FROM alert_subscribers WHERE email = $1', ['all-gone@example.com'])).toHaveLength(0)
  })
})
