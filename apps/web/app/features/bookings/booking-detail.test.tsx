import type { Booking } from '@biclou/contracts/bookings';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '../../context/in-app.fixture';
import { BookingDetail } from './booking-detail';

const NB = '\u00a0';
const ID = '00000000-0000-4000-8000-000000000001';

/** A paid trip: 4 hours on a Saturday afternoon in Zurich, at 5 CHF an hour. */
const trip: Booking = {
  id: ID,
  ref: 'BK-2026-0042',
  status: 'paid',
  viewerRole: 'renter',
  listing: {
    id: '00000000-0000-4000-8000-000000000002',
    title: 'Gazelle C380',
    city: 'Zürich',
    timeZone: 'Europe/Zurich',
    exactAddress: null,
  },
  renter: { id: '00000000-0000-4000-8000-000000000003', firstname: 'Nina' },
  owner: { id: '00000000-0000-4000-8000-000000000004', firstname: 'Odile' },
  startDate: '2026-03-14',
  endDate: '2026-03-14',
  // 14:00 → 18:00 in Zurich (UTC+1 in March).
  pickupAt: '2026-03-14T13:00:00.000Z',
  returnAt: '2026-03-14T17:00:00.000Z',
  instant: false,
  units: 1,
  noteForOwner: null,
  conversationId: null,
  accessories: [],
  price: {
    currency: 'CHF',
    pricePerDayCents: 3000,
    days: 0,
    halfDays: 0,
    hours: 4,
    pricePerHalfDayCents: null,
    pricePerHourCents: 500,
    base: 2000,
    discount: 0,
    accessories: 0,
    subtotal: 2000,
    serviceFee: 200,
    commission: 300,
    pricePaidByBuyer: 2200,
    ownerEarnings: 1700,
    serviceFeeRateBp: 1000,
    commissionRateBp: 1500,
  },
  earnings: { amountCents: 1700, commissionCents: 300 },
  depositCents: 0,
  cancelationOption: 'short_notice',
  cancelationRule: { delayDays: 1, refundBeforeDelayPct: 100, refundAfterDelayPct: 0 },
  deadline: null,
  refundCents: 0,
  canceledBy: null,
  rejectReason: null,
  cancelReason: null,
  payment: null,
  requestedAt: '2026-03-01T10:00:00.000Z',
  acceptedAt: '2026-03-01T11:00:00.000Z',
  paidAt: '2026-03-01T12:00:00.000Z',
  canceledAt: null,
  creditedAt: null,
  actions: [],
};

/** The text of the element with `testId` (tags dropped, entities read back). */
function textOf(html: string, testId: string): string {
  const m = new RegExp(`data-testid="${testId}"[^>]*>(.*?)</(p|span|div)>`).exec(html);
  return (m?.[1] ?? '')
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;/g, "'");
}

const page = (booking: Booking, lang: 'en' | 'fr') =>
  renderInApp(lang, `${lang === 'fr' ? '/fr' : ''}/dashboard/trips/${ID}`, <BookingDetail booking={booking} />);

describe('the trip page writes the pickup and the return on the bike’s clock', () => {
  it('a four-hour trip: one date, two times, the clock named, in English and in French', () => {
    expect(textOf(page(trip, 'en'), 'booking-times')).toBe(`Sat, Mar 14, 2026, 14:00${NB}→ 18:00 (Zurich time)`);
    expect(textOf(page(trip, 'fr'), 'booking-times')).toBe(`sam. 14 mars 2026, 14:00${NB}→ 18:00 (heure de Zurich)`);
  });

  it('a trip across midnight in Brussels: two date-times, on the bike’s clock and not UTC', () => {
    const night = {
      ...trip,
      listing: { ...trip.listing, timeZone: 'Europe/Brussels' },
      pickupAt: '2026-07-03T20:30:00.000Z',
      returnAt: '2026-07-04T07:00:00.000Z',
    };
    expect(textOf(page(night, 'fr'), 'booking-times')).toBe(
      `ven. 3 juil., 22:30${NB}→ sam. 4 juil. 2026, 09:00 (heure de Bruxelles)`,
    );
    expect(textOf(page(night, 'en'), 'booking-times')).toBe(
      `Fri, Jul 3, 22:30${NB}→ Sat, Jul 4, 2026, 09:00 (Brussels time)`,
    );
  });

  it('its price says the hours charged, "4 hours", not days', () => {
    const html = page(trip, 'en');
    expect(html).toContain(`CHF${NB}5.00 × 4 hours`);
    expect(html).not.toMatch(/× \d+ days?/);
    expect(page(trip, 'fr')).toContain(`5,00${NB}CHF × 4 heures`);
  });
});
