'use client'

import { useQuery } from '@tanstack/react-query'
import { BellRing, Mail, MailOpen } from 'lucide-react'
import { usePathname, useRouter, useSearchParams } from 'next/navigation'
import { useEffect, useRef, useState } from 'react'

import { choices } from '@/admin-screens/ui/fields-form'
import { type ListConfig, ListScreen } from '@/admin-screens/ui/list-screen'
import { Pill, type PillTone } from '@/admin-screens/ui/pill'
import { useViewerZone } from '@/admin-screens/ui/time-zones'
import type { ContactMessage } from '@/admin-screens/ui/types'
import { useApiMutation, useCount } from '@/admin-screens/ui/use-resource'
import { ViewerTime } from '@/admin-screens/ui/viewer-time'
import { Button } from '@/components/ui/button'
import { Dialog } from '@/components/ui/dialog'
import { apiRequest } from '@/lib/api-client'
import { viewerMoment } from '@/lib/calendar/staff-times'
import { PAGE_SIZES, UNREAD_MESSAGES } from '@/lib/constants'
import { formatNumber } from '@/lib/numbers'

import { MessageNotes } from './message-notes'
import { NotificationRecipientsForm, useNotificationSettings } from './notification-settings'

/** When something happened to a message, in the viewer's zone and naming it ("Nov 24, 2026, 1:47 PM GMT-5"); '' until the browser knows the zone. */
const when = (iso: string, zone: string | null) => (zone ? viewerMoment(iso, zone) : '')
const UPDATE_ERROR = 'There was a problem updating the message. Please try again.'
const LIST = '/api/contact-messages'

type Handled = 'replied' | 'done'
const HANDLED: Record<Handled, string> = { replied: 'Replied', done: 'Done' }

/** How far a message is worked, in words: Unread, Read, Replied or Done. */
const stateOf = (message: ContactMessage): string => (message.handled ? HANDLED[message.handled] : message.read ? 'Read' : 'Unread')

/** Of two copies of one message (the list's, the last answer's), the one saved last. */
const latest = (a: ContactMessage, b: ContactMessage | undefined) => (b && Date.parse(b.updatedAt) > Date.parse(a.updatedAt) ? b : a)

/** One act on a message: a PATCH of it, or a POST to one of its own calls; its notices. */
type Act = { message: ContactMessage; method: 'PATCH' | 'POST'; path?: string; body: object; success?: string; error: string }

/** What became of a message's staff notice, in words, and how it looks. */
function noticeState(message: ContactMessage, zone: string | null): { label: string; detail: string; tone: PillTone; reason?: string } | null {
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
        detail: `Staff were notified by email${message.notifiedAt ? ` on ${when(message.notifiedAt, zone)}` : ''}.`,
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
  const state = noticeState(message, null)
  if (!state || message.notification === 'sent') return null
  return (
    <Pill tone={state.tone} className={`shrink-0 ${className}`}>
      {state.label}
    </Pill>
  )
}

/**
 * The inbox of contact-form messages: newest first, search, a filter by how far each is worked
 * (unread, replied, done) and a Spam view; open (which marks it read), mark replied or done, notes,
 * Spam and Not spam, delete; each message says whether staff were notified, with a retry. Admins
 * choose who is notified and whether senders are told their message arrived.
 * `/admin/messages?open={id}` (the notice's link) opens that message once: the address is put back
 * to the list's, so a reload shows the list.
 */
