import Link from '@/components/site/link'
import { FramedImage } from '@/components/site/media-image'
import { buttonClass } from '@/components/site/section'
import { publicAnchorOf } from '@/features/publishing/states'
import { benefitList } from '@/lib/benefits'
import { fill, type Locale, messagesFor } from '@/lib/i18n'
import type { Sponsorship } from '@/payload-types'

/** The contact form asking about a package, its subject in the page's language. */
export const inquiryHref = (packageName: string, locale: Locale) =>
  `/contact?subject=${encodeURIComponent(fill(messagesFor(locale).sponsorship.inquirySubject, { name: packageName }))}`

type Props = { sponsorship: Sponsorship; variant: 'home' | 'full'; locale: Locale }

export function SponsorshipCard({ sponsorship, variant, locale }: Props) {
  const t = messagesFor(locale).sponsorship
  const about = <span className="sr-only">{fill(t.about, { name: sponsorship.packageName })}</span>
  // Priority 1 is the recommended package (docs/product.md#sponsorship-page).
  const recommended = sponsorship.priority === 1
  const benefits = benefitList(sponsorship.benefits)
  return (
    <article
      id={variant === 'full' ? publicAnchorOf('sponsorships', sponsorship.id) : undefined}
      className={`relative flex scroll-mt-24 w-full flex-col overflow-hidden rounded-xl border bg-panel ${
        recommended ? 'border-accent shadow-[0_0_0_2px_var(--color-accent)]' : 'border-line'
      }`}
    >
      {recommended && <p className="bg-accent py-1.5 text-center text-xs font-black tracking-[0.2em] text-ink">{t.recommended}</p>}
      {variant === 'full' && (
        <FramedImage
          frame="aspect-[16/9]"
          filename={sponsorship.image}
          alt={fill(t.packageImage, { name: sponsorship.packageName })}
          sizes="(min-width: 1024px) 33vw, 100vw"
          fallback="★"
        />
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
            <Link href={inquiryHref(sponsorship.packageName, locale)} locale={locale} className={buttonClass.primary}>
              {t.inquireNow}
              {about}
            </Link>
          ) : (
            <Link href="/sponsorship" locale={locale} className={buttonClass.outline}>
              {t.learnMore}
              {about}
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
export function SponsorshipList({ sponsorships, variant, locale }: { sponsorships: Sponsorship[]; variant: Props['variant']; locale: Locale }) {
  const t = messagesFor(locale).sponsorship
  if (sponsorships.length === 0) return <p className="text-center text-muted">{t.empty}</p>
  return (
    <ul aria-label={t.packagesLabel} className={GRID_CLASS[variant]}>
      {sponsorships.map((sponsorship) => (
        <li key={sponsorship.id} className="flex">
          <SponsorshipCard sponsorship={sponsorship} variant={variant} locale={locale} />
        </li>
      ))}
    </ul>
  )
}
