import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'

import { anonymous, type ApiClient, baseUrl, freshSession, uploadPng } from '../../setup/api'

/**
 * Drafts (docs/product.md#drafts): what visitors read through every door while staff prepare
 * content, and the documented API's contract: POST and PATCH publish at once, `?draft=true` saves a
 * draft, staff read the latest draft with `?draft=true`, publish and unpublish.
 */

let admin: ApiClient
let editor: ApiClient

beforeAll(async () => {
  ;({ admin, editor } = await freshSession())
})

/** Every way a visitor might read a record of `slug` by its id, and whether `text` shows in any. */
async function visitorSees(slug: string, id: number, text: string): Promise<string[]> {
  const reads = [
    `/api/${slug}`,
    `/api/${slug}?draft=true`,
    `/api/${slug}/${id}`,
    `/api/${slug}/${id}?draft=true`,
    `/cms-api/${slug}`,
    `/cms-api/${slug}?draft=true`,
    `/cms-api/${slug}?where[_status][equals]=draft`,
    `/cms-api/${slug}?draft=true&where[_status][equals]=draft`,
    `/cms-api/${slug}/${id}`,
    `/cms-api/${slug}/${id}?draft=true`,
    `/cms-api/${slug}/versions`,
    `/cms-api/${slug}/versions?where[parent][equals]=${id}`,
  ]
  const seen: string[] = []
  for (const path of reads) {
    const response = await fetch(`${baseUrl}${path}`)
    if ((await response.text()).includes(text)) seen.push(path)
  }
  return seen
}

const page = async (path: string) => (await fetch(`${baseUrl}${path}`)).text()

describe('a new draft', () => {
  it('is saved with ?draft=true, read by staff, and seen by no visitor through any door', async () => {
    const photo = await uploadPng(admin, 'draft-only-photo.png')
    const created = await editor.post('/api/artists?draft=true', { name: 'Quiet Draft Singer', bio: 'Not ready yet.', profilePhoto: photo })
    expect(created.status).toBe(201)
    expect(created.body._status).toBe('draft')
    const { id } = created.body

    // Staff read it, marked as a draft, with and without ?draft=true.
    const plain = await admin.get(`/api/artists/${id}`)
    expect(plain.body).toMatchObject({ name: 'Quiet Draft Singer', _status: 'draft' })
    const latest = await admin.get(`/api/artists/${id}?draft=true`)
    expect(latest.body).toMatchObject({ name: 'Quiet Draft Singer', _status: 'draft', _state: 'draft' })
    expect((await admin.get('/api/artists?draft=true')).body).toContainEqual(expect.objectContaining({ id, _state: 'draft' }))

    expect(await visitorSees('artists', id, 'Quiet Draft Singer')).toEqual([])
    expect((await anonymous.get(`/api/artists/${id}`)).status).toBe(404)
    expect(await page('/artists')).not.toContain('Quiet Draft Singer')
    expect(await page(`/artist/quiet-draft-singer?id=${id}`)).not.toContain('Not ready yet.')
    expect(await page('/sitemap.xml')).not.toContain(`id=${id}`)
    // The photo only the draft uses is not served to visitors, nor resized for them.
    expect((await fetch(`${baseUrl}/cms-api/media/file/${photo}`)).status).toBe(404)

    // Nor is a draft event's calendar file.
    const event = await editor.post('/api/events?draft=true', {
      title: 'Unannounced Show',
      date: '2027-04-01T13:00:00.000Z',
      venue: 'Hall',
      location: 'Kathmandu',
    })
    expect((await fetch(`${baseUrl}/events/${event.body.id}/calendar.ics`)).status).toBe(404)
    expect(await page('/events')).not.toContain('Unannounced Show')
  })
})

