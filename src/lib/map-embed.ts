/**
 * The map services whose embed the contact page may frame: the ones the Contact Information
 * screen offers. Any other address, even an https one, is refused when saved and never framed, so
 * staff cannot put another site's page, scripts and all, into the contact page and its policy.
 */
export const MAP_SERVICES = [
  // Share → Embed HTML on openstreetmap.org.
  { name: 'OpenStreetMap', origin: 'https://www.openstreetmap.org', path: /^\/export\/embed\.html$/ },
  // Share → Embed a map on Google Maps.
  { name: 'Google Maps', origin: 'https://www.google.com', path: /^\/maps\/embed(?:\/|$)/ },
] as const

export const MAP_SERVICE_MESSAGE = 'Use an embed address from OpenStreetMap or Google Maps'

/** The address as given if it is an embed of an offered map service, else null. */
export function mapEmbedUrl(value: string | null | undefined): string | null {
  if (!value) return null
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return null
  }
  if (url.username || url.password) return null
  return MAP_SERVICES.some((service) => url.origin === service.origin && service.path.test(url.pathname)) ? value : null
}
