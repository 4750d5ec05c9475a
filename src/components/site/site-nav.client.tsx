'use client'

import Link from '@/components/site/link'
import { usePathname } from 'next/navigation'
import { useEffect, useRef, useState } from 'react'

import { PUBLIC_NAV } from '@/lib/brand'

/** The /public/... twins show the same pages: highlight the link of the plain path. */
function isActive(pathname: string, href: string): boolean {
  const path = pathname.replace(/^\/public(?=\/|$)/, '') || '/'
  if (href === '/') return path === '/'
  if (href === '/artists') return path.startsWith('/artist')
  return path === href || path.startsWith(`${href}/`)
}

const linkClass = (active: boolean) =>
  `px-3 py-2 text-sm font-bold tracking-wider transition-colors ${
    active ? 'text-accent' : 'text-white hover:text-accent-strong'
  }`

export function SiteNav() {
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

  return (
    <>
      <nav aria-label="Main" className="hidden md:block">
        <ul className="flex items-center gap-1">
          {PUBLIC_NAV.map(({ href, label }) => {
            const active = isActive(pathname, href)
            return (
              <li key={href}>
                <Link href={href} className={linkClass(active)} aria-current={active ? 'page' : undefined}>
                  {label}
                </Link>
              </li>
            )
          })}
        </ul>
      </nav>
      <button
        ref={buttonRef}
        type="button"
        className="rounded p-2 text-white md:hidden"
        aria-expanded={open}
        aria-controls="mobile-menu"
        aria-label={open ? 'Close menu' : 'Open menu'}
        onClick={() => setOpen((value) => !value)}
      >
        <svg width="28" height="28" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
          {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
        </svg>
      </button>
      <nav
        id="mobile-menu"
        aria-label="Mobile"
        hidden={!open}
        className="absolute inset-x-0 top-full border-b border-line bg-ink md:hidden"
      >
        <ul className="flex flex-col px-4 py-2">
          {PUBLIC_NAV.map(({ href, label }) => {
            const active = isActive(pathname, href)
            return (
              <li key={href}>
                <Link href={href} className={`block ${linkClass(active)}`} aria-current={active ? 'page' : undefined}>
                  {label}
                </Link>
              </li>
            )
          })}
        </ul>
      </nav>
    </>
  )
}
