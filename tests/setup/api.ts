import { existsSync, readFileSync, statSync } from 'node:fs'

import type { Payload } from 'payload'
import pg from 'pg'
import sharp from 'sharp'

import { answerChecker } from './openapi'
import { baseUrl, databaseUrl, logFile } from './worker'

export { baseUrl }

export const ADMIN = { username: 'admin', email: 'admin@example.com', password: 'orbit-lantern-quill-42' }
export const EDITOR = { username: 'editor', email: 'editor@example.com', password: 'maple-harbor-violet-73' }

let payloadPromise: Promise<Payload> | undefined

/**
 * Payload's Local API in the test process, for arranging data (never for the act under test).
 * Loaded on first use: most files need none, and loading it costs seconds of CPU per file.
 */
export function localPayload(): Promise<Payload> {
  payloadPromise ??= Promise.all([import('payload'), import('@payload-config')]).then(([{ getPayload }, { default: config }]) => getPayload({ config }))
  return payloadPromise
}

let pool: pg.Pool | undefined

/** Runs SQL on the test database (a small pool that lets the process exit when idle). */
export async function sql<T = Record<string, unknown>>(text: string, values: unknown[] = []): Promise<T[]> {
  pool ??= new pg.Pool({ connectionString: databaseUrl, max: 2, allowExitOnIdle: true })
  return (await pool.query(text, values)).rows as T[]
}

/** Empties every table (ids restart at 1). The activity log cannot be emptied (src/features/activity/log.ts): its entries of earlier files stay, under their own ids. */
export async function emptyDatabase(): Promise<void> {
  const tables = await sql<{ tablename: string }>(
    `SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND tablename NOT IN ('payload_migrations', 'activity_log')`,
  )
  // The server may be writing meanwhile (its jobs queue, a change log's pruning), taking the same
  // tables' locks in another order: PostgreSQL then ends one of the two, and this one tries again.
  for (let attempt = 1; ; attempt++) {
    try {
      await sql(`TRUNCATE ${tables.map((t) => `"${t.tablename}"`).join(', ')} RESTART IDENTITY CASCADE`)
      return
    } catch (error) {
      if ((error as { code?: string }).code !== '40P01' || attempt === 5) throw error
    }
  }
}

export type ApiAnswer<T = any> = { status: number; body: T; headers: Headers }

let checker: Promise<ReturnType<typeof answerChecker>> | undefined

/** The served /api/openapi.json, read once per test process, as a checker of answers. */
export function documentChecker(): Promise<ReturnType<typeof answerChecker>> {
  checker ??= fetch(`${baseUrl}/api/openapi.json`).then(async (response) => {
    if (response.status !== 200) throw new Error(`/api/openapi.json answered ${response.status}`)
    return answerChecker(await response.json())
  })
  checker.catch(() => {
    checker = undefined
  })
  return checker
}

/**
 * An HTTP client of the REST API, optionally signed in: with a session cookie (same-origin
 * requests, as a browser sends them), or with an API key (as a program sends them: no Origin).
 * Each answer of a documented operation is checked against the served OpenAPI document.
 */
export class ApiClient {
  constructor(
    readonly cookie?: string,
    readonly apiKey?: string,
  ) {}

  async request<T = any>(method: string, path: string, body?: unknown, init: RequestInit = {}): Promise<ApiAnswer<T>> {
    const headers = new Headers(init.headers)
    if (this.apiKey !== undefined) headers.set('Authorization', `users API-Key ${this.apiKey}`)
    else headers.set('Origin', baseUrl)
    if (this.cookie) headers.set('Cookie', this.cookie)
    if (body !== undefined && !(body instanceof FormData) && typeof body !== 'string') {
      headers.set('Content-Type', 'application/json')
    }
    if (typeof body === 'string' && !headers.has('Content-Type')) headers.set('Content-Type', 'application/json')
    const response = await fetch(`${baseUrl}${path}`, {
      ...init,
      method,
      headers,
      body: body === undefined ? undefined : body instanceof FormData || typeof body === 'string' ? body : JSON.stringify(body),
    })
    const text = await response.text()
    let parsed: unknown = text
    try {
      parsed = text ? JSON.parse(text) : null
    } catch {
      // not JSON: keep the text
    }
    const answer = { status: response.status, body: parsed as T, headers: response.headers }
    // Every answer of a documented operation must be true to the document: drift fails the test that sees it.
    const problems = (await documentChecker()).check(method, path, answer)
    if (problems.length > 0) throw new Error(`The answer is not as /api/openapi.json documents it:\n${problems.join('\n')}`)
    return answer
  }

