import { describe, expect, it } from 'vitest';
import { nounDisagreements } from '@biclou/domain/counted-nouns';
import { BOOKING_MAILS, bookingMailBody } from './booking-mails';
import type { BookingRow } from '../repositories/booking-repository';

const NBSP = '\u00a0';
/** The pickup's and the return's sides of a range: the arrow kept off the start of a line. */
const ARROW = `${NBSP}→ `;

/**
 * A paid booking from 11 January 08:00 to 18 January 20:00 2027 in Paris: subtotal 20,00 €, fee
 * 2,00 €, owner 17,00 €, completed on the 19th.
 */
const row = {
  id: 'b1',
  status: 'completed',
  startDate: '2027-01-11',
  endDate: '2027-01-18',
  pickupAt: new Date('2027-01-11T07:00:00Z'),
  returnAt: new Date('2027-01-18T19:00:00Z'),
  timeZone: 'Europe/Paris',
  currency: 'EUR',
  subtotalCents: 2000,
  serviceFeeCents: 200,
  commissionCents: 300,
  totalCents: 2200,
  ownerEarningsCents: 1700,
  commissionRateBp: 1500,
  refundCents: 0,
  creditOwnerCents: 1700,
  paidAt: new Date('2027-01-02T10:00:00Z'),
  completedAt: new Date('2027-01-19T00:00:00Z'),
  rejectReason: 'other_request_accepted',
  instant: false,
  requestedAt: new Date('2027-01-01T10:00:00Z'),
  acceptedAt: new Date('2027-01-02T09:00:00Z'),
  noticeHours: 24,
} as unknown as BookingRow;

const DEFAULTS = {
  requestExpiryHours: 48,
  paymentWindowHours: 48,
  instantPaymentWindowMinutes: 30,
  creditDelayDays: 4,
};
let timers = DEFAULTS;

const text = (mail: (typeof BOOKING_MAILS)[number], locale: 'en' | 'fr') => {
  const body = bookingMailBody(mail, locale, {
    firstname: 'Ann',
    title: 'Gazelle C380',
    row,
    url: 'http://x/b',
    extras: { disputeReason: 'owner_absent', note: null },
    timers,
    today: '2027-01-19',
  });
  return [body.subject, ...body.paragraphs].join('\n');
};

const TIMES = {
  en: `Mon, Jan 11, 08:00${ARROW}Mon, Jan 18, 2027, 20:00`,
  fr: `lun. 11 janv., 08:00${ARROW}lun. 18 janv. 2027, 20:00`,
};
const ZONE = { en: 'Paris time', fr: 'heure de Paris' };

