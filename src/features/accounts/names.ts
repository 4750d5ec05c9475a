import { type CollectionBeforeValidateHook, ValidationError } from 'payload'

import { USERNAME_CHARACTERS, USERNAME_MIN_LENGTH, USERNAME_PATTERN, USERNAME_TAKEN, USERNAME_TOO_SHORT } from '@/features/accounts/schema'
import { sameName } from '@/features/accounts/users'
import { lockInTransaction } from '@/server/db/transaction'

/**
 * The names accounts go by, held to one set of rules whichever door a write comes through (/api,
 * /cms-api, the /cms panel, the Local API: this is a hook of the Users collection):
 *
 * - a username is plain ASCII (letters, digits, `.`, `_`, `-`) and at least 2 characters, as
 *   `userSchema` in src/features/accounts/schema.ts says for /api, with the same messages;
 * - it is not, and does not look like, another account's username or email: names are compared by
 *   their skeleton (`nameSkeleton`), which folds case, compatibility forms, accents and the
 *   Cyrillic and Greek letters that look Latin, and the digits and pairs that pass for letters;
 * - an email is not, and does not look like, another account's username.
 *
 * Usernames never contain `@` and emails always do, so a login with `@` can only be an email and
 * one without only a username: a sign-in looks it up that way, by one field only
 * (src/features/accounts/users.ts, `loginWhere`), and never has two accounts to choose between.
 */

/** Letters of other scripts (and of Latin's own extensions) drawn like a Latin letter. */
const LOOK_ALIKES: Record<string, string> = {
  // Cyrillic
  А: 'a',
  а: 'a',
  В: 'b',
  Ь: 'b',
  ь: 'b',
  С: 'c',
  с: 'c',
  ԁ: 'd',
  Е: 'e',
  е: 'e',
  Ё: 'e',
  ё: 'e',
  г: 'r',
  Һ: 'h',
  һ: 'h',
  Н: 'h',
  І: 'i',
  і: 'i',
  Ї: 'i',
  ї: 'i',
  Ј: 'j',
  ј: 'j',
  К: 'k',
  к: 'k',
  Ӏ: 'l',
  ӏ: 'l',
  М: 'm',
  м: 'm',
  О: 'o',
  о: 'o',
  п: 'n',
  Р: 'p',
  р: 'p',
  Ԛ: 'q',
  ԛ: 'q',
  Ѕ: 's',
  ѕ: 's',
  Т: 't',
  т: 't',
  У: 'y',
  у: 'y',
  Ү: 'y',
  ү: 'y',
  Ԝ: 'w',
  ԝ: 'w',
  Х: 'x',
  х: 'x',
  З: '3',
  з: '3',
  // Greek
  Α: 'a',
  α: 'a',
  Β: 'b',
  β: 'b',
  Ε: 'e',
  ε: 'e',
  Ζ: 'z',
  Η: 'h',
  Ι: 'i',
  ι: 'i',
  Κ: 'k',
  κ: 'k',
  Μ: 'm',
  Ν: 'n',
  ν: 'v',
  Ο: 'o',
  ο: 'o',
  Ρ: 'p',
  ρ: 'p',
  Τ: 't',
  τ: 't',
  Υ: 'y',
  υ: 'u',
  Χ: 'x',
  χ: 'x',
  ϲ: 'c',
  Ϲ: 'c',
  ϳ: 'j',
  Ϳ: 'j',
  // Latin letters that pass for others
  ı: 'i',
  ȷ: 'j',
  ſ: 's',
  ɑ: 'a',
  ɡ: 'g',
  ʟ: 'l',
  ɪ: 'i',
}

/** Digits and pairs of letters that pass for a letter, once everything is lower-case Latin. */
const ASCII_LOOK_ALIKES: [RegExp, string][] = [
  [/0/g, 'o'],
  [/1/g, 'l'],
  [/rn/g, 'm'],
  [/vv/g, 'w'],
]

/**
 * What a name looks like: two names with the same skeleton are taken for one another. NFKC, then
 * NFD without the accents, look-alike letters to Latin, lower case, then digits and pairs that
 * pass for letters (`b0ss`, `bоss` with a Cyrillic о and `BOSS` all are `boss`).
 */
export function nameSkeleton(name: string): string {
  const folded = name
    .normalize('NFKC')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/./gu, (letter) => LOOK_ALIKES[letter] ?? letter)
    .toLowerCase()
    .trim()
  return ASCII_LOOK_ALIKES.reduce((text, [pattern, letter]) => text.replace(pattern, letter), folded)
}

/** The problem with a username as written, if any, in the words /api uses (src/features/accounts/schema.ts). */
export function usernameProblem(username: string): string | null {
  const trimmed = username.trim()
  if (trimmed.length < USERNAME_MIN_LENGTH) return USERNAME_TOO_SHORT
  if (!USERNAME_PATTERN.test(trimmed)) return USERNAME_CHARACTERS
  return null
}

const differs = (value: unknown, stored: unknown): value is string => typeof value === 'string' && !sameName(value, String(stored ?? ''))

/**
 * The Users collection's rules for names, on create and update alike. A name that does not change
 * is not checked again (an account kept from before these rules can still be edited); a new one is
 * compared with every other account's, under an advisory lock, so two look-alikes saved at the
 * same moment cannot both pass.
 */
export const holdNamesToRules: CollectionBeforeValidateHook = async ({ data, originalDoc, req, collection, operation }) => {
  // Payload's password reset hands these hooks the stored account, with no original: no name changes there.
  if (operation === 'update' && !originalDoc) return data
  const { username, email } = (data ?? {}) as { username?: unknown; email?: unknown }
  const creating = operation === 'create'
  const newUsername = creating ? (typeof username === 'string' ? username : undefined) : differs(username, originalDoc?.username) ? username : undefined
  const newEmail = creating ? (typeof email === 'string' ? email : undefined) : differs(email, originalDoc?.email) ? email : undefined
  if (newUsername === undefined && newEmail === undefined) return data
  const refuse = (path: string, message: string): never => {
    throw new ValidationError({ collection: collection.slug, errors: [{ path, message }] })
  }
  if (newUsername !== undefined) {
    const problem = usernameProblem(newUsername)
    if (problem) refuse('username', problem)
  }
  if ((await req.transactionID) !== undefined) await lockInTransaction(req, 'account-names')
  const { docs: others } = await req.payload.find({
    collection: 'users',
    where: originalDoc?.id !== undefined ? { id: { not_equals: originalDoc.id } } : {},
    select: { username: true, email: true },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req,
  })
  if (newUsername !== undefined) {
    const skeleton = nameSkeleton(newUsername)
    if (others.some((other) => nameSkeleton(String(other.username ?? '')) === skeleton || nameSkeleton(String(other.email ?? '')) === skeleton)) {
      refuse('username', USERNAME_TAKEN)
    }
  }
  if (newEmail !== undefined) {
    const skeleton = nameSkeleton(newEmail)
    // Another account's email is Payload's own unique rule; another's username is this one.
    if (others.some((other) => nameSkeleton(String(other.username ?? '')) === skeleton))
      refuse('email', "This email is taken: it is another account's username.")
  }
  return data
}
