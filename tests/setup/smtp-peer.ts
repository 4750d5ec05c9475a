import { once } from 'node:events'
import type { AddressInfo } from 'node:net'

import { type ParsedMail, simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'

/**
 * A local SMTP peer for tests (smtp-server + mailparser on 127.0.0.1): every mail it takes, with
 * its envelope. Test servers send to `smtpPortFor(their port)` (tests/setup/test-server.ts), so a
 * test that reads mail starts a peer there; without one, their mail fails and is retried.
 */

export type Received = { from: string; to: string[]; user: string | undefined; mail: ParsedMail }

/** The port a test server on `serverPort` sends its mail to. */
export const smtpPortFor = (serverPort: number) => serverPort + 25

export type SmtpPeer = {
  port: number
  received: Received[]
  /** Waits until `count` mails have arrived (all of them so far), or fails after `timeoutMs`. */
  waitFor: (count: number, timeoutMs?: number) => Promise<Received[]>
  /** Waits until a mail to `address` arrives that `match` accepts (any, without it), and answers it; fails after `timeoutMs`. */
  waitForMailTo: (address: string, match?: (mail: Received) => boolean, timeoutMs?: number) => Promise<Received>
  close: () => Promise<void>
}

export async function startSmtpPeer(port = 0): Promise<SmtpPeer> {
  const received: Received[] = []
  const server = new SMTPServer({
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    // No greeting delay: tests should not wait on it.
    onAuth: (auth, _session, done) => done(null, { user: auth.username }),
    onData: (stream, session, done) => {
      simpleParser(stream)
        .then((mail) => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            user: session.user as string | undefined,
            mail,
          })
          done()
        })
        .catch(done)
    },
  })
  server.listen(port, '127.0.0.1')
  await once(server.server, 'listening')
  return {
    port: (server.server.address() as AddressInfo).port,
    received,
    waitFor: async (count, timeoutMs = 20_000) => {
      const deadline = Date.now() + timeoutMs
      while (received.length < count) {
        if (Date.now() > deadline) throw new Error(`Expected ${count} mail(s) within ${timeoutMs} ms, got ${received.length}`)
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
      return received
    },
    waitForMailTo: async (address, match = () => true, timeoutMs = 20_000) => {
      const deadline = Date.now() + timeoutMs
      const wanted = (mail: Received) => mail.to.some((to) => to.toLowerCase() === address.toLowerCase()) && match(mail)
      while (!received.some(wanted)) {
        if (Date.now() > deadline)
          throw new Error(
            `No mail to ${address} within ${timeoutMs} ms (got: ${received.map((mail) => `${mail.to.join(',')}: ${mail.mail.subject}`).join('; ') || 'none'})`,
          )
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
      return received.find(wanted)!
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
