import type { IncomingMessage } from 'node:http'
import { Socket } from 'node:net'

/**
 * Lingering close, as nginx does it (`lingering_close`): a request refused while its client is
 * still sending a body (413 for one too large, 411 for one of unknown length) is answered with
 * `Connection: close`, and then, instead of being closed at once, its connection keeps reading
 * and discarding the body for a bounded time and size before it closes. Closed at once, the
 * unread bytes make the kernel reset the connection, and most clients (Node's fetch, Python's
 * http.client, curl at times) then report a broken pipe instead of the answer they were sent.
 */

/** The longest a refused connection is kept reading, in all, and with nothing arriving. */
const LINGER_MS = 10_000
const LINGER_IDLE_MS = 2_000
/** The most a refused connection reads before it closes anyway. */
const LINGER_MAX_BYTES = 64 * 1024 * 1024

type ClosingSocket = Socket & { destroySoon: () => void }

/**
 * Has the connection of `req` linger when Node.js closes it after the answer now being sent
 * (Node.js closes the socket of a `Connection: close` answer with `destroySoon()` once the answer
 * has gone out): the rest of the body is read and dropped, then the connection closes as usual.
 */
export function lingerOnClose(req: IncomingMessage): void {
  const socket = req.socket as ClosingSocket
  const closeAsUsual = () => Reflect.apply(Socket.prototype.destroySoon as () => void, socket, [])
  const giveUp = () => socket.destroy()
  let received = 0
  let idle: NodeJS.Timeout | undefined
  // Read (and drop) the body from now on: Node.js then keeps the connection reading after the answer.
  req.on('data', (chunk: Buffer) => {
    received += chunk.length
    if (received > LINGER_MAX_BYTES) giveUp()
    idle?.refresh()
  })
  socket.destroySoon = () => {
    if (req.complete || socket.destroyed) return closeAsUsual()
    const deadline = setTimeout(giveUp, LINGER_MS)
    idle = setTimeout(giveUp, LINGER_IDLE_MS)
    const stop = () => {
      clearTimeout(deadline)
      clearTimeout(idle)
    }
    req.once('end', () => {
      stop()
      closeAsUsual()
    })
    socket.once('close', stop)
  }
}
