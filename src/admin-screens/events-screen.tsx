'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { LayoutGrid, List } from 'lucide-react'
import { useState } from 'react'
import { Controller, useWatch } from 'react-hook-form'

import { eventFormToBody, eventToForm } from '@/admin-screens/event-form'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { compareEventsForStaff, formatInZone, isEventOver, isoInZone, parseTypedDay, TIME_DISPLAY, zonedDateTimeToIso } from '@/lib/calendar/dates'
import { eventClock, eventDay, venueZoneOf } from '@/lib/calendar/staff-times'
import { zoneForLocation, zoneOutsideLocationCountry } from '@/lib/calendar/venue-zones'
import { PAGE_SIZES } from '@/lib/constants'
import { formatNumber } from '@/lib/numbers'
import { type EventFormValues, eventFormSchema } from '@/schemas/event'

import { ArtistPicker } from './artist-picker'
import { choices, type FormField, FormFields, translatedFields } from './ui/fields-form'
import { FormActions } from './ui/form-parts'
import { type FormProps, type ListConfig, type ListControls, ListScreen, spelledOutNotices, useRecordForm } from './ui/list-screen'
import { Pill, StatusPill } from './ui/pill'
import { HOME_TIME_ZONES, useTimeZoneGroups } from './ui/time-zones'
import type { Event } from './ui/types'

const capitalise = (value: string) => value.charAt(0).toUpperCase() + value.slice(1)
const displayDate = eventDay
/** The event's own time at its venue, naming the zone (7:30 PM GMT-5 in Toronto, wherever staff are). */
const displayTime = eventClock

/** A show (not a meetup) that names no artist: its artists' pages do not list it (docs/product.md#line-ups). */
const lacksLineUp = (event: Event) => event.eventType !== 'meetup' && (event.artists ?? []).length === 0

function NoLineUpMark({ event }: { event: Event }) {
  if (!lacksLineUp(event)) return null
  return (
    <Pill shape="mark" tone="pending" title="No artist on its line-up: no artist's page lists it" data-testid="no-line-up">
      No line-up
    </Pill>
  )
}

/** A zone as the picker names it: "Nepal (Kathmandu, Pokhara)", or "America/Sao Paulo". */
const zoneLabel = (zone: string) => HOME_TIME_ZONES.find((home) => home.zone === zone)?.label ?? zone.replaceAll('_', ' ')

/** Whether a day and time at a venue are past (a day without a time yet: once the day is over; false while the day is not valid). */
function isOver(day: string, time: string, zone: string): boolean {
  try {
    return Date.parse(zonedDateTimeToIso(parseTypedDay(day) ?? day, time || '23:59', zone)) <= Date.now()
  } catch {
    return false
  }
}

/** What a new event's Save does: it publishes, and mails its followers when staff leave them told and it is not over. */
const newEventHint = (mailed: boolean) =>
  mailed
    ? 'Save publishes it: visitors will see it at once, and its followers will be e-mailed. Save draft keeps it to staff.'
    : 'Save publishes it: visitors will see it at once; its followers will not be e-mailed. Save draft keeps it to staff.'

/** Saving with a zone outside the location's country: what the form asks first (docs/product.md#event-times-and-time-zones). */
type ZoneQuestion = { values: EventFormValues; country: string }

const EVENT_DETAILS: FormField[] = [
  { name: 'capacity', label: 'Capacity', kind: 'integer' },
  { name: 'ticketLink', label: 'Ticket Link', kind: 'url' },
  { name: 'description', label: 'Description', kind: 'textarea', translated: true },
  { name: 'bannerImage', label: 'Banner Image', kind: 'image' },
  {
    name: 'eventType',
    label: 'Event Type',
    kind: 'select',
    options: choices({ concert: 'Concert', meetup: 'Meetup', tour: 'Tour' }),
  },
  {
    name: 'status',
    label: 'Status',
    kind: 'select',
    options: choices({ upcoming: 'Upcoming', past: 'Past' }),
  },
]

