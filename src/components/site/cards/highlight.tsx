/** Highlights the first or last word of a title in the accent colour (docs/product.md#home-page). */
export function Highlight({ text, word }: { text: string; word: 'first' | 'last' }) {
  const words = text.trim().split(/\s+/)
  if (words.length === 0 || !words[0]) return null
  if (word === 'first') {
    const [first, ...rest] = words
    return (
      <>
        <span className="text-accent">{first}</span>
        {rest.length > 0 && ` ${rest.join(' ')}`}
      </>
    )
  }
  const last = words.pop()
  return (
    <>
      {words.length > 0 && `${words.join(' ')} `}
      <span className="text-accent">{last}</span>
    </>
  )
}
