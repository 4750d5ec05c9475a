'use client'

import { useQueries, useQuery } from '@tanstack/react-query'
import { useCombobox } from 'downshift'
import { ArrowDown, ArrowUp } from 'lucide-react'
import { useMemo, useState } from 'react'

import { Tooltip } from '@/admin-screens/ui/tooltip'
import { useDebounced } from '@/admin-screens/ui/use-list-screen'
import { inputClasses } from '@/components/ui/field'
import { RemoveButton } from '@/components/ui/list-input'
import type { Artist } from '@/payload-types'

type Props = {
  value: number[]
  onChange: (ids: number[]) => void
  error?: string
  /** The event's title as typed: the artists it names are offered while the line-up is empty. */
  title?: string
  /** Whether an empty line-up is worth a warning (a show, not a meetup). */
  expected?: boolean
}

/** How many matches the list under the search box shows at once. */
const SHOWN_MATCHES = 8
/** How many active artists a search asks for: some may be drafts, which are not offered. */
const ASKED_MATCHES = '20'

/** Whether visitors see an artist: active and published (the server refuses any other on a line-up). */
const isShown = (artist: Artist) => artist.status === 'active' && artist._status !== 'draft'

const moved = (ids: number[], from: number, to: number) => {
  const next = [...ids]
  const [id] = next.splice(from, 1)
  next.splice(to, 0, id)
  return next
}

/**
 * An event's line-up (docs/product.md#line-ups): a search box over the active artists (type, then
 * pick with the arrow keys and Enter, or click), and the chosen ones in order, each movable and
 * removable. Artists visitors cannot see are not offered; one already on the line-up but archived
 * since is listed as such (the public pages leave them out). The server searches, and answers the
 * chosen artists and those the title names: the whole list is never read.
 */
