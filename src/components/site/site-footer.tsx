import Link from '@/components/site/link'
import { contactDetails } from '@/features/contact/details'
import { EmailLink, PhoneNumbers } from '@/features/contact/site/phone-numbers'
import { BRAND, PUBLIC_PAGES } from '@/lib/brand'
import { fill, type Locale, messagesFor } from '@/lib/i18n'
import { getContactSettings, getFooterSettings } from '@/server/content/public-data'

import { safeExternalUrl, type SocialNetwork, SocialIcons } from './social-icons'

const FOOTER_NETWORKS: SocialNetwork[] = ['instagram', 'facebook', 'twitter', 'youtube', 'tiktok']

/** A site-relative path or a web URL; anything else is not linked. */
function safeHref(value: string | null | undefined): string | null {
  if (!value) return null
  return value.startsWith('/') && !value.startsWith('//') ? value : safeExternalUrl(value)
}

/**
 * Every page's footer. Its contact lines follow Contact Info and its icons Footer Settings
 * (docs/product.md#layout-header-and-footer): both reads are cached under their global's tag, so
 * a save of either renders every page afresh (docs/architecture.md#freshness-across-instances).
 */
export async function SiteFooter({ locale }: { locale: Locale }) {
  const { site, nav, footer } = messagesFor(locale)
  const [settings, contact] = await Promise.all([getFooterSettings(locale), getContactSettings(locale).then(contactDetails)])
  const year = settings.yearOverride?.trim() || String(new Date().getFullYear())
  const socialLinks = (settings.socialLinks ?? {}) as Partial<Record<SocialNetwork, string>>
  const privacy = safeHref(settings.privacyPolicyUrl)
  const terms = safeHref(settings.termsUrl)

  return (
    <footer className="mt-16 border-t border-line bg-panel">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 md:grid-cols-4">
        <div className="md:col-span-2">
          <p className="text-lg font-black text-white">{BRAND.name.toUpperCase()}</p>
          <p className="mt-3 max-w-md text-sm text-muted">{site.blurb}</p>
          {settings.showSocialLinks !== false && (
            <SocialIcons links={socialLinks} networks={FOOTER_NETWORKS} owner={BRAND.name} locale={locale} className="mt-4" />
          )}
        </div>
        <nav aria-label={footer.navLabel}>
          <h2 className="text-sm font-bold tracking-wider text-accent">{footer.explore}</h2>
          <ul className="mt-3 space-y-2 text-sm">
            {PUBLIC_PAGES.map(({ href, key }) => (
              <li key={href}>
                <Link href={href} locale={locale} className="text-muted hover:text-white">
                  {nav[key].charAt(0) + nav[key].slice(1).toLowerCase()}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="text-sm font-bold tracking-wider text-accent">{footer.contact}</h2>
          <ul className="mt-3 space-y-2 text-sm text-muted">
            <li>
              <EmailLink email={contact.email} className="break-words hover:text-white" />
            </li>
            <li>
              <PhoneNumbers phones={contact.phones} linkClassName="hover:text-white" />
            </li>
            <li className="whitespace-pre-line">{contact.address}</li>
          </ul>
        </div>
      </div>
      <div className="border-t border-line">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-5 text-sm text-muted md:flex-row md:items-center md:justify-between">
          <p>
            © {year} {settings.copyright?.trim() || fill(footer.allRightsReserved, { brand: BRAND.name })}
          </p>
          <ul className="flex flex-wrap gap-4">
            {privacy && (
              <li>
                <a href={privacy} className="hover:text-white">
                  {footer.privacy}
                </a>
              </li>
            )}
            {terms && (
              <li>
                <a href={terms} className="hover:text-white">
                  {footer.terms}
                </a>
              </li>
            )}
            <li>
              <Link href="/admin" locale={locale} className="hover:text-white">
                {footer.adminLogin}
              </Link>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  )
}