export function MessagesScreen({ isAdmin }: { isAdmin: boolean }) {
  const [open, setOpen] = useState<ContactMessage | null>(null)
  const [editingRecipients, setEditingRecipients] = useState(false)
  const { data: settings } = useNotificationSettings(isAdmin)
  const unread = useCount(LIST, UNREAD_MESSAGES)
  const router = useRouter()
  const pathname = usePathname()
  const asked = Number(useSearchParams().get('open'))
  const { data: askedMessage } = useQuery<ContactMessage>({ queryKey: [`${LIST}/${asked}`], enabled: asked > 0 })
  const act = useApiMutation(({ message, method, path = '', body }: Act) => apiRequest<ContactMessage>(method, `${LIST}/${message.id}${path}`, body), {
    invalidate: [LIST],
    messages: ({ success, error }) => ({ success: success ? { title: success } : undefined, error }),
    // The message as it now stands, whether or not the list's page still holds it.
    onSuccess: (saved) => setOpen((shown) => (shown && saved && shown.id === saved.id ? saved : shown)),
  })
  /** Opens a message and marks it read (the unread count follows). */
  const openMessage = (message: ContactMessage) => {
    setOpen(message)
    if (!message.read && !message.spam) act.mutate({ message, method: 'PATCH', body: { read: true }, error: UPDATE_ERROR })
  }
  const handledAsk = useRef(0)
  useEffect(() => {
    if (!askedMessage || handledAsk.current === askedMessage.id) return
    handledAsk.current = askedMessage.id
    openMessage(askedMessage)
    // Opened once: a reload shows the list, not this message again.
    router.replace(pathname, { scroll: false })
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per message asked for
  }, [askedMessage])
  const retry = useApiMutation((message: ContactMessage) => apiRequest('POST', `${LIST}/${message.id}/notify`), {
    invalidate: [LIST],
    messages: {
      success: { title: 'Notice queued', description: 'Staff will be notified of this message again.' },
      error: 'There was a problem queueing the notice. Please try again.',
    },
  })
  const config: ListConfig<ContactMessage, 'all' | 'unread' | 'replied' | 'done' | 'spam'> = {
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
      label: 'State filter',
      options: choices({ all: 'All Messages', unread: 'Unread', replied: 'Replied', done: 'Done', spam: 'Spam' }),
      // Spam shows in its own view only.
      matches: (message, value) =>
        value === 'spam' ? Boolean(message.spam) : !message.spam && (value === 'all' || (value === 'unread' ? !message.read : message.handled === value)),
    },
    server: {
      filter: (value): Record<string, string> => (value === 'spam' ? { spam: 'true' } : value === 'all' ? { spam: 'false' } : { spam: 'false', state: value }),
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
            <button type="button" onClick={() => openMessage(message)} className="min-w-0 flex-1 text-left">
              <p className={`truncate ${message.read ? 'text-slate-700' : 'font-semibold text-slate-900'}`}>
                {message.subject} — {message.name}
              </p>
              <p className="truncate text-sm text-slate-600">{message.message}</p>
              {/* On a phone under the text, so the subject keeps its room. */}
              {(message.handled || noticeShown(message)) && (
                <span className="mt-1 flex flex-wrap gap-1 sm:hidden">
                  <HandledBadge message={message} />
                  <NoticeBadge message={message} className="inline-block" />
                </span>
              )}
            </button>
            <span className="hidden shrink-0 gap-1 sm:flex">
              <HandledBadge message={message} />
              <NoticeBadge message={message} className="inline-block" />
            </span>
            <ViewerTime iso={message.createdAt} className="hidden text-xs text-slate-600 sm:block" />
            {list.actions(message)}
          </div>
        ),
      },
    ],
    deleteQuestion: (message) => `Are you sure you want to delete the message from "${message.name}"? This action cannot be undone.`,
    onDeleted: () => setOpen(null),
    children: (list) => {
      // The open message as last saved: the list's copy (its notice may have moved on) or the last answer's.
      const shown = open
        ? latest(
            open,
            list.rows.find((message) => message.id === open.id),
          )
        : null
      return (
        <>
          {editingRecipients && settings && (
            <Dialog open onOpenChange={(o) => !o && setEditingRecipients(false)} title="Notifications">
              <NotificationRecipientsForm settings={settings} onClose={() => setEditingRecipients(false)} />
            </Dialog>
          )}
          {shown && (
            <MessageDialog
              message={shown}
              onAct={(change, done) => act.mutate({ message: shown, ...change }, { onSuccess: done })}
              acting={act.isPending}
              onDelete={() => list.remove(shown)}
              onClose={() => setOpen(null)}
              onRetry={() => retry.mutate(shown)}
              retrying={retry.isPending}
            />
          )}
        </>
      )
    },
  }
  return <ListScreen config={config} />
}

