import { Handshake, Megaphone, Ticket } from 'lucide-react'

import { SponsorshipList } from '@/components/site/cards/sponsorship-card'
import { pageLocale } from '@/components/site/page-locale'
import { Section } from '@/components/site/section'
import { BRAND } from '@/lib/brand'
import { fill, messagesFor } from '@/lib/i18n'
import { formatNumber } from '@/lib/i18n/format'
import { pageMetadata } from '@/lib/seo'
import { listPublicSponsorships } from '@/server/content/public-data'

type Props = { params: Promise<{ area: string }> }

export async function generateMetadata({ params }: Props) {
  const locale = await pageLocale(params)
  const { sponsorship } = messagesFor(locale)
  return pageMetadata({
    title: sponsorship.metaTitle,
    description: fill(sponsorship.metaDescription, { brand: BRAND.name }),
    path: '/sponsorship',
    locale,
  })
}

const BENEFITS = [
  { Icon: Megaphone, key: 'visibility' },
  { Icon: Handshake, key: 'community' },
  { Icon: Ticket, key: 'vip' },
] as const

export default async function SponsorshipPage({ params }: Props) {
  const locale = await pageLocale(params)
  const t = messagesFor(locale).sponsorship
  const packages = await listPublicSponsorships(locale)

  return (
    <>
      <Section title={t.title} subtitle={t.subtitle} headingLevel="h1">
        <ul className="grid gap-6 md:grid-cols-3">
          {BENEFITS.map(({ Icon, key }) => (
            <li key={key} className="rounded-xl border border-line bg-panel p-6 text-center">
              <Icon aria-hidden="true" className="mx-auto size-10 text-accent" strokeWidth={1.75} />
              <h2 className="mt-3 text-lg font-black">{t.benefits[key].title}</h2>
              <p className="mt-2 text-sm text-muted">{t.benefits[key].text}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section
        id="packages"
        title={t.packagesTitle}
        more={{ href: `/contact?subject=${encodeURIComponent(t.customPackageSubject)}`, text: t.customPackage, look: 'outline', locale }}
      >
        <SponsorshipList sponsorships={packages} variant="full" locale={locale} />
      </Section>

      <Section id="partners" title={t.partnersTitle} subtitle={t.partnersSubtitle} more={{ href: '/contact', text: t.contactTeam, look: 'primary', locale }}>
        <ul className="grid grid-cols-2 gap-4 sm:grid-cols-4">
          {Array.from({ length: 8 }, (_, index) => (
            <li key={index} className="flex aspect-[3/2] items-center justify-center rounded-lg border border-dashed border-line text-sm font-bold text-muted">
              {fill(t.partnerLogo, { number: formatNumber(index + 1, locale) })}
            </li>
          ))}
        </ul>
      </Section>
    </>
  )
}
