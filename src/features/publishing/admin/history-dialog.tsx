'use client'

import { useQuery } from '@tanstack/react-query'
import { ArrowLeft } from 'lucide-react'
import { useState } from 'react'

import { PublicationBadge } from '@/admin-screens/ui/form-parts'
import { viewerZone } from '@/admin-screens/ui/time-zones'
import { useApiMutation } from '@/admin-screens/ui/use-resource'
import { ViewerTime } from '@/admin-screens/ui/viewer-time'
import { Button } from '@/components/ui/button'
import { Dialog } from '@/components/ui/dialog'
import { wordDiff } from '@/features/publishing/admin/word-diff'
import { apiRequest } from '@/lib/api-client'
import { viewerMoment } from '@/lib/calendar/staff-times'

/** A field's change in a version (GET /api/{resource}/{id}/versions). */
type FieldChange = { field: string; label: string; before: unknown; after: unknown }

/** One version of a record's history (GET /api/{resource}/{id}/versions). */
type VersionEntry = {
  id: number
  createdAt: string
  user: { id: number; username: string } | null
  _status: 'draft' | 'published'
  changedFields: string[]
  changes: FieldChange[]
}

/** One version read whole (GET /api/{resource}/{id}/versions/{versionId}). */
type VersionDetail = Omit<VersionEntry, 'changedFields' | 'changes'> & { fields: { field: string; label: string; value: unknown }[] }

/** What a version changed, in words: "Changed Bio and Genre", "Created with Name, Bio and Genre". */
export function describeChanges(labels: string[], first: boolean): string {
  if (labels.length === 0) return first ? 'Created' : 'No change to its English content'
  const list = labels.length === 1 ? labels[0] : `${labels.slice(0, -1).join(', ')} and ${labels[labels.length - 1]}`
  return first ? `Created with ${list}` : `Changed ${list}`
}

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/

/** A value as text: a date and time in the viewer's zone, yes or no, a list by its items. */
function asText(value: unknown): string {
  if (typeof value === 'string') return INSTANT.test(value) ? viewerMoment(value, viewerZone()) : value
  if (typeof value === 'boolean') return value ? 'Yes' : 'No'
  if (Array.isArray(value)) return value.map(asText).join(', ')
  if (typeof value === 'object' && value !== null) return Object.values(value).map(asText).filter(Boolean).join(' · ')
  return String(value)
}

/** A long text (over 120 characters, or of several lines) shows its change word by word. */
const isLong = (text: string) => text.length > 120 || text.includes('\n')

function Value({ value }: { value: unknown }) {
  if (value === null || value === undefined) return <span className="italic text-slate-600">Empty</span>
  return <span className="whitespace-pre-wrap break-words">{asText(value)}</span>
}

/** A field's value before and after: side by side, or for a long text the words taken out and put in. */
function Change({ change }: { change: FieldChange }) {
  const { before, after } = change
  if (typeof before === 'string' && typeof after === 'string' && (isLong(before) || isLong(after))) {
    return (
      <p className="whitespace-pre-wrap break-words rounded border border-slate-200 bg-slate-50 p-2 text-sm text-slate-800" data-testid="word-diff">
        {wordDiff(before, after).map((part, index) =>
          part.kind === 'same' ? (
            <span key={index}>{part.text}</span>
          ) : part.kind === 'removed' ? (
            <del key={index} className="rounded-sm bg-red-100 px-0.5 text-red-900">
              {part.text}
            </del>
          ) : (
            <ins key={index} className="rounded-sm bg-green-100 px-0.5 text-green-900 no-underline">
              {part.text}
            </ins>
          ),
        )}
      </p>
    )
  }
  return (
    <p className="flex flex-wrap items-baseline gap-x-2 gap-y-1 text-sm">
      <span className="rounded bg-red-50 px-1.5 py-0.5 text-red-900" data-testid="before">
        <span className="sr-only">Before: </span>
        <Value value={before} />
      </span>
      <span aria-hidden="true" className="text-slate-500">
        →
      </span>
      <span className="rounded bg-green-50 px-1.5 py-0.5 text-green-900" data-testid="after">
        <span className="sr-only">After: </span>
        <Value value={after} />
      </span>
    </p>
  )
}

const savedAt = (version: { createdAt: string }) => <ViewerTime iso={version.createdAt} />

