import { dictionary } from '@zxcvbn-ts/language-common'

/** The most common passwords (about 49,000, from zxcvbn-ts), lower-cased. Server only: it is big. */
const COMMON = new Set(dictionary['passwords-common'].map((password) => password.toLowerCase()))

export const COMMON_PASSWORD_MESSAGE = 'This password is too common. Choose one that is harder to guess.'

/**
 * ASVS 6.2: refuse a password found in the list of common passwords, also when it is one of them
 * with digits or symbols around it ("Password2026!"), or a single character repeated.
 */
export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase()
  if (COMMON.has(lower) || new Set(lower).size <= 2) return true
  const core = lower.replace(/^[\d\W_]+|[\d\W_]+$/g, '')
  return core.length >= 4 && COMMON.has(core)
}
