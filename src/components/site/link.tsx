import NextLink from 'next/link'
import type { ComponentProps } from 'react'

/**
 * Links between public pages: they navigate without a reload, but are not prefetched. Every page
 * is a whole cached page, and fetching each linked one as soon as it scrolls into view (Next's
 * default) costs a visitor's phone more main-thread time than the click saves.
 */
export default function Link(props: ComponentProps<typeof NextLink>) {
  return <NextLink prefetch={false} {...props} />
}
