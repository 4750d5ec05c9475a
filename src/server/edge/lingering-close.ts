import type { IncomingMessage, ServerResponse } from 'node:http'

/**
 * Lingering close, as nginx does it (`lingering_close`): a request refused while its client is
 * still sending a body (413 for one too large, 411 for one of unknown length) is answered with
 * `Connection: close` at once, and its connection then keeps reading and dropping the body, for a
 * bounded time and size, before it closes. Closed at once, the unread bytes make the kernel reset
 * the connection, and most clients (Node's fetch, Python's http.client, curl at times) then
 * report a broken pipe instead of the answer they were sent.
 *
 * Only documented means: the whole answer is written straight away (its length told), and the
 * response is ended, which has Node.js close the connection, once the body has been read.
 */

/** The longest a refused connection is kept reading, in all, and with nothing arriving (nginx's lingering_time and lingering_timeout). */
const LINGER_MS = 30_000
const LINGER_IDLE_MS = 5_000
/** The most a refused connection reads before it closes anyway. */
const LINGER_MAX_BYTES = 64 * 1024 * 1024

/** Sends a whole refusal now, and closes its connection once the request's body is read and dropped. */
export function refuseThenLinger(req: IncomingMessage, res: ServerResponse, status: number, headers: Record<string, string>, body: string): void {
  res.writeHead(status, { ...headers, Connection: 'close', 'Content-Length': String(Buffer.byteLength(body)) })
  res.write(body)
  if (req.complete) return void res.end()
  let received = 0
  const giveUp = () => res.destroy()
  const deadline = setTimeout(giveUp, LINGER_MS)
  const idle = setTimeout(giveUp, LINGER_IDLE_MS)
  const stop = () => {
    clearTimeout(deadline)
    clearTimeout(idle)
  }
  req.on('data', (chunk: Buffer) => {
    received += chunk.length
    if (received > LINGER_MAX_BYTES) giveUp()
    else idle.refresh()
  })
  req.once('end', () => {
    stop()
    res.end()
  })
  res.once('close', stop)
}
