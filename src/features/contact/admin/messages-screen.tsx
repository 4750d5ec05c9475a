'use client'

import { useQuery } from '@tanstack/react-query'
import { BellRing, Mail, MailOpen } from 'lucide-react'
import { useSearchParams } from 'next/navigation'
import { useEffect, useState } from 'react'

import { choices } from '@/admin-screens/ui/fields-form'
import { type ListConfig, type ListControls, ListScreen } from '@/admin-screens/ui/list-screen'
import { Pill, type PillTone } from '@/admin-screens/ui/pill'
import type { ContactMessage } from '@/admin-screens/ui/types'
import { useApiMutation, useCount } from '@/admin-screens/ui/use-resource'
import { Button } from '@/components/ui/button'
import { Dialog } from '@/components/ui/dialog'
import { apiRequest } from '@/lib/api-client'
import { formatInZone, TIME_WITH_ZONE } from '@/lib/calendar/dates'
import { DEFAULT_EVENT_TIMEZONE, PAGE_SIZES, UNREAD_MESSAGES } from '@/lib/constants'
import { formatNumber } from '@/lib/numbers'

import { NotificationRecipientsForm, useNotificationSettings } from './notification-settings'

/** When a message came, in the agency's zone and naming it ("Nov 25, 2026 12:32 AM GMT+5:45"). */
const when = (iso: string) => formatInZone(iso, DEFAULT_EVENT_TIMEZONE, `MMM d, yyyy ${TIME_WITH_ZONE}`)
const UPDATE_ERROR = 'There was a problem updating the message. Please try again.'
const LIST = '/api/contact-messages'

/** What became of a message's staff notice, in words, and how it looks. */
function noticeState(message: ContactMessage): { label: string; detail: string; tone: PillTone; reason?: string } | null {
  if (message.spam)
    return {
      label: 'Spam',
      detail: 'Marked as spam (the hidden field was filled, or the form came back too fast): staff were not notified.',
      tone: 'away',
    }
  switch (message.notification) {
    case 'sent':
      return {
        label: 'Notified',
        detail: `Staff were notified by email${message.notifiedAt ? ` on ${when(message.notifiedAt)}` : ''}.`,
        tone: 'good',
      }
    case 'pending':
      return {
        label: message.notificationError ? 'Retrying notice' : 'Notifying',
        detail: message.notificationError ? 'The notice to staff could not be sent yet: it will be tried again.' : 'The notice to staff is on its way.',
        tone: 'pending',
        reason: message.notificationError ?? undefined,
      }
    case 'failed':
      return {
        label: 'Notice failed',
        detail: 'The notice to staff could not be sent, after 5 tries.',
        tone: 'bad',
        reason: message.notificationError ?? undefined,
      }
    case 'off':
      return { label: 'Not notified', detail: 'No notice was sent: e-mail is off on this site (SMTP_URL is not set).', tone: 'plain' }
    default:
      return null
  }
}

/** A message's notice in the list, unless it simply went. */
function NoticeBadge({ message, className }: { message: ContactMessage; className: string }) {
  const state = noticeState(message)
  if (!state || message.notification === 'sent') return null
  return (
    <Pill tone={state.tone} className={`shrink-0 ${className}`}>
      {state.label}
    </Pill>
  )
}

/**
 * The inbox of contact-form messages: newest first, search, unread filter and a Spam view, open,
 * mark read, delete; each message says whether staff were notified, with a retry. Admins choose
 * who is notified. `/admin/messages?open={id}` (the notice's link) opens that message.
 */
