import './globals.css'

import type { Metadata, Viewport } from 'next'
import { Suspense } from 'react'

import { SiteFooter } from '@/components/site/site-footer'
import { PreviewBar } from '@/components/site/preview-bar.client'
import { SiteHeader } from '@/components/site/site-header'
import { BRAND } from '@/lib/brand'
import { siteUrl } from '@/server/env'
import { previewing } from '@/server/preview'

export const metadata: Metadata = {
  metadataBase: new URL(siteUrl()),
  title: { default: BRAND.name, template: `%s | ${BRAND.name}` },
  description: BRAND.blurb,
}

export const viewport: Viewport = { themeColor: '#0b0b12', width: 'device-width', initialScale: 1 }

export default async function SiteLayout({ children }: { children: React.ReactNode }) {
  // Draft mode is off whenever a page is rendered for the cache, so cached pages never carry it.
  const preview = await previewing()
  return (
    <html lang="en">
      <body className="min-h-screen antialiased">
        {preview && (
          <Suspense>
            <PreviewBar />
          </Suspense>
        )}
        <a href="#main" className="skip-link">
          Skip to content
        </a>
        <SiteHeader />
        <main id="main">{children}</main>
        <SiteFooter />
      </body>
    </html>
  )
}
