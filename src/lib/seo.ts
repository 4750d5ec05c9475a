import type { Metadata } from 'next'

import { BRAND } from '@/lib/brand'
import { siteUrl } from '@/server/env'

type PageMeta = { title: string; description: string; path: string; image?: string | null }

/**
 * Title, description, canonical URL (always the plain path, so /public/... twins point to it),
 * OpenGraph and Twitter tags for a public page.
 */
export function pageMetadata({ title, description, path, image }: PageMeta): Metadata {
  const url = `${siteUrl()}${path}`
  const images = image ? [{ url: image.startsWith('http') ? image : `${siteUrl()}${image}` }] : undefined
  return {
    title,
    description,
    alternates: { canonical: url },
    openGraph: { title, description, url, siteName: BRAND.name, type: 'website', images },
    twitter: { card: images ? 'summary_large_image' : 'summary', title, description, images: images?.map((i) => i.url) },
  }
}

/** Cuts text at a word boundary to at most `max` characters (SPEC §9: artist description 160). */
export function truncate(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim()
  if (clean.length <= max) return clean
  const cut = clean.slice(0, max - 1)
  const space = cut.lastIndexOf(' ')
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`
}

/** JSON for a <script type="application/ld+json">: `<` escaped so content cannot close the tag. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029')
}
