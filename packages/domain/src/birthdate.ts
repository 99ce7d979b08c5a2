const MIN_AGE_YEARS = 18;
const MAX_AGE_YEARS = 120;

export const BIRTHDATE_MESSAGES = {
  invalid: 'Enter a valid date.',
  future: 'The birth date must be in the past.',
  tooYoung: 'You must be at least 18 years old.',
} as const;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function shiftYears(isoDate: string, years: number): string {
  const [, y, rest] = /^(\d{4})(-\d{2}-\d{2})$/.exec(isoDate)!;
  return `${String(Number(y) + years).padStart(4, '0')}${rest}`;
}

/**
 * Checks a birth date (ISO "YYYY-MM-DD") against today's date: in the past, and the person at
 * least 18. Someone born 2008-06-01 may sign up on 2026-06-01, not on 2026-05-31; someone born
 * on 29 February turns 18 on 1 March of a common year. Returns the message, or null when fine.
 */
export function birthdateProblem(birthdate: string, today: string): string | null {
  const m = ISO_DATE.exec(birthdate);
  if (!m) return BIRTHDATE_MESSAGES.invalid;
  const date = new Date(`${birthdate}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== birthdate) return BIRTHDATE_MESSAGES.invalid;
  if (birthdate >= today) return BIRTHDATE_MESSAGES.future;
  if (birthdate < shiftYears(today, -MAX_AGE_YEARS)) return BIRTHDATE_MESSAGES.invalid;
  // Comparing ISO strings is comparing dates; "2008-02-29" + 18 years is "2026-02-29", after "2026-02-28".
  if (shiftYears(birthdate, MIN_AGE_YEARS) > today) return BIRTHDATE_MESSAGES.tooYoung;
  return null;
}
