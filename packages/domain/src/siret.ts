export const SIRET_MESSAGES = {
  required: 'The SIRET number is required for professionals in France.',
  invalid: 'The SIRET number is not valid.',
} as const;

/** Removes the spaces, dots and dashes people type in a SIRET: "732 829 320 00074" → "73282932000074". */
export function normalizeSiret(input: string): string {
  return input.replace(/[\s.-]/g, '');
}

/** Luhn checksum over a string of digits. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** La Poste's establishments share SIREN 356000000 and use a different rule (digit sum multiple of 5). */
const LA_POSTE_SIREN = '356000000';

/**
 * A French SIRET: 14 digits passing the Luhn check (INSEE), after normalisation.
 * Example: isValidSiret("732 829 320 00074") === true; "73282932000075" is false.
 */
export function isValidSiret(input: string): boolean {
  const siret = normalizeSiret(input);
  if (!/^\d{14}$/.test(siret)) return false;
  if (siret.startsWith(LA_POSTE_SIREN) && siret !== `${LA_POSTE_SIREN}00048`) {
    return [...siret].reduce((s, d) => s + Number(d), 0) % 5 === 0;
  }
  return luhnValid(siret);
}
