'use client'

import { useState } from 'react'

type Props = {
  /** Accessible name of the group of buttons. */
  label: string
  /** The "everything" option first, then one per value. */
  allLabel: string
  options: { key: string; label: string }[]
  /** Server-rendered items, each marked with data-filter-key; groups list their keys in data-filter-group. */
  children: React.ReactNode
  /** Count phrase, e.g. (n) => `${n} artists`. Counts per key come from the server. */
  counts: Record<string, number>
  noun: string
}

/** Hides items of other keys, and groups (e.g. month headings) holding none of the chosen key. */
function hideOthers(key: string): string {
  const safe = key.replace(/[^a-z0-9-]/g, '')
  return (
    `[data-filter-root] [data-filter-key]:not([data-filter-key="${safe}"]){display:none}` +
    `[data-filter-root] [data-filter-group]:not([data-filter-group~="${safe}"]){display:none}`
  )
}

/**
 * Filters server-rendered items without a page reload: the chosen key is set on the wrapper and
 * a CSS rule (built from generated keys only, never from content) hides the other items.
 */
export function FilterTabs({ label, allLabel, options, children, counts, noun }: Props) {
  const [selected, setSelected] = useState<string>('all')
  const total = Object.values(counts).reduce((sum, n) => sum + n, 0)
  const shown = selected === 'all' ? total : (counts[selected] ?? 0)
  const buttons = [{ key: 'all', label: allLabel }, ...options]

  return (
    <div>
      <div role="group" aria-label={label} className="flex flex-wrap justify-center gap-2">
        {buttons.map((option) => (
          <button
            key={option.key}
            type="button"
            aria-pressed={selected === option.key}
            onClick={() => setSelected(option.key)}
            className={`rounded-full border px-4 py-2 text-sm font-bold transition-colors ${
              selected === option.key ? 'border-accent bg-accent text-ink' : 'border-line text-white hover:border-accent'
            }`}
          >
            {option.label}
          </button>
        ))}
      </div>
      <p className="sr-only" aria-live="polite">
        Showing {shown} {noun}
      </p>
      {selected !== 'all' && (
        <style>{hideOthers(selected)}</style>
      )}
      <div data-filter-root className="mt-8">
        {children}
      </div>
    </div>
  )
}
