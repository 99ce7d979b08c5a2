import type { Notification } from '@biclou/contracts/notifications';
import { DATE_TIME_ZONE } from '../../lib/dates';
import { formatBookingTimes } from '../../lib/booking-times';
import { intlLocale, type Locale } from '../../lib/i18n/locales';
import { dateTimeFormat } from '../../lib/intl-cache';
import { settingsNumbers, type SettingsNumbers } from '../../lib/settings-numbers';
import { formatMoney } from '../../lib/money';

type T = (key: string, options?: Record<string, unknown>) => string;

/** How a notification reads at a glance: its colour family. */
export type NotificationTone = 'info' | 'success' | 'warning' | 'danger' | 'neutral';

const TONES: Record<Notification['kind'], NotificationTone> = {
  'booking.requested': 'info',
  'booking.accepted': 'success',
  'booking.rejected': 'neutral',
  'booking.paid': 'success',
  'booking.canceled': 'danger',
  'booking.expired': 'neutral',
  'booking.completed': 'success',
  'booking.credited': 'success',
  'booking.starts_tomorrow': 'info',
  'booking.pickup_soon': 'info',
  'booking.review_reminder': 'warning',
  'dispute.opened': 'warning',
  'dispute.resolved': 'success',
  'handover.checkin_submitted': 'info',
  'handover.checkin_confirmed': 'success',
  'handover.checkin_contested': 'warning',
  'handover.checkout_submitted': 'info',
  'handover.checkout_confirmed': 'success',
  'handover.checkout_contested': 'warning',
  'deposit.held': 'info',
  'deposit.declined': 'danger',
  'deposit.released': 'success',
  'deposit.renewed': 'info',
  'claim.filed': 'warning',
  'claim.answered': 'info',
  'claim.decided': 'neutral',
  message: 'info',
};

export const toneOf = (n: Pick<Notification, 'kind'>): NotificationTone => TONES[n.kind] ?? 'neutral';

const str = (v: unknown) => (typeof v === 'string' ? v : '');

/** The rental's dates, short: "Jul 1 – 3" / "1–3 juil.", "Jun 30 – Jul 2" / "30 juin – 2 juil.". */
export function shortDates(start: string, end: string, locale: Locale): string {
  const from = new Date(start);
  if (!start || Number.isNaN(from.getTime())) return '';
  const format = dateTimeFormat(intlLocale(locale), { timeZone: DATE_TIME_ZONE, day: 'numeric', month: 'short' });
  const to = new Date(end || start);
  return Number.isNaN(to.getTime()) || to.getTime() <= from.getTime()
    ? format.format(from)
    : format.formatRange(from, to);
}

/**
 * The rental a notification names, short, for its sentence's parentheses: the pickup and the
 * return on the bike's clock, "Jul 1, 09:00 → Jul 3, 18:00, Paris time"; a notification written
 * before bookings had times carries only its dates, "Jul 1 – 3".
 */
export function rentalWhen(p: Notification['params'], locale: Locale): string {
  const [pickupAt, returnAt, timeZone] = [str(p.pickupAt), str(p.returnAt), str(p.timeZone)];
  if (!pickupAt || !returnAt || !timeZone) return shortDates(str(p.startDate), str(p.endDate), locale);
  return formatBookingTimes(pickupAt, returnAt, locale, timeZone, { weekday: false, year: false, inParentheses: true });
}

/**
 * The notification's sentence in the reader's language, from its code and params (the API stores
 * no text): `notifications.kinds.<kind>[.<side>]` with the bike, the other person, the dates, and
 * an amount written for the reader.
 */
export function notificationText(
  n: Notification,
  t: T,
  locale: Locale,
  /** The settings' windows a sentence names (the payment window of an accepted request). */
  numbers: SettingsNumbers = settingsNumbers(null),
): string {
  const p = n.params;
  const side = str(p.side) === 'renter' ? 'renter' : 'owner';
  const currency = str(p.currency) || 'EUR';
  const values = {
    title: str(p.title),
    name: str(p.name),
    dates: rentalWhen(p, locale),
    refund: formatMoney(Number(p.refundCents ?? 0), currency, locale),
    amount: formatMoney(Number(p.amountCents ?? 0), currency, locale),
    count: n.count,
  };
  switch (n.kind) {
    case 'booking.canceled': {
      if (str(p.reason) === 'deposit_declined' && side === 'renter')
        return t('i16.notifications.canceled-deposit-declined', values);
      if (side === 'owner') return t('notifications.kinds.booking.canceled.owner', values);
      const refunded = Number(p.refundCents ?? 0) > 0;
      const who = str(p.canceledBy) === 'owner' ? 'by-owner' : 'by-you';
      return t(`notifications.kinds.booking.canceled.renter-${who}${refunded ? '-refund' : ''}`, values);
    }
    case 'booking.accepted': {
      // The window the acceptance gave (params since instant booking; older rows: the settings' hours).
      const minutes = str(p.payUnit) === 'minute' ? '-minutes' : '';
      const count = typeof p.payCount === 'number' ? p.payCount : numbers.paymentHours;
      if (p.instant === true)
        return side === 'owner'
          ? t('notifications.kinds.booking.instant.owner', values)
          : t(`notifications.kinds.booking.instant.renter${minutes}`, { ...values, count });
      return t(`notifications.kinds.booking.accepted${minutes}`, { ...values, count });
    }
    case 'booking.pickup_soon':
      return t('notifications.kinds.booking.pickup_soon', values);
    case 'booking.completed':
    case 'booking.starts_tomorrow':
    case 'booking.review_reminder':
    case 'dispute.resolved':
      return t(`notifications.kinds.${n.kind}.${side}`, values);
    case 'message':
      return t('notifications.kinds.message', values);
    // Handover reports, the deposit hold and damage claims.
    case 'deposit.declined':
    case 'claim.decided':
      return t(`i16.notifications.${n.kind}.${side}`, values);
    case 'handover.checkin_submitted':
    case 'handover.checkin_confirmed':
    case 'handover.checkin_contested':
    case 'handover.checkout_submitted':
    case 'handover.checkout_confirmed':
    case 'handover.checkout_contested':
    case 'deposit.held':
    case 'deposit.released':
    case 'deposit.renewed':
    case 'claim.filed':
    case 'claim.answered':
      return t(`i16.notifications.${n.kind}`, values);
    default:
      return TONES[n.kind] ? t(`notifications.kinds.${n.kind}`, values) : t('notifications.kinds.unknown');
  }
}
