'use client'

import { Mail, MailOpen } from 'lucide-react'
import { useState } from 'react'

import { Button } from '@/components/ui/button'
import { Dialog } from '@/components/ui/dialog'
import { DEFAULT_EVENT_TIMEZONE, PAGE_SIZES } from '@/lib/constants'
import { formatInZone, TIME_WITH_ZONE } from '@/lib/dates'

import { choices } from './fields-form'
import { type ListConfig, ListScreen } from './list-screen'
import type { ContactMessage } from './types'

/** When a message came, in the agency's zone and naming it ("Nov 25, 2026 12:32 AM GMT+5:45"). */
const when = (iso: string) => formatInZone(iso, DEFAULT_EVENT_TIMEZONE, `MMM d, yyyy ${TIME_WITH_ZONE}`)
const unreadCount = (messages: ContactMessage[]) => `Messages sent through the contact form · ${messages.filter((m) => !m.read).length} unread`
const UPDATE_ERROR = 'There was a problem updating the message. Please try again.'

/** The inbox of contact-form messages: newest first, search, unread filter, open, mark read, delete. */
export function MessagesScreen() {
  const [open, setOpen] = useState<ContactMessage | null>(null)
  const config: ListConfig<ContactMessage, 'all' | 'unread' | 'read'> = {
    url: '/api/contact-messages',
    words: { title: 'Messages', subtitle: unreadCount, noun: 'message', plural: 'messages', empty: 'No messages yet.' },
    name: (message) => `message from ${message.name}`,
    search: ['name', 'email', 'subject', 'message'],
    filter: {
      label: 'Read filter',
      options: choices({ all: 'All Messages', unread: 'Unread', read: 'Read' }),
      matches: (message, value) => message.read === (value === 'read'),
    },
    views: [
      {
        pageSize: PAGE_SIZES.adminContent,
        className: 'divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white',
        skeleton: 'h-14',
        plain: true,
        cards: (message, list) => (
          <div className="flex items-center gap-3 px-4 py-3">
            {message.read ? <MailOpen className="h-4 w-4 shrink-0 text-slate-500" aria-label="Read" /> : <Mail className="h-4 w-4 shrink-0 text-indigo-700" aria-label="Unread" />}
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
            </button>
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
    children: (list) =>
      open && (
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
            <Button variant="outline" onClick={() => list.update(open, { read: false }, { error: UPDATE_ERROR }, () => setOpen(null))}>
              Mark as unread
            </Button>
            <Button variant="destructive" onClick={() => list.remove(open)}>
              Delete
            </Button>
          </div>
        </Dialog>
      ),
  }
  return <ListScreen config={config} />
}
