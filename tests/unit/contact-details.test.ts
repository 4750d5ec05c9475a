import { describe, expect, it } from 'vitest'

import { contactDetails, phoneNumbers } from '@/features/contact/details'
import { BRAND } from '@/lib/brand'

// docs/product.md#layout-header-and-footer
describe('contact details', () => {
  it('a phone field with two numbers gives one tel: link per number, whatever separates them', () => {
    const both = [
      { text: '+977 1 4444444', href: 'tel:+97714444444' },
      { text: '+1 416 555 0100', href: 'tel:+14165550100' },
    ]
    expect(phoneNumbers('+977 1 4444444, +1 416 555 0100')).toEqual(both)
    expect(phoneNumbers('+977 1 4444444 / +1 416 555 0100')).toEqual(both)
    expect(phoneNumbers('+977 1 4444444; +1 416 555 0100')).toEqual(both)
    expect(phoneNumbers('+977 1 4444444 or +1 416 555 0100')).toEqual(both)
    expect(phoneNumbers('+977 1 4444444\n+1 416 555 0100')).toEqual(both)
  })

  it('one number, however written, dials its digits; text that does not dial is shown as text', () => {
    expect(phoneNumbers('+1 (416) 555-0100')).toEqual([{ text: '+1 (416) 555-0100', href: 'tel:+14165550100' }])
    expect(phoneNumbers('01-4444444')).toEqual([{ text: '01-4444444', href: 'tel:014444444' }])
    expect(phoneNumbers('+977 1 4444444 ext. 12')).toEqual([{ text: '+977 1 4444444 ext. 12', href: null }])
    expect(phoneNumbers('Call the box office')).toEqual([{ text: 'Call the box office', href: null }])
    expect(phoneNumbers('+1 234 567 890 123 456 7')).toEqual([{ text: '+1 234 567 890 123 456 7', href: null }])
    expect(phoneNumbers('')).toEqual([])
    expect(phoneNumbers(null)).toEqual([])
  })

  it("Contact Info's values, and the fixed texts only where a field is empty", () => {
    expect(contactDetails({ email: 'desk@agency.example', phone: '+1 416 555 0100', address: '10 Queen St W\nToronto' })).toEqual({
      email: 'desk@agency.example',
      phones: [{ text: '+1 416 555 0100', href: 'tel:+14165550100' }],
      address: '10 Queen St W\nToronto',
    })
    expect(contactDetails({ email: '', phone: ' ', address: null })).toEqual({ email: BRAND.email, phones: phoneNumbers(BRAND.phone), address: BRAND.address })
    expect(contactDetails(null).email).toBe(BRAND.email)
  })
})