describe('a published record with a draft of changes', () => {
  it('keeps showing visitors its published content until the draft is published', async () => {
    const created = await admin.post('/api/events', {
      title: 'Lakeside Evening',
      date: '2027-03-10T13:45:00.000Z',
      timezone: 'Asia/Kathmandu',
      venue: 'Phewa Stage',
      location: 'Pokhara',
      description: 'The published words.',
    })
    expect(created.status).toBe(201)
    expect(created.body._status).toBe('published')
    const { id } = created.body

    const drafted = await editor.patch(`/api/events/${id}?draft=true`, { description: 'Words still being written.' })
    expect(drafted.status).toBe(200)
    expect(drafted.body).toMatchObject({ description: 'Words still being written.', _status: 'draft' })

    // Visitors, and staff without ?draft=true, read the published content.
    expect((await anonymous.get(`/api/events/${id}`)).body).toMatchObject({ description: 'The published words.', _status: 'published' })
    expect((await admin.get(`/api/events/${id}`)).body).toMatchObject({ description: 'The published words.', _status: 'published' })
    expect(await visitorSees('events', id, 'Words still being written.')).toEqual([])
    expect(await page('/events')).toContain('Lakeside Evening')

    const latest = await admin.get(`/api/events/${id}?draft=true`)
    expect(latest.body).toMatchObject({ description: 'Words still being written.', _status: 'draft', _state: 'changed' })

    // A second draft builds on the first.
    await editor.patch(`/api/events/${id}?draft=true`, { venue: 'Phewa Lakeside Stage' })
    const second = await admin.get(`/api/events/${id}?draft=true`)
    expect(second.body).toMatchObject({ description: 'Words still being written.', venue: 'Phewa Lakeside Stage', _state: 'changed' })
    expect((await anonymous.get(`/api/events/${id}`)).body.venue).toBe('Phewa Stage')

    // Publishing the latest draft as it is.
    const published = await editor.post(`/api/events/${id}/publish`)
    expect(published.status).toBe(200)
    expect(published.body).toMatchObject({
      description: 'Words still being written.',
      venue: 'Phewa Lakeside Stage',
      _status: 'published',
      _state: 'published',
    })
    expect((await anonymous.get(`/api/events/${id}`)).body).toMatchObject({ description: 'Words still being written.', venue: 'Phewa Lakeside Stage' })
  })

  it('is published at once by a PATCH without ?draft=true, the draft included', async () => {
    const created = await admin.post('/api/tour-locations', { city: 'Toronto', venue: 'Harbour Hall', date: '2027-06-01T23:00:00.000Z' })
    const { id } = created.body
    await admin.patch(`/api/tour-locations/${id}?draft=true`, { venue: 'Harbour Hall East' })
    const saved = await admin.patch(`/api/tour-locations/${id}`, { city: 'Toronto, ON' })
    expect(saved.status).toBe(200)
    expect(saved.body).toMatchObject({ city: 'Toronto, ON', venue: 'Harbour Hall East', _status: 'published' })
    expect((await anonymous.get(`/api/tour-locations/${id}`)).body).toMatchObject({ city: 'Toronto, ON', venue: 'Harbour Hall East' })
    expect((await admin.get(`/api/tour-locations/${id}?draft=true`)).body._state).toBe('published')
  })
})

describe('unpublishing', () => {
  it('takes a record from visitors and keeps it for staff as a draft', async () => {
    const created = await admin.post('/api/sponsorships', { packageName: 'Summit Partner', description: 'Top tier.', benefits: ['Logo on stage'] })
    const { id } = created.body
    expect((await anonymous.get(`/api/sponsorships/${id}`)).status).toBe(200)

    const unpublished = await editor.post(`/api/sponsorships/${id}/unpublish`)
    expect(unpublished.status).toBe(200)
    expect(unpublished.body).toMatchObject({ packageName: 'Summit Partner', _status: 'draft', _state: 'draft' })
    expect((await anonymous.get(`/api/sponsorships/${id}`)).status).toBe(404)
    expect(await visitorSees('sponsorships', id, 'Summit Partner')).toEqual([])
    expect(await page('/sponsorship')).not.toContain('Summit Partner')

    const again = await editor.post(`/api/sponsorships/${id}/publish`)
    expect(again.body._status).toBe('published')
    expect((await anonymous.get(`/api/sponsorships/${id}`)).body.packageName).toBe('Summit Partner')
  })

  it('and publishing are for staff only', async () => {
    const created = await admin.post('/api/galleries', { eventName: 'Spring Night', photos: [] })
    const { id } = created.body
    for (const action of ['publish', 'unpublish']) {
      expect((await anonymous.post(`/api/galleries/${id}/${action}`)).status).toBe(401)
    }
    expect((await anonymous.post('/api/galleries?draft=true', { eventName: 'Sneaky' })).status).toBe(401)
    expect((await anonymous.get(`/api/galleries/${id}`)).body._status).toBe('published')
    expect((await admin.post('/api/galleries/999999/unpublish')).status).toBe(404)
  })
})