/** What fans are told of the tickets (docs/product.md#ticket-facts): all optional. */
const TICKET_FIELDS: FormField[] = [
  { name: 'priceFrom', label: 'Price from', kind: 'text', placeholder: 'e.g. 2500', hint: 'The one price, or the lowest' },
  { name: 'priceTo', label: 'Price to', kind: 'text', placeholder: 'e.g. 5000', hint: 'The highest, for a range' },
  { name: 'currency', label: 'Currency', kind: 'select', options: choices({ '': 'None', NPR: 'NPR', CAD: 'CAD', USD: 'USD' }) },
  {
    name: 'ticketStatus',
    label: 'Ticket state',
    kind: 'select',
    options: choices({ '': 'Not shown', 'on-sale': 'On sale', 'few-left': 'Few left', 'sold-out': 'Sold out', postponed: 'Postponed', cancelled: 'Cancelled' }),
  },
  { name: 'onSaleDate', label: 'Sale opens on', kind: 'date', hint: 'Leave empty if tickets are on sale' },
  { name: 'onSaleTime', label: 'Sale opens at', kind: 'time', hint: "The venue's time" },
]

function EventForm(props: FormProps<Event>) {
  const event = props.record
  const form = useRecordForm(props, {
    resolver: zodResolver(eventFormSchema),
    defaultValues: eventToForm(event),
    toBody: (values: EventFormValues) => eventFormToBody(values),
  })
  const { pending, handleSubmit, send, setValue } = form
  const [title, eventType] = useWatch({ control: form.control, name: ['title', 'eventType'] })
  const [notifyFollowers, day, time, timezone] = useWatch({ control: form.control, name: ['notifyFollowers', 'date', 'time', 'timezone'] })
  const zoneGroups = useTimeZoneGroups(event?.timezone)
  const [zoneFromLocation, setZoneFromLocation] = useState<string | null>(null)
  const [question, setQuestion] = useState<ZoneQuestion | null>(null)
  const when: FormField[] = [
    { name: 'title', label: 'Title', kind: 'text', wide: true },
    { name: 'date', label: 'Date', kind: 'date', hint: 'Year-month-day, such as 2027-05-03' },
    { name: 'time', label: 'Time', kind: 'time' },
    {
      name: 'timezone',
      label: 'Venue time zone',
      kind: 'select',
      wide: true,
      hint: zoneFromLocation ? 'Chosen from the location' : undefined,
      groups: zoneGroups,
      onChange: () => setZoneFromLocation(null),
    },
  ]
  const where: FormField[] = [
    { name: 'venue', label: 'Venue', kind: 'text' },
    {
      name: 'location',
      label: 'Location',
      kind: 'text',
      placeholder: 'City or location',
      // A location whose city the site knows selects that city's zone as it is typed.
      onChange: (change) => {
        const zone = zoneForLocation(change.target.value)
        if (zone) setValue('timezone', zone, { shouldDirty: true, shouldValidate: true })
        setZoneFromLocation(zone)
      },
    },
  ]
  // A zone outside the location's country is asked about before anything is saved.
  const submit = handleSubmit((values) => {
    const country = zoneOutsideLocationCountry(values.location, values.timezone)
    if (country) setQuestion({ values, country: country.name })
    else send(values)
  })

  return (
    <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
      <FormFields fields={when} form={form} />
      <FormFields fields={[...where, ...EVENT_DETAILS]} form={form} stored={event} />
      <fieldset className="grid gap-4 rounded-md border border-slate-200 p-4 sm:col-span-2 sm:grid-cols-2">
        <legend className="px-1 text-sm font-semibold text-slate-800">Tickets</legend>
        <FormFields fields={TICKET_FIELDS} form={form} stored={event} />
      </fieldset>
      <Controller
        control={form.control}
        name="artists"
        render={({ field }) => (
          <ArtistPicker value={field.value} onChange={field.onChange} error={form.errors.artists?.message} title={title} expected={eventType !== 'meetup'} />
        )}
      />
      {/* Until it is published, the publish may announce it to its followers: the staff member chooses. */}
      {(!form.publication?.state || form.publication.state === 'draft') && (
        <FormFields
          fields={[
            { name: 'notifyFollowers', label: 'Notify followers by e-mail when it is published (if it is still to come)', kind: 'checkbox', wide: true },
          ]}
          form={form}
        />
      )}
      <FormActions
        editing={Boolean(event)}
        pending={pending}
        onCancel={props.onCancel}
        publication={form.publication}
        publishHint={newEventHint(notifyFollowers && !isOver(day, time, timezone))}
      />
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

function EventGridCard({ event, list }: { event: Event; list: ListControls<Event> }) {
  const ticket = event.ticketLink && /^https?:\/\//i.test(event.ticketLink) ? event.ticketLink : null
  return (
    <article className="flex h-full flex-col">
      <div
        aria-hidden="true"
        className="flex h-28 items-center justify-center bg-gradient-to-br from-indigo-700 to-slate-900 px-4 text-center font-semibold text-white"
      >
        {event.title}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex items-start justify-between gap-2">
          {list.heading(event, event.location)}
          <StatusPill status={event.status} />
        </div>
        <p className="text-sm text-slate-700">
          {event.venue} · Capacity: {event.capacity == null ? 'TBD' : formatNumber(event.capacity)} <NoLineUpMark event={event} />
        </p>
        <p className="text-sm text-slate-700">{displayDate(event)}</p>
        <p className="text-sm text-slate-600">Show {displayTime(event)}</p>
        <div className="mt-auto flex items-center justify-between pt-2">
          {/* An event that is over sells nothing, as on the public site (docs/product.md#events-screen). */}
          {isEventOver(event) ? (
            <span className="text-sm text-slate-600">Event over</span>
          ) : ticket ? (
            <a
              href={ticket}
              target="_blank"
              rel="noopener noreferrer"
              className="rounded-md bg-indigo-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-indigo-800"
            >
              BUY TICKETS
            </a>
          ) : (
            <Button size="sm" disabled>
              TICKETS SOON
            </Button>
          )}
          {list.actions(event)}
        </div>
      </div>
    </article>
  )
}

const config: ListConfig<Event, 'all' | 'upcoming' | 'past'> = {
  url: '/api/events',
  words: { title: 'Events/Tours', subtitle: 'Manage concerts, meetups, and tour dates', noun: 'event' },
  search: ['title', 'location'],
  filter: { field: 'status', options: choices({ all: 'All Events', upcoming: 'Upcoming', past: 'Past' }), button: true },
  order: (a, b) => compareEventsForStaff(a, b),
  // The same order, from the server: still to come first, soonest first, then those that are over.
  server: { sort: 'upcoming-first' },
  // The title and venue are drawn by the form among its date and place fields.
  translations: [{ name: 'title', label: 'Title', kind: 'text' }, { name: 'venue', label: 'Venue', kind: 'text' }, ...translatedFields(EVENT_DETAILS)],
  views: [
    {
      name: 'Grid view',
      icon: LayoutGrid,
      pageSize: PAGE_SIZES.adminEventsGrid,
      className: 'grid gap-4 md:grid-cols-2 xl:grid-cols-3',
      skeleton: 'h-56',
      cards: (event, list) => <EventGridCard event={event} list={list} />,
    },
    {
      name: 'List view',
      icon: List,
      pageSize: PAGE_SIZES.adminEventsList,
      table: [
        {
          label: 'Event',
          cell: (event) => (
            <>
              <p className="font-medium text-slate-900">{event.title}</p>
              <p className="text-slate-600">
                {capitalise(event.eventType)} <NoLineUpMark event={event} />
              </p>
            </>
          ),
        },
        {
          label: 'Location',
          from: 'md',
          cell: (event) => (
            <>
              <p>{event.location}</p>
              <p className="text-slate-600">{event.venue}</p>
            </>
          ),
        },
        {
          label: 'Date',

          cell: (event) => (
            <>
              <p>{displayDate(event)}</p>
              <p className="text-slate-600">{displayTime(event)}</p>
            </>
          ),
        },
        { label: 'Status', cell: (event) => <StatusPill status={event.status} /> },
      ],
    },
  ],
  form: { component: EventForm, add: 'Add New Event' },
  notices: spelledOutNotices('event'),
  deleteQuestion: (event) => `Are you sure you want to delete the event "${event.title}" in ${event.location}? This action cannot be undone.`,
  csv: {
    filename: 'events.csv',
    header: ['Title', 'Type', 'Date', 'Venue', 'Location', 'Capacity', 'Status'],
    // The start at the venue with its offset: a spreadsheet in any zone reads the same instant.
    row: (e) => [e.title, e.eventType, isoInZone(e.date, venueZoneOf(e)), e.venue, e.location, e.capacity, e.status],
  },
}

/** /admin/events (docs/product.md#events-screen): grid and list views, search, Upcoming/Past filter, dialogs. */
export const EventsScreen = () => <ListScreen config={config} />
