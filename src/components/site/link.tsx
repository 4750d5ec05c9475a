import NextLink from 'next/link'
import type { ComponentProps } from 'react'

import { localizedHref } from '@/lib/i18n/alternates'
import type { Locale } from '@/lib/i18n/locales'

/**
 * Pages whose document needs a policy of its own: the contact page frames its map, which every
 * other page's Content-Security-Policy forbids. A navigation without a reload keeps the policy of
 * the page it started from, so the browser would refuse the map; these load as whole documents.
 */
const OWN_POLICY = /^\/(?:public\/|ne\/)?contact(?:[?#]|$)/

type Props = Omit<ComponentProps<typeof NextLink>, 'locale' | 'href'> & {
  /** A link of the English site ("/events?type=concert"), made the page's language's own. */
  href: string
  /** The language of the page the link is on. */
  locale: Locale
}

/**
 * Links between public pages: they navigate without a reload, but are not prefetched. Every page
 * is a whole cached page, and fetching each linked one as soon as it scrolls into view (Next's
 * default) costs a visitor's phone more main-thread time than the click saves.
 */
export default function Link({ href: englishHref, locale, replace, scroll, shallow, passHref, legacyBehavior, onNavigate, prefetch, ...anchor }: Props) {
  const href = localizedHref(englishHref, locale)
  // eslint-disable-next-line jsx-a11y/anchor-has-content -- the content is in `anchor` (its children)
  if (OWN_POLICY.test(href)) return <a href={href} {...anchor} />
  return <NextLink prefetch={false} href={href} {...{ replace, scroll, shallow, passHref, legacyBehavior, onNavigate }} {...anchor} />
}
