// CSV as RFC 4180 writes it, for every export the console offers (the audit log, any list).

/** What a cell may hold; null and undefined are empty cells. */
export type CsvValue = string | number | boolean | null | undefined

/**
 * One CSV field: quoted when it holds a comma, a quote or a line break, with quotes doubled.
 * Text that a spreadsheet would run as a formula (=, +, -, @, tab or CR first) gets a leading
 * apostrophe: names, descriptions and error messages come from other users and the API.
 * Numbers stay as they are, so a negative one is still a number.
 */
export function csvField(value: CsvValue): string {
  if (value === null || value === undefined) return ''
  if (typeof value !== 'string') return String(value)
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

/** Rows (a header row first, usually) as CSV text, each line ended with CRLF. */
export const csvText = (rows: CsvValue[][]) => rows.map((row) => row.map(csvField).join(',') + '\r\n').join('')
