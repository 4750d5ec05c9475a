import { once } from 'node:events'

import { SMTPServer } from 'smtp-server'

/**
 * What the first reader of a page, feed or list waits for right after staff change something it
 * shows, and how long its render takes. Each sample makes the change, then asks for every path
 * once, in turn. Measured on a server as in production (a visitor waits for a render no longer
 * than FRESH_WAIT_MS, else gets the previous copy: docs/architecture.md#stale-while-rendering)
 * and on one that always waits, whose first answer after the change is the render itself.
 */

export type Spread = { p50: number; p95: number }
export type Change = { name: string; make: (sample: number) => Promise<void> }

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
const round = (ms: number) => Math.round(ms * 10) / 10

function spread(times: number[]): Spread {
  const sorted = [...times].sort((a, b) => a - b)
  return { p50: round(percentile(sorted, 50)), p95: round(percentile(sorted, 95)) }
}

/** A request as staff (`/cms-api`) or as a visitor, and the time until its whole answer has arrived. */
async function timed(baseUrl: string, path: string, cookie: string): Promise<number> {
  const started = performance.now()
  const headers = path.startsWith('/cms-api') ? { Cookie: cookie } : undefined
  const response = await fetch(`${baseUrl}${path}`, { headers })
  await response.arrayBuffer()
  if (!response.ok) throw new Error(`${path} answered ${response.status}`)
  return performance.now() - started
}

/** Per path, the spread of the first request after each of `samples` changes. */
export async function afterChange(baseUrl: string, cookie: string, change: Change, paths: string[], samples: number): Promise<Record<string, Spread>> {
  const times: Record<string, number[]> = Object.fromEntries(paths.map((path) => [path, []]))
  for (let i = 0; i < samples; i++) {
    for (const path of paths) {
      await change.make(i)
      times[path].push(await timed(baseUrl, path, cookie))
    }
  }
  return Object.fromEntries(paths.map((path) => [path, spread(times[path])]))
}

/** Staff's changes the bench makes: one event's capacity, one artist's draft published. */
export function changes(baseUrl: string, cookie: string, ids: { event: number; artist: number }): Change[] {
  const send = async (method: string, path: string, body?: object) => {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: { 'Content-Type': 'application/json', Origin: baseUrl, Cookie: cookie },
      body: body && JSON.stringify(body),
    })
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}`)
  }
  return [
    { name: "an event's edit", make: (i) => send('PATCH', `/api/events/${ids.event}`, { capacity: 300 + (i % 50) }) },
    {
      name: "an artist's publish",
      make: async (i) => {
        await send('PATCH', `/api/artists/${ids.artist}?draft=true`, { genre: `Bench ${i} ${Date.now()}` })
        await send('POST', `/api/artists/${ids.artist}/publish`)
      },
    },
  ]
}

/**
 * An SMTP server on 127.0.0.1 that takes every mail and keeps nothing: the bench's server sends
 * what a publish sends (alerts to the large set's subscribers) without a mail server's failures
 * and retries weighing on the figures.
 */
export async function startMailSink(port: number): Promise<{ stop: () => Promise<void> }> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData: (stream, _session, done) => {
      stream.on('end', () => done())
      stream.resume()
    },
  })
  server.listen(port, '127.0.0.1')
  await once(server.server, 'listening')
  return { stop: () => new Promise<void>((resolve) => server.close(() => resolve())) }
}
