import type { PhoneNumber } from '@/features/contact/details'

/** The numbers of a phone field, one under the other, each its own `tel:` link when it dials. */
export function PhoneNumbers({ phones, linkClassName }: { phones: PhoneNumber[]; linkClassName?: string }) {
  return (
    <>
      {phones.map(({ text, href }, index) => (
        <span key={`${index}-${text}`} className="block">
          {href ? (
            <a href={href} className={linkClassName}>
              {text}
            </a>
          ) : (
            text
          )}
        </span>
      ))}
    </>
  )
}

/** The e-mail address, as a `mailto:` link. */
export function EmailLink({ email, className }: { email: string; className: string }) {
  return (
    <a href={`mailto:${email}`} className={className}>
      {email}
    </a>
  )
}
