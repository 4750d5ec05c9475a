'use client'

import { Mail, MailOpen, Trash2 } from 'lucide-react'
import { useState } from 'react'

import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { Dialog } from '@/components/ui/dialog'
import { formatInZone } from '@/lib/dates'

import { apiRequest } from './api'
import { LoadFailed } from './form-parts'
import { PageHeader } from './page-header'
import type { ContactMessage } from './types'
import { useApiMutation, useList } from './use-resource'

const LIST = '/api/contact-messages'
const when = (iso: string) => formatInZone(iso, 'Asia/Kathmandu', 'MMM d, yyyy h:mm a')

/** The inbox of contact-form messages: newest first, open, mark read, delete. */
export function MessagesScreen() {
  const { data: messages, isLoading, isError, refetch } = useList<ContactMessage>(LIST)
  const [open, setOpen] = useState<ContactMessage | null>(null)
  const [deleting, setDeleting] = useState<ContactMessage | null>(null)
  const markRead = useApiMutation(
    ({ message, read }: { message: ContactMessage; read: boolean }) => apiRequest('PATCH', `${LIST}/${message.id}`, { read }),
    { invalidate: [LIST], messages: { error: 'There was a problem updating the message. Please try again.' } },
  )
  const remove = useApiMutation((message: ContactMessage) => apiRequest('DELETE', `${LIST}/${message.id}`), {
    invalidate: [LIST],
    messages: { success: { title: 'Message deleted' }, error: 'There was a problem deleting the message. Please try again.' },
    onSuccess: () => {
      setDeleting(null)
      setOpen(null)
    },
  })
  const unread = messages?.filter((m) => !m.read).length ?? 0

  function openMessage(message: ContactMessage) {
    setOpen(message)
    if (!message.read) markRead.mutate({ message, read: true })
  }

  return (
    <div className="space-y-6">
      <PageHeader title="Messages" subtitle={`Messages sent through the contact form · ${unread} unread`} />
      {isLoading ? (
        <div aria-busy="true" className="h-40 animate-pulse rounded-lg bg-slate-100" />
      ) : isError ? (
        <LoadFailed what="messages" onRetry={() => refetch()} />
      ) : !messages?.length ? (
        <p className="rounded-lg border border-slate-200 bg-white py-10 text-center text-slate-600">No messages yet.</p>
      ) : (
        <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white" aria-label="Messages">
          {messages.map((message) => (
            <li key={message.id} className="flex items-center gap-3 px-4 py-3">
              {message.read ? <MailOpen className="h-4 w-4 text-slate-500" aria-label="Read" /> : <Mail className="h-4 w-4 text-indigo-700" aria-label="Unread" />}
              <button type="button" onClick={() => openMessage(message)} className="min-w-0 flex-1 text-left">
                <p className={`truncate ${message.read ? 'text-slate-700' : 'font-semibold text-slate-900'}`}>
                  {message.subject} — {message.name}
                </p>
                <p className="truncate text-sm text-slate-600">{message.message}</p>
              </button>
              <time dateTime={message.createdAt} className="hidden text-xs text-slate-600 sm:block">
                {when(message.createdAt)}
              </time>
              <Button variant="ghost" size="icon" aria-label={`Delete message from ${message.name}`} onClick={() => setDeleting(message)}>
                <Trash2 className="h-4 w-4 text-red-700" aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      )}
      {open && (
        <Dialog open onOpenChange={(o) => !o && setOpen(null)} title={open.subject} description={`From ${open.name} · ${when(open.createdAt)}`} wide>
          <dl className="grid gap-2 text-sm sm:grid-cols-2">
            <div>
              <dt className="font-medium">Email</dt>
              <dd>
                <a href={`mailto:${open.email}?subject=${encodeURIComponent(`Re: ${open.subject}`)}`} className="text-indigo-700 hover:underline">
                  {open.email}
                </a>
              </dd>
            </div>
            <div>
              <dt className="font-medium">Phone</dt>
              <dd>{open.phone || '—'}</dd>
            </div>
          </dl>
          <p className="mt-4 whitespace-pre-line rounded-md bg-slate-50 p-4 text-sm text-slate-800">{open.message}</p>
          <div className="mt-4 flex justify-end gap-3">
            <Button variant="outline" onClick={() => markRead.mutate({ message: open, read: false }, { onSuccess: () => setOpen(null) })}>
              Mark as unread
            </Button>
            <Button variant="destructive" onClick={() => setDeleting(open)}>
              Delete
            </Button>
          </div>
        </Dialog>
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(o) => !o && setDeleting(null)}
        description={`Are you sure you want to delete the message from "${deleting?.name ?? ''}"? This action cannot be undone.`}
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting)}
      />
    </div>
  )
}
