import type { TextareaField, TextField, Validate } from 'payload'

import { isBlank } from '@/lib/blank'
import { DEFAULT_LOCALE } from '@/lib/i18n/locales'

/**
 * The rule of a required text visitors read in each language (docs/product.md#nepali-site):
 * required in English, the default language; a Nepali text may be left empty, and a Nepali read
 * shows the English in its place. Payload's own `required` would ask for every language a save is
 * made in. A record is created in English (on every door: /api refuses a Nepali create itself), so
 * that it never lacks the English its pages fall back to.
 */
export const requiredInDefaultLocale: Validate = (value, { req, operation }) => {
  if ((req.locale ?? DEFAULT_LOCALE) !== DEFAULT_LOCALE) return operation === 'create' ? 'Create the record in English first, then add its Nepali texts' : true
  return isBlank(value) ? req.t('validation:required') : true
}

/** A text (or longer `textarea`) visitors read in each language, required in English by the rule above. */
export function requiredLocalized(name: string, type: 'text' | 'textarea' = 'text'): TextField | TextareaField {
  return { name, type, required: true, localized: true, validate: requiredInDefaultLocale } as TextField | TextareaField
}
