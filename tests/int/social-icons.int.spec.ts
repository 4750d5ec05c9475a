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

    const sprite = await fetch(`${baseUrl}/social-icons.svg`)
    expect(sprite.status).toBe(200)
    expect(sprite.headers.get('content-type')).toBe('image/svg+xml')
    const symbols = new Map([...(await sprite.text()).matchAll(/<symbol id="(\w+)" viewBox="0 0 24 24"><path d="([^"]+)"\/><\/symbol>/g)].map((m) => [m[1], m[2]]))

    for (const path of ['/artists', `/artist/icon-tester?id=${created.body.id}`]) {
      const html = await (await fetch(`${baseUrl}${path}`)).text()
      const used = [...html.matchAll(/<use href="\/social-icons\.svg#(\w+)"/g)].map((m) => m[1])
      expect(used).toEqual(expect.arrayContaining(['instagram', 'spotify', 'youtube']))
      for (const network of used) expect(symbols.get(network)?.length, `${path} uses #${network}`).toBeGreaterThan(100)
      // No icon's outline is repeated in the page itself.
      expect(html).not.toContain(symbols.get('instagram'))
    }
  })
})
