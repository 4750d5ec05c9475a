import { pageLocale } from '@/components/site/page-locale'
import { Section } from '@/components/site/section'
import { contactDetails } from '@/features/contact/details'
import { ContactForm } from '@/features/contact/site/form.client'
import { PhoneNumbers } from '@/features/contact/site/phone-numbers'
import { BRAND } from '@/lib/brand'
import { fill, messagesFor } from '@/lib/i18n'
import { localizedHref } from '@/lib/i18n/alternates'
import { mapEmbedUrl } from '@/lib/map-embed'
import { pageMetadata } from '@/lib/seo'
import { getContactSettings } from '@/server/content/public-data'

type Props = { params: Promise<{ area: string }> }

export async function generateMetadata({ params }: Props) {
  const locale = await pageLocale(params)
  const { contact } = messagesFor(locale)
  return pageMetadata({ title: contact.metaTitle, description: fill(contact.metaDescription, { brand: BRAND.name }), path: '/contact', locale })
}

const QUICK_LINKS = [
  { href: '/artists', key: 'bookArtist' },
  { href: '/events', key: 'upcomingEvents' },
  { href: '/sponsorship', key: 'sponsorshipPackages' },
] as const

export default async function ContactPage({ params }: Props) {
  const locale = await pageLocale(params)
  const { contact: t, form } = messagesFor(locale)
  const settings = await getContactSettings(locale)
  const subjects = (Array.isArray(settings.formSubjects) ? settings.formSubjects : []).filter(
    (subject): subject is string => typeof subject === 'string' && subject.trim().length > 0,
  )
  const { email, phones, address } = contactDetails(settings)
  // Only an embed of an offered map service is ever framed (src/lib/map-embed.ts).
  const map = mapEmbedUrl(settings.mapEmbedUrl)

  return (
    <Section title={t.title} subtitle={t.subtitle} headingLevel="h1">
      <div className="grid gap-10 lg:grid-cols-[2fr_3fr]">
        <div className="space-y-8">
          <section aria-labelledby="contact-info" className="rounded-xl border border-line bg-panel p-6">
            <h2 id="contact-info" className="text-lg font-black text-accent">
              {t.getInTouch}
            </h2>
            <dl className="mt-4 space-y-3 text-sm">
              <div>
                <dt className="font-bold">{t.email}</dt>
                <dd>
                  <a href={`mailto:${email}`} className="text-muted hover:text-white">
                    {email}
                  </a>
                </dd>
              </div>
              <div>
                <dt className="font-bold">{t.phone}</dt>
                <dd className="text-muted">
                  <PhoneNumbers phones={phones} linkClassName="hover:text-white" />
                </dd>
              </div>
              <div>
                <dt className="font-bold">{t.address}</dt>
                <dd className="whitespace-pre-line text-muted">{address}</dd>
              </div>
            </dl>
          </section>
          <section aria-labelledby="business-hours" className="rounded-xl border border-line bg-panel p-6">
            <h2 id="business-hours" className="text-lg font-black text-accent">
              {t.businessHours}
            </h2>
            <ul className="mt-3 space-y-1 text-sm text-muted">
              {t.hours.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </section>
          <nav aria-labelledby="quick-links" className="rounded-xl border border-line bg-panel p-6">
            <h2 id="quick-links" className="text-lg font-black text-accent">
              {t.quickLinks}
            </h2>
            <ul className="mt-3 space-y-1 text-sm">
              {QUICK_LINKS.map((link) => (
                <li key={link.href}>
                  <a href={localizedHref(link.href, locale)} className="text-muted hover:text-white">
                    {t[link.key]}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </div>
        <div className="rounded-xl border border-line bg-panel p-6">
          <h2 className="text-lg font-black">{t.sendMessage}</h2>
          <ContactForm subjects={subjects} text={form} />
        </div>
      </div>
      <div className="mt-10 overflow-hidden rounded-xl border border-line">
        {map ? (
          <iframe
            src={map}
            title={fill(t.map, { address })}
            className="h-80 w-full"
            loading="lazy"
            referrerPolicy="no-referrer-when-downgrade"
            sandbox="allow-scripts allow-same-origin allow-popups"
          />
        ) : (
          <div className="flex h-80 items-center justify-center bg-panel text-muted">{fill(t.mapSoon, { address })}</div>
        )}
      </div>
    </Section>
  )
}
