import type { FastifyBaseLogger } from 'fastify';
import type { DbOrTx } from '@biclou/db/client';
import { historyReasonOf } from '@biclou/domain/booking-history-reasons';
import { maskContacts } from '@biclou/domain/contact-masking';
import {
  earningsAvailableOn,
  paymentWindowMs,
  windowLength,
  type BookingTimerSettings,
} from '@biclou/domain/booking-timers';
import { parisToday } from '@biclou/domain/paris-calendar';
import { reviewDeadline } from '@biclou/domain/review-rules';
import type { Deps } from '../../../platform/deps';
import { renderLayout, type MailBody } from '../../../platform/mail/layout';
import { counted } from '../../../platform/mail/counted';
import { mailFormat } from '../../../platform/mail/format';
import { pageUrl } from '../../../platform/mail/links';
import { deliverMail, type MailLocale } from '../../../platform/mail/mailer';
import { bikesOf, mailRecipientsOf } from '../repositories/booking-party-repository';
import type { BookingRow } from '../repositories/booking-repository';
import { earningsOf } from '../booking-view';
import { loadBookingSettings, timerSettings } from '../booking-settings';
import { paymentDeadlineOf, requestDeadlineOf } from '../booking-timing';
import { REASON_TEXTS } from './reason-texts';
import type { BookingMailText, MailExtras } from './mail-common';
import { rejected } from './rejected';
import { accepted } from './accepted';
import { canceledForRenter } from './canceled-for-renter';
import { expired } from './expired';
import { requested } from './requested';
import { paid } from './paid';
import { paidForRenter } from './paid-for-renter';
import { canceledForOwner } from './canceled-for-owner';
import { startsTomorrowForRenter } from './starts-tomorrow-for-renter';
import { startsTomorrowForOwner } from './starts-tomorrow-for-owner';
import { pickupSoonForRenter } from './pickup-soon-for-renter';
import { instantBookedForOwner } from './instant-booked-for-owner';
import { completedForRenter } from './completed-for-renter';
import { completedForOwner } from './completed-for-owner';
import { reviewReminderForRenter } from './review-reminder-for-renter';
import { reviewReminderForOwner } from './review-reminder-for-owner';
import { credited } from './credited';
import { disputeOpenedForOwner } from './dispute-opened-for-owner';
import { disputeResolvedForRenter } from './dispute-resolved-for-renter';
import { disputeResolvedForOwner } from './dispute-resolved-for-owner';

/** Booking emails, one file each: who receives it and its text in both languages. */
const MAILS = {
  rejected,
  accepted,
  canceledForRenter,
  expired,
  requested,
  paid,
  paidForRenter,
  canceledForOwner,
  startsTomorrowForRenter,
  startsTomorrowForOwner,
  pickupSoonForRenter,
  instantBookedForOwner,
  completedForRenter,
  completedForOwner,
  reviewReminderForRenter,
  reviewReminderForOwner,
  credited,
  disputeOpenedForOwner,
  disputeResolvedForRenter,
  disputeResolvedForOwner,
} satisfies Record<string, BookingMailText>;
export type BookingMail = keyof typeof MAILS;
export const BOOKING_MAILS = Object.keys(MAILS) as BookingMail[];

/** Where each mail's button leads, from the recipient's side (the balance for a credit). */
function mailPath(mail: BookingMail, row: BookingRow): string {
  if (mail === 'credited') return 'dashboard/payouts';
  if (MAILS[mail].recipient === 'owner') return `dashboard/bookings/${row.id}`;
  return mail === 'accepted' ? `dashboard/trips/${row.id}/pay` : `dashboard/trips/${row.id}`;
}

/**
 * A rejection's reason for its reader: a code translated, or the owner's words with their contact
 * details masked (a request is declined before any payment, and an email cannot be unmasked later).
 */
function rejectReasonText(row: BookingRow, locale: MailLocale): string | null {
  const why = historyReasonOf({ to: 'rejected', actor: 'owner', reason: row.rejectReason });
  return why.code ? REASON_TEXTS[locale][why.code] : why.text && maskContacts(why.text);
}

