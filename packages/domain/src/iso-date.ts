/**
 * The years an input date may fall in. Wide enough for any birth date, bike purchase, booking or
 * search; narrow enough that no arithmetic on them overflows and that no date library's quirk
 * applies (Date.UTC reads years 0–99 as 1900–1999).
 */
export const ISO_DATE_YEARS = { min: 1900, max: 2200 } as const;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const isLeap = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** `2026-02-28` yes, `2026-02-29` no, `0001-01-01` no (out of range): a real day, read from the digits. */
export function isIsoDateInRange(value: string): boolean {
  const m = ISO_DATE.exec(value);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (year < ISO_DATE_YEARS.min || year > ISO_DATE_YEARS.max || month < 1 || month > 12 || day < 1) return false;
  return day <= (month === 2 && isLeap(year) ? 29 : DAYS_IN_MONTH[month - 1]!);
}
