/**
 * The small coloured labels of the back office: a record's status in its list, an action in the
 * log, a message's notice, a followed topic, and the square marks beside a record's name. One
 * place for their classes, so the same state looks the same on every screen.
 */

const SHAPES = {
  /** A record's status in its list or card: Active, Upcoming, Public. */
  status: 'rounded-full px-2.5 py-0.5 text-xs font-medium',
  /** A narrower round label: an action in the log, a message's notice, an invitation. */
  label: 'rounded-full px-2 py-0.5 text-xs font-medium',
  /** A topic a subscriber follows, in lighter type: there may be several in a row. */
  topic: 'rounded-full px-2 py-0.5 text-xs',
  /** A square mark beside a record's name: where it stands in publishing, New, Nepali missing, Scheduled. */
  mark: 'rounded px-1.5 py-0.5 text-xs font-semibold',
}

const TONES = {
  /** Shown to visitors, or still to come: Active, Upcoming, Public. */
  live: 'bg-emerald-100 text-emerald-800',
  /** Put away: Archived, Past, Internal Only, Spam. */
  away: 'bg-slate-200 text-slate-800',
  /** Nothing to call out: an ordinary action, Not notified, Draft. */
  plain: 'bg-slate-100 text-slate-800',
  /** Done and well: Published, Notified. */
  good: 'bg-green-100 text-green-900',
  /** Waiting, or worth a look: Unpublished, Notifying, Invited, New. */
  pending: 'bg-amber-100 text-amber-900',
  /** Gone or gone wrong: Deleted, Sign-in refused, Notice failed. */
  bad: 'bg-red-100 text-red-900',
  /** Set for later: Scheduled. */
  timed: 'bg-sky-100 text-sky-900',
  /** Brought back: Restored. */
  restored: 'bg-violet-100 text-violet-900',
  /** A confirmed topic. */
  followed: 'bg-indigo-50 text-indigo-900',
  /** A topic waiting for its confirmation. */
  unconfirmed: 'bg-slate-100 text-slate-700',
  // Lighter, for the marks beside a name, which sit among the record's own text.
  published: 'bg-emerald-50 text-emerald-800',
  changed: 'bg-amber-50 text-amber-900',
  untranslated: 'bg-violet-50 text-violet-900',
  scheduled: 'bg-sky-50 text-sky-900',
}

export type PillTone = keyof typeof TONES

type PillProps = React.HTMLAttributes<HTMLElement> & {
  tone: PillTone
  shape?: keyof typeof SHAPES
  /** A list item where the pills are a list (a subscriber's topics). */
  as?: 'span' | 'li'
  'data-testid'?: string
}

export function Pill({ tone, shape = 'label', as: Tag = 'span', className = '', ...props }: PillProps) {
  return <Tag {...props} className={`${SHAPES[shape]} ${TONES[tone]} ${className}`.trimEnd()} />
}

/** The statuses (and visibilities) records show in their lists, with their words and tone. */
const STATUSES = {
  active: ['Active', 'live'],
  archived: ['Archived', 'away'],
  upcoming: ['Upcoming', 'live'],
  past: ['Past', 'away'],
  public: ['Public', 'live'],
  internal: ['Internal Only', 'away'],
} as const satisfies Record<string, readonly [string, PillTone]>

/** An artist's, event's or sponsorship package's status (or visibility) as a pill. */
export function StatusPill({ status }: { status: keyof typeof STATUSES }) {
  const [words, tone] = STATUSES[status]
  return (
    <Pill shape="status" tone={tone}>
      {words}
    </Pill>
  )
}