describe('booking emails write times, amounts and codes for their reader', () => {
  it.each(BOOKING_MAILS)('%s: the pickup and the return on the bike’s clock, named; no ISO date, no code', (mail) => {
    for (const locale of ['en', 'fr'] as const) {
      const t = text(mail, locale);
      expect(t).not.toMatch(/\d{4}-\d{2}-\d{2}/);
      expect(t).not.toMatch(/[a-z]+_[a-z_]+/);
      expect(t).toMatch(new RegExp(`\\(${TIMES[locale]}, ${ZONE[locale]}\\)|: ${TIMES[locale]} \\(${ZONE[locale]}\\)`));
    }
  });

  it('the French ones say "(lun. 11 janv., 08:00 → …, heure de Paris)" and "17,00 €", the English ones the locale’s clock and "€17.00"', () => {
    expect(text('paid', 'fr')).toContain(`(${TIMES.fr}, heure de Paris) est payée. Vous gagnez 17,00${NBSP}€`);
    expect(text('paid', 'en')).toContain(`(${TIMES.en}, Paris time) is paid. You earn €17.00`);
    expect(text('startsTomorrowForRenter', 'fr')).toContain(
      `commence demain. Retrait et retour${NBSP}: ${TIMES.fr} (heure de Paris).`,
    );
    expect(text('startsTomorrowForOwner', 'en')).toContain(
      `starts tomorrow. Pickup and return: ${TIMES.en} (Paris time).`,
    );
    expect(text('completedForOwner', 'fr')).toContain('jusqu’au 2 févr. 2027');
    expect(text('completedForOwner', 'en')).toContain('until Feb 2, 2027');
    expect(text('rejected', 'fr')).toContain('Motif\u00a0: Une autre demande pour ces dates a été acceptée.');
    expect(text('disputeOpenedForOwner', 'fr')).toContain(
      'a signalé un problème\u00a0: Le propriétaire n’est pas venu.',
    );
  });

  it('every window and date they name follows the settings, with plural rules (an admin set 1 hour and no delay)', () => {
    timers = { ...DEFAULTS, requestExpiryHours: 1, paymentWindowHours: 1, creditDelayDays: 0 };
    expect(text('requested', 'en')).toContain('Answer within 1 hour, or the request expires.');
    expect(text('requested', 'fr')).toContain('Répondez sous 1 heure, sinon la demande expire.');
    expect(text('accepted', 'en')).toContain('Pay within 1 hour to confirm it.');
    // No delay: available the day after the rental (a rental is credited once completed), not "4 days after".
    expect(text('paid', 'en')).toContain('You earn €17.00, available on Jan 19, 2027.');
    expect(text('completedForOwner', 'fr')).toContain('seront disponibles le 19 janv. 2027');
    timers = { ...DEFAULTS, requestExpiryHours: 72, paymentWindowHours: 24, creditDelayDays: 6 };
    expect(text('requested', 'en')).toContain('Answer within 72 hours');
    expect(text('accepted', 'fr')).toContain('Payez sous 24 heures');
    expect(text('paid', 'en')).toContain('available on Jan 24, 2027.');
    for (const mail of BOOKING_MAILS)
      for (const locale of ['en', 'fr'] as const)
        expect(text(mail, locale)).not.toMatch(/\b(48|4) (hours|days|heures|jours)/);
    timers = DEFAULTS;
  });

  it('every mail, with the windows and the delay at 0, 1 and 2, puts each noun in the form its number takes', () => {
    const found: string[] = [];
    for (const n of [0, 1, 2]) {
      timers = { ...DEFAULTS, requestExpiryHours: n, paymentWindowHours: n, creditDelayDays: n };
      for (const mail of BOOKING_MAILS)
        for (const locale of ['en', 'fr'] as const)
          for (const bad of nounDisagreements(text(mail, locale), locale)) found.push(`${n} ${mail} ${locale}: ${bad}`);
    }
    timers = DEFAULTS;
    expect(found).toEqual([]);
    timers = { ...DEFAULTS, requestExpiryHours: 0, paymentWindowHours: 0, creditDelayDays: 0 };
    expect(text('requested', 'fr')).toContain('Répondez sous 0 heure,');
    timers = DEFAULTS;
  });

  it("a dispute's outcome tells the owner when the money becomes available: with the rental's earnings", () => {
    expect(text('disputeResolvedForOwner', 'en')).toContain(
      "Your earnings, €17.00, become available on Jan 22, 2027, like any rental's earnings.",
    );
  });

  it('a one-day booking reads as one date with two times, on the bike’s clock wherever the reader is', () => {
    // 14:00 → 18:00 in Zurich (UTC+1 in March); a reader in Lisbon reads the bike's clock.
    const oneDay = {
      ...row,
      startDate: '2026-03-14',
      endDate: '2026-03-14',
      pickupAt: new Date('2026-03-14T13:00:00Z'),
      returnAt: new Date('2026-03-14T17:00:00Z'),
      timeZone: 'Europe/Zurich',
    } as BookingRow;
    for (const [locale, times] of [
      ['en', `Sat, Mar 14, 2026, 14:00${ARROW}18:00, Zurich time`],
      ['fr', `sam. 14 mars 2026, 14:00${ARROW}18:00, heure de Zurich`],
    ] as const) {
      const body = bookingMailBody('requested', locale, {
        firstname: 'Ann',
        title: 'Gazelle C380',
        row: oneDay,
        url: 'http://x/b',
        timers,
        today: '2026-03-10',
      });
      expect(body.paragraphs[0]).toContain(`Gazelle C380 (${times})`);
    }
  });

  it('a booking across midnight in Brussels names both days', () => {
    const night = {
      ...row,
      pickupAt: new Date('2026-07-03T20:30:00Z'),
      returnAt: new Date('2026-07-04T07:00:00Z'),
      timeZone: 'Europe/Brussels',
    } as BookingRow;
    const body = bookingMailBody('accepted', 'fr', {
      firstname: 'Ann',
      title: 'Gazelle C380',
      row: night,
      url: 'http://x/b',
      timers,
      today: '2026-06-30',
    });
    expect(body.paragraphs[0]).toContain(`(ven. 3 juil., 22:30${ARROW}sam. 4 juil. 2026, 09:00, heure de Bruxelles)`);
  });
});

