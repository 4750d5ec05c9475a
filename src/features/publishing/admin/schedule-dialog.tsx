'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useQuery } from '@tanstack/react-query'
import { z } from 'zod'

import { choices, type FormField, FormFields } from '@/admin-screens/ui/fields-form'
import { FormActions } from '@/admin-screens/ui/form-parts'
import { useTimeZoneGroups, viewerZone } from '@/admin-screens/ui/time-zones'
import { useApiForm } from '@/admin-screens/ui/use-api-form'
import { useApiMutation } from '@/admin-screens/ui/use-resource'
import { Button } from '@/components/ui/button'
import { Dialog } from '@/components/ui/dialog'
import { apiRequest } from '@/lib/api-client'
import { isKnownTimeZone, zonedDateTimeToIso } from '@/lib/calendar/dates'
import { defaultScheduleChoice, inOneHourChoice, inViewerZone, tomorrowNineChoice, type ZonedChoice } from '@/lib/calendar/schedule-times'
import { viewerMoment } from '@/lib/calendar/staff-times'
import { typedDay } from '@/schemas/common'

/** A publish or unpublish still to come (GET /api/{resource}/{id}/schedule). */
export type ScheduledChange = {
  id: number
  action: 'publish' | 'unpublish'
  at: string
  notifyFollowers?: boolean
  createdBy?: { id: number; username: string } | null
}

const ACTION_WORDS = { publish: 'Publish', unpublish: 'Unpublish' } as const

/** The instant a day, time and zone name; '' while one of them is not yet valid (its own field says so). */
function safeIso({ day, time, zone }: { day: string; time: string; zone: string }): string {
  try {
    return zonedDateTimeToIso(day, time, zone)
  } catch {
    return ''
  }
}

const scheduleFormSchema = z
  .object({
    action: z.enum(['publish', 'unpublish']),
    day: typedDay('Date', { required: true }),
    time: z.string().regex(/^\d{2}:\d{2}$/, 'Time is required'),
    zone: z.string().min(1, 'Time zone is required'),
    notifyFollowers: z.boolean(),
  })
  .refine((values) => !(Date.parse(safeIso(values)) <= Date.now()), { message: 'Choose a time still to come', path: ['time'] })
type ScheduleFormValues = z.infer<typeof scheduleFormSchema>

/**
 * "Publish on Dec 1, 2026, 12:00 AM GMT+5:45": a scheduled change read in `zone` (the viewer's in
 * the lists; the zone chosen in the notice that confirms it).
 */
export const describeScheduled = (change: Pick<ScheduledChange, 'action' | 'at'>, zone: string) =>
  `${ACTION_WORDS[change.action]} on ${viewerMoment(change.at, zone)}`

/**
 * Scheduling a record's publish or unpublish: a day and a time in the zone staff pick (Kathmandu,
 * Toronto and Vancouver first), and what is scheduled already, each with Cancel. The jobs queue
 * carries a change out within a minute of its time. It opens in the record's own zone (an event's
 * venue zone; any other record, the viewer's) on the first whole hour at least an hour ahead.
 */
export function ScheduleDialog({
  url,
  record,
  name,
  onClose,
}: {
  url: string
  record: { id: number; timezone?: string | null } | null
  name: string
  onClose: () => void
}) {
  return (
    // What is scheduled is saved as it is added: closing loses only a time not yet scheduled.
    <Dialog open={record !== null} onOpenChange={(open) => !open && onClose()} title={`Schedule ${name}`} askBeforeDiscarding={false}>
      {record && <ScheduleForm url={url} record={record} onClose={onClose} />}
    </Dialog>
  )
}

