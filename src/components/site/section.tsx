import type { Locale } from '@/lib/i18n'

import { Highlight } from './cards/highlight'
import Link from './link'

type Props = {
  id?: string
  title: string
  subtitle?: string | null
  children: React.ReactNode
  /** How the title is decorated: home sections highlight the last word. */
  highlight?: 'last' | 'none'
  className?: string
  headingLevel?: 'h1' | 'h2'
  /** The section's way on, centred under its content: a link that looks like a button. */
  more?: ButtonLinkTo
}

export function Section({ id, title, subtitle, children, highlight = 'last', className = '', headingLevel = 'h2', more }: Props) {
  const Heading = headingLevel
  const headingId = id ? `${id}-heading` : undefined
  return (
    <section id={id} aria-labelledby={headingId} className={`mx-auto max-w-7xl px-4 py-14 ${className}`}>
      <Heading id={headingId} className="text-center font-display text-3xl font-black tracking-wide md:text-4xl">
        {highlight === 'last' ? <Highlight text={title} word="last" /> : title}
      </Heading>
      {subtitle && <p className="mx-auto mt-3 max-w-2xl text-center text-muted">{subtitle}</p>}
      <div className="mt-10">
        {children}
        {more && (
          <div className="mt-10 text-center">
            <ButtonLink {...more} />
          </div>
        )}
      </div>
    </section>
  )
}

export const buttonClass = {
  primary:
    'inline-flex items-center justify-center rounded-md bg-accent px-5 py-2.5 text-sm font-bold tracking-wider text-ink transition-colors hover:bg-accent-strong',
  outline:
    'inline-flex items-center justify-center rounded-md border-2 border-accent px-5 py-2.5 text-sm font-bold tracking-wider text-accent transition-colors hover:bg-accent hover:text-ink',
}

/** Where a link that looks like a button goes, what it says, which look it has, and the language of its page. */
export type ButtonLinkTo = { href: string; text: string; look: keyof typeof buttonClass; locale: Locale }

export function ButtonLink({ href, text, look, locale, className }: ButtonLinkTo & { className?: string }) {
  return (
    <Link href={href} locale={locale} className={className ? `${buttonClass[look]} ${className}` : buttonClass[look]}>
      {text}
    </Link>
  )
}
