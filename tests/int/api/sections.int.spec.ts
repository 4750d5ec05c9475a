import { beforeAll, describe, expect, it } from 'vitest'

import { anonymous, type ApiClient, freshSession } from '../../setup/api'

let admin: ApiClient

beforeAll(async () => {
  ;({ admin } = await freshSession())
})

describe('hero sections', () => {
  it('answers null when no hero is active, and defaults template default, inactive, priority 0', async () => {
    const created = await admin.post('/api/hero-sections', { title: 'Welcome' })
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({ template: 'default', isActive: false, priority: 0, backgroundType: 'color' })
    const active = await anonymous.get('/api/hero-sections/active')
    expect(active.status).toBe(200)
    expect(active.body).toBeNull()
  })

  it('picks the active hero with the lowest priority, ties to the newest', async () => {
    await admin.post('/api/hero-sections', { title: 'Second', isActive: true, priority: 2 })
    await admin.post('/api/hero-sections', { title: 'First (older)', isActive: true, priority: 1 })
    await admin.post('/api/hero-sections', { title: 'First (newer)', isActive: true, priority: 1 })
    await admin.post('/api/hero-sections', { title: 'Inactive', isActive: false, priority: -5 })
    const active = await anonymous.get('/api/hero-sections/active')
    expect(active.body.title).toBe('First (newer)')
  })
})

describe('homepage sections', () => {
  it('defaults to active, with a button, order 0, template default and 3 items', async () => {
    const created = await admin.post('/api/homepage-sections', { sectionType: 'premium-accommodations', title: 'Stay With Us' })
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({ isActive: true, showButton: true, displayOrder: 0, template: 'default', itemsToShow: 3 })
  })

  it('lists only active sections in display order', async () => {
    await admin.post('/api/homepage-sections', { sectionType: 'custom', title: 'Later', displayOrder: 5 })
    await admin.post('/api/homepage-sections', { sectionType: 'custom', title: 'Hidden', isActive: false, displayOrder: -1 })
    await admin.post('/api/homepage-sections', { sectionType: 'custom', title: 'Sooner', displayOrder: -3 })
    const titles = (await anonymous.get('/api/homepage-sections/active')).body.map((s: { title: string }) => s.title)
    expect(titles).toEqual(['Sooner', 'Stay With Us', 'Later'])
  })

  it('requires sectionType and title', async () => {
    const answer = await admin.post('/api/homepage-sections', {})
    expect(answer.status).toBe(400)
    expect(answer.body.errors.map((e: { path: string }) => e.path)).toEqual(expect.arrayContaining(['sectionType', 'title']))
  })
})

describe('tour locations', () => {
  it('defaults to the homepage and lists homepage ones by priority', async () => {
    const created = await admin.post('/api/tour-locations', { city: 'Toronto', venue: 'Lakeshore Union Hall', date: '2027-01-10T00:00:00Z', priority: 2 })
    expect(created.body).toMatchObject({ displayOnHomepage: true, priority: 2 })
    await admin.post('/api/tour-locations', { city: 'Calgary', venue: 'Bow River Hall', date: '2027-01-12T00:00:00Z', priority: 1 })
    await admin.post('/api/tour-locations', { city: 'Hidden', venue: 'X', date: '2027-01-12T00:00:00Z', displayOnHomepage: false })
    const cities = (await anonymous.get('/api/tour-locations/homepage')).body.map((t: { city: string }) => t.city)
    expect(cities).toEqual(['Calgary', 'Toronto'])
    expect((await anonymous.get('/api/tour-locations')).body).toHaveLength(3)
  })

  it('requires city, venue and date', async () => {
    const answer = await admin.post('/api/tour-locations', { city: 'Pokhara' })
    expect(answer.status).toBe(400)
    expect(answer.body.errors.map((e: { path: string }) => e.path)).toEqual(expect.arrayContaining(['venue', 'date']))
  })
})

describe('premium accommodations', () => {
  it('defaults to not on the homepage, priority 0, and lists homepage ones by priority', async () => {
    const hidden = await admin.post('/api/premium-accommodations', { title: 'Hidden Lodge' })
    expect(hidden.body).toMatchObject({ displayOnHomepage: false, priority: 0 })
    await admin.post('/api/premium-accommodations', { title: 'Saathi Heritage House', displayOnHomepage: true, priority: 2, price: 'NPR 32,000' })
    await admin.post('/api/premium-accommodations', { title: 'Phewa Reed Lodge', displayOnHomepage: true, priority: 1 })
    const titles = (await anonymous.get('/api/premium-accommodations/homepage')).body.map((a: { title: string }) => a.title)
    expect(titles).toEqual(['Phewa Reed Lodge', 'Saathi Heritage House'])
  })
})
