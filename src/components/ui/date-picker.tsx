'use client'

import 'react-day-picker/style.css'

import * as Popover from '@radix-ui/react-popover'
import { addYears, format, parse } from 'date-fns'
import { CalendarDays } from 'lucide-react'
import { forwardRef, useEffect, useId, useState } from 'react'
import { DayPicker } from 'react-day-picker'

import { parseTypedDay } from '@/lib/calendar/dates'

import { inputClasses } from './field'

type Props = {
  /** yyyy-MM-dd, or '' when no date is chosen. */
  value: string
  /** yyyy-MM-dd once a day is typed or picked; what was typed, as it is, when it is not a day (the form's rules then refuse it). */
  onChange: (value: string) => void
  id?: string
  'aria-invalid'?: boolean
  'aria-describedby'?: string
}

/** Years the calendar's year list reaches either side of today and of the chosen day. */
const YEARS_AROUND = 10

/**
 * A date field (placeholder 'Pick a date', written as year-month-day:
 * docs/product.md#events-screen). Staff type the day ("2027-05-03", "3 May 2027", "May 3, 2027":
 * written as year-month-day when they leave the field) or pick it from a calendar whose month and
 * year are lists, so May next year is two choices away.
 */
export const DatePicker = forwardRef<HTMLInputElement, Props>(function DatePicker({ value, onChange, id, ...aria }, ref) {
  const [open, setOpen] = useState(false)
  const [draft, setDraft] = useState(value)
  const problemId = useId()
  // A value set from outside (a reset, an event chosen in the gallery form) replaces the draft.
  useEffect(() => setDraft(value), [value])

  const typed = draft.trim()
  const unreadable = typed !== '' && parseTypedDay(typed) === null
  const selected = /^\d{4}-\d{2}-\d{2}$/.test(value) ? parse(value, 'yyyy-MM-dd', new Date()) : undefined
  const today = new Date()
  const anchors = selected ? [today, selected] : [today]

  const commit = () => {
    const day = typed === '' ? '' : parseTypedDay(typed)
    const next = day ?? draft
    setDraft(next)
    if (next !== value) onChange(next)
  }

  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <div className="flex gap-2">
        <input
          ref={ref}
          id={id}
          type="text"
          inputMode="text"
          autoComplete="off"
          placeholder="Pick a date"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onBlur={commit}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return
            event.preventDefault()
            commit()
          }}
          {...aria}
          aria-invalid={aria['aria-invalid'] || unreadable || undefined}
          aria-describedby={[aria['aria-describedby'], unreadable ? problemId : undefined].filter(Boolean).join(' ') || undefined}
          className={inputClasses}
        />
        <Popover.Trigger asChild>
          <button
            type="button"
            aria-label="Open calendar"
            className="shrink-0 rounded-md border border-slate-300 bg-white px-3 text-slate-700 hover:bg-slate-50"
          >
            <CalendarDays className="h-4 w-4" aria-hidden="true" />
          </button>
        </Popover.Trigger>
      </div>
      {unreadable && (
        <p id={problemId} className="mt-1 text-sm text-red-700">
          {`'${typed}' is not a date: write it as year-month-day, e.g. ${format(today, 'yyyy-MM-dd')}`}
        </p>
      )}
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={4}
          collisionPadding={8}
          className="z-[60] rounded-md border border-slate-200 bg-white p-3 text-slate-900 shadow-lg"
        >
          <DayPicker
            mode="single"
            captionLayout="dropdown"
            startMonth={addYears(new Date(Math.min(...anchors.map(Number))), -YEARS_AROUND)}
            endMonth={addYears(new Date(Math.max(...anchors.map(Number))), YEARS_AROUND)}
            selected={selected}
            defaultMonth={selected}
            onSelect={(day) => {
              const next = day ? format(day, 'yyyy-MM-dd') : ''
              setDraft(next)
              onChange(next)
              setOpen(false)
            }}
          />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  )
})
