import { beforeAll, describe, expect, it } from 'vitest'

import { anonymous, type ApiClient, freshSession, sql } from '../../setup/api'

/**
 * Texts in English and Nepali through /api (docs/api.md#languages-locale): `?locale=ne` reads the
 * Nepali texts, each falling back to its English where none was entered, and `PATCH ?locale=ne`
 * writes the Nepali ones and leaves the English as they are; the answers keep their shape.
 */

let admin: ApiClient

beforeAll(async () => {
  ;({ admin } = await freshSession())
})

const event = {
  title: 'Himalayan Nights Live',
  date: '2027-03-20T13:15:00.000Z',
  timezone: 'Asia/Kathmandu',
  venue: 'Bagmati Riverside Grounds',
  location: 'Kathmandu, Nepal',
  description: 'An open-air evening',
  eventType: 'concert',
  status: 'upcoming',
}

describe('an event in two languages', () => {
  let id: number

  beforeAll(async () => {
    const created = await admin.post('/api/events', event)
    expect(created.status).toBe(201)
    id = created.body.id
  })

  it('takes its Nepali texts with PATCH ?locale=ne, and keeps its English ones', async () => {
    const saved = await admin.patch(`/api/events/${id}?locale=ne`, { title: 'हिमालयन नाइट्स लाइभ', description: 'खुला आकाशमुनि एक साँझ' })
    expect(saved.status).toBe(200)
    expect(saved.body).toMatchObject({ id, title: 'हिमालयन नाइट्स लाइभ', description: 'खुला आकाशमुनि एक साँझ', venue: event.venue })

    const english = await anonymous.get(`/api/events/${id}`)
    expect(english.body).toMatchObject({ title: event.title, description: event.description, venue: event.venue })
    const nepali = await anonymous.get(`/api/events/${id}?locale=ne`)
    // The venue has no Nepali: its English stands in, silently.
    expect(nepali.body).toMatchObject({ title: 'हिमालयन नाइट्स लाइभ', description: 'खुला आकाशमुनि एक साँझ', venue: event.venue })
    expect(Object.keys(nepali.body).sort()).toEqual(Object.keys(english.body).sort())
  })

  it('stores no English in place of a Nepali text left out, and tells staff what is left to translate', async () => {
    // An event of its own, given its Nepali title and description and no Nepali venue.
    const { body: own } = await admin.post('/api/events', { ...event, title: 'Untranslated Venue Night' })
    expect((await admin.patch(`/api/events/${own.id}?locale=ne`, { title: 'अनुवाद बाँकी साँझ', description: 'खुला आकाशमुनि एक साँझ' })).status).toBe(200)
    const [row] = await sql<{ title: string; venue: string | null }>(`SELECT title, venue FROM events_locales WHERE _parent_id = $1 AND _locale = 'ne'`, [
      own.id,
    ])
    expect(row).toEqual({ title: 'अनुवाद बाँकी साँझ', venue: null })
    for (const query of ['draft=true', 'draft=true&locale=ne']) {
      const one = await admin.get(`/api/events/${own.id}?${query}`)
      expect(one.body._untranslated, query).toEqual(['venue'])
      const list = await admin.get(`/api/events?${query}`)
      expect(list.body.find((doc: { id: number }) => doc.id === own.id)._untranslated, query).toEqual(['venue'])
    }
    await admin.patch(`/api/events/${own.id}?locale=ne`, { venue: 'बागमती किनार' })
    expect((await admin.get(`/api/events/${own.id}?draft=true`)).body._untranslated).toEqual([])
    // Visitors are told nothing of the kind.
    expect((await anonymous.get(`/api/events/${own.id}?draft=true&locale=ne`)).body).not.toHaveProperty('_untranslated')
  })

  it('changes fields that are one for both languages whatever the locale', async () => {
    const saved = await admin.patch(`/api/events/${id}?locale=ne`, { capacity: 1200 })
    expect(saved.status).toBe(200)
    expect((await anonymous.get(`/api/events/${id}`)).body.capacity).toBe(1200)
  })

  it('still asks for the English texts the spec requires, on any door', async () => {
    const cleared = await admin.patch(`/api/events/${id}`, { title: '' })
    expect(cleared.status).toBe(400)
    const viaCms = await admin.request('PATCH', `/cms-api/events/${id}?locale=en`, { title: '' })
    expect(viaCms.status).toBe(400)
    expect((await anonymous.get(`/api/events/${id}`)).body.title).toBe(event.title)
  })

  it('serves each language its own list, cached apart: an English list never holds Nepali', async () => {
    const english = await anonymous.get('/api/events')
    const nepali = await anonymous.get('/api/events?locale=ne')
    expect(english.body.find((doc: { id: number }) => doc.id === id).title).toBe(event.title)
    expect(nepali.body.find((doc: { id: number }) => doc.id === id).title).toBe('हिमालयन नाइट्स लाइभ')
    expect(nepali.headers.get('etag')).not.toBe(english.headers.get('etag'))
    expect((await anonymous.get('/api/events')).body.find((doc: { id: number }) => doc.id === id).title).toBe(event.title)
  })
})

