import { z } from './zod';
import { isIsoDateInRange } from '@biclou/domain/iso-date';

/**
 * Every input date: "YYYY-MM-DD" naming a real day of the years ISO_DATE_YEARS (1900–2200), read
 * from its digits (no Date.UTC, which reads years 0–99 as 1900–1999). OpenAPI says `format: date`.
 */
export const isoDate = (message = 'Enter a valid date.') =>
  // Only once the format holds, so a malformed date gets one message.
  z.iso.date(message).refine(isIsoDateInRange, { message, when: (payload) => !payload.issues.length });

/** A wall-clock time on the listing's clock, "HH:MM" from 00:00 to 23:59 (a pickup at 14:00). */
export const clockTime = (message = 'Enter a valid time.') => z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, message);
