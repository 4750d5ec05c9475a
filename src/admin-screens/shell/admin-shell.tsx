'use client'

import * as Popover from '@radix-ui/react-popover'
import { KeyRound, LogOut, Menu, X } from 'lucide-react'
import Link from 'next/link'
import { usePathname, useRouter } from 'next/navigation'
import { useEffect, useState } from 'react'

import { Tooltip } from '@/admin-screens/ui/tooltip'
import { useCount } from '@/admin-screens/ui/use-resource'
import { Dialog } from '@/components/ui/dialog'
import { useToast } from '@/components/ui/toast'
import { PasswordForm } from '@/features/accounts/admin/password-form'
import type { SessionUser } from '@/features/accounts/session'
import { apiRequest } from '@/lib/api-client'
import { BRAND } from '@/lib/brand'
import { UNREAD_MESSAGES } from '@/lib/constants'

import { initials, isActiveRoute, type NavGroup, pageTitle } from './nav'

/** Signs out and goes to the sign-in page (the sidebar's Logout and the account menu). */
function useLogout() {
  const router = useRouter()
  const { toast } = useToast()
  return async () => {
    try {
      await apiRequest('POST', '/api/auth/logout')
      router.replace('/admin/login')
      router.refresh()
    } catch {
      toast({ title: 'Error', description: 'Could not sign out. Please try again.', variant: 'destructive' })
    }
  }
}

const menuItemClasses =
  'flex w-full items-center gap-2 rounded-md px-3 py-2 text-left text-sm text-slate-800 hover:bg-slate-100 focus:bg-slate-100 focus:outline-none'

/** The avatar's menu: who is signed in, change my password (the current one required), sign out. */
function AccountMenu({ user }: { user: SessionUser }) {
  const logout = useLogout()
  const [menuOpen, setMenuOpen] = useState(false)
  const [changing, setChanging] = useState(false)
  return (
    <>
      <Popover.Root open={menuOpen} onOpenChange={setMenuOpen}>
        <Tooltip label={`Account menu: signed in as ${user.username}`}>
          <Popover.Trigger
            className="flex h-9 w-9 items-center justify-center rounded-full bg-indigo-700 text-sm font-bold text-white focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-400 focus-visible:ring-offset-2"
            aria-label={`Account menu: signed in as ${user.username}`}
          >
            {initials(user.username)}
          </Popover.Trigger>
        </Tooltip>
        <Popover.Portal>
          <Popover.Content align="end" sideOffset={8} className="z-50 w-60 rounded-lg border border-slate-200 bg-white p-2 shadow-lg">
            <div className="border-b border-slate-100 px-3 pb-2 pt-1">
              <p className="truncate font-medium text-slate-900">{user.username}</p>
              <p className="truncate text-xs text-slate-600">
                {user.email} · {user.role === 'admin' ? 'Admin' : 'Editor'}
              </p>
            </div>
            <div className="pt-1">
              <button
                type="button"
                className={menuItemClasses}
                onClick={() => {
                  setMenuOpen(false)
                  setChanging(true)
                }}
              >
                <KeyRound className="h-4 w-4" aria-hidden="true" /> Change my password
              </button>
              <button type="button" className={menuItemClasses} onClick={logout}>
                <LogOut className="h-4 w-4" aria-hidden="true" /> Sign out
              </button>
            </div>
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
      <Dialog open={changing} onOpenChange={setChanging} title="Change your password">
        {changing && <PasswordForm account={user} own onClose={() => setChanging(false)} />}
      </Dialog>
    </>
  )
}

