'use client'

import { createContext, useContext } from 'react'

import type { StatusText } from '@/lib/i18n'

const StatusTextContext = createContext<StatusText | null>(null)

/** The status pages' texts in the page's language, for the error and not-found boundaries (set by the site layout). */
export function StatusTextProvider({ value, children }: { value: StatusText; children: React.ReactNode }) {
  return <StatusTextContext.Provider value={value}>{children}</StatusTextContext.Provider>
}

export function useStatusText(): StatusText {
  const text = useContext(StatusTextContext)
  if (!text) throw new Error('useStatusText is used outside the site layout')
  return text
}
