/**
 * The sentence for each of zod's generic issues, when a schema says nothing of its own: exact
 * English sentences of the web's `server` catalogue (translated on display, like every other API
 * message), never zod's built-in text ("Invalid input: expected string, received undefined").
 */
export const GENERIC_MESSAGES = {
  required: 'This field is required.',
  invalidType: 'This value is of the wrong kind.',
  invalidChoice: 'Choose one of the proposed values.',
  tooShort: 'This is too short.',
  tooLong: 'This is too long.',
  tooSmall: 'This number is too small.',
  tooBig: 'This number is too large.',
  tooFew: 'Too few items.',
  tooMany: 'Too many items.',
  invalidFormat: 'This value is not in the right format.',
  unknownFields: 'This request has fields it does not take.',
  invalid: 'This value is not valid.',
} as const;

/** The part of a zod 4 issue the sentence depends on. */
interface RawIssue {
  code?: string;
  input?: unknown;
  origin?: string;
}

/** zod's `customError`: the catalogue sentence for an issue no schema worded. */
export function genericMessage(issue: RawIssue): string {
  const m = GENERIC_MESSAGES;
  const sized = (text: string, number: string, items: string) =>
    issue.origin === 'number' || issue.origin === 'bigint' || issue.origin === 'int' || issue.origin === 'date'
      ? number
      : issue.origin === 'array' || issue.origin === 'set'
        ? items
        : text;
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? m.required : m.invalidType;
    case 'invalid_value':
      return m.invalidChoice;
    case 'too_small':
      return sized(m.tooShort, m.tooSmall, m.tooFew);
    case 'too_big':
      return sized(m.tooLong, m.tooBig, m.tooMany);
    case 'invalid_format':
      return m.invalidFormat;
    case 'unrecognized_keys':
      return m.unknownFields;
    default:
      return m.invalid;
  }
}
