import net from 'node:net'

/**
 * A TCP relay between a server under test and PostgreSQL that the test can cut, as if the
 * database went away (open connections reset, new ones refused), and restore on the same port.
 * Listens on 127.0.0.1 only.
 */
export async function startDatabaseLink(databaseUrl: string) {
  const target = new URL(databaseUrl)
  const sockets = new Set<net.Socket>()
  let server: net.Server | null = null
  let port = 0

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      if (server) return resolve()
      server = net.createServer((client) => {
        const upstream = net.connect(Number(target.port || 5432), target.hostname)
        for (const socket of [client, upstream]) {
          sockets.add(socket)
          socket.on('close', () => sockets.delete(socket))
          socket.on('error', () => {
            client.destroy()
            upstream.destroy()
          })
        }
        client.pipe(upstream).pipe(client)
      })
      server.once('error', reject)
      server.listen(port, '127.0.0.1', () => {
        port = (server!.address() as net.AddressInfo).port
        resolve()
      })
    })

  const cut = async () => {
    const closing = server
    server = null
    for (const socket of sockets) socket.destroy()
    if (closing) await new Promise((resolve) => closing.close(resolve))
  }

  await listen()
  const url = new URL(databaseUrl)
  url.hostname = '127.0.0.1'
  url.port = String(port)
  return { url: url.toString(), cut, restore: listen, close: cut }
}
