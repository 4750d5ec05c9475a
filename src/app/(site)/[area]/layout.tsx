import { notFound } from 'next/navigation'

import { renderedOnFirstRequest } from '@/lib/list-view'

/**
 * Every public page lives under /public (next.config.ts rewrites the plain paths here). Pages are
 * rendered on their first request, not at build time (there is no database then), and served from
 * cache afterwards: a change expires its collection's tag (src/hooks/revalidate.ts), and every
 * page is rendered afresh at most once a minute for what depends on today's date (next.config.ts
 * `expireTime` matches this).
 */
export const revalidate = 60
export const dynamicParams = true

export const generateStaticParams = renderedOnFirstRequest

export default async function PublicArea({ children, params }: { children: React.ReactNode; params: Promise<{ area: string }> }) {
  if ((await params).area !== 'public') notFound()
  return children
}
