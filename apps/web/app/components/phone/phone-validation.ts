import { AsYouType, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/mobile';

/** The phone rules of spec §5 live in the domain package, shared with the API. */
export { normalizePhone } from '@biclou/domain/phone';

type PhoneDisplayMode = 'auto' | 'national' | 'international';

/** Formats what was typed; `auto` is international when it starts with +, national otherwise. */
export function formatPhone(text: string, country: CountryCode, mode: PhoneDisplayMode = 'auto'): string {
  const parsed = parsePhoneNumberFromString(text, country);
  if (parsed && mode !== 'auto') return mode === 'national' ? parsed.formatNational() : parsed.formatInternational();
  return new AsYouType(text.trim().startsWith('+') ? undefined : country).input(text);
}

/** The country a number typed with + belongs to (to follow it in the selector). */
export function countryOfTyped(text: string): CountryCode | undefined {
  if (!text.trim().startsWith('+')) return undefined;
  const typer = new AsYouType();
  typer.input(text);
  return typer.getCountry();
}
