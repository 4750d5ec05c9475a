import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'

import { anonymous, type ApiClient, baseUrl, countRows, freshSession } from '../../setup/api'

let admin: ApiClient
let editor: ApiClient

beforeAll(async () => {
  ;({ admin, editor } = await freshSession())
})

function form(bytes: Buffer, name: string, type = 'image/png'): FormData {
  const data = new FormData()
  data.set('file', new Blob([new Uint8Array(bytes)], { type }), name)
  return data
}

const png = (width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: '#c0392b' } })
    .png()
    .toBuffer()

describe('uploads', () => {
  it('stores a real PNG, answers its details and serves it at its URL', async () => {
    const bytes = await png()
    const answer = await admin.post('/api/media', form(bytes, 'Band Photo (1).PNG'))
    expect(answer.status).toBe(201)
    expect(answer.body).toMatchObject({
      id: expect.any(Number),
      filename: 'band-photo-1.png',
      width: 64,
      height: 48,
      mimeType: 'image/png',
      filesize: bytes.length,
    })
    // Staff see every upload; a visitor only those a public record uses (tests/int/api/doors.int.spec.ts).
    const served = await fetch(`${baseUrl}${answer.body.url}`, { headers: { Cookie: admin.cookie!, 'Sec-Fetch-Site': 'same-origin' } })
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('image/png')
    expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true)
  })

  it('judges the type from the content: a text file named .png is refused', async () => {
    const before = await countRows('media')
    const answer = await admin.post('/api/media', form(Buffer.from('just some text, not an image'), 'fake.png'))
    expect(answer.status).toBe(400)
    expect(answer.body.message).toMatch(/Unsupported file type/)
    expect(await countRows('media')).toBe(before)
  })

  it('gives a file a safe name: no folders, the real extension', async () => {
    const jpeg = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .jpeg()
      .toBuffer()
    const answer = await admin.post('/api/media', form(jpeg, '../../etc/<script>.png', 'image/png'))
    expect(answer.status).toBe(201)
    expect(answer.body.filename).toMatch(/^[\w.-]+\.jpg$/)
    expect(answer.body.mimeType).toBe('image/jpeg')
  })

  it('refuses files over 10 MB with 413, and over 5 MB for sponsorship images', async () => {
    const big = Buffer.concat([await png(), Buffer.alloc(10 * 1024 * 1024 + 10)])
    expect((await admin.post('/api/media', form(big, 'big.png'))).status).toBe(413)
    const six = Buffer.concat([await png(), Buffer.alloc(6 * 1024 * 1024)])
    expect((await admin.post('/api/media?for=sponsorship', form(six, 'six.png'))).status).toBe(413)
  })

  it('accepts SVG only for sponsorship images', async () => {
    const svg = Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>')
    expect((await admin.post('/api/media', form(svg, 'logo.svg', 'image/svg+xml'))).status).toBe(400)
    const sponsor = await admin.post('/api/media?for=sponsorship', form(svg, 'logo.svg', 'image/svg+xml'))
    expect(sponsor.status).toBe(201)
    expect(sponsor.body.mimeType).toBe('image/svg+xml')
  })

  it('refuses SVGs carrying scripts, and serves files under a policy that lets nothing in them run', async () => {
    const evil = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/><script>alert(document.cookie)</script></svg>',
    )
    const refused = await admin.post('/api/media?for=sponsorship', form(evil, 'evil.svg', 'image/svg+xml'))
    expect(refused.status).toBe(400)
    expect(refused.body.errors).toEqual([{ path: 'file', message: 'SVG file contains potentially harmful content.' }])
    const handlers = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" onload="alert(1)"><rect width="10" height="10"/></svg>')
    expect((await admin.post('/api/media?for=sponsorship', form(handlers, 'onload.svg', 'image/svg+xml'))).status).toBe(400)

    const logo = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>')
    const uploaded = await admin.post('/api/media?for=sponsorship', form(logo, 'logo.svg', 'image/svg+xml'))
    expect(uploaded.status).toBe(201)
    const file = await fetch(`${baseUrl}/cms-api/media/file/${uploaded.body.filename}`, { headers: { Cookie: admin.cookie!, 'Sec-Fetch-Site': 'same-origin' } })
    expect(file.status).toBe(200)
    expect(file.headers.get('content-security-policy')).toMatch(/default-src 'none'.*sandbox/)
    expect(file.headers.get('x-content-type-options')).toBe('nosniff')
  })

  it("holds Payload's own door to the same rules: SVG only for sponsorship images, a safe name that can be served", async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>')
    const refused = await editor.post('/cms-api/media', form(svg, 'logo.svg', 'image/svg+xml'))
    expect(refused.status).toBe(400)
    expect(refused.body.errors[0].message).toBe('Unsupported file type: upload a PNG, JPG, GIF or WebP image.')
    const sponsor = await editor.post('/cms-api/media?for=sponsorship', form(svg, 'a"b<c>.svg', 'image/svg+xml'))
    expect(sponsor.status).toBe(201)
    expect(sponsor.body.doc.filename).toBe('a-b-c.svg')

    // Nor a record made from an address, which Payload would fetch itself past every rule.
    const before = await countRows('media')
    for (const body of [
      { filename: 'x.svg', url: `${baseUrl}/icon.svg` },
      { filename: 'y.png', url: 'https://elsewhere.example/y.png' },
      { url: `${baseUrl}/icon.svg` },
    ]) {
      const fetched = await editor.post('/cms-api/media?for=sponsorship', body)
      expect(fetched.status, JSON.stringify(body)).toBe(400)
      expect(fetched.body.errors[0].message).toBe('Upload the file itself: a media record is not made from an address or a file name.')
    }
    expect(await countRows('media')).toBe(before)

    // An odd name, and a type claimed that the bytes are not: stored under a safe name, its real type.
    for (const [door, client] of [
      ['/cms-api/media', editor],
      ['/api/media', admin],
    ] as const) {
      const answer = await client.post(door, form(await png(), `a"b<c> d%e.gif`, 'image/gif'))
      expect(answer.status, door).toBe(201)
      const stored = door === '/api/media' ? answer.body : answer.body.doc
      expect(stored.filename, door).toMatch(/^a-b-c-d-e(-\d+)?\.png$/)
      expect(stored.mimeType, door).toBe('image/png')
      const served = await fetch(`${baseUrl}/cms-api/media/file/${stored.filename}`, { headers: { Cookie: admin.cookie!, 'Sec-Fetch-Site': 'same-origin' } })
      expect(served.status, door).toBe(200)
    }
  })

  it('needs a signed-in user and a file', async () => {
    expect((await anonymous.post('/api/media', form(await png(), 'a.png'))).status).toBe(401)
    expect((await admin.post('/api/media', new FormData())).status).toBe(400)
  })
})