describe('the windows a mail names are the booking’s own', () => {
  const body = (mail: (typeof BOOKING_MAILS)[number], locale: 'en' | 'fr', over: Partial<BookingRow>) =>
    bookingMailBody(mail, locale, {
      firstname: 'Ann',
      title: 'Gazelle C380',
      row: { ...row, ...over } as BookingRow,
      url: 'http://x/b',
      timers: DEFAULTS,
      today: '2027-01-19',
    }).paragraphs.join('\n');

  it('an instant booking: the renter pays within 30 minutes, the owner is told there is nothing to accept', () => {
    const instant = { instant: true, acceptedAt: new Date('2027-01-01T10:00:00Z') };
    expect(body('accepted', 'en', instant)).toContain('Pay within 30 minutes to confirm it.');
    expect(body('instantBookedForOwner', 'en', instant)).toContain('the renter has 30 minutes to pay');
    expect(body('instantBookedForOwner', 'fr', instant)).toContain('le locataire a 30 minutes pour payer');
  });

  it('a request for tomorrow 09:00 with 3 hours’ notice: the answer by 06:00, the payment by 06:00', () => {
    const near = {
      requestedAt: new Date('2027-01-10T10:00:00Z'), // 11:00 in Paris
      acceptedAt: new Date('2027-01-10T20:00:00Z'),
      pickupAt: new Date('2027-01-11T08:00:00Z'), // 09:00
      noticeHours: 3,
    };
    expect(body('requested', 'en', near)).toContain('Answer within 19 hours, or the request expires.');
    expect(body('accepted', 'fr', near)).toContain('Payez sous 9 heures pour la confirmer.');
  });

  it('the pickup reminder names the pickup and the return on the bike’s clock', () => {
    expect(body('pickupSoonForRenter', 'en', {})).toContain(
      `Your rental of Gazelle C380 starts soon. Pickup and return: ${TIMES.en} (Paris time).`,
    );
    expect(body('pickupSoonForRenter', 'fr', {})).toContain(
      `Votre location de Gazelle C380 commence bientôt. Retrait et retour${NBSP}: ${TIMES.fr} (heure de Paris).`,
    );
  });

  it('the renter’s confirmation once paid names the pickup and the return on the bike’s clock', () => {
    expect(body('paidForRenter', 'en', {})).toContain(
      `Your booking of Gazelle C380 is confirmed and paid. Pickup and return: ${TIMES.en} (Paris time).`,
    );
    expect(body('paidForRenter', 'fr', {})).toContain(
      `Votre réservation de Gazelle C380 est confirmée et payée. Retrait et retour${NBSP}: ${TIMES.fr} (heure de Paris).`,
    );
  });
});
