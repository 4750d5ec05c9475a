import { Highlight } from './cards/highlight'

type Props = {
  id?: string
  title: string
  subtitle?: string | null
  children: React.ReactNode
  /** How the title is decorated: home sections highlight the last word. */
  highlight?: 'last' | 'none'
  className?: string
  headingLevel?: 'h1' | 'h2'
}

export function Section({ id, title, subtitle, children, highlight = 'last', className = '', headingLevel = 'h2' }: Props) {
  const Heading = headingLevel
  const headingId = id ? `${id}-heading` : undefined
  return (
    <section id={id} aria-labelledby={headingId} className={`mx-auto max-w-7xl px-4 py-14 ${className}`}>
      <Heading id={headingId} className="text-center font-display text-3xl font-black tracking-wide md:text-4xl">
        {highlight === 'last' ? <Highlight text={title} word="last" /> : title}
      </Heading>
      {subtitle && <p className="mx-auto mt-3 max-w-2xl text-center text-muted">{subtitle}</p>}
      <div className="mt-10">{children}</div>
    </section>
  )
}

export const buttonClass = {
  primary:
    'inline-flex items-center justify-center rounded-md bg-accent px-5 py-2.5 text-sm font-bold tracking-wider text-ink transition-colors hover:bg-accent-strong',
  outline:
    'inline-flex items-center justify-center rounded-md border-2 border-accent px-5 py-2.5 text-sm font-bold tracking-wider text-accent transition-colors hover:bg-accent hover:text-ink',
}
