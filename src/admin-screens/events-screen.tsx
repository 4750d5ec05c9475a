'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { Download, Filter, LayoutGrid, List, Plus } from 'lucide-react'
import { useMemo, useRef, useState } from 'react'
import { Controller } from 'react-hook-form'

import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { DatePicker } from '@/components/ui/date-picker'
import { Dialog } from '@/components/ui/dialog'
import { Field, inputClasses } from '@/components/ui/field'
import { Pagination } from '@/components/ui/pagination'
import { PAGE_SIZES } from '@/lib/constants'
import { DATE_DISPLAY, formatInZone, TIME_DISPLAY, zonedDateTimeToIso } from '@/lib/dates'
import { eventFormToBody, eventToForm, HOME_TIME_ZONES, timeZoneChoices } from '@/lib/event-form'
import { formatNumber } from '@/lib/numbers'
import { zoneForLocation, zoneOutsideLocationCountry } from '@/lib/venue-zones'
import { type EventFormValues, eventFormSchema } from '@/schemas/event'

import { apiRequest } from './api'
import { downloadCsv } from './csv'
import { FileUpload } from './file-upload'
import { EmptyList, FormActions, LoadFailed, NEW_RECORD_CLASSES, NewMark, RowActions, SearchAndFilter } from './form-parts'
import { PageHeader } from './page-header'
import type { Event } from './types'
import { useApiForm } from './use-api-form'
import { useListScreen } from './use-list-screen'
import { useApiMutation } from './use-resource'

const LIST = '/api/events'
const capitalise = (value: string) => value.charAt(0).toUpperCase() + value.slice(1)
const displayDate = (event: Event) => formatInZone(event.date, event.timezone || 'Asia/Kathmandu', DATE_DISPLAY)
/** The event's own time at its venue (7:30 PM in Toronto is 7:30 PM, wherever staff are). */
const displayTime = (event: Event) => formatInZone(event.date, event.timezone || 'Asia/Kathmandu', TIME_DISPLAY)

const availableTimeZones = () => (typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [])
/** A zone as the picker names it: "Nepal (Kathmandu, Pokhara)", or "America/Sao Paulo". */
const zoneLabel = (zone: string) => HOME_TIME_ZONES.find((home) => home.zone === zone)?.label ?? zone.replaceAll('_', ' ')

/** Saving with a zone outside the location's country: what the form asks first (issue 21 item 9). */
type ZoneQuestion = { values: EventFormValues; country: string }

