import { nodemailerAdapter } from '@payloadcms/email-nodemailer'
import nodemailer from 'nodemailer'
import type { EmailAdapter, SendEmailOptions } from 'payload'

import { BRAND } from '@/lib/brand'
import { siteUrl } from '@/server/runtime/env'
import { StartupError } from '@/server/runtime/startup-error'

/** Where mail goes and who it is from (docs/operations.md, "E-mail"). */
export type MailSettings = {
  /** The SMTP server, or null: mail is then logged, not sent. */
  smtp: { host: string; port: number; secure: boolean; user: string; password: string } | null
  fromName: string
  fromAddress: string
}

/** A mail server that does not answer is given up on in seconds: a request or job never waits longer. */
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 }

/**
 * SMTP_URL (`smtp://user:password@host:587`, or `smtps://…:465` for TLS from the start) and
 * MAIL_FROM (`"Himalayan Beats <hello@example.com>"` or a bare address), checked: a setting that
 * cannot be read stops start-up with a message naming it (src/server/runtime/startup.ts).
 */
export function mailSettings(env: Record<string, string | undefined> = process.env): MailSettings {
  const from = parseFrom(env.MAIL_FROM?.trim() || `${BRAND.name} <noreply@${new URL(siteUrl()).hostname}>`)
  const url = env.SMTP_URL?.trim()
  if (!url) return { smtp: null, ...from }
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    throw new StartupError('SMTP_URL is not a URL: write it as smtp://user:password@host:587 or smtps://user:password@host:465.')
  }
  if ((parsed.protocol !== 'smtp:' && parsed.protocol !== 'smtps:') || !parsed.hostname) {
    throw new StartupError(`SMTP_URL must start with smtp:// or smtps:// and name a host (it starts with ${parsed.protocol}//).`)
  }
  const secure = parsed.protocol === 'smtps:'
  return {
    smtp: {
      host: parsed.hostname,
      port: parsed.port ? Number(parsed.port) : secure ? 465 : 587,
      secure,
      user: decodeURIComponent(parsed.username),
      password: decodeURIComponent(parsed.password),
    },
    ...from,
  }
}

/** Whether the site sends mail at all (SMTP_URL set and readable): the back office says so where it matters. */
export function emailOn(env: Record<string, string | undefined> = process.env): boolean {
  try {
    return mailSettings(env).smtp !== null
  } catch {
    return false
  }
}

function parseFrom(text: string): Pick<MailSettings, 'fromName' | 'fromAddress'> {
  const named = /^"?([^"<>]*?)"?\s*<([^<>\s@]+@[^<>\s@]+)>$/.exec(text)
  if (named) return { fromName: named[1].trim() || BRAND.name, fromAddress: named[2] }
  if (/^[^<>\s@"]+@[^<>\s@"]+$/.test(text)) return { fromName: BRAND.name, fromAddress: text }
  throw new StartupError('MAIL_FROM is not an address: write it as "Himalayan Beats <hello@example.com>" or hello@example.com.')
}

const recipients = (to: SendEmailOptions['to']): string =>
  [to ?? []]
    .flat()
    .map((address) => (typeof address === 'string' ? address : address.address))
    .join(', ')

/**
 * Payload's e-mail. With SMTP_URL: nodemailer over SMTP, never verified at start-up (an
 * unreachable mail server must not stall or stop the site) and with short timeouts. Without it the
 * site runs all the same, and each mail that would have gone is one line in the log.
 */
export function mailAdapter(env: Record<string, string | undefined> = process.env): EmailAdapter | Promise<EmailAdapter> {
  let settings: MailSettings
  try {
    settings = mailSettings(env)
  } catch {
    // Start-up refuses the setting with its message (src/server/runtime/startup.ts); the build goes on.
    settings = { smtp: null, fromName: BRAND.name, fromAddress: 'noreply@localhost' }
  }
  const { smtp, fromName: defaultFromName, fromAddress: defaultFromAddress } = settings
  if (smtp) {
    const transport = nodemailer.createTransport({
      host: smtp.host,
      port: smtp.port,
      secure: smtp.secure,
      auth: smtp.user ? { user: smtp.user, pass: smtp.password } : undefined,
      ...TIMEOUTS,
    })
    return nodemailerAdapter({ defaultFromName, defaultFromAddress, skipVerify: true, transport })
  }
  return ({ payload }) => ({
    name: 'log-only',
    defaultFromName,
    defaultFromAddress,
    sendEmail: async (message) => {
      payload.logger.warn(`Mail to ${recipients(message.to)}, subject ${JSON.stringify(message.subject ?? '')}: not sent: SMTP_URL is not set`)
    },
  })
}