describe('moving a package with a draft', () => {
  it('changes its place only: the draft stays a draft and the published content stays published', async () => {
    const first = await admin.post('/api/sponsorships', { packageName: 'Gold Package', description: 'Gold.', priority: 1 })
    const second = await admin.post('/api/sponsorships', { packageName: 'Silver Package', description: 'Silver.', priority: 2 })
    await admin.patch(`/api/sponsorships/${second.body.id}?draft=true`, { description: 'Silver, rewritten.' })

    const moved = await admin.post(`/api/sponsorships/${second.body.id}/move`, { direction: 'up' })
    expect(moved.status).toBe(200)
    const visitors = (await anonymous.get('/api/sponsorships')).body as { id: number; description: string }[]
    const order = visitors.filter((doc) => [first.body.id, second.body.id].includes(doc.id)).map((doc) => doc.id)
    expect(order).toEqual([second.body.id, first.body.id])
    expect(visitors.find((doc) => doc.id === second.body.id)?.description).toBe('Silver.')

    const latest = await admin.get(`/api/sponsorships/${second.body.id}?draft=true`)
    expect(latest.body).toMatchObject({ description: 'Silver, rewritten.', _state: 'changed' })
    const staffOrder = ((await admin.get('/api/sponsorships?draft=true')).body as { id: number }[]).map((doc) => doc.id)
    expect(staffOrder.indexOf(second.body.id)).toBeLessThan(staffOrder.indexOf(first.body.id))
  })
})

describe("Payload's own door", () => {
  it('publishes a change that says nothing of drafts, even over a draft of changes', async () => {
    const created = await admin.post('/api/events', { title: 'Door Test Night', date: '2027-03-11T13:45:00.000Z', venue: 'Old Hall', location: 'Pokhara' })
    const { id } = created.body
    await admin.patch(`/api/events/${id}?draft=true`, { description: 'Drafted words.' })
    const response = await fetch(`${baseUrl}/cms-api/events/${id}`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json', Origin: baseUrl, Cookie: admin.cookie! },
      body: JSON.stringify({ venue: 'New Hall' }),
    })
    expect(response.status).toBe(200)
    expect((await anonymous.get(`/api/events/${id}`)).body).toMatchObject({ venue: 'New Hall', description: 'Drafted words.', _status: 'published' })
  })

  it('publishes what it is given without a word about drafts, as before drafts', async () => {
    const response = await fetch(`${baseUrl}/cms-api/hero-sections`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: baseUrl, Cookie: admin.cookie! },
      body: JSON.stringify({ title: 'Welcome Back', isActive: true }),
    })
    expect(response.status).toBe(201)
    const { doc } = await response.json()
    expect(doc._status).toBe('published')
    expect((await anonymous.get(`/api/hero-sections/${doc.id}`)).status).toBe(200)
  })
})

