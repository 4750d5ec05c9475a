'use client'

import { useQuery } from '@tanstack/react-query'

import { PublicationBadge } from '@/admin-screens/ui/form-parts'
import { useApiMutation } from '@/admin-screens/ui/use-resource'
import { ViewerTime } from '@/admin-screens/ui/viewer-time'
import { Button } from '@/components/ui/button'
import { Dialog } from '@/components/ui/dialog'
import { apiRequest } from '@/lib/api-client'

/** One version of a record's history (GET /api/{resource}/{id}/versions). */
type VersionEntry = {
  id: number
  createdAt: string
  user: { id: number; username: string } | null
  _status: 'draft' | 'published'
  changedFields: string[]
}

/** Fields whose name says less than the words staff use for them. */
const FIELD_WORDS: Record<string, string> = { artists: 'line-up' }

/** "profilePhoto" -> "profile photo": a field's name in words. */
const inWords = (field: string) => FIELD_WORDS[field] ?? field.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase()

/** What a version changed, in words: "Changed bio and genre", "Created with name, bio and genre". */
export function describeChanges(fields: string[], first: boolean): string {
  if (fields.length === 0) return first ? 'Created' : 'No changes to its content'
  const words = fields.map(inWords)
  const list = words.length === 1 ? words[0] : `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`
  return first ? `Created with ${list}` : `Changed ${list}`
}

/**
 * A record's history: its versions, newest first, with who saved each, whether it was published,
 * and what it changed; any but the latest can be made the current draft again (Restore).
 */
export function HistoryDialog({ url, record, name, onClose }: { url: string; record: { id: number } | null; name: string; onClose: () => void }) {
  const versionsUrl = record ? `${url}/${record.id}/versions` : ''
  const versions = useQuery<VersionEntry[]>({ queryKey: [versionsUrl], enabled: Boolean(record) })
  const restore = useApiMutation((version: VersionEntry) => apiRequest('POST', `${versionsUrl}/${version.id}/restore`), {
    invalidate: [url, versionsUrl],
    messages: {
      success: { title: 'Version restored as a draft', description: 'Publish it to show it to visitors.' },
      error: 'There was a problem restoring the version. Please try again.',
    },
  })
  const entries = versions.data ?? []
  return (
    <Dialog open={record !== null} onOpenChange={(open) => !open && onClose()} title={`History of ${name}`} wide>
      {versions.isLoading ? (
        <p role="status" className="py-6 text-center text-slate-600">
          Loading history...
        </p>
      ) : versions.isError ? (
        <p role="alert" className="py-6 text-center text-red-800">
          Error loading the history. Please try again later.
        </p>
      ) : (
        <ol aria-label="Versions" className="divide-y divide-slate-100">
          {entries.map((version, index) => (
            <li key={version.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3">
              <div className="min-w-0 flex-1">
                <p className="text-sm font-medium text-slate-900">
                  <ViewerTime iso={version.createdAt} />
                  <span className="font-normal text-slate-600"> by {version.user?.username ?? 'the system'}</span>
                </p>
                <p className="mt-0.5 text-sm text-slate-700">{describeChanges(version.changedFields, index === entries.length - 1)}</p>
              </div>
              <PublicationBadge state={version._status} />
              {index === 0 ? (
                <span className="w-20 text-center text-xs font-medium text-slate-600">Latest</span>
              ) : (
                <Button variant="outline" size="sm" className="w-20" disabled={restore.isPending} onClick={() => restore.mutate(version)}>
                  Restore
                </Button>
              )}
            </li>
          ))}
        </ol>
      )}
    </Dialog>
  )
}
