import { getImageProps } from 'next/image'

import { fill, type Locale, messagesFor } from '@/lib/i18n'
import { formatNumber } from '@/lib/i18n/format'
import { captionsOf, mediaUrl, photosOf } from '@/lib/media'
import type { Gallery } from '@/payload-types'

import type { LightboxPhoto } from './gallery-lightbox.client'
import { mediaSource } from './media-image'

/** The photographer's credit as a line: "Photos: Sagar Shrestha", or a credit that names itself ("Photo: …", "© …") as written. */
export function creditLine(credit: string, locale: Locale): string {
  return /^\s*(?:photos?|photography|©|\(c\))\b|^\s*©/i.test(credit) ? credit.trim() : fill(messagesFor(locale).gallery.photographer, { name: credit.trim() })
}

/**
 * A gallery's photos for its lightbox, those still uploaded, in order: a thumbnail and a full-size
 * image through the optimiser, each described by the alt text staff gave its upload, or else by
 * the gallery's name and its place in it; its caption is the one the gallery gives it, else its
 * upload's own alt text.
 */
export async function lightboxPhotos(gallery: Gallery, locale: Locale): Promise<LightboxPhoto[]> {
  const t = messagesFor(locale).gallery
  const sources = await Promise.all(photosOf(gallery).map(async (filename) => ({ filename, ...(await mediaSource(filename)) })))
  const shown = sources.filter((source) => source.known)
  const captions = captionsOf(gallery)
  const total = formatNumber(shown.length, locale)
  return shown.map(({ filename, src, alt: own, unoptimized }, index) => {
    const number = formatNumber(index + 1, locale)
    const alt = own ?? fill(t.photoAlt, { name: gallery.eventName, number, total })
    return {
      thumb: getImageProps({ src, alt, fill: true, sizes: '(min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw', unoptimized, className: 'object-cover' })
        .props,
      full: getImageProps({ src, alt, fill: true, sizes: '100vw', unoptimized, className: 'object-contain' }).props,
      href: mediaUrl(filename),
      alt,
      caption: captions[filename] ?? (own?.trim() || null),
      openLabel: fill(t.open, { number, total }),
      position: fill(t.position, { number, total }),
    }
  })
}
