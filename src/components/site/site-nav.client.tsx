'use client'

import { useParams, usePathname } from 'next/navigation'
import { useEffect, useRef, useState } from 'react'

import Link from '@/components/site/link'
import { alternatePath } from '@/lib/i18n/alternates'
import { type Locale, localePrefix, withoutLocaleSegment } from '@/lib/i18n/locales'
import { isListName, renderedSegmentOf } from '@/lib/list-view'

/** The /public/... twins and the /ne pages show the same pages: highlight the link of the plain path. */
function isActive(pathname: string, href: string): boolean {
  const path = withoutLocaleSegment(pathname)
  if (href === '/') return path === '/'
  if (href === '/artists') return path.startsWith('/artist')
  return path === href || path.startsWith(`${href}/`)
}

const linkClass = (active: boolean) =>
  `px-3 py-2 text-sm font-bold tracking-wider transition-colors ${active ? 'text-accent' : 'text-white hover:text-accent-strong'}`

type NavText = { main: string; mobile: string; openMenu: string; closeMenu: string; otherLanguage: string }
type Props = { locale: Locale; links: { href: string; label: string }[]; text: NavText }

type RouteParams = { area?: string; id?: string; view?: string[] }

/**
 * The same page in the other language. On the server, from the page the route renders (its
 * language, list view or artist id are route parameters: /public/events/past/1); in the browser,
 * from the address itself, query and all (a link's subject for the contact form). A whole-document
 * load: the language changes the document itself (`<html lang>`, its font).
 */
function LanguageSwitch({ locale, label, className }: { locale: Locale; label: string; className: string }) {
  const other: Locale = locale === 'en' ? 'ne' : 'en'
  const pathname = usePathname()
  const { area, id, view } = useParams<RouteParams>()
  const page = withoutLocaleSegment(pathname).split('/')[1]
  // A list's view renders under the list's own segment (/gallery?page=2: /public/galleries/_/2).
  const segment = view && page && isListName(page) ? renderedSegmentOf(page) : page
  const rendered = `/${[area, segment, ...(view ?? []), id].filter(Boolean).join('/')}`
  const home = localePrefix(other) || '/'
  const [href, setHref] = useState(() => alternatePath(rendered, other) ?? home)
  // Again on every move, a list's next page or filter too (its path stays /events).
  const viewKey = view?.join('/')
  useEffect(() => setHref(alternatePath(`${window.location.pathname}${window.location.search}`, other) ?? home), [pathname, viewKey, other, home])
  return (
    <a href={href} hrefLang={other} lang={other} className={className}>
      {label}
    </a>
  )
}

export function SiteNav({ locale, links, text }: Props) {
  const pathname = usePathname()
  const [open, setOpen] = useState(false)
  const buttonRef = useRef<HTMLButtonElement>(null)

  useEffect(() => setOpen(false), [pathname])
  useEffect(() => {
    if (!open) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false)
        buttonRef.current?.focus()
      }
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [open])

  const items = (className: string) =>
    links.map(({ href, label }) => {
      const active = isActive(pathname, href)
      return (
        <li key={href}>
          <Link href={href} locale={locale} className={`${className} ${linkClass(active)}`} aria-current={active ? 'page' : undefined}>
            {label}
          </Link>
        </li>
      )
    })

  return (
    <>
      <nav aria-label={text.main} className="hidden xl:block">
        <ul className="flex items-center gap-1">
          {items('')}
          <li className="ml-2 border-l border-line pl-2">
            <LanguageSwitch
              locale={locale}
              label={text.otherLanguage}
              className="rounded-md border border-line px-3 py-1.5 text-sm font-bold text-white hover:border-accent"
            />
          </li>
        </ul>
      </nav>
      <button
        ref={buttonRef}
        type="button"
        className="rounded p-2 text-white xl:hidden"
        aria-expanded={open}
        aria-controls="mobile-menu"
        aria-label={open ? text.closeMenu : text.openMenu}
        onClick={() => setOpen((value) => !value)}
      >
        <svg width="28" height="28" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
          {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
        </svg>
      </button>
      <nav id="mobile-menu" aria-label={text.mobile} hidden={!open} className="absolute inset-x-0 top-full border-b border-line bg-ink xl:hidden">
        <ul className="flex flex-col px-4 py-2">
          {items('block')}
          <li className="mt-1 border-t border-line pt-2">
            <LanguageSwitch locale={locale} label={text.otherLanguage} className={`block ${linkClass(false)}`} />
          </li>
        </ul>
      </nav>
    </>
  )
}