function EventForm({ event, onClose, onCreated }: { event: Event | null; onClose: () => void; onCreated: (record: unknown) => void }) {
  const { register, control, errors, pending, handleSubmit, send, setValue } = useApiForm<EventFormValues>({
    resolver: zodResolver(eventFormSchema),
    defaultValues: eventToForm(event),
    save: (values) =>
      event ? apiRequest('PATCH', `${LIST}/${event.id}`, { id: event.id, ...eventFormToBody(values) }) : apiRequest('POST', LIST, eventFormToBody(values)),
    invalidate: [LIST],
    messages: event
      ? { success: { title: 'Event updated', description: 'The event has been updated successfully.' }, error: 'There was a problem saving the event. Please try again.' }
      : { success: { title: 'Event created', description: 'The new event has been added successfully.' }, error: 'There was a problem saving the event. Please try again.' },
    onSaved: (record) => {
      if (!event) onCreated(record)
      onClose()
    },
  })
  const zones = useMemo(() => timeZoneChoices(availableTimeZones(), event?.timezone), [event?.timezone])
  const [zoneFromLocation, setZoneFromLocation] = useState<string | null>(null)
  const [question, setQuestion] = useState<ZoneQuestion | null>(null)
  // A location whose city the site knows selects that city's zone as it is typed.
  const location = register('location', {
    onChange: (change: React.ChangeEvent<HTMLInputElement>) => {
      const zone = zoneForLocation(change.target.value)
      if (zone) setValue('timezone', zone, { shouldDirty: true, shouldValidate: true })
      setZoneFromLocation(zone)
    },
  })
  const timezone = register('timezone', { onChange: () => setZoneFromLocation(null) })
  // A zone outside the location's country is asked about before anything is saved.
  const submit = handleSubmit((values) => {
    const country = zoneOutsideLocationCountry(values.location, values.timezone)
    if (country) setQuestion({ values, country: country.name })
    else send(values)
  })

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <Field label="Title" error={errors.title?.message}>
        <input {...register('title')} className={inputClasses} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-3">
        <Controller
          control={control}
          name="date"
          render={({ field }) => (
            <Field label="Date" error={errors.date?.message}>
              <DatePicker value={field.value} onChange={field.onChange} />
            </Field>
          )}
        />
        <Field label="Time" error={errors.time?.message}>
          <input {...register('time')} type="time" className={inputClasses} />
        </Field>
        <Field label="Venue time zone" error={errors.timezone?.message} hint={zoneFromLocation ? 'Chosen from the location' : undefined}>
          <select {...timezone} className={inputClasses}>
            <optgroup label="Nepal and Canada">
              {zones.home.map(({ zone, label }) => (
                <option key={zone} value={zone}>
                  {label}
                </option>
              ))}
            </optgroup>
            <optgroup label="Other time zones">
              {zones.others.map((zone) => (
                <option key={zone} value={zone}>
                  {zone.replaceAll('_', ' ')}
                </option>
              ))}
            </optgroup>
          </select>
        </Field>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Venue" error={errors.venue?.message}>
          <input {...register('venue')} className={inputClasses} />
        </Field>
        <Field label="Location" error={errors.location?.message}>
          <input {...location} placeholder="City or location" className={inputClasses} />
        </Field>
        <Field label="Capacity" error={errors.capacity?.message}>
          <input {...register('capacity')} type="number" min={0} inputMode="numeric" className={inputClasses} />
        </Field>
        <Field label="Ticket Link" error={errors.ticketLink?.message}>
          <input {...register('ticketLink')} type="url" className={inputClasses} />
        </Field>
      </div>
      <Field label="Description" error={errors.description?.message}>
        <textarea {...register('description')} rows={3} className={inputClasses} />
      </Field>
      <Controller control={control} name="bannerImage" render={({ field }) => <FileUpload label="Banner Image" value={field.value} onChange={field.onChange} />} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Event Type">
          <select {...register('eventType')} className={inputClasses}>
            <option value="concert">Concert</option>
            <option value="meetup">Meetup</option>
            <option value="tour">Tour</option>
          </select>
        </Field>
        <Field label="Status">
          <select {...register('status')} className={inputClasses}>
            <option value="upcoming">Upcoming</option>
            <option value="past">Past</option>
          </select>
        </Field>
      </div>
      <FormActions editing={Boolean(event)} pending={pending} onCancel={onClose} />
      <ConfirmDialog
        open={question !== null}
        onOpenChange={(open) => !open && setQuestion(null)}
        title="Check the venue time zone"
        description={
          question
            ? `"${question.values.location}" is in ${question.country}, but the venue time zone is ${zoneLabel(question.values.timezone)}. The event would start at ${formatInZone(zonedDateTimeToIso(question.values.date, question.values.time, question.values.timezone), question.values.timezone, `${TIME_DISPLAY} (zzz)`)}, ${zoneLabel(question.values.timezone)} time. Save it with this time zone anyway?`
            : ''
        }
        confirmLabel="Save anyway"
        cancelLabel="Go back"
        confirmVariant="primary"
        onConfirm={() => {
          if (question) send(question.values)
          setQuestion(null)
        }}
      />
    </form>
  )
}

function StatusBadge({ status }: { status: Event['status'] }) {
  return (
    <span className={`rounded-full px-2.5 py-0.5 text-xs font-medium ${status === 'upcoming' ? 'bg-emerald-100 text-emerald-800' : 'bg-slate-200 text-slate-800'}`}>
      {status === 'upcoming' ? 'Upcoming' : 'Past'}
    </span>
  )
}

