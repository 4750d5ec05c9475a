import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from '@/features/accounts/common-passwords'
import { passwordNamesItsAccount, passwordSchema, PERSONAL_PASSWORD_MESSAGE } from '@/features/accounts/schema'
import { BRAND } from '@/lib/brand'

type Account = { username?: string | null; email?: string | null }

/**
 * What is wrong with a password for an account, in words a person can act on, or null when the
 * rules accept it: a length of 12 or more, not a common password, and none that names its
 * account or the site. The one home of these rules, for every path that sets a password (/api,
 * /cms-api, the /cms panel, ADMIN_PASSWORD at start-up).
 */
export function passwordProblem(password: string, account: Account): string | null {
  const result = passwordSchema.safeParse(password)
  if (!result.success) return result.error.issues[0]?.message ?? 'Invalid password'
  if (isCommonPassword(password)) return COMMON_PASSWORD_MESSAGE
  if (passwordNamesItsAccount(password, account, BRAND.name)) return PERSONAL_PASSWORD_MESSAGE
  return null
}
