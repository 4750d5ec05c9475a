/** Numbers as visitors read them: thousands grouped ("1,400"), the same on the server and the browser. */
const grouped = new Intl.NumberFormat('en-US')

export const formatNumber = (value: number): string => grouped.format(value)

/** A count with its noun in the right number: "1 artist", "12 artists", "1,400 seats". */
export function counted(count: number, one: string, other = `${one}s`): string {
  return `${formatNumber(count)} ${count === 1 ? one : other}`
}
