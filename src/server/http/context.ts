import type { Payload, PayloadRequest } from 'payload'

import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales'
import type { User } from '@/payload-types'

/**
 * Who is asking, (inside a transaction) the request that carries it, and the language of the
 * texts it reads or writes (`?locale=`; English when not said). Made from a request by `apiContext`
 * (./request.ts), or from a Payload request by the collections' own endpoints.
 */
export type ApiContext = { payload: Payload; user: User | null; req?: PayloadRequest; locale?: Locale }

/** The Local API's options for the context's language: Nepali falls back to English field by field. */
export function localeOptions({ locale = DEFAULT_LOCALE }: Pick<ApiContext, 'locale'>) {
  return { locale, fallbackLocale: DEFAULT_LOCALE }
}