function ScheduleForm({ url, record, onClose }: { url: string; record: { id: number; timezone?: string | null }; onClose: () => void }) {
  const viewer = viewerZone()
  const startZone = record.timezone && isKnownTimeZone(record.timezone) ? record.timezone : viewer
  const scheduleUrl = `${url}/${record.id}/schedule`
  // An event's publish may tell its followers by e-mail (docs/product.md#e-mail-alerts): staff
  // choose, as in its form.
  const announces = url === '/api/events'
  const pending = useQuery<ScheduledChange[]>({ queryKey: [scheduleUrl] })
  // The zone it opens on is always offered, even one the picker leaves out (UTC).
  const zoneGroups = useTimeZoneGroups(startZone)
  const form = useApiForm<ScheduleFormValues>({
    resolver: zodResolver(scheduleFormSchema),
    defaultValues: { action: 'publish', ...defaultScheduleChoice(startZone), zone: startZone, notifyFollowers: true },
    save: (values) =>
      apiRequest('POST', scheduleUrl, {
        action: values.action,
        at: zonedDateTimeToIso(values.day, values.time, values.zone),
        ...(announces && values.action === 'publish' && { notifyFollowers: values.notifyFollowers }),
      }),
    invalidate: [url, scheduleUrl],
    messages: (values) => ({
      success: {
        title: 'Change scheduled',
        description: describeScheduled({ action: values.action, at: zonedDateTimeToIso(values.day, values.time, values.zone) }, values.zone),
      },
      error: 'There was a problem scheduling the change. Please try again.',
    }),
    onSaved: () => form.reset({ ...form.getValues() }),
  })
  const cancel = useApiMutation((change: ScheduledChange) => apiRequest('DELETE', `${scheduleUrl}/${change.id}`), {
    invalidate: [url, scheduleUrl],
    messages: { success: { title: 'Scheduled change cancelled' }, error: 'There was a problem cancelling the change. Please try again.' },
  })
  const zone = form.watch('zone')
  const choose = (choice: ZonedChoice) => {
    form.setValue('day', choice.day, { shouldDirty: true, shouldValidate: true })
    form.setValue('time', choice.time, { shouldDirty: true, shouldValidate: true })
  }
  const elsewhere = inViewerZone(safeIso({ day: form.watch('day'), time: form.watch('time'), zone }), zone, viewer)
  const fields: FormField[] = [
    { name: 'action', label: 'Change', kind: 'select', options: choices(ACTION_WORDS) },
    { name: 'zone', label: 'Time zone', kind: 'select', groups: zoneGroups },
    { name: 'day', label: 'Date', kind: 'date' },
    { name: 'time', label: 'Time', kind: 'time' },
    ...(announces && form.watch('action') === 'publish'
      ? [
          {
            name: 'notifyFollowers',
            label: 'Notify followers by e-mail (if it is the first publish of an event still to come)',
            kind: 'checkbox',
            wide: true,
          } satisfies FormField,
        ]
      : []),
  ]
  const entries = pending.data ?? []
  return (
    <div className="space-y-5">
      <section aria-label="Scheduled changes">
        <h3 className="text-sm font-semibold text-slate-900">Scheduled</h3>
        {entries.length === 0 ? (
          <p className="mt-1 text-sm text-slate-600">{pending.isLoading ? 'Loading...' : 'Nothing is scheduled.'}</p>
        ) : (
          <ul className="mt-2 divide-y divide-slate-100 rounded-md border border-slate-200">
            {entries.map((change) => (
              <li key={change.id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2 text-sm">
                <span>
                  {describeScheduled(change, viewer)}
                  {announces && change.action === 'publish' && !change.notifyFollowers && <span className="text-slate-600">, without telling followers</span>}
                  {change.createdBy && <span className="text-slate-600"> (by {change.createdBy.username})</span>}
                </span>
                <Button variant="outline" size="sm" disabled={cancel.isPending} onClick={() => cancel.mutate(change)}>
                  Cancel change
                </Button>
              </li>
            ))}
          </ul>
        )}
      </section>
      <form onSubmit={form.submit} noValidate className="grid gap-4 sm:grid-cols-2">
        <div className="flex flex-wrap items-center gap-2 sm:col-span-2" role="group" aria-label="Quick choices">
          <Button variant="outline" size="sm" onClick={() => choose(inOneHourChoice(zone))}>
            In 1 hour
          </Button>
          <Button variant="outline" size="sm" onClick={() => choose(tomorrowNineChoice(zone))}>
            Tomorrow 9:00
          </Button>
        </div>
        <FormFields fields={fields} form={form} />
        {elsewhere && (
          <p className="text-sm text-slate-700 sm:col-span-2" data-testid="viewer-time">
            = {elsewhere}
          </p>
        )}
        <FormActions editing={false} pending={form.pending} onCancel={onClose} saveLabel="Schedule" />
      </form>
    </div>
  )
}
