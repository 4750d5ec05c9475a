/** A text with its `{name}` placeholders filled in: fill('Tickets for {city}', { city: 'Pokhara' }). Apart, so that a page's script takes it without the catalogues. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : placeholder))
}
