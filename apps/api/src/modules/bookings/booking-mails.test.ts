import { describe, expect, it } from 'vitest';
import { BOOKING_MAILS, bookingMailBody } from './booking-mails';
import type { BookingRow } from './booking-repository';

const NBSP = '\u00a0';

/** A paid booking from 11 to 18 January 2027: subtotal 20,00 €, fee 2,00 €, owner 17,00 €, completed on the 19th. */
const row = {
  id: 'b1',
  status: 'completed',
  startDate: '2027-01-11',
  endDate: '2027-01-18',
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
} as unknown as BookingRow;

const text = (mail: (typeof BOOKING_MAILS)[number], locale: 'en' | 'fr') => {
  const body = bookingMailBody(mail, locale, {
    firstname: 'Ann',
    title: 'Gazelle C380',
    row,
    url: 'http://x/b',
    extras: { disputeReason: 'owner_absent', note: null },
  });
  return [body.subject, ...body.paragraphs].join('\n');
};

describe('booking emails write dates, amounts and codes for their reader', () => {
  it.each(BOOKING_MAILS)('%s: no ISO date, no code, in both languages', (mail) => {
    for (const locale of ['en', 'fr'] as const) {
      const t = text(mail, locale);
      expect(t).not.toMatch(/\d{4}-\d{2}-\d{2}/);
      expect(t).not.toMatch(/[a-z]+_[a-z_]+/);
      if (/startDate|du |from /.test(t)) expect(t).toContain(locale === 'fr' ? '11 janv. 2027' : 'Jan 11, 2027');
    }
  });

  it('the French ones say "du 11 janv. 2027 au 18 janv. 2027" and "17,00 €", the English ones "from Jan 11, 2027 to Jan 18, 2027" and "€17.00"', () => {
    expect(text('paid', 'fr')).toContain(`du 11 janv. 2027 au 18 janv. 2027 est payée. Vous gagnez 17,00${NBSP}€`);
    expect(text('paid', 'en')).toContain('from Jan 11, 2027 to Jan 18, 2027 is paid. You earn €17.00');
    expect(text('completedForOwner', 'fr')).toContain('jusqu’au 2 févr. 2027');
    expect(text('completedForOwner', 'en')).toContain('until Feb 2, 2027');
    expect(text('rejected', 'fr')).toContain('Motif : Une autre demande pour ces dates a été acceptée.');
    expect(text('disputeOpenedForOwner', 'fr')).toContain('a signalé un problème : Le propriétaire n’est pas venu.');
  });
});
