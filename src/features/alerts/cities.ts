/**
 * An event's city (docs/product.md#calendar-feeds), as calendar feeds and e-mail alerts know it:
 * the part of its location before the first comma ("Toronto, Canada" is Toronto), matched without
 * regard to case or spacing.
 */

export const cityOf = (location: string) => location.split(',')[0].trim()

/** A city as it is matched and stored: trimmed, spaces as one, lower case. */
export const cityKey = (city: string) => city.trim().replace(/\s+/g, ' ').toLowerCase()

/** Whether two city names are the same city. */
export const sameCity = (a: string, b: string) => cityKey(a) === cityKey(b)

/**
 * The same key in SQL, of a location column (src/features/alerts/subscriptions.ts matches events to alerts with
 * it): keep the two in step.
 */
export const CITY_KEY_SQL = (column: string) => `lower(regexp_replace(btrim(split_part(${column}, ',', 1)), '\\s+', ' ', 'g'))`