describe('history', () => {
  it('lists versions newest first with who saved each and what it changed, and restores one as the current draft', async () => {
    const created = await admin.post('/api/artists', { name: 'Mountain Echo', bio: 'The first bio.', genre: 'Folk' })
    const { id } = created.body
    await editor.patch(`/api/artists/${id}?draft=true`, { bio: 'A second bio, drafted.' })
    await editor.patch(`/api/artists/${id}`, { genre: 'Folk Rock' })

    const history = await editor.get(`/api/artists/${id}/versions`)
    expect(history.status).toBe(200)
    expect(
      history.body.map(({ user, _status, changedFields }: { user: { username: string } | null; _status: string; changedFields: string[] }) => [
        user?.username,
        _status,
        [...changedFields].sort(),
      ]),
    ).toEqual([
      ['editor', 'published', ['genre']],
      ['editor', 'draft', ['bio']],
      ['admin', 'published', ['bio', 'genre', 'name', 'status']],
    ])
    const times = history.body.map((entry: { createdAt: string }) => Date.parse(entry.createdAt))
    expect([...times].sort((a, b) => b - a)).toEqual(times)

    // The first version becomes the current draft; visitors keep reading what is published.
    const first = history.body[2]
    const restored = await editor.post(`/api/artists/${id}/versions/${first.id}/restore`)
    expect(restored.status).toBe(200)
    expect(restored.body).toMatchObject({ bio: 'The first bio.', genre: 'Folk', _status: 'draft', _state: 'changed' })
    expect((await anonymous.get(`/api/artists/${id}`)).body).toMatchObject({ bio: 'A second bio, drafted.', genre: 'Folk Rock' })
    const after = await admin.get(`/api/artists/${id}/versions`)
    expect(after.body).toHaveLength(4)
    expect(after.body[0]).toMatchObject({ _status: 'draft', user: { username: 'editor' } })
    expect([...after.body[0].changedFields].sort()).toEqual(['bio', 'genre'])
  })

  it('says each change by its label with its values before and after, and reads one version whole', async () => {
    const long = Array(15).fill('A long bio of the band.').join(' ')
    const spotify = 'https://open.spotify.com/artist/valued'
    const created = await admin.post('/api/artists', { name: 'Valued Voice', bio: long, genre: 'Folk', mediaLinks: { spotify } })
    const { id } = created.body
    // Saved again as the form saves: the links it left empty and the values it did not change are no change.
    const saved = await editor.patch(`/api/artists/${id}?draft=true`, {
      name: 'Valued Voice',
      bio: `${long} Now longer.`,
      genre: 'Folk Rock',
      socialLinks: { instagram: '', facebook: '' },
      mediaLinks: { spotify, youtube: '' },
    })
    expect(saved.status).toBe(200)
    const history = await editor.get(`/api/artists/${id}/versions`)
    expect(history.body[0].changedFields).toEqual(['bio', 'genre'])
    expect(history.body[0].changes).toEqual([
      { field: 'bio', label: 'Bio', before: long, after: `${long} Now longer.` },
      { field: 'genre', label: 'Genre', before: 'Folk', after: 'Folk Rock' },
    ])
    expect(history.body[1].changes).toContainEqual({ field: 'mediaLinks.spotify', label: 'Spotify URL', before: null, after: spotify })

    const first = history.body[1]
    const version = await editor.get(`/api/artists/${id}/versions/${first.id}`)
    expect(version.status).toBe(200)
    expect(version.body).toMatchObject({ id: first.id, createdAt: first.createdAt, _status: 'published', user: { username: 'admin' } })
    const values = Object.fromEntries(version.body.fields.map(({ label, value }: { label: string; value: unknown }) => [label, value]))
    expect(values).toMatchObject({ Name: 'Valued Voice', Bio: long, Genre: 'Folk', 'Spotify URL': spotify, Status: 'active', 'Profile Photo': null })
    // Reading a version changes nothing: the draft is still the latest.
    expect((await editor.get(`/api/artists/${id}?draft=true`)).body).toMatchObject({ genre: 'Folk Rock', _status: 'draft' })

    const other = await admin.post('/api/artists', { name: 'Other Voice', bio: 'Another.' })
    expect((await editor.get(`/api/artists/${other.body.id}/versions/${first.id}`)).status).toBe(404)
    expect((await anonymous.get(`/api/artists/${id}/versions/${first.id}`)).status).toBe(401)
  })

  it("names a line-up's artists, and counts the same line-up saved again as no change", async () => {
    const singer = await admin.post('/api/artists', { name: 'Lineup Singer', bio: 'Sings.' })
    const drummer = await admin.post('/api/artists', { name: 'Lineup Drummer', bio: 'Drums.' })
    const event = await admin.post('/api/events', {
      title: 'Lineup Night',
      date: '2031-04-02T13:15:00.000Z',
      venue: 'Hall',
      location: 'Pokhara',
      artists: [singer.body.id],
    })
    const { id } = event.body
    expect((await admin.patch(`/api/events/${id}`, { artists: [singer.body.id], capacity: 300 })).status).toBe(200)
    expect((await admin.patch(`/api/events/${id}`, { artists: [singer.body.id, drummer.body.id] })).status).toBe(200)
    const history = (await admin.get(`/api/events/${id}/versions`)).body
    expect(history[1].changes).toEqual([{ field: 'capacity', label: 'Capacity', before: null, after: 300 }])
    expect(history[0].changes).toEqual([{ field: 'artists', label: 'Line-up', before: ['Lineup Singer'], after: ['Lineup Singer', 'Lineup Drummer'] }])
  })

  it('is for staff, and a version of another record is not restored', async () => {
    const one = await admin.post('/api/galleries', { eventName: 'First Night' })
    const other = await admin.post('/api/galleries', { eventName: 'Second Night' })
    expect((await anonymous.get(`/api/galleries/${one.body.id}/versions`)).status).toBe(401)
    const [version] = (await admin.get(`/api/galleries/${other.body.id}/versions`)).body
    expect((await anonymous.post(`/api/galleries/${other.body.id}/versions/${version.id}/restore`)).status).toBe(401)
    const wrong = await admin.post(`/api/galleries/${one.body.id}/versions/${version.id}/restore`)
    expect(wrong.status).toBe(404)
    expect((await admin.get(`/api/galleries/${one.body.id}?draft=true`)).body.eventName).toBe('First Night')
    expect((await admin.get('/api/galleries/999999/versions')).status).toBe(404)
  })

  it('keeps who saved a record in its history, not in its answers', async () => {
    const created = await editor.post('/api/hero-sections', { title: 'Open Stage' })
    expect(created.body).not.toHaveProperty('updatedBy')
    expect((await admin.get(`/api/hero-sections/${created.body.id}`)).body).not.toHaveProperty('updatedBy')
    expect((await anonymous.get(`/api/hero-sections/${created.body.id}`)).body).not.toHaveProperty('updatedBy')
    const raw = await fetch(`${baseUrl}/cms-api/hero-sections/${created.body.id}?depth=1`)
    expect(await raw.json()).not.toHaveProperty('updatedBy')
    expect((await admin.get(`/api/hero-sections/${created.body.id}/versions`)).body[0].user).toMatchObject({ username: 'editor' })
  })
})

