/**
 * CSV (RFC 4180) for the admin exports: every field quoted, quotes doubled, lines ended by CRLF.
 * A text field a spreadsheet would read as a formula (starting with = + - @, a tab or a carriage
 * return) is prefixed with a single quote (OWASP "CSV injection"); numbers are written as numbers.
 */
type CsvValue = string | number | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvField(value: CsvValue): string {
  if (value === null || value === undefined) return '""';
  const text = typeof value === 'number' ? String(value) : FORMULA_START.test(value) ? `'${value}` : value;
  return `"${text.replace(/"/g, '""')}"`;
}

export function toCsv(header: string[], rows: CsvValue[][]): string {
  return [header, ...rows].map((r) => r.map(csvField).join(',')).join('\r\n') + '\r\n';
}
