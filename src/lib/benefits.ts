/** Benefits are a list, though older records may hold a JSON string (docs/product.md#entities-and-fields). */
export function benefitList(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((item): item is string => typeof item === 'string')
  if (typeof value === 'string') {
    try {
      return benefitList(JSON.parse(value))
    } catch {
      return []
    }
  }
  return []
}
