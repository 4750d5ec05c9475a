import type { CollectionSlug, Payload } from 'payload'
import { z } from 'zod'

import { isBlank } from '@/lib/blank'
import { DEFAULT_LOCALE, type Locale, LOCALES } from '@/lib/i18n/locales'

import type { ApiContext } from './context'
import { HttpError } from './errors'

/**
 * `?locale=` on the calls of resources whose texts visitors read in English and Nepali
 * (docs/api.md#languages-locale): the answer's shape is the same in either language.
 */
export const localeParameter = z
  .enum(LOCALES, { message: `locale must be ${LOCALES.join(' or ')}` })
  .default(DEFAULT_LOCALE)
  .describe(
    'The language of the texts visitors read: `en` (the default) or `ne` (Nepali). A Nepali read shows the English text wherever no Nepali was entered; on `PATCH`, the texts sent are the Nepali ones, and the English ones stay as they are (other fields are the same in both languages).',
  )

/** The query of a call that reads or writes texts in a language: `?locale=`. */
export const localeQuery = { locale: localeParameter }
export const localeQueryDeclaration = { schema: z.object(localeQuery), refusal: 'Invalid query' }

/** The context reading or writing in the query's language. */
export function inLocale(context: ApiContext, query: { locale?: Locale } | undefined): ApiContext {
  return { ...context, locale: query?.locale ?? DEFAULT_LOCALE }
}

/**
 * The names of a collection's texts with a value per language (its fields marked `localized`),
 * from the running configuration.
 */
export function localizedFields(payload: Payload, slug: CollectionSlug): string[] {
  return payload.collections[slug].config.fields.flatMap((field) => ('name' in field && 'localized' in field && field.localized ? [field.name] : []))
}

/**
 * The texts of each record (ids) that have an English value but no Nepali one yet, read as the
 * context's user may (their latest drafts with `draft`): what the back office marks as missing Nepali.
 */
export async function untranslatedTexts(context: ApiContext, slug: CollectionSlug, ids: number[], draft: boolean): Promise<Map<number, string[]>> {
  const { payload, user, req } = context
  const fields = localizedFields(payload, slug)
  const missing = new Map<number, string[]>()
  if (fields.length === 0 || ids.length === 0) return missing
  const read = (locale: Locale) =>
    payload.find({
      collection: slug,
      where: { id: { in: ids } },
      select: Object.fromEntries(fields.map((field) => [field, true])) as never,
      locale,
      fallbackLocale: false,
      draft,
      pagination: false,
      depth: 0,
      overrideAccess: false,
      user,
      req,
    })
  const [english, nepali] = await Promise.all([read(DEFAULT_LOCALE), read('ne')])
  const nepaliById = new Map((nepali.docs as Record<string, unknown>[]).map((doc) => [doc.id as number, doc]))
  for (const doc of english.docs as Record<string, unknown>[]) {
    const own = nepaliById.get(doc.id as number) ?? {}
    missing.set(
      doc.id as number,
      fields.filter((field) => !isBlank(doc[field]) && isBlank(own[field])),
    )
  }
  return missing
}

/** A record is created in English, the default language: its Nepali texts follow with PATCH. */
export function refuseCreatingInLocale(locale: Locale | undefined): void {
  if (locale && locale !== DEFAULT_LOCALE) {
    throw new HttpError(400, `Create the record in English (without locale), then add its Nepali texts with PATCH ?locale=${locale}`, [
      { path: 'locale', message: 'A record is created in English' },
    ])
  }
}
