import { button, escapeHtml, layout, type Mail, oneLine } from '@/features/mail/templates'
import { BRAND } from '@/lib/brand'
import { fill, type Locale, messagesFor } from '@/lib/i18n'

export type PasswordLinkKind = 'reset' | 'invite'

/** What each role does in the back office, as an invitation says it (docs/product.md#users-screen). */
const ROLE_WORDS: Record<string, string> = {
  admin: 'an admin: you will manage the content and the staff accounts',
  editor: 'an editor: you will manage the content',
}

/**
 * The mail with a link to choose a password: after "Forgot password?", or an admin's invitation,
 * which names the admin who sent it (`invitedBy`, their username) and the role the account has.
 */
export function passwordLinkMail(
  kind: PasswordLinkKind,
  account: { username: string; email: string; role?: string | null },
  link: string,
  validHours: number,
  invitedBy?: string | null,
): Mail {
  const valid = validHours === 1 ? 'one hour' : `${validHours} hours`
  const inviter = invitedBy ? `${oneLine(invitedBy)}, an admin of ${BRAND.name},` : `An admin of ${BRAND.name}`
  const role = ROLE_WORDS[account.role ?? 'editor'] ?? ROLE_WORDS.editor
  const [subject, opening, action, closing] =
    kind === 'invite'
      ? [
          `You are invited to the ${BRAND.name} back office`,
          `${inviter} has made you an account in the back office, with the username ${account.username}, as ${role}. Choose your password to start:`,
          'Choose your password',
          `The link works once, for ${valid}. If it has run out, ask an admin to send the invitation again.`,
        ]
      : [
          `Reset your ${BRAND.name} password`,
          `Someone (we hope you) asked to reset the password of the ${BRAND.name} account ${account.username}. Choose a new one here:`,
          'Choose a new password',
          `The link works once, for ${valid}. If you did not ask for it, ignore this mail: your password stays as it is.`,
        ]
  return {
    to: account.email,
    subject,
    text: [opening, '', link, '', closing].join('\n'),
    html: layout(
      `<p style="margin:0">${escapeHtml(opening)}</p>${button(link, action)}<p style="margin:0 0 8px;font-size:13px;color:#475569">Or open this address: ${escapeHtml(link)}</p><p style="margin:0;font-size:13px;color:#475569">${escapeHtml(closing)}</p>`,
    ),
  }
}

/**
 * What an account notice tells (src/features/accounts/notices.ts): its e-mail changed (said to the
 * old address and to the new one), its password changed or was reset by link, or an admin made it
 * an API key.
 */
export type AccountNoticeKind = 'email-changed-old' | 'email-changed-new' | 'password-changed' | 'password-reset' | 'api-key'

/**
 * A notice to an account's holder, in the account's language. It holds no link at all (nothing in
 * it signs in, so a forwarded or intercepted notice opens nothing) and no secret: never a
 * password, a token or a key.
 */
export function accountNoticeMail(kind: AccountNoticeKind, to: string, locale: Locale, account: { username: string }): Mail {
  const t = messagesFor(locale).accountMails
  const [subject, body] = {
    'email-changed-old': [t.emailChangedSubject, t.emailChangedOld],
    'email-changed-new': [t.emailChangedSubject, t.emailChangedNew],
    'password-changed': [t.passwordChangedSubject, t.passwordChanged],
    'password-reset': [t.passwordResetSubject, t.passwordReset],
    'api-key': [t.apiKeySubject, t.apiKey],
  }[kind]
  const values = { brand: BRAND.name, username: oneLine(account.username) }
  const paragraphs = [fill(body, values), fill(t.notYou, values), fill(t.noLinks, values)]
  return {
    to,
    subject: oneLine(fill(subject, values)),
    text: paragraphs.join('\n\n'),
    html: layout(
      paragraphs
        .map(
          (paragraph, index) =>
            `<p style="margin:${index ? '16px' : '0'} 0 0${index === 2 ? ';font-size:13px;color:#475569' : ''}">${escapeHtml(paragraph)}</p>`,
        )
        .join(''),
      locale,
    ),
  }
}
