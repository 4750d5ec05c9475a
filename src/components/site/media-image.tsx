import { getImageProps } from 'next/image'
import { preload } from 'react-dom'

import { previewing } from '@/features/publishing/preview'
import { mediaUrl } from '@/lib/media'
import { getMediaFacts } from '@/server/content/public-data'

type Props = {
  filename?: string | null
  alt: string
  sizes: string
  className?: string
  priority?: boolean
  /** Shown when there is no image: e.g. the artist's initial. */
  fallback?: React.ReactNode
}

/**
 * An upload's address for the image optimiser, and the alt text staff gave it; null for a file
 * that is not (or no longer) an upload. The optimiser keeps its resized variants by this URL: the
 * upload's version makes a replaced file a new URL. In a staff member's preview the file is asked
 * for as it is (`unoptimized`), by the browser with the staff session: the optimiser fetches it as
 * a visitor, who may not see a file only a draft uses, and shares what it makes.
 */
export async function mediaSource(filename: string): Promise<{ src: string; alt: string | null; known: boolean; unoptimized: boolean }> {
  const [facts, unoptimized] = await Promise.all([getMediaFacts(filename), previewing()])
  return facts
    ? { src: `${mediaUrl(filename)}?v=${facts.version}`, alt: facts.alt, known: true, unoptimized }
    : { src: mediaUrl(filename), alt: null, known: false, unoptimized }
}

/**
 * An uploaded image by its stored file name, filling its (relative) parent; a fallback otherwise.
 * A plain <img> with the optimiser's srcset (getImageProps): the public pages ship no image code.
 */
export async function MediaImage({ filename, alt, sizes, className, priority, fallback }: Props) {
  if (!filename) {
    return (
      <div
        aria-hidden={alt ? undefined : true}
        role={alt ? 'img' : undefined}
        aria-label={alt || undefined}
        className="absolute inset-0 flex items-center justify-center bg-gradient-to-br from-[#2b1d4a] to-[#12121c] text-5xl font-black text-accent"
      >
        {fallback}
      </div>
    )
  }
  const { src, alt: own, unoptimized } = await mediaSource(filename)
  // The upload's own alt text, when staff gave one, says more than the caller's (an artist's name).
  const described = own ?? alt
  const { props } = getImageProps({ src, alt: described, fill: true, sizes, priority, unoptimized, className: className ?? 'object-cover' })
  // As next/image does for a priority image: the browser learns of it from the document's head.
  if (priority) preload(props.src, { as: 'image', imageSrcSet: props.srcSet, imageSizes: props.sizes, fetchPriority: 'high' })
  // eslint-disable-next-line @next/next/no-img-element -- getImageProps gives next/image's markup, without its client code
  return <img {...props} alt={described} />
}

/** An uploaded image (or its fallback) filling a box of its own: `frame` gives the box's size and edges. */
export function FramedImage({ frame, ...image }: Props & { frame: string }) {
  return (
    <div className={`relative ${frame}`}>
      <MediaImage {...image} />
    </div>
  )
}
