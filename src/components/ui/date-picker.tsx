'use client'

import 'react-day-picker/style.css'

import * as Popover from '@radix-ui/react-popover'
import { format, parse } from 'date-fns'
import { CalendarDays } from 'lucide-react'
import { forwardRef, useState } from 'react'
import { DayPicker } from 'react-day-picker'

type Props = {
  /** yyyy-MM-dd, or '' when no date is chosen. */
  value: string
  onChange: (value: string) => void
  id?: string
  'aria-invalid'?: boolean
  'aria-describedby'?: string
}

/** A calendar picker (SPEC §2: placeholder 'Pick a date', written as year-month-day). */
export const DatePicker = forwardRef<HTMLButtonElement, Props>(function DatePicker({ value, onChange, ...aria }, ref) {
  const [open, setOpen] = useState(false)
  const selected = value ? parse(value, 'yyyy-MM-dd', new Date()) : undefined
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger asChild>
        <button
          ref={ref}
          type="button"
          {...aria}
          className="flex w-full items-center justify-between rounded-md border border-slate-300 bg-white px-3 py-2 text-left text-sm aria-[invalid=true]:border-red-600"
        >
          <span className={value ? 'text-slate-900' : 'text-slate-500'}>{value || 'Pick a date'}</span>
          <CalendarDays className="h-4 w-4 text-slate-600" aria-hidden="true" />
        </button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content align="start" sideOffset={4} className="z-[60] rounded-md border border-slate-200 bg-white p-3 text-slate-900 shadow-lg">
          <DayPicker
            mode="single"
            selected={selected}
            defaultMonth={selected}
            onSelect={(day) => {
              onChange(day ? format(day, 'yyyy-MM-dd') : '')
              setOpen(false)
            }}
          />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  )
})
