/** A Devanagari letter, sign or digit (U+0900 to U+097F). */
const DEVANAGARI = /[\u0900-\u097F]/

/**
 * A value and the Nepali postposition written on to its placeholder ("{city}का टिकट"): joined to a
 * value that ends in Devanagari ("पोखराका टिकट"), spaced after any other ("Pokhara का टिकट"), as
 * Nepali writes a postposition after a Latin name.
 */
export function withPostposition(value: string, postposition: string): string {
  return DEVANAGARI.test(value.slice(-1)) || !DEVANAGARI.test(postposition.charAt(0)) ? `${value}${postposition}` : `${value} ${postposition}`
}

/**
 * A text with its `{name}` placeholders filled in: fill('Tickets for {city}', { city: 'Pokhara' }).
 * A Nepali postposition joined to a placeholder is joined or spaced by the value's script
 * (`withPostposition`). Apart, so that a page's script takes it without the catalogues.
 */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}([\u0900-\u097F]?)/g, (placeholder, name: string, next: string) =>
    Object.hasOwn(values, name) ? withPostposition(String(values[name]), next) : placeholder,
  )
}