/** An owner's cancellation reason when it is a code (the deposit declined), translated; typed reasons are not mailed. */
function cancelReasonCode(row: BookingRow, locale: MailLocale): string | null {
  if (row.canceledBy !== 'owner') return null;
  const why = historyReasonOf({ to: 'canceled', actor: 'owner', reason: row.cancelReason });
  return why.code ? REASON_TEXTS[locale][why.code] : null;
}

/**
 * The owner's answer window and the renter's payment window of this booking, with their nouns: from
 * the request (the acceptance) to its deadline, or the settings' full payment window before an acceptance.
 */
function windowsOf(row: BookingRow, timers: BookingTimerSettings, locale: MailLocale) {
  const words = (w: ReturnType<typeof windowLength>) => counted(locale, w.count, w.unit);
  const pay = row.acceptedAt
    ? windowLength(row.acceptedAt, paymentDeadlineOf(row, timers))
    : windowLength(new Date(0), new Date(paymentWindowMs(row.instant, timers)));
  return { answerWithin: words(windowLength(row.requestedAt, requestDeadlineOf(row, timers))), payWithin: words(pay) };
}

/** What a booking email says to one reader: times on the bike's clock, amounts and codes written for their language. */
export function bookingMailBody(
  mail: BookingMail,
  locale: MailLocale,
  input: {
    firstname: string;
    title: string;
    row: BookingRow;
    url: string;
    extras?: MailExtras;
    /** The live settings' timers and today in Paris: every window and date a mail names comes from them. */
    timers: BookingTimerSettings;
    today: string;
  },
): MailBody {
  const { row, extras = {}, timers } = input;
  const f = mailFormat(locale);
  const earnings = earningsOf(row).amountCents;
  const availableOn = earningsAvailableOn(row.endDate, timers.creditDelayDays);
  return MAILS[mail][locale]({
    firstname: input.firstname,
    title: input.title,
    times: f.times(row.pickupAt, row.returnAt, row.timeZone, { inParentheses: true }),
    timesNamed: f.times(row.pickupAt, row.returnAt, row.timeZone),
    reason: rejectReasonText(row, locale),
    cancelWhy: cancelReasonCode(row, locale),
    refund: f.money(row.refundCents, row.currency),
    refunded: row.refundCents > 0,
    earnings: f.money(earnings, row.currency),
    earns: earnings > 0,
    // The last day to write a review, in Paris (completion + 14 days; the day before the window closes at its time).
    reviewBy: row.completedAt ? f.date(parisToday(new Date(reviewDeadline(row.completedAt).getTime() - 1))) : '',
    disputeReason: extras.disputeReason ? REASON_TEXTS[locale][extras.disputeReason] : '',
    note: extras.note ?? null,
    url: input.url,
    ...windowsOf(row, timers, locale),
    availableOn: f.date(availableOn),
    availableNow: availableOn <= input.today,
  });
}

/** Tells the right party of each booking, in their language, after the commit; a failed send is logged, never an error. */
export async function mailBookings(
  deps: Pick<Deps, 'config' | 'mailer'>,
  db: DbOrTx,
  rows: BookingRow[],
  mail: BookingMail,
  /** When the event happened: the day the earnings' date is compared with. */
  at: Date,
  log?: FastifyBaseLogger,
  extras: MailExtras = {},
) {
  if (!rows.length) return;
  const side = MAILS[mail].recipient;
  const recipientId = (r: BookingRow) => (side === 'renter' ? r.renterId : r.ownerId);
  const people = await mailRecipientsOf(db, rows.map(recipientId));
  const bikes = await bikesOf(
    db,
    rows.map((r) => r.listingId),
  );
  const timers = timerSettings(await loadBookingSettings(db));
  const today = parisToday(at);
  for (const row of rows) {
    const to = people.find((p) => p.id === recipientId(row));
    if (!to) continue;
    const bike = bikes.find((b) => b.id === row.listingId);
    const title = [bike?.brand, bike?.model].filter(Boolean).join(' ');
    const body = bookingMailBody(mail, to.locale, {
      firstname: to.firstname,
      title,
      row,
      url: pageUrl(deps.config, to.locale, mailPath(mail, row)),
      extras,
      timers,
      today,
    });
    await deliverMail(deps.mailer, { to: to.email, locale: to.locale, ...renderLayout(body, to.locale) }, log);
  }
}