export function ArtistPicker({ value, onChange, error, title = '', expected = true }: Props) {
  const [search, setSearch] = useState('')
  const wanted = useDebounced(search.trim())
  const found = useQuery<Artist[]>({ queryKey: ['/api/artists', { search: wanted, status: 'active', limit: ASKED_MATCHES }] })
  const chosen = useQueries({
    queries: value.map((id) => ({ queryKey: [`/api/artists/${id}`] })),
    combine: (answers) => ({
      artists: answers.flatMap((answer) => (answer.data ? [answer.data as Artist] : [])),
      settled: answers.every((answer) => !answer.isPending),
    }),
  })
  const byId = useMemo(() => new Map(chosen.artists.map((artist) => [artist.id, artist])), [chosen.artists])
  const matches = useMemo(
    () => (found.data ?? []).filter((artist) => isShown(artist) && !value.includes(artist.id)).slice(0, SHOWN_MATCHES),
    [found.data, value],
  )
  const combobox = useCombobox<Artist>({
    items: matches,
    inputValue: search,
    selectedItem: null,
    itemToString: (artist) => artist?.name ?? '',
    onInputValueChange: ({ inputValue, type }) => {
      if (type !== useCombobox.stateChangeTypes.ItemClick && type !== useCombobox.stateChangeTypes.InputKeyDownEnter) setSearch(inputValue ?? '')
    },
    onSelectedItemChange: ({ selectedItem }) => {
      if (!selectedItem) return
      onChange([...value, selectedItem.id])
      setSearch('')
    },
  })
  // The artists visitors see whom the title names ("Aarohi Shrestha Canada Tour: Toronto").
  const titled = useDebounced(title.trim())
  const namedInTitle = useQuery<Artist[]>({
    queryKey: ['/api/artists', { named: titled, status: 'active', limit: ASKED_MATCHES }],
    enabled: value.length === 0 && titled !== '',
  })
  const named = value.length === 0 && titled !== '' ? (namedInTitle.data ?? []).filter(isShown) : []
  const nameOf = (id: number) => {
    const artist = byId.get(id)
    if (!artist) return chosen.settled ? `Artist ${id} (not found)` : `Artist ${id}`
    return isShown(artist) ? artist.name : `${artist.name} (not shown on the site)`
  }

  return (
    <div className="space-y-2 sm:col-span-2">
      {/* eslint-disable-next-line jsx-a11y/label-has-associated-control -- downshift's getLabelProps gives it the input's htmlFor */}
      <label {...combobox.getLabelProps()} className="block text-sm font-medium text-slate-800">
        Line-up
      </label>
      <div className="relative">
        <input
          {...combobox.getInputProps({
            placeholder: found.isError ? 'Artists could not be loaded' : 'Search artists to add',
            'aria-invalid': error ? true : undefined,
          })}
          className={inputClasses}
        />
        <ul
          {...combobox.getMenuProps()}
          className={`mt-1 max-h-64 w-full overflow-auto rounded-md border border-slate-200 bg-white py-1 shadow-sm ${combobox.isOpen && matches.length > 0 ? '' : 'hidden'}`}
        >
          {combobox.isOpen &&
            matches.map((artist, index) => (
              <li
                key={artist.id}
                {...combobox.getItemProps({ item: artist, index })}
                className={`cursor-pointer px-3 py-2 text-sm ${combobox.highlightedIndex === index ? 'bg-slate-100' : ''}`}
              >
                <span className="font-medium text-slate-900">{artist.name}</span>
                {artist.genre && <span className="ml-2 text-slate-600">{artist.genre}</span>}
              </li>
            ))}
        </ul>
      </div>
      {combobox.isOpen && wanted !== '' && wanted === search.trim() && matches.length === 0 && found.data && !found.isFetching && (
        <p className="text-sm text-slate-600">No active artist matches &quot;{search.trim()}&quot;.</p>
      )}
      {value.length === 0 && !expected ? (
        <p className="text-sm text-slate-600">No line-up: the event names no artist.</p>
      ) : value.length === 0 ? (
        <div role="status" className="rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          <p>No line-up: the event names no artist, so no artist&apos;s page lists it.</p>
          {named.length > 0 && (
            <p className="mt-2 flex flex-wrap items-center gap-2">
              <span>Named in the title:</span>
              {named.map((artist) => (
                <button
                  key={artist.id}
                  type="button"
                  onClick={() => onChange([...value, artist.id])}
                  className="rounded-md border border-amber-300 bg-white px-2 py-1 font-medium text-slate-900 hover:bg-amber-100"
                >
                  Add {artist.name}
                </button>
              ))}
            </p>
          )}
        </div>
      ) : (
        <ol aria-label="Line-up, in order" className="divide-y divide-slate-200 rounded-md border border-slate-200">
          {value.map((id, index) => (
            <li key={id} className="flex items-center gap-2 px-3 py-2 text-sm text-slate-800">
              <span className="w-5 text-slate-500">{index + 1}.</span>
              <span className="flex-1">{nameOf(id)}</span>
              <Tooltip label={`Move ${nameOf(id)} up`}>
                <button
                  type="button"
                  aria-label={`Move ${nameOf(id)} up`}
                  disabled={index === 0}
                  onClick={() => onChange(moved(value, index, index - 1))}
                  className="rounded p-1 hover:bg-slate-100 disabled:opacity-30"
                >
                  <ArrowUp className="h-4 w-4" aria-hidden="true" />
                </button>
              </Tooltip>
              <Tooltip label={`Move ${nameOf(id)} down`}>
                <button
                  type="button"
                  aria-label={`Move ${nameOf(id)} down`}
                  disabled={index === value.length - 1}
                  onClick={() => onChange(moved(value, index, index + 1))}
                  className="rounded p-1 hover:bg-slate-100 disabled:opacity-30"
                >
                  <ArrowDown className="h-4 w-4" aria-hidden="true" />
                </button>
              </Tooltip>
              <Tooltip label={`Remove ${nameOf(id)} from the line-up`}>
                <RemoveButton
                  label={`Remove ${nameOf(id)} from the line-up`}
                  onClick={() => onChange(value.filter((other) => other !== id))}
                  className="p-1 hover:bg-slate-200"
                />
              </Tooltip>
            </li>
          ))}
        </ol>
      )}
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  )
}
