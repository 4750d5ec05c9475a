import { BRAND } from '@/lib/brand'
import type { ContactSetting } from '@/payload-types'

/**
 * The agency's contact details as staff keep them in Contact Info
 * (docs/product.md#layout-header-and-footer): the contact page and every page's footer read them
 * here, so a change shows everywhere at once. The fixed texts of src/lib/brand.ts stand in only for
 * a field left empty.
 */

/** One number of a phone field: its text as staff wrote it, and a `tel:` link when it dials. */
export type PhoneNumber = { text: string; href: string | null }

/** Between two numbers in one field: a comma, a semicolon, a slash, a line break or "or". */
const NUMBER_SEPARATOR = /\s*(?:[,;/\n]|\bor\b)\s*/i

/**
 * Each number of a phone field ("+977 1 4444444, +1 416 555 0100", or with "/"), one link each:
 * a field holding two numbers must not make one `tel:` link that dials neither. A part that is not
 * a number (3 to 15 digits, E.164's most, an optional leading +) is shown as text.
 */
export function phoneNumbers(value: string | null | undefined): PhoneNumber[] {
  return (value ?? '')
    .split(NUMBER_SEPARATOR)
    .map((text) => text.trim())
    .filter(Boolean)
    .map((text) => {
      const digits = text.replace(/\D/g, '')
      const dials = /^\+?[\d\s().-]+$/.test(text) && digits.length >= 3 && digits.length <= 15
      return { text, href: dials ? `tel:${text.trim().startsWith('+') ? '+' : ''}${digits}` : null }
    })
}

export type ContactDetails = { email: string; phones: PhoneNumber[]; address: string }

/** What the site shows: Contact Info's e-mail, numbers and address, or the fixed texts where empty. */
export function contactDetails(settings: Pick<ContactSetting, 'email' | 'phone' | 'address'> | null | undefined): ContactDetails {
  const email = settings?.email?.trim() || BRAND.email
  const phones = phoneNumbers(settings?.phone)
  const address = settings?.address?.trim() || BRAND.address
  return { email, phones: phones.length > 0 ? phones : phoneNumbers(BRAND.phone), address }
}