describe('preview', () => {
  // As a browser sends them from the back office: a same-origin navigation.
  const asStaff = (cookies: string) => ({ Cookie: cookies, 'Sec-Fetch-Site': 'same-origin' })
  const cookieOf = (response: Response, name: string) =>
    response.headers
      .getSetCookie()
      .map((cookie) => cookie.split(';')[0])
      .find((cookie) => cookie.startsWith(`${name}=`))

  it('shows a signed-in staff member the public page with the latest drafts, marked, and no one else', async () => {
    const created = await admin.post('/api/artists?draft=true', { name: 'Preview Only Band', bio: 'Seen in preview.' })
    const path = `/artist/preview-only-band?id=${created.body.id}`

    // A visitor is sent to sign in, and gets no preview cookie.
    const refused = await fetch(`${baseUrl}/admin/preview?path=${encodeURIComponent(path)}`, { redirect: 'manual' })
    expect(refused.status).toBe(303)
    expect(refused.headers.get('location')).toBe('/admin/login')
    expect(cookieOf(refused, '__prerender_bypass')).toBeUndefined()

    const entered = await fetch(`${baseUrl}/admin/preview?path=${encodeURIComponent(path)}`, { redirect: 'manual', headers: asStaff(admin.cookie!) })
    expect(entered.status).toBe(303)
    expect(entered.headers.get('location')).toBe(path)
    const bypass = cookieOf(entered, '__prerender_bypass')
    expect(bypass).toBeDefined()

    const previewed = await fetch(`${baseUrl}${path}`, { headers: asStaff(`${admin.cookie}; ${bypass}`) })
    expect(previewed.status).toBe(200)
    const html = await previewed.text()
    expect(html).toContain('Preview Only Band')
    expect(html).toContain('Preview: not published')
    expect(html).toMatch(/<meta name="robots" content="noindex, nofollow"/)
    expect(previewed.headers.get('cache-control')).not.toMatch(/public|s-maxage/)

    // The preview cookie alone, without a staff session, previews nothing; nor is the preview kept for visitors.
    expect(await (await fetch(`${baseUrl}${path}`, { headers: { Cookie: bypass! } })).text()).not.toContain('Seen in preview.')
    const visitor = await fetch(`${baseUrl}${path}`)
    expect(await visitor.text()).not.toContain('Seen in preview.')
    expect(await page('/artists')).not.toContain('Preview Only Band')

    const left = await fetch(`${baseUrl}/admin/preview/exit?path=${encodeURIComponent('/artists')}`, {
      redirect: 'manual',
      headers: asStaff(`${admin.cookie}; ${bypass}`),
    })
    expect(left.status).toBe(303)
    expect(left.headers.get('location')).toBe('/artists')
    expect(cookieOf(left, '__prerender_bypass')).toBe('__prerender_bypass=')
  })

  it("shows a draft's new image and its alt text to staff, fetched with their session, and neither to visitors", async () => {
    const png = await sharp({ create: { width: 320, height: 200, channels: 3, background: '#7a3355' } })
      .png()
      .toBuffer()
    const form = new FormData()
    form.set('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'preview-only-banner.png')
    form.set('alt', 'The band under a red arch')
    const uploaded = await admin.post('/api/media', form)
    expect(uploaded.status).toBe(201)
    const filename: string = uploaded.body.filename
    const created = await admin.post('/api/events?draft=true', {
      title: 'Preview Banner Night',
      date: new Date(Date.now() + 40 * 86_400_000).toISOString(),
      venue: 'Preview Hall',
      location: 'Kathmandu, Nepal',
      bannerImage: filename,
    })
    expect(created.status).toBe(201)
    const path = `/events/${created.body.id}`

    const entered = await fetch(`${baseUrl}/admin/preview?path=${encodeURIComponent(path)}`, { redirect: 'manual', headers: asStaff(admin.cookie!) })
    const cookies = `${admin.cookie}; ${cookieOf(entered, '__prerender_bypass')}`
    const html = (await (await fetch(`${baseUrl}${path}`, { headers: asStaff(cookies) })).text()).replaceAll('&amp;', '&')
    // The file as it is, not the shared optimiser's copy, described by the alt text typed with it.
    const image = new RegExp(`<img[^>]*src="(/cms-api/media/file/${filename.replace('.', '\\.')}\\?v=[^"]+)"[^>]*>`).exec(html)
    expect(image).not.toBeNull()
    expect(image![0]).toContain('alt="The band under a red arch"')
    expect(html).not.toContain(`/_next/image?url=${encodeURIComponent(`/cms-api/media/file/${filename}`)}`)
    const file = await fetch(`${baseUrl}${image![1]}`, { headers: asStaff(cookies) })
    expect(file.status).toBe(200)
    expect(file.headers.get('content-type')).toBe('image/png')

    // A visitor: no page, no file, no resized copy.
    expect((await fetch(`${baseUrl}${path}`)).status).toBe(404)
    expect((await fetch(`${baseUrl}${image![1]}`)).status).toBe(404)
    const resized = `/_next/image?url=${encodeURIComponent(image![1])}&w=640&q=75`
    expect((await fetch(`${baseUrl}${resized}`)).status).toBe(404)
    expect((await fetch(`${baseUrl}${resized}`, { headers: { Cookie: cookieOf(entered, '__prerender_bypass')! } })).status).toBe(404)
  })

  // Every way of writing a path that a browser would follow elsewhere, or into the back office.
  const ELSEWHERE = [
    '//evil.example/x',
    'https://evil.example',
    '/\\evil.example',
    '/\t/evil.example/phish',
    '/\n/evil.example',
    '/\r\n/evil.example',
    '/ /evil.example',
    '/.//evil.example/x',
    '/x/..//evil.example',
    '/cms-api/users',
    '/admin/users',
    '/x/../admin/users',
    '/%61dmin/users',
    '/ADMIN',
  ]

  it('opens only a page of this site, for staff and visitors alike, never with a 500', async () => {
    for (const [door, headers] of [
      ['/admin/preview', { Cookie: admin.cookie!, 'Sec-Fetch-Site': 'same-origin' }],
      ['/admin/preview/exit', {}],
    ] as const) {
      for (const path of ELSEWHERE) {
        const answer = await fetch(`${baseUrl}${door}?path=${encodeURIComponent(path)}`, { redirect: 'manual', headers })
        expect(answer.status, `${door} ${JSON.stringify(path)}`).toBe(303)
        expect(answer.headers.get('location'), `${door} ${JSON.stringify(path)}`).toBe('/')
      }
      // A page of this site is kept as it is, any character written as a valid Location.
      const kept = await fetch(`${baseUrl}${door}?path=${encodeURIComponent('/ne/events?city=काठमाडौं#top')}`, { redirect: 'manual', headers })
      expect(kept.status).toBe(303)
      expect(kept.headers.get('location')).toBe(`/ne/events?city=${encodeURIComponent('काठमाडौं')}#top`)
      expect(new URL(kept.headers.get('location')!, baseUrl).origin).toBe(baseUrl)
    }
  })
})
