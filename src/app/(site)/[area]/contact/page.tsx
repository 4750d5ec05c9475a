import { ContactForm } from '@/components/site/contact-form.client'
import { PhoneNumbers } from '@/components/site/phone-numbers'
import { Section } from '@/components/site/section'
import { BRAND } from '@/lib/brand'
import { BUSINESS_HOURS } from '@/lib/constants'
import { contactDetails } from '@/lib/contact-details'
import { pageMetadata } from '@/lib/seo'
import { getContactSettings } from '@/server/public-data'

export const metadata = pageMetadata({
  title: 'Contact',
  description: `Book an artist, plan an event or ask about sponsorship: contact ${BRAND.name}.`,
  path: '/contact',
})

/** Only an https address is ever embedded as the map (issue 3). */
function safeMapUrl(value: string | null | undefined): string | null {
  if (!value) return null
  try {
    return new URL(value).protocol === 'https:' ? value : null
  } catch {
    return null
  }
}

const QUICK_LINKS = [
  { href: '/artists', label: 'Book an artist' },
  { href: '/events', label: 'Upcoming events' },
  { href: '/sponsorship', label: 'Sponsorship packages' },
]

export default async function ContactPage() {
  const settings = await getContactSettings()
  const subjects = (Array.isArray(settings.formSubjects) ? settings.formSubjects : []).filter(
    (subject): subject is string => typeof subject === 'string' && subject.trim().length > 0,
  )
  const { email, phones, address } = contactDetails(settings)
  const map = safeMapUrl(settings.mapEmbedUrl)

  return (
    <Section title="Contact Us" subtitle="Tell us about your event, booking or partnership." headingLevel="h1">
      <div className="grid gap-10 lg:grid-cols-[2fr_3fr]">
        <div className="space-y-8">
          <section aria-labelledby="contact-info" className="rounded-xl border border-line bg-panel p-6">
            <h2 id="contact-info" className="text-lg font-black text-accent">
              Get in touch
            </h2>
            <dl className="mt-4 space-y-3 text-sm">
              <div>
                <dt className="font-bold">Email</dt>
                <dd>
                  <a href={`mailto:${email}`} className="text-muted hover:text-white">
                    {email}
                  </a>
                </dd>
              </div>
              <div>
                <dt className="font-bold">Phone</dt>
                <dd className="text-muted">
                  <PhoneNumbers phones={phones} linkClassName="hover:text-white" />
                </dd>
              </div>
              <div>
                <dt className="font-bold">Address</dt>
                <dd className="whitespace-pre-line text-muted">{address}</dd>
              </div>
            </dl>
          </section>
          <section aria-labelledby="business-hours" className="rounded-xl border border-line bg-panel p-6">
            <h2 id="business-hours" className="text-lg font-black text-accent">
              Business Hours
            </h2>
            <ul className="mt-3 space-y-1 text-sm text-muted">
              {BUSINESS_HOURS.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </section>
          <nav aria-labelledby="quick-links" className="rounded-xl border border-line bg-panel p-6">
            <h2 id="quick-links" className="text-lg font-black text-accent">
              Quick Links
            </h2>
            <ul className="mt-3 space-y-1 text-sm">
              {QUICK_LINKS.map((link) => (
                <li key={link.href}>
                  <a href={link.href} className="text-muted hover:text-white">
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </div>
        <div className="rounded-xl border border-line bg-panel p-6">
          <h2 className="text-lg font-black">Send us a message</h2>
          <ContactForm subjects={subjects} />
        </div>
      </div>
      <div className="mt-10 overflow-hidden rounded-xl border border-line">
        {map ? (
          <iframe
            src={map}
            title={`Map: ${address}`}
            className="h-80 w-full"
            loading="lazy"
            referrerPolicy="no-referrer-when-downgrade"
            sandbox="allow-scripts allow-same-origin allow-popups"
          />
        ) : (
          <div className="flex h-80 items-center justify-center bg-panel text-muted">Map coming soon: {address}</div>
        )}
      </div>
    </Section>
  )
}
