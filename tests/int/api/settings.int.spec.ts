import { beforeAll, describe, expect, it } from 'vitest'

import { anonymous, type ApiClient, baseUrl, freshSession, sql } from '../../setup/api'

let admin: ApiClient
let editor: ApiClient

beforeAll(async () => {
  ;({ admin, editor } = await freshSession())
})

describe('contact settings', () => {
  it('answers empty settings before anything is saved', async () => {
    const answer = await anonymous.get('/api/contact-settings')
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({ formSubjects: [] })
    expect(answer.body).not.toHaveProperty('globalType')
    // One record named by its path: no row id, before the first save as after it (the document says so).
    expect(answer.body).not.toHaveProperty('id')
    expect(answer.body).toEqual((await admin.get('/api/contact-settings')).body)
  })

  it('saves and answers the saved record', async () => {
    const saved = await admin.patch('/api/contact-settings', {
      email: 'hello@agency.example',
      phone: '+977 1 4000 000',
      address: 'Durbar Marg, Kathmandu',
      mapEmbedUrl: 'https://www.openstreetmap.org/export/embed.html',
      formSubjects: ['General Inquiry', 'Booking'],
    })
    expect(saved.status).toBe(200)
    expect(saved.body).toMatchObject({ email: 'hello@agency.example', formSubjects: ['General Inquiry', 'Booking'] })
    expect(saved.body).not.toHaveProperty('id')
    expect(saved.body.updatedAt).toEqual(expect.stringMatching(/^\d{4}-/))
    expect((await anonymous.get('/api/contact-settings')).body.phone).toBe('+977 1 4000 000')
  })

  it('checks the email and map URL with the spec messages', async () => {
    const badEmail = await admin.patch('/api/contact-settings', { email: 'not-an-email' })
    expect(badEmail.status).toBe(400)
    expect(badEmail.body.errors).toContainEqual({ path: 'email', message: 'Please enter a valid email address' })
    for (const mapEmbedUrl of ['not a url', 'javascript:alert(1)']) {
      const badUrl = await admin.patch('/api/contact-settings', { mapEmbedUrl })
      expect(badUrl.status).toBe(400)
      expect(badUrl.body.errors).toContainEqual({ path: 'mapEmbedUrl', message: 'Please enter a valid URL' })
    }
    expect((await anonymous.get('/api/contact-settings')).body.email).toBe('hello@agency.example')
  })

  it('frames a map only from the map services the form offers, on both doors', async () => {
    for (const mapEmbedUrl of [
      'https://evil.example/page',
      'http://www.openstreetmap.org/export/embed.html',
      'https://www.google.com/search?q=x',
      'https://www.openstreetmap.org.evil.example/export/embed.html',
    ]) {
      const viaApi = await admin.patch('/api/contact-settings', { mapEmbedUrl })
      expect(viaApi.status, mapEmbedUrl).toBe(400)
      expect(viaApi.body.errors, mapEmbedUrl).toEqual([{ path: 'mapEmbedUrl', message: 'Use an embed address from OpenStreetMap or Google Maps' }])
      expect((await editor.post('/cms-api/globals/contact-settings', { mapEmbedUrl })).status, mapEmbedUrl).toBe(400)
    }
    const google = 'https://www.google.com/maps/embed?pb=!1m18!1m12'
    expect((await editor.post('/cms-api/globals/contact-settings', { mapEmbedUrl: google })).status).toBe(200)
    expect((await admin.patch('/api/contact-settings', { mapEmbedUrl: 'https://www.openstreetmap.org/export/embed.html?bbox=85.3' })).status).toBe(200)

    // An address stored before this rule is not framed, nor let into the page's policy.
    expect(await (await fetch(`${baseUrl}/contact`)).text()).toContain('bbox=85.3')
    await sql(`UPDATE contact_settings SET map_embed_url = 'https://evil.example/page'`)
    // The database's notice of the change expires the cached page (src/server/freshness/content-changes.ts).
    let contact: Response
    let html: string
    const deadline = Date.now() + 15_000
    do {
      contact = await fetch(`${baseUrl}/contact`)
      html = await contact.text()
    } while (html.includes('bbox=85.3') && Date.now() < deadline)
    expect(html).not.toContain('bbox=85.3')
    expect(html).not.toContain('evil.example')
    expect(html).not.toContain('<iframe')
    expect(contact.headers.get('content-security-policy') ?? '').not.toContain('evil.example')
  })
})

describe('footer settings', () => {
  it('defaults showSocialLinks to true and saves the documented fields', async () => {
    const unsaved = await anonymous.get('/api/footer-settings')
    expect(unsaved.body.showSocialLinks).toBe(true)
    expect(unsaved.body).not.toHaveProperty('id')
    const saved = await admin.patch('/api/footer-settings', {
      socialLinks: { instagram: 'https://instagram.com/agency', tiktok: 'https://tiktok.com/@agency' },
      privacyPolicyUrl: '/privacy',
      termsUrl: '/terms',
      yearOverride: '2025',
    })
    expect(saved.status).toBe(200)
    expect(saved.body).toMatchObject({
      socialLinks: { instagram: 'https://instagram.com/agency', tiktok: 'https://tiktok.com/@agency' },
      privacyPolicyUrl: '/privacy',
      termsUrl: '/terms',
      yearOverride: '2025',
    })
  })

  it('accepts socialLinks as a JSON string', async () => {
    const saved = await admin.patch('/api/footer-settings', { socialLinks: '{"facebook":"https://facebook.com/agency"}' })
    expect(saved.body.socialLinks).toEqual({ facebook: 'https://facebook.com/agency' })
  })

  it('needs a signed-in user to change settings', async () => {
    expect((await anonymous.patch('/api/footer-settings', { copyright: 'Hacked' })).status).toBe(401)
    expect((await anonymous.get('/api/footer-settings')).body.copyright).not.toBe('Hacked')
  })
})
