import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { fillLarge } from '../../bench/data.mjs'
import { PORT_OFFSET } from '../setup/slots'
import { recreateDatabase } from '../setup/test-database'
import { startTestServer } from '../setup/test-server'
import { databaseUrl as workerDatabaseUrl, workerPort } from '../setup/worker'

/**
 * The plans of the product's reads at the size the agency will reach (the bench's `large` set:
 * 2,000 artists, 10,000 events with line-ups, Nepali texts and versions, 20,000 messages, 50,000
 * subscribers, 200,000 entries of the activity log): every statement a public page, a feed, an /api list or a
 * back-office list sends is explained as it ran (EXPLAIN ANALYZE, its own parameters), and none
 * may read a table of more than a thousand rows, or one of its indexes, whole again and again
 * inside a loop. "Whole" is the planner's own estimate: a step repeated per row that costs more
 * than half of reading the table from end to end (an index lookup costs a few pages). That is
 * how a missing index shows before it costs a visitor seconds: the texts per language were once
 * read so, a walk of a whole index per event, because their only index led with the language.
 * Plans, not timers: the same on a slow machine as on a fast one.
 */

const databaseUrl = (() => {
  const url = new URL(workerDatabaseUrl)
  url.pathname = `/${process.env.TEST_DATABASE_PREFIX ?? ''}agency_plans`
  return url.toString()
})()
const work = mkdtempSync(path.join(tmpdir(), 'agency-plans-'))
const sqlLogFile = path.join(work, 'sql.log')
const ADMIN = { email: 'plans@example.com', password: 'quartz-meadow-lantern-58' }

let server: Awaited<ReturnType<typeof startTestServer>>
let db: pg.Pool
let cookie = ''
/** Each table of more than a thousand rows, once the set is in, and what reading it whole costs the planner. */
let bigTables = new Map<string, { rows: number; wholeCost: number }>()

