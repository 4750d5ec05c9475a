type Cell = string | number | null | undefined

/** Rows as CSV text: every cell quoted, lines ended by CRLF, and a cell starting with = + - @ made inert for spreadsheets (a leading '). */
export function toCsv(header: string[], rows: Cell[][]): string {
  const cell = (value: Cell) => {
    const text = value === null || value === undefined ? '' : String(value)
    return `"${(/^[=+\-@]/.test(text) ? `'${text}` : text).replace(/"/g, '""')}"`
  }
  return [header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n')
}

/** Saves a file the page holds (the back office's Export buttons). */
export function downloadFile(filename: string, file: Blob): void {
  const url = URL.createObjectURL(file)
  const link = document.createElement('a')
  link.href = url
  link.download = filename
  link.click()
  URL.revokeObjectURL(url)
}

/** Downloads rows as a CSV file. */
export const downloadCsv = (filename: string, header: string[], rows: Cell[][]) =>
  downloadFile(filename, new Blob([toCsv(header, rows)], { type: 'text/csv;charset=utf-8' }))
