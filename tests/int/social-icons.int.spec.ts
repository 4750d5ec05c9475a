import { beforeAll, describe, expect, it } from 'vitest'

import { type ApiClient, baseUrl, freshSession } from '../setup/api'

let admin: ApiClient

beforeAll(async () => {
  ;({ admin } = await freshSession())
})

describe('social icons', () => {
  it('are drawn from one sprite file that holds every icon a page points to', async () => {
    const created = await admin.post('/api/artists', {
      name: 'Icon Tester',
      bio: 'Links everywhere.',
      socialLinks: { instagram: 'https://instagram.com/icon', tiktok: 'https://tiktok.com/@icon' },
      mediaLinks: { spotify: 'https://open.spotify.com/artist/icon', youtube: 'https://youtube.com/@icon' },
    })
    expect(created.status).toBe(201)

    const sprites = new Set<string>()
    const used = new Map<string, string[]>()
    for (const path of ['/artists', `/artist/icon-tester?id=${created.body.id}`]) {
      const html = await (await fetch(`${baseUrl}${path}`)).text()
      const refs = [...html.matchAll(/<use href="(\/social-icons\.svg\?v=\w+)#(\w+)"/g)]
      refs.forEach((m) => sprites.add(m[1]))
      used.set(
        path,
        refs.map((m) => m[2]),
      )
    }
    // Every page points at the same file, at an address that changes with it: kept for a year.
    expect(sprites.size).toBe(1)
    const sprite = await fetch(`${baseUrl}${[...sprites][0]}`)
    expect(sprite.status).toBe(200)
    expect(sprite.headers.get('content-type')).toBe('image/svg+xml')
    expect(sprite.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    const symbols = new Map(
      [...(await sprite.text()).matchAll(/<symbol id="(\w+)" viewBox="0 0 24 24"><path d="([^"]+)"\/><\/symbol>/g)].map((m) => [m[1], m[2]]),
    )

    for (const [path, networks] of used) {
      const html = await (await fetch(`${baseUrl}${path}`)).text()
      expect(networks).toEqual(expect.arrayContaining(['instagram', 'spotify', 'youtube']))
      for (const network of networks) expect(symbols.get(network)?.length, `${path} uses #${network}`).toBeGreaterThan(100)
      // No icon's outline is repeated in the page itself.
      expect(html).not.toContain(symbols.get('instagram'))
    }
  })
})
