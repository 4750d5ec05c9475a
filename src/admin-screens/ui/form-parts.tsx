'use client'

import { Pencil, Trash2 } from 'lucide-react'
import { useContext, useState } from 'react'

import { Button, buttonClasses } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { DialogCancel, InDialog } from '@/components/ui/dialog'
import { PUBLICATION_LABELS, type PublicationState } from '@/features/publishing/states'

import { Pill, type PillTone } from './pill'
import { IconButton } from './tooltip'

/** A form's controls of a record with drafts (useRecordForm): where it stands, and what else it can do than publish. */
export type PublicationControls = {
  /** Where the record stands; undefined for a new one. */
  state?: PublicationState
  /** Which button's save is under way. */
  pending: 'publish' | 'draft' | 'unpublish' | null
  /** The Save or Update button's save: published. */
  onPublish: () => void
  onSaveDraft: () => void
  /** The form's values saved as a draft, and the record taken from visitors (offered while visitors see it). */
  onUnpublish: () => void
  /** The record's name, in the question Unpublish asks first. */
  name?: string
  /** The public page showing the record as it will look with its latest saved draft (src/features/publishing/preview.ts). */
  preview?: string
}

/** What a new record's Save does, said under the buttons: it publishes, it does not keep a draft. */
export const NEW_RECORD_PUBLISHES = 'Save publishes it: visitors will see it at once. Save draft keeps it to staff.'

/**
 * Cancel, and Save or Update ('Saving...' and disabled while pending:
 * docs/product.md#lists-dialogs-and-notifications). With drafts, also Save draft and, while
 * visitors see the record, Unpublish (asked first, naming the record); a record never published is
 * published with Publish. A new record's Save says under the buttons that it publishes
 * (`publishHint`, the form's own words, in place of the usual line).
 */
export function FormActions({
  editing,
  pending,
  onCancel,
  saveLabel,
  publication,
  publishHint,
}: {
  editing: boolean
  pending: boolean
  onCancel: () => void
  saveLabel?: string
  publication?: PublicationControls
  publishHint?: string
}) {
  const [asking, setAsking] = useState(false)
  // In a dialog the actions stay at its foot however long the form (src/components/ui/dialog.tsx).
  const inDialog = useContext(InDialog)
  // In a dialog, Cancel after typing asks before discarding (src/components/ui/dialog.tsx).
  const cancelInDialog = useContext(DialogCancel)
  const cancel = cancelInDialog ? () => cancelInDialog(onCancel) : onCancel
  const state = publication?.state
  const label = saveLabel ?? (state === 'draft' ? 'Publish' : editing ? 'Update' : 'Save')
  const doing = publication ? publication.pending : pending ? 'publish' : null
  return (
    <div
      data-dialog-actions={inDialog || undefined}
      className={`flex flex-wrap items-center justify-end gap-3 sm:col-span-2 ${inDialog ? 'sticky bottom-0 z-10 -mx-6 mt-2 border-t border-slate-200 bg-white px-6 py-3' : 'pt-2'}`}
    >
      {state && <PublicationBadge state={state} className="mr-auto" />}
      {publication?.preview && <PreviewLink href={publication.preview} />}
      <Button variant="outline" onClick={cancel}>
        Cancel
      </Button>
      {publication && state && state !== 'draft' && (
        <Button variant="outline" disabled={pending} onClick={() => setAsking(true)}>
          {doing === 'unpublish' ? 'Unpublishing...' : 'Unpublish'}
        </Button>
      )}
      {publication && (
        <Button variant="outline" disabled={pending} onClick={publication.onSaveDraft}>
          {doing === 'draft' ? 'Saving...' : 'Save draft'}
        </Button>
      )}
      <Button type="submit" disabled={pending} onClick={publication?.onPublish}>
        {doing === 'publish' ? 'Saving...' : label}
      </Button>
      {publication && !state && !editing && (
        <p className="basis-full text-sm text-slate-600 sm:text-right" data-testid="publish-hint">
          {publishHint ?? NEW_RECORD_PUBLISHES}
        </p>
      )}
      {publication && (
        <ConfirmDialog
          open={asking}
          onOpenChange={setAsking}
          title={publication.name ? `Unpublish ${publication.name}?` : 'Unpublish?'}
          description="Visitors will no longer see it. Staff keep it, with its latest changes, as a draft."
          confirmLabel="Unpublish"
          onConfirm={() => {
            setAsking(false)
            publication.onUnpublish()
          }}
        />
      )}
    </div>
  )
}

/** Opens the record's public page, in the form's language, as it will look with its latest saved draft (src/features/publishing/preview.ts). */
export function PreviewLink({ href }: { href: string }) {
  return (
    <a href={href} target="_blank" rel="noopener" title="The public page with the last saved draft" className={buttonClasses('ghost')}>
      Preview
    </a>
  )
}

const PUBLICATION_TONES: Record<PublicationState, PillTone> = { draft: 'plain', published: 'published', changed: 'changed' }

/** Where a record with drafts stands: Draft, Published, or Changed since publishing. */
export function PublicationBadge({ state, className = '' }: { state: PublicationState; className?: string }) {
  return (
    <Pill shape="mark" tone={PUBLICATION_TONES[state]} data-testid="publication" className={`inline-block whitespace-nowrap ${className}`}>
      {PUBLICATION_LABELS[state]}
    </Pill>
  )
}

/** The edit (when the record can be edited) and delete icon buttons of a row or card, named after the item (the name shown as a tooltip). */
export function RowActions({ name, onEdit, onDelete, deleteDisabled }: { name: string; onEdit?: () => void; onDelete: () => void; deleteDisabled?: boolean }) {
  return (
    <>
      {onEdit && (
        <IconButton label={`Edit ${name}`} onClick={onEdit}>
          <Pencil className="h-4 w-4" aria-hidden="true" />
        </IconButton>
      )}
      <IconButton label={`Delete ${name}`} disabled={deleteDisabled} onClick={onDelete}>
        <Trash2 className="h-4 w-4 text-red-700" aria-hidden="true" />
      </IconButton>
    </>
  )
}

/**
 * What a list shows when it could not be read: the spec's error wording and a way to try again,
 * never the empty state (which would say there is nothing when there may be plenty).
 */
export function LoadFailed({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <div role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-8 text-center">
      <p className="font-semibold text-red-900">Error loading {what}</p>
      <p className="mt-1 text-sm text-red-800">Please try again later</p>
      <Button variant="outline" className="mt-4" onClick={onRetry}>
        Try again
      </Button>
    </div>
  )
}

/** A "New" mark beside the name of the record just created (useCreatedRecord in src/admin-screens/ui/use-list-screen.ts). */
export function NewMark({ shown }: { shown: boolean }) {
  return shown ? (
    <Pill shape="mark" tone="pending" className="ml-2">
      New
    </Pill>
  ) : null
}

/** The classes of a row or card just created: marked until another is. */
export const NEW_RECORD_CLASSES = 'bg-amber-50 ring-2 ring-inset ring-amber-300'
