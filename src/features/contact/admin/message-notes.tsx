'use client'

import { useState } from 'react'

import { Button } from '@/components/ui/button'
import { inputClasses } from '@/components/ui/field'

type Note = { id?: string | null; text: string; author?: string | null; at?: string | null }

type Props = {
  notes: Note[]
  when: (iso: string) => string
  onAdd: (text: string, done: () => void) => void
  adding: boolean
  /** Whether a note is being written and not added yet (closing the message then asks first). */
  onDrafting: (drafting: boolean) => void
}

/** Staff's notes on a message, oldest first, and a box to add one. */
export function MessageNotes({ notes, when, onAdd, adding, onDrafting }: Props) {
  const [text, setText] = useState('')
  const write = (next: string) => {
    setText(next)
    onDrafting(next.trim() !== '')
  }
  return (
    <section aria-labelledby="message-notes" className="mt-4 grid gap-2 rounded-md border border-slate-200 p-3 text-sm">
      <h3 id="message-notes" className="font-medium">
        Staff notes
      </h3>
      {notes.length === 0 ? (
        <p className="text-slate-600">No notes yet.</p>
      ) : (
        <ol className="grid gap-2">
          {notes.map((note, index) => (
            <li key={note.id ?? index} className="rounded bg-slate-50 p-2">
              <p className="whitespace-pre-line break-words text-slate-800">{note.text}</p>
              <p className="mt-1 text-xs text-slate-600">
                {note.author ?? 'Someone'}
                {note.at ? ` · ${when(note.at)}` : ''}
              </p>
            </li>
          ))}
        </ol>
      )}
      <form
        className="grid gap-2"
        onSubmit={(event) => {
          event.preventDefault()
          if (text.trim()) onAdd(text.trim(), () => write(''))
        }}
      >
        <label htmlFor="new-note" className="sr-only">
          New note
        </label>
        <textarea
          id="new-note"
          value={text}
          onChange={(event) => write(event.target.value)}
          rows={2}
          maxLength={2000}
          placeholder="Add a note for the team"
          className={inputClasses}
        />
        <div>
          <Button type="submit" variant="outline" size="sm" disabled={adding || !text.trim()}>
            Add note
          </Button>
        </div>
      </form>
    </section>
  )
}
