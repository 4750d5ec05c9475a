'use client'

import * as AlertDialog from '@radix-ui/react-alert-dialog'

import { buttonClasses } from './button'

type Props = {
  open: boolean
  onOpenChange: (open: boolean) => void
  title?: string
  description: string
  confirmLabel?: string
  cancelLabel?: string
  /** The confirming button's look: destructive for a deletion, primary for a go-ahead. */
  confirmVariant?: 'destructive' | 'primary'
  pending?: boolean
  onConfirm: () => void
}

/** The delete flow: 'Confirm Deletion' with Cancel and Delete (docs/product.md#lists-dialogs-and-notifications). */
export function ConfirmDialog({
  open,
  onOpenChange,
  title = 'Confirm Deletion',
  description,
  confirmLabel = 'Delete',
  cancelLabel = 'Cancel',
  confirmVariant = 'destructive',
  pending,
  onConfirm,
}: Props) {
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-900/60" />
        <AlertDialog.Content className="fixed left-1/2 top-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-lg bg-white p-6 text-slate-900 shadow-xl">
          <AlertDialog.Title className="text-lg font-semibold">{title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-slate-700">{description}</AlertDialog.Description>
          <div className="mt-6 flex justify-end gap-3">
            <AlertDialog.Cancel className={buttonClasses('outline')}>{cancelLabel}</AlertDialog.Cancel>
            <button
              type="button"
              className={buttonClasses(confirmVariant)}
              disabled={pending}
              onClick={(event) => {
                event.preventDefault()
                onConfirm()
              }}
            >
              {confirmLabel}
            </button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  )
}
