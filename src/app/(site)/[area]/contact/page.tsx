import { pageLocale } from '@/components/site/page-locale'
import { Section } from '@/components/site/section'
import { contactDetails } from '@/features/contact/details'
import { ContactForm } from '@/features/contact/site/form.client'
import { EmailLink, PhoneNumbers } from '@/features/contact/site/phone-numbers'
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

/** A box of the page's side column, named by its heading (`id`); `as` a nav for the box of links. */
function InfoBox({ as: Box = 'section', id, title, children }: { as?: 'section' | 'nav'; id: string; title: string; children: React.ReactNode }) {
  return (
    <Box aria-labelledby={id} className="rounded-xl border border-line bg-panel p-6">
      <h2 id={id} className="text-lg font-black text-accent">
        {title}
      </h2>
      {children}
    </Box>
  )
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
          <InfoBox id="contact-info" title={t.getInTouch}>
            <dl className="mt-4 space-y-3 text-sm">
              <div>
                <dt className="font-bold">{t.email}</dt>
                <dd>
                  <EmailLink email={email} className="text-muted hover:text-white" />
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
          </InfoBox>
          <InfoBox id="business-hours" title={t.businessHours}>
            <ul className="mt-3 space-y-1 text-sm text-muted">
              {t.hours.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </InfoBox>
          <InfoBox as="nav" id="quick-links" title={t.quickLinks}>
            <ul className="mt-3 space-y-1 text-sm">
              {QUICK_LINKS.map((link) => (
                <li key={link.href}>
                  <a href={localizedHref(link.href, locale)} className="text-muted hover:text-white">
                    {t[link.key]}
                  </a>
                </li>
              ))}
            </ul>
          </InfoBox>
        </div>
        <div className="rounded-xl border border-line bg-panel p-6">
          <h2 className="text-lg font-black">{t.sendMessage}</h2>
          <ContactForm subjects={subjects} text={form} locale={locale} />
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
