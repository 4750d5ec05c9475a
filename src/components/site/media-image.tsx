import Image from 'next/image'

import { mediaUrl } from '@/lib/media'

type Props = {
  filename?: string | null
  alt: string
  sizes: string
  className?: string
  priority?: boolean
  /** Shown when there is no image: e.g. the artist's initial. */
  fallback?: React.ReactNode
}

/** An uploaded image by its stored file name, filling its (relative) parent; a fallback otherwise. */
export function MediaImage({ filename, alt, sizes, className, priority, fallback }: Props) {
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
  return (
    <Image src={mediaUrl(filename)} alt={alt} fill sizes={sizes} priority={priority} className={className ?? 'object-cover'} />
  )
}
