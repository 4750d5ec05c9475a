import { FramedImage } from '@/components/site/media-image'
import { Section } from '@/components/site/section'
import { safeExternalUrl } from '@/components/site/social-icons'
import { publicAnchorOf } from '@/features/publishing/states'
import { DEFAULT_ITEMS_TO_SHOW } from '@/lib/constants'
import { fill, type Locale, messagesFor } from '@/lib/i18n'
import type { HomepageSection } from '@/payload-types'
import { listHomeAccommodations } from '@/server/content/public-data'

/** Site-relative paths and web URLs only. */
function safeHref(value: string | null | undefined): string | null {
  if (!value) return null
  return value.startsWith('/') && !value.startsWith('//') ? value : safeExternalUrl(value)
}

async function PremiumAccommodations({ section, locale }: { section: HomepageSection; locale: Locale }) {
  const { home } = messagesFor(locale)
  const items = await listHomeAccommodations(locale, section.itemsToShow ?? DEFAULT_ITEMS_TO_SHOW)
  // 3 columns for the grid template, otherwise 2 (docs/product.md#home-page).
  const columns = section.template === 'grid' ? 'md:grid-cols-3' : 'md:grid-cols-2'
  if (items.length === 0) return <p className="text-center text-muted">{home.accommodationsSoon}</p>
  return (
    <ul className={`grid gap-6 ${columns}`}>
      {items.map((item) => {
        const link = safeExternalUrl(item.link)
        return (
          <li
            key={item.id}
            id={publicAnchorOf('premium-accommodations', item.id)}
            className="scroll-mt-24 overflow-hidden rounded-xl border border-line bg-panel"
          >
            <FramedImage frame="aspect-[16/10]" filename={item.image} alt={item.title} sizes="(min-width: 768px) 33vw, 100vw" fallback="★" />
            <div className="space-y-2 p-5">
              <h3 className="text-lg font-black">{item.title}</h3>
              {item.location && <p className="text-sm font-semibold text-accent">{item.location}</p>}
              {item.description && <p className="text-sm text-muted">{item.description}</p>}
              {item.price && <p className="text-sm font-bold">{item.price}</p>}
              {link && (
                <a href={link} target="_blank" rel="noopener noreferrer" className="text-sm font-semibold text-accent hover:underline">
                  {fill(home.visit, { name: item.title })}
                </a>
              )}
            </div>
          </li>
        )
      })}
    </ul>
  )
}

/** One active homepage section (docs/product.md#home-page): its content by sectionType, and an optional button. */
export function HomepageSectionBlock({ section, locale }: { section: HomepageSection; locale: Locale }) {
  const buttonHref = section.showButton ? safeHref(section.buttonLink) : null
  return (
    <Section
      id={`section-${section.id}`}
      title={section.title}
      subtitle={section.subtitle}
      more={buttonHref && section.buttonText ? { href: buttonHref, text: section.buttonText, look: 'outline', locale } : undefined}
    >
      {section.sectionType === 'premium-accommodations' && <PremiumAccommodations section={section} locale={locale} />}
    </Section>
  )
}
