import { randomBytes } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'

import type { Locale } from '@/lib/i18n'
import { LOCALES } from '@/lib/i18n/locales'
import { isPageDocumentsPath, PAGE_DOCUMENT_NAMES, type PageDocumentName, pageDocumentsPath, pageDocumentText } from '@/lib/page-documents'

import { areaOf } from './request-kind'

/**
 * The whole documents (src/lib/page-documents.ts) the edge sends in place of Next.js's empty shell
 * when a visitor's page is not found or cannot be rendered (src/server/edge/response.ts). Next.js
 * renders them like any page, asked over loopback by this process with a token of its own; the
 * last good copy of each is kept, for an outage, when nothing can be rendered.
 */

/** What stands in for a page's answer: the document and the headers that belong to it. */
export type PageAnswer = { headers: Record<string, string | string[]>; body: string }

const INTERNAL_HEADER = 'x-page-document'
const FETCH_TIMEOUT_MS = 5_000
const RETRY_MS = 30_000

/** A document with no dependencies at all: what is sent before any document could be rendered. */
export function plainDocument(title: string, text: string, locale: Locale = 'en'): PageAnswer {
  return {
    headers: { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'" },
    body: `<!doctype html><html lang="${locale}"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${title}</title><body style="font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem"><h1>${title}</h1><p>${text}</p></body></html>`,
  }
}

/** One document in one language. */
type DocumentKey = `${Locale}/${PageDocumentName}`
const keyOf = (locale: Locale, name: PageDocumentName): DocumentKey => `${locale}/${name}`
const ALL = LOCALES.flatMap((locale) => PAGE_DOCUMENT_NAMES.map((name) => ({ locale, name })))

function plain(locale: Locale, name: PageDocumentName): PageAnswer {
  const { title, text } = pageDocumentText(name, locale)
  // Escaped for HTML: the words are the catalogue's, with apostrophes.
  const escape = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;')
  return plainDocument(escape(title), escape(text), locale)
}

export class PageDocuments {
  private readonly token = randomBytes(16).toString('hex')
  private origin: string | null = null
  private readonly copies = new Map<DocumentKey, PageAnswer>()
  private renewal: NodeJS.Timeout | null = null
  /** Whether every document has been rendered and kept at least once (said once in the log). */
  private keptOnce = false

  /** Once the server listens: where to ask, and a first copy of each document. */
  listening(address: AddressInfo | string | null): void {
    if (!address || typeof address === 'string') return
    const host = address.address === '0.0.0.0' || address.address === '::' ? '127.0.0.1' : address.address
    this.origin = `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`
    this.renewSoon(0)
  }

  /**
   * Whether the request is a visitor's for a page as a whole document (not the API, a staff
   * screen, Next.js's files, nor the payload of a navigation inside the site), whose answer a
   * document may stand in for. A request for a document itself by anyone but this process is
   * turned into one for a page that does not exist.
   */
  standsInFor(req: IncomingMessage): boolean {
    const url = req.url ?? ''
    if (isPageDocumentsPath(url)) {
      if (req.headers[INTERNAL_HEADER] === this.token) return false
      req.url = pageDocumentsPath('en')
    }
    return (req.method === 'GET' || req.method === 'HEAD') && areaOf(url) === 'page' && req.headers.rsc === undefined
  }

  /** A document rendered now, else the last copy, else a plain one. */
  async fresh(locale: Locale, name: PageDocumentName): Promise<PageAnswer> {
    return (await this.render(locale, name)) ?? this.kept(locale, name)
  }

  /** The last copy (the database is away: nothing can be rendered now), else a plain one. */
  kept(locale: Locale, name: PageDocumentName): PageAnswer {
    return this.copies.get(keyOf(locale, name)) ?? plain(locale, name)
  }

  /** Content changed (the footer, say): the copies are renewed a moment later, once for many changes. */
  renewSoon(delayMs = 1_000): void {
    if (!this.origin || this.renewal) return
    this.renewal = setTimeout(async () => {
      this.renewal = null
      const rendered = await Promise.all(ALL.map(({ locale, name }) => this.render(locale, name)))
      // Not rendered (the database away at start, say): tried again until it is.
      if (rendered.includes(null)) this.renewSoon(RETRY_MS)
      else if (!this.keptOnce) {
        this.keptOnce = true
        console.log('Page documents kept for an outage')
      }
    }, delayMs)
    this.renewal.unref()
  }

  private async render(locale: Locale, name: PageDocumentName): Promise<PageAnswer | null> {
    if (!this.origin) return null
    try {
      const response = await fetch(`${this.origin}${pageDocumentsPath(locale)}/${name}`, {
        headers: { [INTERNAL_HEADER]: this.token },
        signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
      })
      const body = await response.text()
      if (response.status !== 200) return null
      // The document's own headers go with it: its type and its policies (the site's, and the
      // page's own with its inline scripts' hashes). Fetch joins the policies into one value; sent
      // again one by one, each is enforced on its own. A policy holds no comma: commas only ever
      // separate policies.
      const headers: Record<string, string | string[]> = { 'content-type': response.headers.get('content-type') ?? 'text/html; charset=utf-8' }
      const policies = response.headers.get('content-security-policy')
      if (policies) headers['content-security-policy'] = policies.split(/\s*,\s*/)
      const answer = { headers, body }
      this.copies.set(keyOf(locale, name), answer)
      return answer
    } catch {
      return null
    }
  }
}