describe('the locale parameter', () => {
  it('is en or ne, else 400 naming it', async () => {
    for (const path of ['/api/artists?locale=fr', '/api/events/1?locale=NE', '/api/contact-settings?locale=', '/api/hero-sections/active?locale=xx']) {
      const answer = await anonymous.get(path)
      expect(answer.status, path).toBe(400)
      expect(answer.body.errors, path).toEqual([{ path: 'locale', message: 'locale must be en or ne' }])
    }
  })

  it('is refused on a create in Nepali: a record starts in English', async () => {
    const answer = await admin.post('/api/artists?locale=ne', { name: 'Asha', bio: 'गायिका' })
    expect(answer.status).toBe(400)
    expect(answer.body.errors).toEqual([{ path: 'locale', message: 'A record is created in English' }])
    expect(await sql(`SELECT 1 FROM artists WHERE name = 'Asha'`)).toEqual([])
  })
})

describe('settings in two languages', () => {
  it('keep the contact address, form subjects and footer line per language', async () => {
    await admin.patch('/api/contact-settings', { address: 'Durbar Marg, Kathmandu', formSubjects: ['Booking'] })
    const saved = await admin.patch('/api/contact-settings?locale=ne', { address: 'दरबारमार्ग, काठमाडौं', formSubjects: ['बुकिङ'] })
    expect(saved.status).toBe(200)
    expect((await anonymous.get('/api/contact-settings')).body).toMatchObject({ address: 'Durbar Marg, Kathmandu', formSubjects: ['Booking'] })
    expect((await anonymous.get('/api/contact-settings?locale=ne')).body).toMatchObject({ address: 'दरबारमार्ग, काठमाडौं', formSubjects: ['बुकिङ'] })

    await admin.patch('/api/footer-settings', { copyright: 'Himalayan Beats Ltd.' })
    expect((await anonymous.get('/api/footer-settings?locale=ne')).body.copyright).toBe('Himalayan Beats Ltd.')
  })
})

describe('a sponsorship in two languages', () => {
  it('keeps its benefits, a list, per language', async () => {
    const created = await admin.post('/api/sponsorships', { packageName: 'Gold', benefits: ['Logo on stage'], visibility: 'public' })
    expect(created.status).toBe(201)
    await admin.patch(`/api/sponsorships/${created.body.id}?locale=ne`, { packageName: 'स्वर्ण', benefits: ['मञ्चमा लोगो'] })
    expect((await anonymous.get(`/api/sponsorships/${created.body.id}?locale=ne`)).body).toMatchObject({ packageName: 'स्वर्ण', benefits: ['मञ्चमा लोगो'] })
    expect((await anonymous.get(`/api/sponsorships/${created.body.id}`)).body).toMatchObject({ packageName: 'Gold', benefits: ['Logo on stage'] })
  })
})

describe('a version restored', () => {
  it('brings back its texts in both languages', async () => {
    const created = await admin.post('/api/artists', { name: 'Restored Duo', bio: 'First bio.' })
    const id = created.body.id
    expect((await admin.patch(`/api/artists/${id}?locale=ne`, { bio: 'पहिलो परिचय।' })).status).toBe(200)
    const versions = (await admin.get(`/api/artists/${id}/versions`)).body as { id: number }[]
    const withFirstNepali = versions[0].id
    await admin.patch(`/api/artists/${id}`, { bio: 'Second bio.' })
    await admin.patch(`/api/artists/${id}?locale=ne`, { bio: 'दोस्रो परिचय।' })

    const restored = await admin.post(`/api/artists/${id}/versions/${withFirstNepali}/restore`)
    expect(restored.status).toBe(200)
    expect((await admin.get(`/api/artists/${id}?draft=true`)).body.bio).toBe('First bio.')
    expect((await admin.get(`/api/artists/${id}?draft=true&locale=ne`)).body.bio).toBe('पहिलो परिचय।')
    // Visitors keep the published texts until the restored draft is published.
    expect((await anonymous.get(`/api/artists/${id}?locale=ne`)).body.bio).toBe('दोस्रो परिचय।')
  })
})

describe('lists in Nepali', () => {
  it('fall back to the English list where no Nepali one was entered, even when other texts were', async () => {
    const created = await admin.post('/api/sponsorships', {
      packageName: 'Silver',
      description: 'For friends.',
      benefits: ['Name on the wall'],
      visibility: 'public',
    })
    await admin.patch(`/api/sponsorships/${created.body.id}?locale=ne`, { packageName: 'रजत' })
    expect((await anonymous.get(`/api/sponsorships/${created.body.id}?locale=ne`)).body).toMatchObject({ packageName: 'रजत', benefits: ['Name on the wall'] })
  })

  it("are refused a create in Nepali on Payload's door too: a record starts in English", async () => {
    const answer = await admin.request('POST', '/cms-api/artists?locale=ne', { name: 'Nepali First', bio: 'नेपालीमा मात्र', status: 'active' })
    expect(answer.status).toBe(400)
    expect(await sql(`SELECT 1 FROM artists WHERE name = 'Nepali First'`)).toEqual([])
  })
})