beforeAll(async () => {
  await recreateDatabase(databaseUrl)
  db = new pg.Pool({ connectionString: databaseUrl, max: 2 })
  server = await startTestServer({
    port: workerPort(PORT_OFFSET.plans),
    databaseUrl,
    mediaDir: path.join(work, 'media'),
    env: { SQL_LOG_FILE: sqlLogFile, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password },
  })
  await fillLarge(databaseUrl)
  // As autovacuum would have by the time visitors come: the planner knows the tables' sizes.
  await db.query('ANALYZE')
  const { rows } = await db.query<{ name: string; rows: number; pages: number; page_cost: number; tuple_cost: number }>(
    `SELECT relname AS name, reltuples::bigint AS rows, relpages AS pages,
            current_setting('seq_page_cost')::float AS page_cost, current_setting('cpu_tuple_cost')::float AS tuple_cost
       FROM pg_class WHERE relkind = 'r' AND relnamespace = 'public'::regnamespace AND reltuples > 1000`,
  )
  // A sequential scan's estimate: its pages read, and each row looked at.
  bigTables = new Map(rows.map((row) => [row.name, { rows: Number(row.rows), wholeCost: row.pages * row.page_cost + Number(row.rows) * row.tuple_cost }]))
  const login = await fetch(`${server.baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: server.baseUrl },
    body: JSON.stringify({ login: ADMIN.email, password: ADMIN.password }),
  })
  expect(login.status).toBe(200)
  cookie = login.headers.get('set-cookie')!.split(';')[0]
}, 180_000)

afterAll(async () => {
  await server?.stop()
  await db?.end()
  rmSync(work, { recursive: true, force: true })
})

type PlanNode = { 'Node Type': string; 'Relation Name'?: string; 'Index Name'?: string; 'Actual Loops'?: number; 'Total Cost': number; Plans?: PlanNode[] }
const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)]

/** The statements a request sent, then each SELECT's whole reads of a big table repeated in a loop. */
async function repeatedScans(pathname: string, staff: boolean): Promise<string[]> {
  writeFileSync(sqlLogFile, '')
  const response = await fetch(`${server.baseUrl}${pathname}`, { headers: staff ? { Cookie: cookie, Origin: server.baseUrl } : {} })
  expect(response.status, pathname).toBe(200)
  await response.arrayBuffer()
  const statements = readFileSync(sqlLogFile, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { query: string; params: unknown[] })
    .filter(({ query }) => /^\s*select\b/i.test(query))
  expect(statements.length, `${pathname} sent no SELECT`).toBeGreaterThan(0)
  const found: string[] = []
  for (const { query, params } of statements) {
    const { rows } = await db.query({ text: `EXPLAIN (ANALYZE, FORMAT JSON) ${query}`, values: params })
    const plan = (rows[0]['QUERY PLAN'] as [{ Plan: PlanNode }])[0].Plan
    for (const node of nodesOf(plan)) {
      const table = node['Relation Name'] && bigTables.get(node['Relation Name'])
      const loops = node['Actual Loops'] ?? 1
      if (table && loops > 1 && node['Total Cost'] > table.wholeCost / 2) {
        const how = `${node['Node Type']}${node['Index Name'] ? ` of ${node['Index Name']}` : ''}`
        found.push(
          `${node['Relation Name']} (${table.rows} rows): ${how}, ${loops} times, each ${node['Total Cost']} of ${table.wholeCost}, in: ${query.slice(0, 300)}`,
        )
      }
    }
  }
  return found
}

describe('at the large size, no read goes through a big table again and again', () => {
  const visitors = [
    '/',
    '/artists',
    '/events',
    '/ne/events',
    '/events?city=toronto',
    '/ne/events?country=nepal&type=concert&page=2',
    '/tour',
    '/gallery',
    '/events.ics',
    '/api/events',
    '/api/events?limit=24&page=2',
    '/api/artists?limit=24&page=3',
    '/api/galleries',
  ]
  it.each(visitors)('a visitor reading %s', async (pathname) => {
    expect(await repeatedScans(pathname, false)).toEqual([])
  })

  it('a visitor reading an artist, an event and their feeds', async () => {
    const { rows } = await db.query<{ artist: number; event: number }>(
      `SELECT (SELECT max(id) FROM artists WHERE status = 'active') AS artist, (SELECT max(id) FROM events) AS event`,
    )
    const [{ artist, event }] = rows
    for (const pathname of [`/artist/bench?id=${artist}`, `/events/${event}`, `/events/${event}/calendar.ics`, `/feeds/artist/${artist}`]) {
      expect(await repeatedScans(pathname, false), pathname).toEqual([])
    }
  })

  const staff = [
    '/api/events?limit=24&page=2&draft=true',
    '/api/artists?limit=24',
    '/api/contact-messages?limit=24',
    '/cms-api/events?limit=100&depth=0',
    '/api/subscribers?page=2',
    '/api/subscribers?search=fan123',
    '/api/subscribers/summary',
    '/api/activity?page=2',
    // The back office's lists (src/server/content/staff-lists.ts): one page, searched and filtered in SQL.
    '/api/events?draft=true&sort=upcoming-first&limit=10&page=3',
    '/api/events?draft=true&sort=upcoming-first&limit=10&search=bench%20event%201',
    `/api/events?draft=true&sort=upcoming-first&limit=10&search=${encodeURIComponent('कार्यक्रम')}`,
    '/api/events?draft=true&sort=upcoming-first&limit=10&state=changed',
    '/api/events?draft=true&status=past&limit=10&page=2',
    '/api/artists?draft=true&limit=10&page=5&search=artist%2012&status=active',
    '/api/galleries?draft=true&limit=9&page=2&search=gallery',
    '/api/contact-messages?spam=false&limit=10&page=4',
    '/api/contact-messages?spam=false&read=false&limit=1',
    '/api/contact-messages?spam=false&limit=10&search=example',
    '/api/users?limit=10&search=plans',
  ]
  it.each(staff)('staff reading %s', async (pathname) => {
    expect(await repeatedScans(pathname, true)).toEqual([])
  })
})
