import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3'
import S3rver from 's3rver'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { PORT_OFFSET } from '../setup/slots'
import { recreateDatabase } from '../setup/test-database'
import { startTestServer } from '../setup/test-server'
import { databaseUrl as workerDatabaseUrl, workerPort } from '../setup/worker'

/**
 * Uploads in an S3-compatible bucket (S3_BUCKET and friends): a server of its own (on its worker's s3 port,
 * database agency_s3) against a local S3 server (s3rver, on loopback). What staff upload lands in
 * the bucket, nothing in the media folder, and the site serves and resizes it from there.
 */
const ADMIN = { email: 's3-admin@example.com', password: 'velvet-summit-gauge-12' }
const BUCKET = 'agency-media'
const databaseUrl = (() => {
  const url = new URL(workerDatabaseUrl)
  url.pathname = `/${process.env.TEST_DATABASE_PREFIX ?? ''}agency_s3`
  return url.toString()
})()
const s3Dir = mkdtempSync(path.join(tmpdir(), 'agency-s3-'))
const mediaDir = mkdtempSync(path.join(tmpdir(), 'agency-s3-media-'))

let s3: S3rver
let s3Client: S3Client
let server: Awaited<ReturnType<typeof startTestServer>>
let cookie = ''

beforeAll(async () => {
  s3 = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: s3Dir, configureBuckets: [{ name: BUCKET, configs: [] }] })
  const { port } = await s3.run()
  const endpoint = `http://127.0.0.1:${port}`
  s3Client = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  })
  await recreateDatabase(databaseUrl)
  server = await startTestServer({
    port: workerPort(PORT_OFFSET.s3),
    databaseUrl,
    mediaDir,
    env: {
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    },
  })
  const login = await fetch(`${server.baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: server.baseUrl },
    body: JSON.stringify({ login: ADMIN.email, password: ADMIN.password }),
  })
  expect(login.status).toBe(200)
  cookie = login.headers.get('set-cookie')!.split(';')[0]
}, 120_000)

afterAll(async () => {
  await server?.stop()
  s3Client?.destroy()
  await s3?.close()
  rmSync(s3Dir, { recursive: true, force: true })
  rmSync(mediaDir, { recursive: true, force: true })
})

const asAdmin = (pathname: string, init: RequestInit = {}) =>
  fetch(`${server.baseUrl}${pathname}`, { ...init, headers: { ...(init.headers as Record<string, string>), Origin: server.baseUrl, Cookie: cookie } })

describe('uploads in S3', () => {
  it('are stored in the bucket, not on disk, and served and resized from it', async () => {
    const photo = await sharp({ create: { width: 1000, height: 700, channels: 3, background: '#10a050' } })
      .png()
      .toBuffer()
    const form = new FormData()
    form.set('file', new Blob([new Uint8Array(photo)], { type: 'image/png' }), 'stage-in-s3.png')
    const uploaded = await asAdmin('/api/media', { method: 'POST', body: form })
    expect(uploaded.status).toBe(201)
    const { filename } = (await uploaded.json()) as { filename: string }

    const listed = await s3Client.send(new ListObjectsV2Command({ Bucket: BUCKET }))
    const keys = (listed.Contents ?? []).map((object) => object.Key)
    expect(keys).toContain(filename)
    // Payload's resized sizes go to the bucket too.
    expect(keys.length).toBeGreaterThan(1)
    const stored = await s3Client.send(new GetObjectCommand({ Bucket: BUCKET, Key: filename }))
    expect(Buffer.from(await stored.Body!.transformToByteArray()).equals(photo)).toBe(true)
    expect(readdirSync(mediaDir)).toEqual([])

    const served = await asAdmin(`/cms-api/media/file/${filename}`)
    expect(served.status).toBe(200)
    expect(Buffer.from(await served.arrayBuffer()).equals(photo)).toBe(true)

    const artist = await asAdmin('/api/artists', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Bucket Band', bio: 'Stored far away.', profilePhoto: filename }),
    })
    expect(artist.status).toBe(201)
    const { id } = (await artist.json()) as { id: number }
    const html = (await (await fetch(`${server.baseUrl}/artist/bucket-band?id=${id}`)).text()).replaceAll('&amp;', '&')
    const variant = /\/_next\/image\?url=[^"\s,]*?&w=640&q=75/.exec(html)?.[0]
    expect(variant).toBeDefined()
    const resized = await fetch(`${server.baseUrl}${variant}`, { headers: { Accept: 'image/webp' } })
    expect(resized.status).toBe(200)
    const { width } = await sharp(Buffer.from(await resized.arrayBuffer())).metadata()
    expect(width).toBe(640)
  })
})
