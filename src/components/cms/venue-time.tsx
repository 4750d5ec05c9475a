'use client'

import { DatePicker, FieldDescription, FieldError, FieldLabel, useField, useFormFields } from '@payloadcms/ui'
import type { ConditionalDateProps, DateFieldClientComponent, DateFieldValidation, DefaultCellComponentProps, Validate } from 'payload'
import { useCallback } from 'react'

import { formatInZone, isKnownTimeZone } from '@/lib/calendar/dates'
import { zoneCity } from '@/lib/calendar/schedule-times'
import { atVenue, fromBrowserClock, onBrowserClock, venueZoneOf } from '@/lib/calendar/staff-times'

/**
 * An event's times in the /cms panel at its venue, as the back office shows them
 * (src/lib/calendar/staff-times.ts): the event's date and its tickets' on-sale time are entered and
 * listed on the venue's clock, the zone being the event's own `timezone` field. Payload's picker
 * reads and writes the browser's clock, so the field hands it a date whose browser-clock fields are
 * the venue's wall clock, and turns what is picked back into the instant at the venue; both
 * conversions go through the app's own time zone database (src/lib/calendar/dates.ts).
 */

/** The venue's zone as the form now holds it (the default, Nepal's, while it is not a known zone). */
function useVenueZone(): string {
  const typed = useFormFields(([fields]) => fields.timezone?.value)
  return typeof typed === 'string' && isKnownTimeZone(typed) ? typed : venueZoneOf({})
}

/** An event's date (or on-sale time) field in /cms: the venue's wall clock, the venue's zone named under it. */
export const VenueDateField: DateFieldClientComponent = ({ field, path: pathFromProps, readOnly, validate }) => {
  const { label, localized, required } = field
  const pickerProps = (field.admin?.date ?? {}) as ConditionalDateProps
  const zone = useVenueZone()
  // Payload's own check of a date (required), as its date field runs it before a save.
  const memoizedValidate = useCallback<Validate>(
    (value, options) => (typeof validate === 'function' ? validate(value, { ...(options as Parameters<DateFieldValidation>[1]), required }) : true),
    [validate, required],
  )
  const { disabled, path, setValue, showError, value } = useField<string | null>({
    potentiallyStalePath: pathFromProps ?? field.name,
    validate: memoizedValidate,
  })
  const shown = typeof value === 'string' && value ? value : null
  return (
    <div
      className={['field-type', 'date-time-field', showError && 'date-time-field--has-error', (readOnly || disabled) && 'read-only'].filter(Boolean).join(' ')}
    >
      <FieldLabel label={label} localized={localized} path={path} required={required} />
      <div className="field-type__wrap" id={`field-${path.replace(/\./g, '__')}`}>
        <FieldError path={path} showError={showError} />
        <DatePicker
          {...pickerProps}
          readOnly={readOnly || disabled}
          value={shown ? onBrowserClock(shown, zone) : undefined}
          onChange={(picked: Date | null | undefined) => setValue(picked instanceof Date ? fromBrowserClock(picked, zone) : null)}
        />
        <p className="field-description" data-testid={`${path}-venue-zone`}>
          Venue time: {zoneCity(zone)}
          {shown && ` (${formatInZone(shown, zone, 'zzz')})`}
        </p>
      </div>
      <FieldDescription description={field.admin?.description} path={path} />
    </div>
  )
}

/** An event's date (or on-sale time) in the /cms lists: at its venue, naming the zone ("Jan 15, 2027, 7:30 PM GMT-5"). */
export function VenueDateCell({ cellData, rowData }: DefaultCellComponentProps) {
  const iso = typeof cellData === 'string' ? cellData : cellData instanceof Date ? cellData.toISOString() : null
  return <span>{iso ? atVenue(iso, { timezone: typeof rowData.timezone === 'string' ? rowData.timezone : null }) : ''}</span>
}
