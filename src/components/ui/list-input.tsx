'use client'

import { X } from 'lucide-react'
import { useId, useState } from 'react'

import { Button } from '@/components/ui/button'
import { inputClasses } from '@/components/ui/field'

type Props = {
  label: string
  value: string[]
  onChange: (value: string[]) => void
  placeholder?: string
  itemLabel: string
  /** The language the entries are written in, when it is not the screen's (Nepali: drawn in its typeface). */
  lang?: string
}

/** A list of strings: type, then Add or Enter; blanks are ignored and each entry is removable. */
export function ListInput({ label, value, onChange, placeholder, itemLabel, lang }: Props) {
  const id = useId()
  const [draft, setDraft] = useState('')
  const add = () => {
    const entry = draft.trim()
    if (!entry) return
    onChange([...value, entry])
    setDraft('')
  }
  return (
    <div className="space-y-2">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          lang={lang}
          value={draft}
          placeholder={placeholder}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault()
              add()
            }
          }}
          className={inputClasses}
        />
        <Button variant="outline" onClick={add}>
          Add
        </Button>
      </div>
      {value.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label={`${label} list`}>
          {value.map((item, index) => (
            <li key={`${item}-${index}`} className="flex items-center gap-1 rounded-full bg-slate-100 py-1 pl-3 pr-1 text-sm text-slate-800">
              <span lang={lang}>{item}</span>
              <RemoveButton
                label={`Remove ${itemLabel} ${item}`}
                onClick={() => onChange(value.filter((_, i) => i !== index))}
                className="p-1 hover:bg-slate-200"
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}

/** A small round × button that removes one entry (a tag, a photo), named for what it removes. */
export function RemoveButton({ label, onClick, className }: { label: string; onClick: () => void; className: string }) {
  return (
    <button type="button" aria-label={label} onClick={onClick} className={`rounded-full ${className}`}>
      <X className="h-3 w-3" aria-hidden="true" />
    </button>
  )
}