function Sidebar({ user, nav, onNavigate }: { user: SessionUser; nav: NavGroup[]; onNavigate?: () => void }) {
  const pathname = usePathname()
  const logout = useLogout()
  // A count from the server (one record and the total), not the whole inbox.
  const unread = useCount('/api/contact-messages', UNREAD_MESSAGES) ?? 0

  return (
    <div className="flex h-full flex-col bg-slate-900 text-slate-100">
      <div className="border-b border-slate-800 px-5 py-5">
        <p className="text-lg font-bold">{BRAND.name}</p>
        <p className="text-sm text-slate-300">Admin Dashboard</p>
      </div>
      <nav aria-label="Admin" className="flex-1 overflow-y-auto px-3 py-4">
        {nav.map((group) => (
          <div key={group.label} className="mb-5">
            <p className="px-2 text-xs font-semibold uppercase tracking-wider text-slate-400">{group.label}</p>
            <ul className="mt-2 space-y-0.5">
              {group.items
                .filter((item) => !item.adminOnly || user.role === 'admin')
                .map((item) => {
                  const active = isActiveRoute(pathname, item.href)
                  return (
                    <li key={item.href}>
                      <Link
                        href={item.href}
                        onClick={onNavigate}
                        aria-current={active ? 'page' : undefined}
                        className={`flex items-center gap-3 rounded-md px-2 py-2 text-sm ${
                          active ? 'bg-indigo-600 text-white' : 'text-slate-200 hover:bg-slate-800'
                        }`}
                      >
                        {item.icon}
                        <span className="flex-1">{item.label}</span>
                        {item.badge === 'unread' && unread > 0 && (
                          <span className="rounded-full bg-amber-400 px-2 text-xs font-bold text-slate-900" aria-label={`${unread} unread`}>
                            {unread}
                          </span>
                        )}
                      </Link>
                    </li>
                  )
                })}
            </ul>
          </div>
        ))}
        <div>
          <p className="px-2 text-xs font-semibold uppercase tracking-wider text-slate-400">Account</p>
          <button
            type="button"
            onClick={logout}
            className="mt-2 flex w-full items-center gap-3 rounded-md px-2 py-2 text-left text-sm text-slate-200 hover:bg-slate-800"
          >
            <LogOut className="h-4 w-4" aria-hidden="true" />
            Logout
          </button>
        </div>
      </nav>
    </div>
  )
}

/** The admin layout (docs/product.md#admin-layout): sidebar, a slide-in copy on small screens, and the top bar. */
export function AdminShell({ user, nav, children }: { user: SessionUser; nav: NavGroup[]; children: React.ReactNode }) {
  const pathname = usePathname()
  const [menuOpen, setMenuOpen] = useState(false)
  const title = pageTitle(nav, pathname)

  useEffect(() => setMenuOpen(false), [pathname])
  useEffect(() => {
    if (!menuOpen) return
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setMenuOpen(false)
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [menuOpen])

  return (
    <div className="flex min-h-screen">
      {/* The column runs the page's whole height in the sidebar's colour; the sidebar stays in view. */}
      <aside className="hidden w-64 shrink-0 bg-slate-900 lg:block">
        <div className="sticky top-0 h-screen">
          <Sidebar user={user} nav={nav} />
        </div>
      </aside>
      {menuOpen && (
        <div className="fixed inset-0 z-40 lg:hidden" role="dialog" aria-modal="true" aria-label="Admin menu">
          <button type="button" aria-label="Close menu" className="absolute inset-0 bg-slate-900/60" onClick={() => setMenuOpen(false)} />
          <aside className="relative h-full w-64">
            <Sidebar user={user} nav={nav} onNavigate={() => setMenuOpen(false)} />
          </aside>
        </div>
      )}
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-30 flex items-center gap-3 border-b border-slate-200 bg-white px-4 py-3">
          <span className="flex lg:hidden">
            <Tooltip label={menuOpen ? 'Close menu' : 'Open menu'}>
              <button
                type="button"
                className="rounded-md p-2 text-slate-700 hover:bg-slate-100"
                aria-label={menuOpen ? 'Close menu' : 'Open menu'}
                aria-expanded={menuOpen}
                onClick={() => setMenuOpen((open) => !open)}
              >
                {menuOpen ? <X className="h-5 w-5" aria-hidden="true" /> : <Menu className="h-5 w-5" aria-hidden="true" />}
              </button>
            </Tooltip>
          </span>
          <p className="flex-1 text-lg font-semibold text-slate-900">{title}</p>
          <Link href="/" className="text-sm text-indigo-700 hover:underline">
            View site
          </Link>
          <AccountMenu user={user} />
        </header>
        <main id="main" className="flex-1 p-4 md:p-8">
          {children}
        </main>
      </div>
    </div>
  )
}
