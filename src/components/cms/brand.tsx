import { BRAND, BRAND_ICON } from '@/lib/brand'

/*
 * The agency's marks in Payload's panel at /cms (admin.components.graphics in payload.config.ts),
 * styled in src/app/(payload)/custom.scss. Both show the site's own icon file, so the panel, the
 * browser tab and the public site carry one icon.
 */

/** The sign-in and first-account pages' logo: the icon and the agency's name. */
export function BrandLogo() {
  return (
    <span className="cms-brand-logo">
      {/* eslint-disable-next-line @next/next/no-img-element -- a small SVG icon: nothing for next/image to optimise */}
      <img src={BRAND_ICON} alt="" width={56} height={56} />
      <span className="cms-brand-logo__name">{BRAND.name}</span>
    </span>
  )
}

/** The icon at the head of the panel's breadcrumbs (a link to the dashboard). */
export function BrandIcon() {
  // eslint-disable-next-line @next/next/no-img-element -- a small SVG icon: nothing for next/image to optimise
  return <img className="cms-brand-icon" src={BRAND_ICON} alt={BRAND.name} width={18} height={18} />
}