/** One version read-only, field by field as it was saved, with Restore unless it is the latest. */
function VersionView({ url, latest, onBack, onRestore, busy }: { url: string; latest: boolean; onBack: () => void; onRestore: () => void; busy: boolean }) {
  const version = useQuery<VersionDetail>({ queryKey: [url] })
  return (
    <section aria-label="Version" className="space-y-4">
      <Button variant="outline" size="sm" onClick={onBack}>
        <ArrowLeft className="mr-1 h-4 w-4" aria-hidden="true" /> Back to history
      </Button>
      {version.isLoading ? (
        <p role="status" className="py-6 text-center text-slate-600">
          Loading version...
        </p>
      ) : version.isError || !version.data ? (
        <p role="alert" className="py-6 text-center text-red-800">
          Error loading the version. Please try again later.
        </p>
      ) : (
        <>
          <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
            <p className="min-w-0 flex-1 text-sm font-medium text-slate-900">
              Saved {savedAt(version.data)}
              <span className="font-normal text-slate-600"> by {version.data.user?.username ?? 'the system'}</span>
            </p>
            <PublicationBadge state={version.data._status} />
          </div>
          <dl className="divide-y divide-slate-100 rounded-md border border-slate-200">
            {version.data.fields.map((field) => (
              <div key={field.field} className="grid gap-1 px-3 py-2 sm:grid-cols-[12rem_1fr] sm:gap-4">
                <dt className="text-sm font-medium text-slate-700">{field.label}</dt>
                <dd className="text-sm text-slate-900">
                  <Value value={field.value} />
                </dd>
              </div>
            ))}
          </dl>
          <div className="flex justify-end">
            {latest ? (
              <p className="text-sm text-slate-600">This is the latest version.</p>
            ) : (
              <Button disabled={busy} onClick={onRestore}>
                Restore this version
              </Button>
            )}
          </div>
        </>
      )}
    </section>
  )
}

/**
 * A record's history: its versions, newest first, with who saved each, whether it was published,
 * and what it changed, each field by its label with its value before and after; any version can be
 * read whole (View), and any but the latest made the current draft again (Restore), from the list or from its view.
 */
export function HistoryDialog({ url, record, name, onClose }: { url: string; record: { id: number } | null; name: string; onClose: () => void }) {
  const versionsUrl = record ? `${url}/${record.id}/versions` : ''
  const versions = useQuery<VersionEntry[]>({ queryKey: [versionsUrl], enabled: Boolean(record) })
  const [viewing, setViewing] = useState<number | null>(null)
  const restore = useApiMutation((version: { id: number }) => apiRequest('POST', `${versionsUrl}/${version.id}/restore`), {
    invalidate: [url, versionsUrl],
    messages: {
      success: { title: 'Version restored as a draft', description: 'Publish it to show it to visitors.' },
      error: 'There was a problem restoring the version. Please try again.',
    },
    onSuccess: () => setViewing(null),
  })
  const entries = versions.data ?? []
  const close = () => {
    setViewing(null)
    onClose()
  }
  return (
    <Dialog open={record !== null} onOpenChange={(open) => !open && close()} title={`History of ${name}`} wide>
      {viewing !== null ? (
        <VersionView
          url={`${versionsUrl}/${viewing}`}
          latest={entries[0]?.id === viewing}
          busy={restore.isPending}
          onBack={() => setViewing(null)}
          onRestore={() => restore.mutate({ id: viewing })}
        />
      ) : versions.isLoading ? (
        <p role="status" className="py-6 text-center text-slate-600">
          Loading history...
        </p>
      ) : versions.isError ? (
        <p role="alert" className="py-6 text-center text-red-800">
          Error loading the history. Please try again later.
        </p>
      ) : (
        <ol aria-label="Versions" className="divide-y divide-slate-100">
          {entries.map((version, index) => {
            const first = index === entries.length - 1
            return (
              <li key={version.id} className="py-3">
                <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
                  <div className="min-w-0 flex-1 basis-full sm:basis-0">
                    <p className="text-sm font-medium text-slate-900">
                      {savedAt(version)}
                      <span className="font-normal text-slate-600"> by {version.user?.username ?? 'the system'}</span>
                    </p>
                    <p className="mt-0.5 text-sm text-slate-700">
                      {describeChanges(
                        version.changes.map((change) => change.label),
                        first,
                      )}
                    </p>
                  </div>
                  <PublicationBadge state={version._status} />
                  <div className="ml-auto flex gap-2">
                    <Button variant="outline" size="sm" className="w-20" onClick={() => setViewing(version.id)}>
                      View
                    </Button>
                    {index === 0 ? (
                      <span className="w-20 self-center text-center text-xs font-medium text-slate-600">Latest</span>
                    ) : (
                      <Button variant="outline" size="sm" className="w-20" disabled={restore.isPending} onClick={() => restore.mutate(version)}>
                        Restore
                      </Button>
                    )}
                  </div>
                </div>
                {!first && version.changes.length > 0 && (
                  <dl className="mt-2 space-y-2">
                    {version.changes.map((change) => (
                      <div key={change.field}>
                        <dt className="text-xs font-semibold text-slate-700">{change.label}</dt>
                        <dd className="mt-0.5">
                          <Change change={change} />
                        </dd>
                      </div>
                    ))}
                  </dl>
                )}
              </li>
            )
          })}
        </ol>
      )}
    </Dialog>
  )
}
