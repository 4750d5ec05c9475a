import NextLink from 'next/link'
import type { ComponentProps } from 'react'

/**
 * Pages whose document needs a policy of its own: the contact page frames its map, which every
 * other page's Content-Security-Policy forbids. A navigation without a reload keeps the policy of
 * the page it started from, so the browser would refuse the map; these load as whole documents.
 */
const OWN_POLICY = /^\/(?:public\/)?contact(?:[?#]|$)/

/**
 * Links between public pages: they navigate without a reload, but are not prefetched. Every page
 * is a whole cached page, and fetching each linked one as soon as it scrolls into view (Next's
 * default) costs a visitor's phone more main-thread time than the click saves.
 */
export default function Link({ href, replace, scroll, shallow, passHref, legacyBehavior, locale, onNavigate, prefetch, ...anchor }: ComponentProps<typeof NextLink>) {
  if (typeof href === 'string' && OWN_POLICY.test(href)) return <a href={href} {...anchor} />
  return <NextLink prefetch={false} href={href} {...{ replace, scroll, shallow, passHref, legacyBehavior, locale, onNavigate }} {...anchor} />
}
