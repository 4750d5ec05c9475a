import '@/app/(site)/globals.css'

import type { Metadata, Viewport } from 'next'
import { Suspense } from 'react'
import { preload } from 'react-dom'

import { layoutLocale } from '@/components/site/page-locale'
import { SiteFooter } from '@/components/site/site-footer'
import { SiteHeader } from '@/components/site/site-header'
import { StatusTextProvider } from '@/components/site/site-text.client'
import { previewing } from '@/features/publishing/preview'
import { PreviewBar } from '@/features/publishing/site/preview-bar.client'
import { BRAND } from '@/lib/brand'
import { DEVANAGARI_FONT_URL, DEVANAGARI_LATIN_FONT_URL, DEVANAGARI_SWITCH_FONT_URL } from '@/lib/fonts'
import { messagesFor, statusText } from '@/lib/i18n'
import { renderedOnFirstRequest } from '@/lib/list-view'
import { siteUrl } from '@/server/runtime/env'

/**
 * Every public page lives under /public (English; next.config.ts rewrites the spec's plain paths
 * here) or /ne (Nepali). Pages are rendered on their first request, not at build time (there is
 * no database then), and served from cache afterwards: a change expires its collection's tag
 * (src/hooks/revalidate.ts), and every page is rendered afresh at most once a minute for what
 * depends on today's date (next.config.ts `expireTime` matches this).
 */
export const revalidate = 60
export const dynamicParams = true

export const generateStaticParams = renderedOnFirstRequest

type Props = { children: React.ReactNode; params: Promise<{ area: string }> }

export async function generateMetadata({ params }: Omit<Props, 'children'>): Promise<Metadata> {
  const { site } = messagesFor(await layoutLocale(params))
  return {
    metadataBase: new URL(siteUrl()),
    title: { default: BRAND.name, template: `%s | ${BRAND.name}` },
    description: site.blurb,
  }
}

export const viewport: Viewport = { themeColor: '#0b0b12', width: 'device-width', initialScale: 1 }

export default async function SiteLayout({ children, params }: Props) {
  const locale = await layoutLocale(params)
  const text = messagesFor(locale)
  // Draft mode is off whenever a page is rendered for the cache, so cached pages never carry it.
  const preview = await previewing()
  // An English page's language switch: its few letters come with the page. A Nepali page's
  // typeface (74 kB) comes with the page too: a phone without a Devanagari font of its own would
  // otherwise draw boxes until it arrived (it costs some of the largest image's paint on a slow
  // connection: docs/performance.md). Its Latin letters (names, a text not yet in Nepali) come in the
  // same face, so they do not change face and shift the page when it arrives.
  if (locale === 'en') preload(DEVANAGARI_SWITCH_FONT_URL, { as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' })
  else {
    preload(DEVANAGARI_FONT_URL, { as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' })
    preload(DEVANAGARI_LATIN_FONT_URL, { as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' })
  }
  return (
    <html lang={locale}>
      <body className="min-h-screen antialiased">
        <StatusTextProvider value={statusText(locale)}>
          {preview && (
            <Suspense>
              <PreviewBar text={text.preview} />
            </Suspense>
          )}
          <a href="#main" className="skip-link">
            {text.site.skipToContent}
          </a>
          <SiteHeader locale={locale} />
          <main id="main">{children}</main>
          <SiteFooter locale={locale} />
        </StatusTextProvider>
      </body>
    </html>
  )
}
