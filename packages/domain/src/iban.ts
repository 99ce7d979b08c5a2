import {
  electronicFormatIBAN,
  friendlyFormatIBAN,
  isSEPACountry,
  validateBIC,
  validateIBAN,
  ValidationErrorsIBAN,
} from 'ibantools';

/**
 * Bank details for payouts (decisions "Payments, balance and payouts": the IBAN and BIC are checked
 * with a real validation library, ibantools). Every message is a fixed English sentence the web
 * translates through its `server` catalogue section.
 */
export const BANKING_MESSAGES = {
  holderRequired: 'Enter the name of the account holder.',
  holderTooLong: "The account holder's name may not be longer than 140 characters.",
  ibanRequired: 'Enter your IBAN.',
  ibanCountry: 'This IBAN does not start with a known country code.',
  ibanLength: 'This IBAN does not have the right length for its country.',
  ibanChecksum: 'This IBAN is not valid: check it for a typing mistake.',
  ibanFormat: 'This IBAN is not valid.',
  ibanNotSepa: 'Payouts are sent by SEPA transfer: enter the IBAN of an account in the SEPA area.',
  bicRequired: 'Enter your BIC.',
  bicInvalid: 'This BIC is not valid: it has 8 or 11 letters and digits, like BNPAFRPP.',
} as const;

/** `' fr14 2004-1010 0505 '` → `'FR14200410100505'`: the electronic format, stored and compared. */
export function normaliseIban(input: string): string {
  return electronicFormatIBAN(input) ?? '';
}

export function normaliseBic(input: string): string {
  return input.replace(/\s+/g, '').toUpperCase();
}

/** `'FR1420041010050500013M02606'` → `'FR14 2004 1010 0505 0001 3M02 606'`. */
export function formatIban(iban: string): string {
  return friendlyFormatIBAN(iban) ?? iban;
}

/** What a response shows of a stored IBAN: country, check digits hidden, last 4 (`FR•• •••• … 2606`). */
export function maskIban(iban: string): string {
  const electronic = normaliseIban(iban);
  if (electronic.length < 8) return '••••';
  return `${electronic.slice(0, 2)}•• •••• •••• ${electronic.slice(-4)}`;
}

/** The first problem with an IBAN, or null when it is a valid IBAN of a SEPA country. */
export function ibanProblem(input: string | null | undefined): string | null {
  const iban = normaliseIban(input ?? '');
  if (!iban) return BANKING_MESSAGES.ibanRequired;
  const { valid, errorCodes } = validateIBAN(iban);
  if (!valid) {
    if (errorCodes.includes(ValidationErrorsIBAN.NoIBANCountry)) return BANKING_MESSAGES.ibanCountry;
    if (errorCodes.includes(ValidationErrorsIBAN.WrongBBANLength)) return BANKING_MESSAGES.ibanLength;
    if (
      errorCodes.includes(ValidationErrorsIBAN.WrongIBANChecksum) ||
      errorCodes.includes(ValidationErrorsIBAN.WrongAccountBankBranchChecksum)
    )
      return BANKING_MESSAGES.ibanChecksum;
    return BANKING_MESSAGES.ibanFormat;
  }
  if (!isSEPACountry(iban.slice(0, 2))) return BANKING_MESSAGES.ibanNotSepa;
  return null;
}

/** The first problem with a BIC (SWIFT code), or null. */
export function bicProblem(input: string | null | undefined): string | null {
  const bic = normaliseBic(input ?? '');
  if (!bic) return BANKING_MESSAGES.bicRequired;
  return validateBIC(bic).valid ? null : BANKING_MESSAGES.bicInvalid;
}

export function holderProblem(input: string | null | undefined): string | null {
  const name = (input ?? '').trim();
  if (!name) return BANKING_MESSAGES.holderRequired;
  if (name.length > 140) return BANKING_MESSAGES.holderTooLong;
  return null;
}

interface BankingInput {
  holderName: string;
  iban: string;
  bic: string;
}

/** Field → messages for a banking form; `{}` when everything is valid. */
export function bankingProblems(input: Partial<BankingInput>): Partial<Record<keyof BankingInput, string[]>> {
  const out: Partial<Record<keyof BankingInput, string[]>> = {};
  const holder = holderProblem(input.holderName);
  const iban = ibanProblem(input.iban);
  const bic = bicProblem(input.bic);
  if (holder) out.holderName = [holder];
  if (iban) out.iban = [iban];
  if (bic) out.bic = [bic];
  return out;
}

/**
 * Published test data of the built-in sandbox payout provider, like the sandbox cards: any other
 * valid IBAN is verified at once and its payouts succeed.
 */
export const SANDBOX_IBANS = {
  /** Verified; payouts succeed. */
  verified: 'FR1420041010050500013M02606',
  /** Verified, but every payout to it fails (the bank refuses the transfer). */
  payoutFails: 'FR7630001007941234567890185',
  /** The identity check is rejected. */
  kycRejected: 'FR7610107001011234567890129',
} as const;