type RowActionsProps = { onEdit: (event: Event) => void; onDelete: (event: Event) => void }

function Actions({ event, onEdit, onDelete }: RowActionsProps & { event: Event }) {
  return <RowActions name={event.title} onEdit={() => onEdit(event)} onDelete={() => onDelete(event)} />
}

function EventGridCard({ event, isNew, ...actions }: RowActionsProps & { event: Event; isNew: boolean }) {
  const ticket = event.ticketLink && /^https?:\/\//i.test(event.ticketLink) ? event.ticketLink : null
  return (
    <article data-record-id={event.id} className={`flex flex-col overflow-hidden rounded-lg border border-slate-200 bg-white ${isNew ? NEW_RECORD_CLASSES : ''}`}>
      <div aria-hidden="true" className="flex h-28 items-center justify-center bg-gradient-to-br from-indigo-700 to-slate-900 px-4 text-center font-semibold text-white">
        {event.title}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex items-start justify-between gap-2">
          <h2 className="font-semibold text-slate-900">
            {event.location}
            <NewMark shown={isNew} />
          </h2>
          <StatusBadge status={event.status} />
        </div>
        <p className="text-sm text-slate-700">
          {event.venue} · Capacity: {event.capacity == null ? 'TBD' : formatNumber(event.capacity)}
        </p>
        <p className="text-sm text-slate-700">{displayDate(event)}</p>
        <p className="text-sm text-slate-600">Show {displayTime(event)}</p>
        <div className="mt-auto flex items-center justify-between pt-2">
          {ticket ? (
            <a href={ticket} target="_blank" rel="noopener noreferrer" className="rounded-md bg-indigo-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-indigo-800">
              BUY TICKETS
            </a>
          ) : (
            <Button size="sm" disabled>
              TICKETS SOON
            </Button>
          )}
          <Actions event={event} {...actions} />
        </div>
      </div>
    </article>
  )
}

