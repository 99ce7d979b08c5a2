import { describe, expect, it } from 'vitest';
import type { BookingEvent } from '../bookings/events/booking-event-types';
import type { BookingRow } from '../bookings/repositories/booking-repository';
import { notesFor } from './booking-notifications';

const booking = (o: Partial<BookingRow> = {}) =>
  ({
    id: 'b1',
    canceledBy: null,
    paidAt: null,
    instant: false,
    pickupAt: new Date('2026-07-10T06:00:00Z'),
    timeZone: 'Europe/Paris',
    creditOwnerCents: 0,
    refundCents: 0,
    currency: 'EUR',
    ...o,
  }) as BookingRow;
const ev = (type: string, o: Partial<BookingRow> = {}, extra: Record<string, unknown> = {}) =>
  ({
    type,
    bookingId: 'b1',
    booking: booking(o),
    at: new Date(),
    actor: { kind: 'system', userId: null },
    ...extra,
  }) as BookingEvent;
const sides = (e: BookingEvent) => notesFor(e).map((n) => n.side);

/** The same parties as the emails (booking-event-mails.ts), event by event. */
describe('notesFor', () => {
  it.each([
    ['booking.requested', {}, {}, ['owner']],
    ['booking.requested', { instant: true }, {}, []],
    ['booking.accepted', {}, { payBy: new Date() }, ['renter']],
    ['booking.accepted', { instant: true }, { payBy: new Date() }, ['renter', 'owner']],
    ['booking.pickup_soon', {}, {}, ['renter']],
    ['booking.rejected', {}, {}, ['renter']],
    ['booking.paid', {}, {}, ['owner']],
    ['booking.expired', {}, {}, ['renter']],
    ['booking.started', {}, {}, []],
    ['booking.completed', {}, {}, ['renter', 'owner']],
    ['booking.starts_tomorrow', {}, {}, ['renter', 'owner']],
    ['booking.credited', { creditOwnerCents: 0 }, {}, []],
    ['booking.credited', { creditOwnerCents: 1200 }, {}, ['owner']],
    ['booking.canceled', { canceledBy: 'renter' }, {}, ['owner']],
    ['booking.canceled', { canceledBy: 'renter', paidAt: new Date() }, {}, ['owner', 'renter']],
    ['booking.canceled', { canceledBy: 'owner' }, {}, ['renter']],
    ['booking.review_reminder', {}, { side: 'owner' }, ['owner']],
    ['booking.review_reminder', {}, { side: 'renter' }, ['renter']],
    ['dispute.opened', {}, { reason: 'damage' }, ['owner']],
    ['dispute.resolved', {}, { note: null }, ['renter', 'owner']],
    ['handover.checkin_submitted', {}, {}, ['renter']],
    ['handover.checkin_confirmed', {}, {}, ['owner']],
    ['handover.checkin_contested', {}, {}, ['owner']],
    ['handover.checkout_submitted', {}, {}, ['renter']],
    ['handover.checkout_confirmed', {}, {}, ['owner']],
    ['handover.checkout_contested', {}, {}, ['owner']],
    ['deposit.held', {}, { amountCents: 20000 }, ['renter']],
    ['deposit.declined', {}, {}, ['renter', 'owner']],
    ['deposit.released', {}, {}, ['renter']],
    ['deposit.captured', {}, { amountCents: 4000 }, []],
    ['deposit.renewed', {}, {}, ['renter']],
    ['claim.filed', {}, { amountCents: 4000 }, ['renter']],
    ['claim.answered', {}, {}, ['owner']],
    ['claim.decided', {}, { capturedCents: 4000 }, ['renter', 'owner']],
  ] as const)('%s %o %o → %o', (type, row, extra, want) => {
    expect(sides(ev(type, row as Partial<BookingRow>, extra))).toEqual(want);
  });

  it('links: the pay page after acceptance, the payouts page for a credit, the dispute reason kept', () => {
    const acceptedAt = new Date('2026-07-01T10:00:00Z');
    const accepted = ev('booking.accepted', { acceptedAt }, { payBy: new Date('2026-07-03T10:00:00Z') });
    expect(notesFor(accepted)[0]).toMatchObject({
      link: '/dashboard/trips/b1/pay',
      params: { instant: false, payCount: 48, payUnit: 'hour' },
    });
    const instant = ev('booking.accepted', { acceptedAt, instant: true }, { payBy: new Date('2026-07-01T10:30:00Z') });
    expect(notesFor(instant).map((n) => n.params)).toEqual([
      { instant: true, payCount: 30, payUnit: 'minute' },
      { instant: true, payCount: 30, payUnit: 'minute' },
    ]);
    expect(notesFor(ev('booking.credited', { creditOwnerCents: 1200 }))[0]).toMatchObject({
      link: '/dashboard/payouts',
      params: { amountCents: 1200, currency: 'EUR' },
    });
    expect(notesFor(ev('dispute.opened', {}, { reason: 'damage' }))[0]!.params).toEqual({ reason: 'damage' });
    expect(notesFor(ev('claim.decided', {}, { capturedCents: 4000 }))[1]!.params).toEqual({
      amountCents: 4000,
      currency: 'EUR',
    });
  });
});
