/** "4242424242424242" → "4242 4242 4242 4242" (digits only, at most 19). */
export function formatCardNumber(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 19);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** What people type for the expiry → "MM / YY": "1" → "1", "12" → "12 / ", "1228" → "12 / 28"; "4" → "04 / ". */
export function formatExpiry(input: string, previous = ''): string {
  let digits = input.replace(/\D/g, '').slice(0, 4);
  // Backspace over the separator removes the month's last digit.
  if (previous.endsWith(' / ') && input.length < previous.length) digits = digits.slice(0, -1);
  if (digits.length === 1 && Number(digits) > 1) digits = `0${digits}`;
  if (digits.length < 2) return digits;
  return `${digits.slice(0, 2)} / ${digits.slice(2)}`;
}

/** "12 / 28" → { expMonth: 12, expYear: 2028 }; null when incomplete or impossible. */
export function parseExpiry(value: string): { expMonth: number; expYear: number } | null {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(value.trim());
  if (!match) return null;
  const expMonth = Number(match[1]);
  if (expMonth < 1 || expMonth > 12) return null;
  return { expMonth, expYear: 2000 + Number(match[2]) };
}
