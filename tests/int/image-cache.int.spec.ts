import { type Dirent, readdirSync, statSync } from 'node:fs'
import path from 'node:path'

import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'

import { type ApiClient, baseUrl, freshSession } from '../setup/api'

let admin: ApiClient

beforeAll(async () => {
  ;({ admin } = await freshSession())
})

/**
 * Files under the build's folder changed since a moment. The other workers' servers write resized
 * images there meanwhile: a folder that goes while it is read is skipped.
 */
function changedSince(since: number): string[] {
  const build = path.resolve('.next')
  const changed: string[] = []
  const walk = (folder: string) => {
    let entries: Dirent[]
    try {
      entries = readdirSync(path.join(build, folder), { withFileTypes: true })
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return
      throw error
    }
    for (const entry of entries) {
      const file = path.join(folder, entry.name)
      if (entry.isDirectory()) walk(file)
      else if ((statSync(path.join(build, file), { throwIfNoEntry: false })?.mtimeMs ?? 0) >= since) changed.push(file)
    }
  }
  walk('')
  return changed
}

/** Uploads a plain image of one colour under a name; answers its id. */
async function upload(name: string, colour: string): Promise<number> {
  const data = new FormData()
  const photo = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: colour } })
    .png()
    .toBuffer()
  data.set('file', new Blob([new Uint8Array(photo)], { type: 'image/png' }), name)
  const answer = await admin.post('/api/media', data)
  expect(answer.status).toBe(201)
  expect(answer.body.filename).toBe(name)
  return answer.body.id
}

/** The 640-wide variant of an artist's photo that /artists points to (of the file `name`, if given). */
async function photoVariant(name = ''): Promise<string> {
  const html = (await (await fetch(`${baseUrl}/artists`)).text()).replaceAll('&amp;', '&')
  const variant = new RegExp(`/_next/image\\?url=[^"\\s,]*?${name.replace('.', '\\.')}[^"\\s,]*?&w=640&q=75`).exec(html)?.[0]
  expect(variant).toBeDefined()
  return variant!
}

async function fetchVariant(variant: string) {
  const response = await fetch(`${baseUrl}${variant}`, { headers: { Accept: 'image/avif,image/webp,*/*' } })
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toBe('image/webp')
  const bytes = Buffer.from(await response.arrayBuffer())
  const { width } = await sharp(bytes).metadata()
  const [red] = (await sharp(bytes).stats()).channels
  return { cache: response.headers.get('x-nextjs-cache'), bytes, width, red: Math.round(red.mean) }
}

describe('optimised images', () => {
  it('are resized once and answered from the cache after, a file replaced under its name afresh, an old or made-up version never', async () => {
    const started = Date.now()
    const name = `stage-${started}.png`
    const firstPhoto = await upload(name, '#c00000')
    const artist = await admin.post('/api/artists', { name: 'Photo Tester', bio: 'On stage.', profilePhoto: name })
    expect(artist.status).toBe(201)

    const variant = await photoVariant()
    const first = await fetchVariant(variant)
    expect(first).toMatchObject({ cache: 'MISS', width: 640 })
    expect(first.red).toBeGreaterThan(150)
    // Every later request is the stored result, not another resize.
    for (let i = 0; i < 3; i++) {
      const again = await fetchVariant(variant)
      expect(again.cache).toBe('HIT')
      expect(again.bytes.equals(first.bytes)).toBe(true)
    }

    // The file is replaced: deleted, and another uploaded under the same name.
    expect((await admin.delete(`/cms-api/media/${firstPhoto}`)).status).toBe(200)
    await upload(name, '#000000')
    expect((await admin.patch(`/api/artists/${artist.body.id}`, { bio: 'Back on stage.' })).status).toBe(200)
    const replaced = await photoVariant()
    expect(replaced).not.toBe(variant)
    const second = await fetchVariant(replaced)
    expect(second).toMatchObject({ cache: 'MISS', width: 640 })
    expect(second.red).toBeLessThan(30)

    // Only the current version is resized or served: not the replaced file's kept variant, not a
    // made-up version (each would be another copy on disk), not the file without one.
    const refused = async (url: string) => (await fetch(`${baseUrl}${url}`, { headers: { Accept: 'image/webp' } })).status
    expect(await refused(variant)).toBe(404)
    const source = new URL(replaced, baseUrl).searchParams.get('url')!
    const withSource = (url: string) => `/_next/image?url=${encodeURIComponent(url)}&w=640&q=75`
    expect(await refused(withSource(source.replace(/\?v=.*/, '?v=made-up')))).toBe(404)
    expect(await refused(withSource(source.replace(/\?v=.*/, '')))).toBe(404)
    expect(await refused(withSource(`${source}&other=1`))).toBe(404)
    expect(await refused(withSource('/cms-api/media/file/no-such-file.png?v=abc'))).toBe(404)
    expect(await refused(replaced)).toBe(200)

    // The resized images are what was written to disk; the pages and reads rendered meanwhile are
    // kept in memory only, so a restart (perhaps onto a restored database) never serves them.
    for (const page of ['/', '/artists', '/events']) expect((await fetch(`${baseUrl}${page}`)).status).toBe(200)
    const written = changedSince(started).filter((file) => file !== 'trace')
    expect(written.length).toBeGreaterThan(0)
    expect(written.filter((file) => !file.startsWith(path.join('cache', 'images') + path.sep))).toEqual([])
  })

  it('are served only while the file itself is: not once its record is hidden or deleted, nor the upload deleted', async () => {
    const name = `hidden-${Date.now()}.png`
    const photo = await upload(name, '#00a000')
    const artist = await admin.post('/api/artists', { name: 'Hidden Tester', bio: 'On stage.', profilePhoto: name })
    expect(artist.status).toBe(201)
    const variant = await photoVariant(name)
    const file = new URL(variant, baseUrl).searchParams.get('url')!.replace(/\?v=.*/, '')
    const status = async (url: string) => (await fetch(`${baseUrl}${url}`, { headers: { Accept: 'image/webp' } })).status
    expect(await status(variant)).toBe(200)
    expect(await status(variant)).toBe(200)

    // Archived: the file is hidden from visitors, and so is every size kept of it, through every
    // path the optimiser answers (Next.js's own answers any that starts with /_next/image).
    expect((await admin.patch(`/api/artists/${artist.body.id}`, { status: 'archived' })).status).toBe(200)
    expect(await status(file)).toBe(404)
    expect(await status(variant)).toBe(404)
    for (const suffix of ['x', ';x', '%3Bx', '.png', '/']) {
      expect(await status(variant.replace('/_next/image?', `/_next/image${suffix}?`)), suffix).toBe(404)
    }
    // Shown again: the same file and the same kept sizes.
    expect((await admin.patch(`/api/artists/${artist.body.id}`, { status: 'active' })).status).toBe(200)
    expect(await status(variant)).toBe(200)

    // The record deleted (the upload stays, used by nothing), then the upload deleted.
    expect((await admin.delete(`/api/artists/${artist.body.id}`)).status).toBe(204)
    expect(await status(file)).toBe(404)
    expect(await status(variant)).toBe(404)
    expect((await admin.delete(`/cms-api/media/${photo}`)).status).toBe(200)
    expect(await status(variant)).toBe(404)
  })
})
