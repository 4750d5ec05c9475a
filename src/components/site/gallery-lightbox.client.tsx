'use client'

import * as Dialog from '@radix-ui/react-dialog'
import { type ImgHTMLAttributes, type PointerEvent, useRef, useState } from 'react'

type ImageProps = ImgHTMLAttributes<HTMLImageElement>

/** A photo as the server prepared it: its thumbnail and full-size image, described. */
export type LightboxPhoto = {
  thumb: ImageProps
  full: ImageProps
  /** The full-size file: where the thumbnail leads without JavaScript. */
  href: string
  alt: string
  /** What the lightbox says under the photo besides its place: its caption, else its upload's own alt text; none when the alt text is only its place. */
  caption: string | null
  /** "Open photo 3 of 12" and "3 of 12", in the page's language. */
  openLabel: string
  position: string
}

type Text = { title: string; close: string; previous: string; next: string }

/** How far a finger must travel across the photo to turn to the next or previous one. */
const SWIPE_PX = 50

/**
 * A gallery's photos (docs/product.md#galleries): a grid of thumbnails, each opening the photo
 * large in a dialog (Radix: focus kept inside, Escape closes; focus returns to the thumbnail of the
 * photo last shown), where the arrow keys, the buttons or a swipe turn to the next or previous
 * photo, with its description and place. Without JavaScript each thumbnail links to its photo.
 */
export function GalleryLightbox({ photos, text }: { photos: LightboxPhoto[]; text: Text }) {
  const [open, setOpen] = useState<number | null>(null)
  const swipeFrom = useRef<number | null>(null)
  const thumbnails = useRef<(HTMLAnchorElement | null)[]>([])
  // The photo last shown: on closing, focus goes to its thumbnail.
  const lastShown = useRef(0)
  if (open !== null) lastShown.current = open
  const turn = (by: number) => setOpen((index) => (index === null ? null : (index + by + photos.length) % photos.length))
  const photo = open === null ? null : photos[open]
  const button =
    'rounded-full bg-black/60 px-4 py-2 text-sm font-semibold text-white hover:bg-black/80 focus-visible:outline focus-visible:outline-2 focus-visible:outline-accent'

  return (
    <>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        {photos.map((each, index) => (
          <li key={each.href}>
            <a
              href={each.href}
              ref={(element) => {
                thumbnails.current[index] = element
              }}
              aria-label={`${each.openLabel}: ${each.alt}`}
              onClick={(event) => {
                // A click meant for a new tab or window opens the file there.
                if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
                event.preventDefault()
                setOpen(index)
              }}
              className="relative block aspect-square overflow-hidden rounded-lg border border-line focus-visible:outline focus-visible:outline-2 focus-visible:outline-accent"
            >
              {/* eslint-disable-next-line @next/next/no-img-element -- the server gave next/image's markup (getImageProps) */}
              <img {...each.thumb} alt={each.alt} />
            </a>
          </li>
        ))}
      </ul>
      <Dialog.Root open={photo !== null} onOpenChange={(isOpen) => !isOpen && setOpen(null)}>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-50 bg-black/95" />
          <Dialog.Content
            className="fixed inset-0 z-50 flex flex-col p-3 outline-none sm:p-6"
            aria-describedby={undefined}
            onCloseAutoFocus={(event) => {
              event.preventDefault()
              thumbnails.current[lastShown.current]?.focus()
            }}
            onKeyDown={(event) => {
              if (event.key === 'ArrowRight') turn(1)
              if (event.key === 'ArrowLeft') turn(-1)
            }}
            onPointerDown={(event: PointerEvent) => {
              swipeFrom.current = event.clientX
            }}
            onPointerUp={(event: PointerEvent) => {
              if (swipeFrom.current === null) return
              const moved = event.clientX - swipeFrom.current
              swipeFrom.current = null
              if (Math.abs(moved) >= SWIPE_PX) turn(moved < 0 ? 1 : -1)
            }}
          >
            <div className="flex items-center justify-between gap-3">
              <Dialog.Title className="truncate text-sm font-semibold text-white">{text.title}</Dialog.Title>
              <Dialog.Close className={button}>{text.close}</Dialog.Close>
            </div>
            {photo && (
              <figure className="flex min-h-0 flex-1 flex-col items-center justify-center gap-3 py-3">
                <div className="relative h-full w-full touch-pan-y">
                  {/* eslint-disable-next-line @next/next/no-img-element -- the server gave next/image's markup (getImageProps) */}
                  <img {...photo.full} alt={photo.alt} className="object-contain" draggable={false} />
                </div>
                {/* The photo's place, said once: the alt text made for a photo without one says it already. */}
                <figcaption aria-live="polite" className="text-center text-sm text-zinc-300">
                  {photo.caption ? (
                    <>
                      {photo.caption} <span className="text-muted">({photo.position})</span>
                    </>
                  ) : (
                    <span className="text-muted">{photo.position}</span>
                  )}
                </figcaption>
              </figure>
            )}
            {photos.length > 1 && (
              <div className="flex justify-center gap-3">
                <button type="button" className={button} onClick={() => turn(-1)}>
                  ← {text.previous}
                </button>
                <button type="button" className={button} onClick={() => turn(1)}>
                  {text.next} →
                </button>
              </div>
            )}
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </>
  )
}
