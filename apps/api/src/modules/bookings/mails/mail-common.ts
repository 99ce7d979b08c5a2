import type { DisputeReason } from '@biclou/domain/dispute-reasons';
import type { MailBody } from '../../../platform/mail/layout';
import type { MailLocale } from '../../../platform/mail/mailer';

/**
 * What a template gets, already written for its reader (`mailFormat`): dates and amounts are never
 * ISO or raw cents. `earnings` is what the owner is credited or will be (`ownerEarningsOf`), 0 included.
 */
interface MailArgs {
  firstname: string;
  title: string;
  /**
   * The pickup and the return on the bike's clock, for a sentence that puts them in parentheses:
   * "Sat, Mar 14, 2026, 14:00 → 18:00, Paris time" (`mailFormat.times`).
   */
  times: string;
  /** The same standing alone, the clock in parentheses: "Sat, Mar 14, 2026, 14:00 → 18:00 (Paris time)". */
  timesNamed: string;
  reason: string | null;
  /** Why the owner canceled, when it is a code (the deposit hold was declined), translated. */
  cancelWhy: string | null;
  refund: string;
  refunded: boolean;
  earnings: string;
  earns: boolean;
  reviewBy: string;
  url: string;
  /** A dispute's reason, translated; a resolution's note from our team, as typed. */
  disputeReason: string;
  note: string | null;
  /**
   * The booking's windows with their nouns: "48 hours", "30 minutes" (the request's answer, the
   * payment), as long as the settings make them, or shorter when the pickup is near.
   */
  answerWithin: string;
  payWithin: string;
  /** The day the owner's earnings become available (end + the settings' delay), and whether that day has come. */
  availableOn: string;
  availableNow: boolean;
}

/** What some emails need beyond the booking row. */
export interface MailExtras {
  disputeReason?: DisputeReason;
  note?: string | null;
}

/** One booking email: who receives it, and its text in each language (both are required by the type). */
export type BookingMailText = { recipient: 'renter' | 'owner' } & Record<MailLocale, (a: MailArgs) => MailBody>;
