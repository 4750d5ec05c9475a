'use client'

import { useRouter } from 'next/navigation'
import { type FormEvent, useId } from 'react'

import type { EventPlaces } from '@/lib/events/places'
import type { Facets } from '@/lib/list-view'

type Text = {
  label: string
  country: string
  allCountries: string
  city: string
  allCities: string
  month: string
  anyMonth: string
  show: string
  clear: string
}

type Props = {
  /** The list's address in the page's language (/events, /ne/events). */
  action: string
  /** The type tab the list is on, kept by the form. */
  type: string | null
  facets: Facets
  /** The names of the country and city chosen, offered even where no event is there (a shared link). */
  chosen: { country: string | null; city: string | null }
  places: EventPlaces
  /** Each month's name in the page's language, by yyyy-MM. */
  monthNames: Record<string, string>
  text: Text
}

const select =
  'mt-1 w-full rounded-md border border-line bg-panel px-3 py-2 text-sm text-white focus:border-accent focus:outline-none focus:ring-2 focus:ring-accent/40'

/**
 * The events page's filters by country, city and month: a plain form sent with GET, so that it
 * works without JavaScript and the address holds the choice (/events?city=toronto&month=2026-12).
 * With JavaScript, the list changes without a reload, and choices left empty stay out of the
 * address. Nothing is sent on a change alone: a choice is applied with the button (a select that
 * moved the page as it changed would move it under a keyboard user).
 */
export function EventFilters({ action, type, facets, chosen, places, monthNames, text }: Props) {
  const router = useRouter()
  const id = useId()

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const query = new URLSearchParams()
    for (const [name, value] of new FormData(event.currentTarget)) if (typeof value === 'string' && value) query.set(name, value)
    const search = query.toString()
    router.push(search ? `${action}?${search}` : action, { scroll: false })
  }

  const narrowed = Boolean(facets.country || facets.city || facets.month)
  const offered = (key: string | undefined, keys: string[]) => !key || keys.includes(key)
  const cityKeys = places.countries.flatMap((country) => country.cities.map((city) => city.key))
  return (
    <form
      action={action}
      method="get"
      onSubmit={submit}
      aria-label={text.label}
      className="mx-auto mt-6 grid max-w-3xl gap-3 sm:grid-cols-[1fr_1fr_1fr_auto] sm:items-end"
    >
      {type && <input type="hidden" name="type" value={type} />}
      <div>
        <label htmlFor={`${id}-country`} className="block text-sm font-bold text-muted">
          {text.country}
        </label>
        <select id={`${id}-country`} name="country" defaultValue={facets.country ?? ''} className={select}>
          <option value="">{text.allCountries}</option>
          {!offered(
            facets.country,
            places.countries.map((country) => country.key),
          ) && <option value={facets.country}>{chosen.country}</option>}
          {places.countries.map((country) => (
            <option key={country.key} value={country.key}>
              {country.name}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-city`} className="block text-sm font-bold text-muted">
          {text.city}
        </label>
        <select id={`${id}-city`} name="city" defaultValue={facets.city ?? ''} className={select}>
          <option value="">{text.allCities}</option>
          {!offered(facets.city, cityKeys) && <option value={facets.city}>{chosen.city}</option>}
          {places.countries.map((country) => (
            <optgroup key={country.key} label={country.name}>
              {country.cities.map((city) => (
                <option key={city.key} value={city.key}>
                  {city.name}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-month`} className="block text-sm font-bold text-muted">
          {text.month}
        </label>
        <select id={`${id}-month`} name="month" defaultValue={facets.month ?? ''} className={select}>
          <option value="">{text.anyMonth}</option>
          {places.months.map((month) => (
            <option key={month} value={month}>
              {monthNames[month]}
            </option>
          ))}
        </select>
      </div>
      <div className="flex items-center gap-3">
        <button type="submit" className="rounded-md bg-accent px-5 py-2 text-sm font-bold tracking-wider text-ink transition-colors hover:bg-accent-strong">
          {text.show}
        </button>
        {narrowed && (
          <a
            href={type ? `${action}?type=${type}` : action}
            onClick={(event) => {
              event.preventDefault()
              router.push(event.currentTarget.getAttribute('href') ?? action, { scroll: false })
            }}
            className="text-sm font-semibold text-accent underline-offset-4 hover:underline"
          >
            {text.clear}
          </a>
        )}
      </div>
    </form>
  )
}