/** Replied or Done, in the list. */
function HandledBadge({ message }: { message: ContactMessage }) {
  if (!message.handled || message.spam) return null
  return <Pill tone={message.handled === 'done' ? 'good' : 'plain'}>{HANDLED[message.handled]}</Pill>
}

const noticeShown = (message: ContactMessage) => Boolean(noticeState(message, null)) && message.notification !== 'sent'

type MessageDialogProps = {
  message: ContactMessage
  onAct: (change: Omit<Act, 'message'>, done?: () => void) => void
  acting: boolean
  onDelete: () => void
  onClose: () => void
  onRetry: () => void
  retrying: boolean
}

/** One message in full: how to reach its sender, how far it is worked, what became of its notice, staff's notes, and its actions. */
function MessageDialog({ message: open, onAct, acting, onDelete, onClose, onRetry, retrying }: MessageDialogProps) {
  const zone = useViewerZone()
  const notice = noticeState(open, zone)
  // Only a note written and not added is worth asking about when the message is closed.
  const [drafting, setDrafting] = useState(false)
  const mark = (handled: Handled) => onAct({ method: 'PATCH', body: { handled }, success: `Marked as ${HANDLED[handled].toLowerCase()}`, error: UPDATE_ERROR })
  return (
    <Dialog
      open
      onOpenChange={(o) => !o && onClose()}
      title={open.subject}
      description={`From ${open.name} · ${when(open.createdAt, zone)}`}
      wide
      askBeforeDiscarding={drafting}
    >
      <dl className="grid gap-2 text-sm sm:grid-cols-3">
        <div>
          <dt className="font-medium">Email</dt>
          <dd className="break-words">
            <a href={`mailto:${open.email}?subject=${encodeURIComponent(`Re: ${open.subject}`)}`} className="text-indigo-700 hover:underline">
              {open.email}
            </a>
          </dd>
        </div>
        <div>
          <dt className="font-medium">Phone</dt>
          <dd>{open.phone || '—'}</dd>
        </div>
        <div>
          <dt className="font-medium">State</dt>
          <dd data-testid="message-state">{open.spam ? 'Spam' : stateOf(open)}</dd>
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
      {!open.spam && (
        <MessageNotes
          notes={open.notes ?? []}
          when={(iso) => when(iso, zone)}
          adding={acting}
          onDrafting={setDrafting}
          onAdd={(text, done) =>
            onAct(
              { method: 'POST', path: '/notes', body: { text }, success: 'Note added', error: 'There was a problem adding the note. Please try again.' },
              done,
            )
          }
        />
      )}
      <div className="mt-4 flex flex-wrap justify-end gap-3">
        {open.spam ? (
          <Button
            variant="outline"
            disabled={acting}
            onClick={() =>
              onAct({
                method: 'POST',
                path: '/spam',
                body: { spam: false },
                success: 'Moved to the inbox',
                error: 'There was a problem moving the message. Please try again.',
              })
            }
          >
            Not spam
          </Button>
        ) : (
          <>
            {open.handled !== 'replied' && (
              <Button variant="outline" disabled={acting} onClick={() => mark('replied')}>
                Mark as replied
              </Button>
            )}
            {open.handled !== 'done' && (
              <Button variant="outline" disabled={acting} onClick={() => mark('done')}>
                Mark as done
              </Button>
            )}
            <Button variant="outline" disabled={acting} onClick={() => onAct({ method: 'PATCH', body: { read: false }, error: UPDATE_ERROR }, onClose)}>
              Mark as unread
            </Button>
            <Button
              variant="outline"
              disabled={acting}
              onClick={() =>
                onAct(
                  {
                    method: 'POST',
                    path: '/spam',
                    body: { spam: true },
                    success: 'Moved to Spam',
                    error: 'There was a problem moving the message. Please try again.',
                  },
                  onClose,
                )
              }
            >
              Move to Spam
            </Button>
          </>
        )}
        <Button variant="destructive" onClick={onDelete}>
          Delete
        </Button>
      </div>
    </Dialog>
  )
}