export function MessagesScreen({ isAdmin }: { isAdmin: boolean }) {
  const [open, setOpen] = useState<ContactMessage | null>(null)
  const [editingRecipients, setEditingRecipients] = useState(false)
  const { data: settings } = useNotificationSettings(isAdmin)
  const unread = useCount(LIST, UNREAD_MESSAGES)
  const asked = Number(useSearchParams().get('open'))
  const { data: askedMessage } = useQuery<ContactMessage>({ queryKey: [`${LIST}/${asked}`], enabled: asked > 0 })
  useEffect(() => {
    if (askedMessage) setOpen(askedMessage)
  }, [askedMessage])
  const retry = useApiMutation((message: ContactMessage) => apiRequest('POST', `${LIST}/${message.id}/notify`), {
    invalidate: [LIST],
    messages: {
      success: { title: 'Notice queued', description: 'Staff will be notified of this message again.' },
      error: 'There was a problem queueing the notice. Please try again.',
    },
  })
  const config: ListConfig<ContactMessage, 'all' | 'unread' | 'read' | 'spam'> = {
    url: LIST,
    words: {
      title: 'Messages',
      subtitle: `Messages sent through the contact form · ${formatNumber(unread ?? 0)} unread`,
      noun: 'message',
      empty: 'No messages yet.',
    },
    name: (message) => `message from ${message.name}`,
    search: ['name', 'email', 'subject', 'message'],
    filter: {
      label: 'Read filter',
      options: choices({ all: 'All Messages', unread: 'Unread', read: 'Read', spam: 'Spam' }),
      // Spam shows in its own view only.
      matches: (message, value) => (value === 'spam' ? Boolean(message.spam) : !message.spam && (value === 'all' || message.read === (value === 'read'))),
    },
    server: {
      filter: (value): Record<string, string> =>
        value === 'spam' ? { spam: 'true' } : value === 'all' ? { spam: 'false' } : { spam: 'false', read: String(value === 'read') },
    },
    headerActions: isAdmin && (
      <Button variant="outline" onClick={() => setEditingRecipients(true)}>
        <BellRing className="h-4 w-4" aria-hidden="true" /> Notifications
      </Button>
    ),
    views: [
      {
        pageSize: PAGE_SIZES.adminContent,
        className: 'divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white',
        skeleton: 'h-14',
        plain: true,
        cards: (message, list) => (
          <div className="flex items-center gap-3 px-4 py-3">
            {message.read ? (
              <MailOpen className="h-4 w-4 shrink-0 text-slate-500" aria-label="Read" />
            ) : (
              <Mail className="h-4 w-4 shrink-0 text-indigo-700" aria-label="Unread" />
            )}
            <button
              type="button"
              onClick={() => {
                setOpen(message)
                if (!message.read) list.update(message, { read: true }, { error: UPDATE_ERROR })
              }}
              className="min-w-0 flex-1 text-left"
            >
              <p className={`truncate ${message.read ? 'text-slate-700' : 'font-semibold text-slate-900'}`}>
                {message.subject} — {message.name}
              </p>
              <p className="truncate text-sm text-slate-600">{message.message}</p>
              {/* On a phone under the text, so the subject keeps its room. */}
              <NoticeBadge message={message} className="mt-1 inline-block sm:hidden" />
            </button>
            <NoticeBadge message={message} className="hidden sm:inline-block" />
            <time dateTime={message.createdAt} className="hidden text-xs text-slate-600 sm:block">
              {when(message.createdAt)}
            </time>
            {list.actions(message)}
          </div>
        ),
      },
    ],
    deleteQuestion: (message) => `Are you sure you want to delete the message from "${message.name}"? This action cannot be undone.`,
    onDeleted: () => setOpen(null),
    children: (list) => {
      // The open message as the list now holds it (its notice may have moved on).
      const shown = open ? (list.rows.find((message) => message.id === open.id) ?? open) : null
      return (
        <>
          {editingRecipients && settings && (
            <Dialog open onOpenChange={(o) => !o && setEditingRecipients(false)} title="Notifications">
              <NotificationRecipientsForm settings={settings} onClose={() => setEditingRecipients(false)} />
            </Dialog>
          )}
          {shown && <MessageDialog message={shown} list={list} onClose={() => setOpen(null)} onRetry={() => retry.mutate(shown)} retrying={retry.isPending} />}
        </>
      )
    },
  }
  return <ListScreen config={config} />
}

type MessageDialogProps = { message: ContactMessage; list: ListControls<ContactMessage>; onClose: () => void; onRetry: () => void; retrying: boolean }

/** One message in full: how to reach its sender, what became of its notice, and its actions. */
function MessageDialog({ message: open, list, onClose, onRetry, retrying }: MessageDialogProps) {
  const notice = noticeState(open)
  return (
    <Dialog open onOpenChange={(o) => !o && onClose()} title={open.subject} description={`From ${open.name} · ${when(open.createdAt)}`} wide>
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
      {notice && (
        <div className="mt-4 grid gap-2 rounded-md border border-slate-200 p-3 text-sm">
          <p>
            <Pill tone={notice.tone}>{notice.label}</Pill>
          </p>
          <p className="text-slate-700">{notice.detail}</p>
          {notice.reason && <p className="break-words text-xs text-slate-600">Reason: {notice.reason}</p>}
          {!open.spam && (open.notification === 'failed' || open.notification === 'off' || (open.notification === 'pending' && open.notificationError)) && (
            <div>
              <Button variant="outline" size="sm" disabled={retrying} onClick={onRetry}>
                Send notice again
              </Button>
            </div>
          )}
        </div>
      )}
      <div className="mt-4 flex justify-end gap-3">
        <Button variant="outline" onClick={() => list.update(open, { read: false }, { error: UPDATE_ERROR }, onClose)}>
          Mark as unread
        </Button>
        <Button variant="destructive" onClick={() => list.remove(open)}>
          Delete
        </Button>
      </div>
    </Dialog>
  )
}
