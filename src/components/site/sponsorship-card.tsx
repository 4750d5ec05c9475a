import Link from '@/components/site/link'
import type { Sponsorship } from '@/payload-types'
import { benefitList } from '@/lib/benefits'

import { MediaImage } from './media-image'
import { buttonClass } from './section'

export const inquiryHref = (packageName: string) =>
  `/contact?subject=${encodeURIComponent(`Sponsorship Inquiry: ${packageName}`)}`

type Props = { sponsorship: Sponsorship; variant: 'home' | 'full' }

export function SponsorshipCard({ sponsorship, variant }: Props) {
  // Priority 1 is the recommended package (SPEC §9).
  const recommended = sponsorship.priority === 1
  const benefits = benefitList(sponsorship.benefits)
  return (
    <article
      className={`relative flex w-full flex-col overflow-hidden rounded-xl border bg-panel ${
        recommended ? 'border-accent shadow-[0_0_0_2px_var(--color-accent)]' : 'border-line'
      }`}
    >
      {recommended && (
        <p className="bg-accent py-1.5 text-center text-xs font-black tracking-[0.2em] text-ink">RECOMMENDED</p>
      )}
      {variant === 'full' && (
        <div className="relative aspect-[16/9]">
          <MediaImage filename={sponsorship.image} alt={`${sponsorship.packageName} package`} sizes="(min-width: 1024px) 33vw, 100vw" fallback="★" />
        </div>
      )}
      <div className="flex flex-1 flex-col gap-3 p-6">
        <h3 className="text-xl font-black">{sponsorship.packageName}</h3>
        {sponsorship.description && <p className="text-sm text-muted">{sponsorship.description}</p>}
        {benefits.length > 0 && (
          <ul className="space-y-1.5 text-sm">
            {benefits.map((benefit, index) => (
              <li key={index} className="flex gap-2">
                <span aria-hidden="true" className="text-accent">
                  ✓
                </span>
                {benefit}
              </li>
            ))}
          </ul>
        )}
        <div className="mt-auto pt-3">
          {variant === 'full' ? (
            <Link href={inquiryHref(sponsorship.packageName)} className={buttonClass.primary}>
              INQUIRE NOW<span className="sr-only"> about {sponsorship.packageName}</span>
            </Link>
          ) : (
            <Link href="/sponsorship" className={buttonClass.outline}>
              LEARN MORE<span className="sr-only"> about {sponsorship.packageName}</span>
            </Link>
          )}
        </div>
      </div>
    </article>
  )
}

const GRID_CLASS: Record<Props['variant'], string> = {
  home: 'grid gap-6 md:grid-cols-3',
  full: 'grid gap-6 md:grid-cols-2 lg:grid-cols-3',
}

/** The packages as cards, or the SPEC's empty state when there are none (home and sponsorship pages). */
export function SponsorshipList({ sponsorships, variant }: { sponsorships: Sponsorship[]; variant: Props['variant'] }) {
  if (sponsorships.length === 0) {
    return (
      <p className="text-center text-muted">
        No sponsorship packages available at this time. Please contact us for custom packages.
      </p>
    )
  }
  return (
    <ul aria-label="Sponsorship packages" className={GRID_CLASS[variant]}>
      {sponsorships.map((sponsorship) => (
        <li key={sponsorship.id} className="flex">
          <SponsorshipCard sponsorship={sponsorship} variant={variant} />
        </li>
      ))}
    </ul>
  )
}
