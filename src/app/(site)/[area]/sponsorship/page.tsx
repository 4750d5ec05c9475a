import { Handshake, Megaphone, Ticket } from 'lucide-react'

import Link from '@/components/site/link'
import { buttonClass, Section } from '@/components/site/section'
import { SponsorshipList } from '@/components/site/sponsorship-card'
import { BRAND } from '@/lib/brand'
import { pageMetadata } from '@/lib/seo'
import { listPublicSponsorships } from '@/server/public-data'

export const metadata = pageMetadata({
  title: 'Sponsorship',
  description: `Sponsorship packages for concerts and tours by ${BRAND.name} in Nepal and Canada.`,
  path: '/sponsorship',
})

const BENEFITS = [
  { Icon: Megaphone, title: 'Brand Visibility', text: 'Your logo on stages, screens, tickets and campaigns seen by thousands of fans.' },
  { Icon: Handshake, title: 'Community Connection', text: 'Reach the Nepali community at home and across the Canadian diaspora.' },
  { Icon: Ticket, title: 'VIP Experiences', text: 'Passes, meet-and-greets and hospitality for your team and clients.' },
]

const CUSTOM_PACKAGE_HREF = `/contact?subject=${encodeURIComponent('Custom Sponsorship Package')}`

export default async function SponsorshipPage() {
  const packages = await listPublicSponsorships()

  return (
    <>
      <Section title="Become a Sponsor" subtitle="Partner with us and grow with our audiences." headingLevel="h1">
        <ul className="grid gap-6 md:grid-cols-3">
          {BENEFITS.map((benefit) => (
            <li key={benefit.title} className="rounded-xl border border-line bg-panel p-6 text-center">
              <benefit.Icon aria-hidden="true" className="mx-auto size-10 text-accent" strokeWidth={1.75} />
              <h2 className="mt-3 text-lg font-black">{benefit.title}</h2>
              <p className="mt-2 text-sm text-muted">{benefit.text}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="packages" title="Sponsorship Packages">
        <SponsorshipList sponsorships={packages} variant="full" />
        <div className="mt-10 text-center">
          <Link href={CUSTOM_PACKAGE_HREF} className={buttonClass.outline}>
            REQUEST CUSTOM PACKAGE
          </Link>
        </div>
      </Section>

      <Section id="partners" title="Our Partners" subtitle="Brands that already share our stages.">
        <ul className="grid grid-cols-2 gap-4 sm:grid-cols-4">
          {Array.from({ length: 8 }, (_, index) => (
            <li
              key={index}
              className="flex aspect-[3/2] items-center justify-center rounded-lg border border-dashed border-line text-sm font-bold text-muted"
            >
              Partner logo {index + 1}
            </li>
          ))}
        </ul>
        <div className="mt-10 text-center">
          <Link href="/contact" className={buttonClass.primary}>
            CONTACT OUR TEAM
          </Link>
        </div>
      </Section>
    </>
  )
}
