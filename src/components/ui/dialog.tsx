'use client'

import * as DialogPrimitive from '@radix-ui/react-dialog'
import { X } from 'lucide-react'
import { createContext, useEffect, useRef, useState } from 'react'

import { ConfirmDialog } from './confirm-dialog'

type Props = {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: string
  description?: string
  children: React.ReactNode
  wide?: boolean
  /** Ask before closing after typing (a form); false for a dialog whose typing is saved as it goes. */
  askBeforeDiscarding?: boolean
}

/** Whether a part is drawn inside a dialog (form actions then stay in view at its foot). */
export const InDialog = createContext(false)

/**
 * Inside a dialog, how a form's Cancel closes it: `close` runs at once when nothing was typed, else
 * once the person agrees to discard what they typed.
 */
export const DialogCancel = createContext<((close: () => void) => void) | null>(null)

/**
 * A modal dialog (focus kept inside) for add/edit forms. Its title and close button stay in view
 * and its body scrolls; form actions stick to its foot (src/admin-screens/ui/form-parts.tsx).
 * Closing it by Cancel, Escape, the overlay or the close button after typing in it asks first
 * ("Discard your changes?"), so that a slip of the hand loses nothing; nothing is asked when nothing
 * was typed, and a save closes it at once.
 */
export function Dialog({ open, onOpenChange, title, description, children, wide, askBeforeDiscarding = true }: Props) {
  const changed = useRef(false)
  const [asking, setAsking] = useState(false)
  // What closing does once the person agrees: the dialog's own close, or a form's Cancel.
  const closing = useRef<() => void>(() => onOpenChange(false))

  // Each opening starts with nothing typed (a save closes the dialog without asking).
  useEffect(() => {
    if (open) changed.current = false
  }, [open])

  const askFirst = (close: () => void) => {
    if (!changed.current || !askBeforeDiscarding) return close()
    closing.current = close
    setAsking(true)
  }

  const openChange = (next: boolean) => {
    if (next) changed.current = false
    if (next) onOpenChange(next)
    else askFirst(() => onOpenChange(false))
  }

  return (
    <DialogPrimitive.Root open={open} onOpenChange={openChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-slate-900/60" />
        <DialogPrimitive.Content
          className={`fixed left-1/2 top-1/2 z-50 flex max-h-[90dvh] w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 flex-col overflow-hidden rounded-lg bg-white text-slate-900 shadow-xl ${
            wide ? 'max-w-2xl' : 'max-w-lg'
          }`}
          // Any typing, choice or file in the form (change events bubble to here).
          onChange={() => {
            changed.current = true
          }}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className="flex items-start gap-4 border-b border-slate-200 px-6 py-4">
            <div className="min-w-0 flex-1">
              <DialogPrimitive.Title className="text-lg font-semibold">{title}</DialogPrimitive.Title>
              {description && <DialogPrimitive.Description className="mt-1 text-sm text-slate-600">{description}</DialogPrimitive.Description>}
            </div>
            <DialogPrimitive.Close aria-label="Close" className="-mr-2 shrink-0 rounded p-2 text-slate-600 hover:bg-slate-100">
              <X className="h-4 w-4" aria-hidden="true" />
            </DialogPrimitive.Close>
          </div>
          <div className="overflow-y-auto px-6 pt-4 pb-4 has-[[data-dialog-actions]]:pb-0">
            <InDialog.Provider value={true}>
              <DialogCancel.Provider value={askFirst}>{children}</DialogCancel.Provider>
            </InDialog.Provider>
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title="Discard your changes?"
        description="You have changes in this form that are not saved. Close it and lose them?"
        cancelLabel="Keep editing"
        confirmLabel="Discard changes"
        onConfirm={() => {
          setAsking(false)
          changed.current = false
          closing.current()
        }}
      />
    </DialogPrimitive.Root>
  )
}
