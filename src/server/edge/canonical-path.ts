/**
 * The one form of a request's path that every rule of the edge and the router see
 * (src/server/edge/index.ts). Next.js resolves `/./` and `/../`, and it and Payload decode
 * `%XX`, so a rule matched against the path as sent could be walked around by spelling one path
 * another way (`/cms-api/users/%6cogin`, `/./api/contact-messages`). Before any rule runs, the
 * request target is rewritten to its canonical form:
 * - an absolute-form target (`http://host/path`) becomes its path and query;
 * - percent-encoded unreserved characters (letters, digits, `-._~`) are decoded, and every other
 *   escape is written with capital hex digits;
 * - dot segments are removed (RFC 3986 §5.2.4) and repeated slashes collapsed.
 * A target that cannot mean one path is refused (400): one that is not a path, an escape that is
 * not one (`%zz`), an escaped `/`, `\`, `?`, `#` or `%` (whose meaning depends on how many
 * times something decodes it), a backslash or a control character, or escapes that are not UTF-8.
 * The query is left as sent.
 *
 * Case is kept: the router tells `/Artists` from `/artists`. Where a door folds case (Payload's
 * endpoint names: `/cms-api/users/LOGIN` is its sign-in), the rules match without regard to case
 * (src/server/edge/door-rules.ts).
 */

export type CanonicalTarget = { url: string } | { refused: string }

const NOT_A_PATH = 'The request target must be a path.'
const AMBIGUOUS = 'The request path is not valid: it has an escaped "/", "\\", "?", "#" or "%", a backslash, a control character, or a broken escape.'

const UNRESERVED = /^[A-Za-z0-9\-._~]$/
/** Bytes whose escaped form may mean something else to whatever decodes it next. */
const AMBIGUOUS_BYTES = new Set([0x2f, 0x5c, 0x3f, 0x23, 0x25])
/** Characters never allowed as they are in a path. */
const FORBIDDEN_RAW = /[\\\u0000-\u0020\u007f#]/
const ESCAPE = /%([0-9A-Fa-f]{2})/g
const ABSOLUTE_FORM = /^https?:\/\/[^/?#]*/i
/** What a path must hold to be anything but canonical already: an escape, a dot or empty segment, a forbidden character. */
const MAY_CHANGE = /%|\/\.|\/\/|[\\\u0000-\u0020\u007f#]/

/** Decodes escaped unreserved characters and capitalises the other escapes; null if one is ambiguous. */
function normaliseEscapes(path: string): string | null {
  if (/%(?![0-9A-Fa-f]{2})/.test(path)) return null
  let ambiguous = false
  const normalised = path.replace(ESCAPE, (_, hex: string) => {
    const byte = Number.parseInt(hex, 16)
    if (byte < 0x20 || byte === 0x7f || AMBIGUOUS_BYTES.has(byte)) ambiguous = true
    const char = String.fromCharCode(byte)
    return UNRESERVED.test(char) ? char : `%${hex.toUpperCase()}`
  })
  if (ambiguous) return null
  try {
    decodeURIComponent(normalised)
  } catch {
    return null
  }
  return normalised
}

/** Removes dot segments and empty segments (repeated slashes); keeps a trailing slash. */
function removeDotSegments(path: string): string {
  const kept: string[] = []
  const segments = path.split('/').slice(1)
  segments.forEach((segment, index) => {
    if (segment === '..') kept.pop()
    else if (segment !== '.' && segment !== '') kept.push(segment)
    const last = index === segments.length - 1
    if (last && (segment === '.' || segment === '..' || segment === '') && kept.length > 0) kept.push('')
  })
  return `/${kept.join('/')}`
}

/** The canonical form of a request target (`req.url`), or the reason it is refused. */
export function canonicalTarget(raw: string): CanonicalTarget {
  let target = raw
  const absolute = ABSOLUTE_FORM.exec(target)
  if (absolute) target = target.slice(absolute[0].length) || '/'
  if (!target.startsWith('/')) return { refused: NOT_A_PATH }
  const queryAt = target.indexOf('?')
  const path = queryAt === -1 ? target : target.slice(0, queryAt)
  const query = queryAt === -1 ? '' : target.slice(queryAt)
  // Most paths are canonical as sent: one test, no rewriting.
  if (!MAY_CHANGE.test(path)) return { url: target }
  if (FORBIDDEN_RAW.test(path)) return { refused: AMBIGUOUS }
  const normalised = normaliseEscapes(path)
  if (normalised === null) return { refused: AMBIGUOUS }
  return { url: removeDotSegments(normalised) + query }
}
