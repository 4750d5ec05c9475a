import { MediaImage } from '@/components/site/media-image'
import { ButtonLink } from '@/components/site/section'
import { BRAND } from '@/lib/brand'
import { type Locale, messagesFor } from '@/lib/i18n'
import type { HeroSection } from '@/payload-types'

import { Highlight } from './highlight'

type Button = { text: string; href: string }

/** Site-relative paths and web URLs only. */
function safeLink(value: string | null | undefined): string | null {
  if (!value) return null
  if (value.startsWith('/') && !value.startsWith('//')) return value
  return /^https?:\/\//i.test(value) ? value : null
}

function button(text: string | null | undefined, link: string | null | undefined): Button | null {
  const href = safeLink(link)
  return text && href ? { text, href } : null
}

/** The active hero section, or the defaults when none is active (docs/product.md#home-page). */
export function Hero({ hero, locale }: { hero: HeroSection | null; locale: Locale }) {
  const { site, home } = messagesFor(locale)
  const title = hero?.title ?? BRAND.name.toUpperCase()
  const subtitle = hero ? hero.subtitle : site.heroSubtitle
  const primary = hero
    ? (button(hero.primaryButtonText, hero.primaryButtonLink) ?? button(hero.buttonText, hero.buttonLink))
    : { text: home.ourEvents, href: '/public/events' }
  const secondary = hero ? button(hero.secondaryButtonText, hero.secondaryButtonLink) : { text: home.contactUs, href: '/public/contact' }
  const image = hero?.backgroundType === 'image' ? hero.backgroundImage : null
  const color = hero?.backgroundType !== 'image' && hero?.backgroundColor ? hero.backgroundColor : undefined

  return (
    <section aria-labelledby="hero-title" className="relative isolate overflow-hidden" style={color ? { backgroundColor: color } : undefined}>
      {image && (
        <div className="absolute inset-0 -z-10">
          <MediaImage filename={image} alt="" sizes="100vw" priority />
          <div className="absolute inset-0 bg-ink/70" />
        </div>
      )}
      {!image && !color && <div className="absolute inset-0 -z-10 bg-gradient-to-b from-[#221a3a] to-ink" />}
      <div className="mx-auto flex min-h-[70vh] max-w-5xl flex-col items-center justify-center px-4 py-24 text-center">
        <h1 id="hero-title" className="font-display text-4xl font-black leading-tight tracking-wide sm:text-5xl md:text-6xl">
          <Highlight text={title} word="first" />
        </h1>
        {subtitle && <p className="mt-6 max-w-2xl text-lg text-zinc-200">{subtitle}</p>}
        <div className="mt-10 flex flex-wrap justify-center gap-4">
          {primary && <ButtonLink {...primary} look="primary" locale={locale} />}
          {secondary && <ButtonLink {...secondary} look="outline" locale={locale} />}
        </div>
      </div>
    </section>
  )
}
