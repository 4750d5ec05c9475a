import Link from '@/components/site/link'
import { BRAND, PUBLIC_NAV } from '@/lib/brand'
import { type Locale, messagesFor } from '@/lib/i18n'

import { SiteNav } from './site-nav.client'

export function SiteHeader({ locale }: { locale: Locale }) {
  const { nav, site, language } = messagesFor(locale)
  return (
    <header className="sticky top-0 z-50 border-b border-line bg-ink/95 backdrop-blur">
      <div className="relative mx-auto flex max-w-7xl items-center justify-between px-4 py-3">
        <Link href="/" locale={locale} className="flex items-center gap-2">
          <span aria-hidden="true" className="flex h-10 w-10 items-center justify-center rounded-full bg-accent font-black text-ink">
            HB
          </span>
          <span className="font-black tracking-wide text-white">{BRAND.name.toUpperCase()}</span>
          <span className="sr-only"> {site.home}</span>
        </Link>
        <SiteNav
          locale={locale}
          links={PUBLIC_NAV.map(({ href, key }) => ({ href, label: nav[key] }))}
          text={{ main: nav.main, mobile: nav.mobile, openMenu: nav.openMenu, closeMenu: nav.closeMenu, otherLanguage: language.other }}
        />
      </div>
    </header>
  )
}