  get = <T = any>(path: string, init?: RequestInit) => this.request<T>('GET', path, undefined, init)
  post = <T = any>(path: string, body?: unknown, init?: RequestInit) => this.request<T>('POST', path, body, init)
  patch = <T = any>(path: string, body?: unknown, init?: RequestInit) => this.request<T>('PATCH', path, body, init)
  delete = <T = any>(path: string, init?: RequestInit) => this.request<T>('DELETE', path, undefined, init)
}

export const anonymous = new ApiClient()

export async function signIn(account: { username: string; password: string }): Promise<ApiClient> {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: baseUrl },
    body: JSON.stringify({ login: account.username, password: account.password }),
  })
  if (response.status !== 200) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`)
  const cookie = response.headers.get('set-cookie')?.split(';')[0]
  if (!cookie) throw new Error('sign-in set no cookie')
  return new ApiClient(cookie)
}

/** A program's client: the API key alone, no cookie and no Origin. */
export const withApiKey = (apiKey: string) => new ApiClient(undefined, apiKey)

/**
 * A clean database with an admin and an editor signed in, for one test file: the admin made as on
 * a fresh install (POST /api/auth/setup), the editor by the admin, both through the API.
 */
export async function freshSession(): Promise<{ admin: ApiClient; editor: ApiClient }> {
  await emptyDatabase()
  const setup = await fetch(`${baseUrl}/api/auth/setup`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: baseUrl },
    body: JSON.stringify(ADMIN),
  })
  if (setup.status !== 201) throw new Error(`setup of the first admin failed: ${setup.status} ${await setup.text()}`)
  const cookie = setup.headers.get('set-cookie')?.split(';')[0]
  if (!cookie) throw new Error('setup set no cookie')
  const admin = new ApiClient(cookie)
  const editor = await admin.post('/api/users', { ...EDITOR, role: 'editor' })
  if (editor.status !== 201) throw new Error(`creating the editor failed: ${editor.status} ${JSON.stringify(editor.body)}`)
  return { admin, editor: await signIn(EDITOR) }
}

/** Uploads a plain PNG of one colour through the API as `client`; answers the stored file name. */
export async function uploadPng(client: ApiClient, name: string, { width = 400, height = 300, colour = '#334455' } = {}): Promise<string> {
  const png = await sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer()
  const data = new FormData()
  data.set('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), name)
  const answer = await client.post('/api/media', data)
  if (answer.status !== 201) throw new Error(`upload of ${name} failed: ${answer.status} ${JSON.stringify(answer.body)}`)
  return answer.body.filename
}

/** Where the worker's server log ends now: `serverLogSince(mark)` reads what it printed after. */
export const serverLogMark = (): number => statSync(logFile, { throwIfNoEntry: false })?.size ?? 0

/**
 * What the worker's server printed since `mark` (serverLogMark), without its colours, once it has
 * printed nothing new for 300 ms: the test process writes the server's output to the file as it
 * arrives, a moment after the answer it goes with.
 */
export async function serverLogSince(mark: number): Promise<string> {
  let size = -1
  while (serverLogMark() !== size) {
    size = serverLogMark()
    await new Promise((resolve) => setTimeout(resolve, 300))
  }
  const text = existsSync(logFile) ? readFileSync(logFile).subarray(mark).toString() : ''
  return text.replace(new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g'), '')
}

export async function countRows(table: string): Promise<number> {
  const [row] = await sql<{ count: string }>(`SELECT count(*) FROM "${table}"`)
  return Number(row.count)
}

/**
 * Waits until the jobs queue (src/server/jobs/) has done all it has to do now or within `soonMs`
 * (the alerts of a publish go ALERTS_DELAY_SECONDS, 1 s, after it): no job due, waiting its turn or
 * running, and no alert mail unsent, seen twice one poll of the queue apart (a job may queue the
 * next as it ends). Everything a request set off has then happened, and every mail it sent has
 * arrived (the SMTP peer accepts a mail once it has read it), so a test that checks that nothing
 * more arrives needs no fixed pause. A retry waiting out its backoff is not counted.
 */
export async function queueSettled({ soonMs = 2_500, timeoutMs = 20_000 } = {}): Promise<void> {
  const deadline = Date.now() + timeoutMs
  let idleBefore = false
  for (;;) {
    const [{ busy }] = await sql<{ busy: number }>(
      `SELECT (SELECT count(*) FROM payload_jobs
                WHERE completed_at IS NULL AND NOT coalesce(has_error, false)
                  AND (processing OR wait_until IS NULL OR wait_until <= now() + $1 * interval '1 millisecond'))
            + (SELECT count(*) FROM alert_mails WHERE sent_at IS NULL AND failed_at IS NULL) AS busy`,
      [soonMs],
    )
    const idle = Number(busy) === 0
    if (idle && idleBefore) return
    if (Date.now() > deadline) throw new Error(`The jobs queue still had ${busy} job(s) or mail(s) to do after ${timeoutMs} ms`)
    idleBefore = idle
    await new Promise((resolve) => setTimeout(resolve, 300))
  }
}

/**
 * What the jobs queue writes beside any request (src/server/jobs/): its own tables, the fate of a
 * message's staff notice, and the alerts of a publish. A fingerprint leaves them out, as a request's refusal cannot be told by them.
 */
const QUEUE_TABLES = ['payload_jobs', 'payload_jobs_log', 'payload_jobs_stats', 'mail_deliveries', 'alert_items', 'alert_mails']
const QUEUE_FIELDS: Record<string, string[]> = {
  contact_messages: ['notification', 'notification_error', 'notified_at', 'acknowledgement', 'updated_at'],
  // The alerts of a publish: who follows it is found, and each address's last mail stamped.
  event_announcements: ['fanned_out_at'],
  alert_subscribers: ['last_alert_at'],
}

/** A fingerprint of every content table, to prove a refused request changed nothing (one query). */
export async function databaseFingerprint(): Promise<Record<string, string>> {
  const tables = await sql<{ tablename: string }>(
    `SELECT tablename FROM pg_tables WHERE schemaname = 'public'
       AND tablename NOT IN ('payload_migrations', 'rate_limits', 'users_sessions', 'payload_locked_documents',
                             'payload_locked_documents_rels', 'payload_preferences', 'payload_preferences_rels',
                             -- A refused sign-in is logged on purpose; that refused writes log nothing is tests/int/api/activity.int.spec.ts's.
                             'activity_log',
                             ${QUEUE_TABLES.map((table) => `'${table}'`).join(', ')})
     ORDER BY tablename`,
  )
  const row = (table: string) =>
    QUEUE_FIELDS[table] ? `(to_jsonb(t) - ARRAY[${QUEUE_FIELDS[table].map((field) => `'${field}'`).join(', ')}])::text` : 't::text'
  const digests = tables.map(
    ({ tablename }) =>
      `SELECT '${tablename}' AS name, md5(coalesce(string_agg(${row(tablename)}, '|' ORDER BY ${row(tablename)}), '')) AS digest FROM "${tablename}" t`,
  )
  const rows = await sql<{ name: string; digest: string }>(digests.join(' UNION ALL '))
  return Object.fromEntries(rows.map((row) => [row.name, row.digest]))
}
