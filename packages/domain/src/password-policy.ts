import { dictionary } from '@zxcvbn-ts/language-common';

export const PASSWORD_MIN_LENGTH = 8;
const PASSWORD_MAX_LENGTH = 128;

export const PASSWORD_MESSAGES = {
  tooShort: 'The password must be at least 8 characters.',
  tooLong: 'The password may not be longer than 128 characters.',
  tooCommon: 'This password is too common. Choose another one.',
} as const;

let common: Set<string> | undefined;
/** The ~50,000 most common passwords (zxcvbn's list), loaded on first use. */
function commonPasswords(): Set<string> {
  common ??= new Set(dictionary['passwords-common'].map((p) => p.toLowerCase()));
  return common;
}

/** True when the password, ignoring case, is on the common-passwords list ("Password1" is "password1"). */
export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.toLowerCase());
}

/**
 * Every rule a new password breaks, as user-facing messages; `[]` means it is acceptable.
 * Length counts code points, so "ééééééé é" is 9 characters, not 18 bytes.
 */
export function passwordProblems(password: string): string[] {
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) return [PASSWORD_MESSAGES.tooShort];
  if (length > PASSWORD_MAX_LENGTH) return [PASSWORD_MESSAGES.tooLong];
  if (isCommonPassword(password)) return [PASSWORD_MESSAGES.tooCommon];
  return [];
}