/** /admin/events (SPEC §2): grid and list views, search, Upcoming/Past filter, dialogs. */
export function EventsScreen() {
  const [view, setView] = useState<'grid' | 'list'>('grid')
  const pageSize = view === 'grid' ? PAGE_SIZES.adminEventsGrid : PAGE_SIZES.adminEventsList
  const { isLoading, isError, refetch, ...screen } = useListScreen<Event, 'all' | 'upcoming' | 'past'>({
    url: LIST,
    noFilter: 'all',
    pageSize,
    matches: (event, term, status) =>
      (status === 'all' || event.status === status) && (!term || event.title.toLowerCase().includes(term) || event.location.toLowerCase().includes(term)),
    order: (a, b) => Date.parse(a.date) - Date.parse(b.date),
  })
  const { search, setSearch, filter: status, setFilter: setStatus, page, setPage, shown: filtered, rows, editing, setEditing, deleting, setDeleting, created } = screen
  const statusRef = useRef<HTMLSelectElement>(null)
  const actions = { onEdit: (event: Event) => setEditing(event), onDelete: (event: Event) => setDeleting(event) }

  const remove = useApiMutation((event: Event) => apiRequest('DELETE', `${LIST}/${event.id}`), {
    invalidate: [LIST],
    messages: { success: { title: 'Event deleted', description: 'The event has been removed successfully.' }, error: 'There was a problem deleting the event. Please try again.' },
    onSuccess: () => setDeleting(null),
  })

  return (
    <div className="space-y-6">
      <PageHeader title="Events/Tours" subtitle="Manage concerts, meetups, and tour dates">
        <Button variant="outline" onClick={() => statusRef.current?.focus()}>
          <Filter className="h-4 w-4" aria-hidden="true" /> Filter
        </Button>
        <Button
          variant="outline"
          onClick={() =>
            downloadCsv(
              'events.csv',
              ['Title', 'Type', 'Date', 'Venue', 'Location', 'Capacity', 'Status'],
              filtered.map((e) => [e.title, e.eventType, e.date, e.venue, e.location, e.capacity, e.status]),
            )
          }
        >
          <Download className="h-4 w-4" aria-hidden="true" /> Export
        </Button>
        <Button onClick={() => setEditing(null)}>
          <Plus className="h-4 w-4" aria-hidden="true" /> Add New Event
        </Button>
      </PageHeader>

      <SearchAndFilter
        searchLabel="Search events"
        placeholder="Search events..."
        search={search}
        onSearch={setSearch}
        filter={{
          label: 'Status filter',
          value: status,
          selectRef: statusRef,
          options: [
            { value: 'all', label: 'All Events' },
            { value: 'upcoming', label: 'Upcoming' },
            { value: 'past', label: 'Past' },
          ],
          onChange: (value) => setStatus(value as typeof status),
        }}
      >
        <div role="group" aria-label="View" className="flex gap-1 sm:ml-auto">
          <Button variant={view === 'grid' ? 'primary' : 'outline'} size="icon" aria-label="Grid view" aria-pressed={view === 'grid'} onClick={() => { setView('grid'); setPage(1) }}>
            <LayoutGrid className="h-4 w-4" aria-hidden="true" />
          </Button>
          <Button variant={view === 'list' ? 'primary' : 'outline'} size="icon" aria-label="List view" aria-pressed={view === 'list'} onClick={() => { setView('list'); setPage(1) }}>
            <List className="h-4 w-4" aria-hidden="true" />
          </Button>
        </div>
      </SearchAndFilter>

      {isLoading ? (
        <div aria-busy="true" className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {Array.from({ length: 6 }, (_, i) => (
            <div key={i} data-testid="skeleton-row" className="h-56 animate-pulse rounded-lg bg-slate-100" />
          ))}
        </div>
      ) : isError ? (
        <LoadFailed what="events" onRetry={() => refetch()} />
      ) : rows.length === 0 ? (
        <div className="rounded-lg border border-slate-200 bg-white">
          <EmptyList plural="events" search={search} filtered={screen.narrowed} empty="No events found. Add a new event to get started." />
        </div>
      ) : view === 'grid' ? (
        <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {rows.map((event) => (
            <li key={event.id}>
              <EventGridCard event={event} isNew={created.isNew(event.id)} {...actions} />
            </li>
          ))}
        </ul>
      ) : (
        <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
          <table className="w-full text-left text-sm">
            <thead className="bg-slate-50 text-slate-700">
              <tr>
                {['Event', 'Location', 'Date', 'Status', 'Actions'].map((column) => (
                  <th key={column} scope="col" className="px-4 py-3 font-semibold">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {rows.map((event) => (
                <tr key={event.id} data-record-id={event.id} className={created.isNew(event.id) ? NEW_RECORD_CLASSES : undefined}>
                  <td className="px-4 py-3">
                    <p className="font-medium text-slate-900">
                      {event.title}
                      <NewMark shown={created.isNew(event.id)} />
                    </p>
                    <p className="text-slate-600">{capitalise(event.eventType)}</p>
                  </td>
                  <td className="px-4 py-3">
                    <p>{event.location}</p>
                    <p className="text-slate-600">{event.venue}</p>
                  </td>
                  <td className="px-4 py-3">
                    <p>{displayDate(event)}</p>
                    <p className="text-slate-600">{displayTime(event)}</p>
                  </td>
                  <td className="px-4 py-3">
                    <StatusBadge status={event.status} />
                  </td>
                  <td className="px-4 py-3">
                    <Actions event={event} {...actions} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pagination page={page} pageSize={pageSize} total={filtered.length} onPageChange={setPage} label="Events pages" />

      <Dialog open={editing !== undefined} onOpenChange={(open) => !open && setEditing(undefined)} title={editing ? 'Edit Event' : 'Add New Event'} wide>
        {editing !== undefined && <EventForm key={editing?.id ?? 'new'} event={editing} onClose={() => setEditing(undefined)} onCreated={created.created} />}
      </Dialog>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        description={`Are you sure you want to delete the event "${deleting?.title ?? ''}" in ${deleting?.location ?? ''}? This action cannot be undone.`}
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting)}
      />
    </div>
  )
}
