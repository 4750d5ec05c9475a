import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { beforeAll, describe, expect, it } from 'vitest'

import { type ApiClient, baseUrl, freshSession } from '../setup/api'

let admin: ApiClient

beforeAll(async () => {
  ;({ admin } = await freshSession())
})

const decode = (value: string) => value.replaceAll('&amp;', '&').replaceAll('&quot;', '"').replaceAll('&#x27;', "'")

/** The classes of a page's elements. */
const classesOf = (html: string) => new Set([...html.matchAll(/\sclass="([^"]*)"/g)].flatMap((m) => decode(m[1]).split(/\s+/)).filter(Boolean))

/** The class names a stylesheet has rules for. */
const selectorsOf = (css: string) => new Set([...css.matchAll(/\.((?:[\w-]|\\.)+)/g)].map((m) => m[1].replace(/\\(.)/g, '$1')))

const stylesheetsOf = (html: string) => [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1])

async function get(urlPath: string): Promise<string> {
  const response = await fetch(`${baseUrl}${urlPath}`)
  expect(response.status, urlPath).toBe(200)
  return response.text()
}

/** The text of every source file under the given folders of src/. */
/** Each feature's public part (site/) or staff part (admin/), as its stylesheet reads them. */
const featureParts = (part: 'site' | 'admin') =>
  readdirSync(path.resolve('src/features'))
    .map((feature) => path.join('features', feature, part))
    .filter((folder) => existsSync(path.resolve('src', folder)))

function sourceText(...folders: string[]): string {
  return folders
    .flatMap((folder) => readdirSync(path.resolve('src', folder), { recursive: true, encoding: 'utf8' }).map((file) => path.resolve('src', folder, file)))
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n')
}

describe('stylesheets', () => {
  it("style every class the public pages use, from one stylesheet that carries none of the staff screens' styles", async () => {
    const artist = await admin.post('/api/artists', {
      name: 'Style Tester',
      bio: 'Plays everything.',
      socialLinks: { instagram: 'https://instagram.com/style' },
    })
    expect(artist.status).toBe(201)
    const event = await admin.post('/api/events', {
      title: 'Styled Night',
      date: '2031-03-14T13:15:00.000Z',
      venue: 'Bagmati Riverside Grounds',
      location: 'Kathmandu, Nepal',
    })
    expect(event.status).toBe(201)
    expect((await admin.post('/api/sponsorships', { packageName: 'Styled Gold', benefits: ['A stage banner'] })).status).toBe(201)

    const used = new Set<string>()
    const sheets = new Set<string>()
    for (const page of ['/', '/artists', `/artist/style-tester?id=${artist.body.id}`, '/events', '/tour', '/sponsorship', '/contact']) {
      const html = await get(page)
      stylesheetsOf(html).forEach((sheet) => sheets.add(sheet))
      classesOf(html).forEach((name) => used.add(name))
    }
    // One stylesheet for the whole public site: a visitor downloads it once.
    expect([...sheets]).toHaveLength(1)
    const publicRules = selectorsOf(await get([...sheets][0]))
    // lucide-react marks every icon `lucide lucide-{name}` as a hook for styles; the site gives them none.
    const iconMarks = (name: string) => /^lucide(?:-[a-z0-9-]+)?$/.test(name)
    expect([...used].filter((name) => !publicRules.has(name) && !iconMarks(name))).toEqual([])

    // The staff screens' own classes (in their sources and their stylesheet, in no public source)
    // are not sent to visitors.
    const [staffSheet] = stylesheetsOf(await get('/admin/login'))
    expect(staffSheet).toBeDefined()
    expect(sheets.has(staffSheet)).toBe(false)
    const staffRules = selectorsOf(await get(staffSheet))
    const publicSources = sourceText('app/(site)', 'components/site', ...featureParts('site'))
    const staffOnly = [...new Set(sourceText('admin-screens', 'components/ui', ...featureParts('admin')).match(/[\w:.[\]/-]+/g))].filter(
      (name) => staffRules.has(name) && !publicSources.includes(name),
    )
    expect(staffOnly.length).toBeGreaterThan(20)
    expect(staffOnly.filter((name) => publicRules.has(name))).toEqual([])
  })
})
