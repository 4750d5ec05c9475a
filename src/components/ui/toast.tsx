'use client'

import * as ToastPrimitive from '@radix-ui/react-toast'
import { X } from 'lucide-react'
import { createContext, useCallback, useContext, useMemo, useState } from 'react'

/** At most one notification; removed 1,000,000 ms after dismissal; shown 5000 ms (docs/product.md#business-constants-and-limits). */
const TOAST_LIMIT = 1
const TOAST_REMOVE_DELAY = 1_000_000
const TOAST_DURATION = 5000

export type ToastInput = { title: string; description?: string; variant?: 'default' | 'destructive' }
type ToastItem = ToastInput & { id: number; open: boolean }

const ToastContext = createContext<((toast: ToastInput) => void) | null>(null)

let nextId = 1

/** One toast system for the admin, on @radix-ui/react-toast. */
export function ToastProvider({ children }: { children: React.ReactNode }) {
  const [toasts, setToasts] = useState<ToastItem[]>([])

  const toast = useCallback((input: ToastInput) => {
    const item = { ...input, id: nextId++, open: true }
    setToasts((current) => [item, ...current].slice(0, TOAST_LIMIT))
  }, [])

  const dismiss = useCallback((id: number) => {
    setToasts((current) => current.map((t) => (t.id === id ? { ...t, open: false } : t)))
    setTimeout(() => setToasts((current) => current.filter((t) => t.id !== id)), TOAST_REMOVE_DELAY)
  }, [])

  const value = useMemo(() => toast, [toast])
  return (
    <ToastContext.Provider value={value}>
      <ToastPrimitive.Provider duration={TOAST_DURATION} swipeThreshold={50}>
        {children}
        {toasts.map((item) => (
          <ToastPrimitive.Root
            key={item.id}
            open={item.open}
            onOpenChange={(open) => !open && dismiss(item.id)}
            data-testid="toast"
            data-variant={item.variant ?? 'default'}
            className={`pointer-events-auto relative flex w-full items-start justify-between gap-3 rounded-md border p-4 pr-8 shadow-lg ${
              item.variant === 'destructive' ? 'border-red-700 bg-red-700 text-white' : 'border-slate-200 bg-white text-slate-900'
            }`}
          >
            <div className="grid gap-1">
              <ToastPrimitive.Title className="text-sm font-semibold">{item.title}</ToastPrimitive.Title>
              {item.description && <ToastPrimitive.Description className="text-sm opacity-90">{item.description}</ToastPrimitive.Description>}
            </div>
            <ToastPrimitive.Close aria-label="Close" className="absolute right-2 top-2 rounded p-1 opacity-80 hover:opacity-100">
              <X className="h-4 w-4" aria-hidden="true" />
            </ToastPrimitive.Close>
          </ToastPrimitive.Root>
        ))}
        <ToastPrimitive.Viewport className="fixed bottom-0 right-0 z-[100] flex max-h-screen w-full flex-col gap-2 p-4 sm:max-w-[420px]" />
      </ToastPrimitive.Provider>
    </ToastContext.Provider>
  )
}

export function useToast(): { toast: (toast: ToastInput) => void } {
  const toast = useContext(ToastContext)
  if (!toast) throw new Error('useToast needs <ToastProvider>')
  return { toast }
}
