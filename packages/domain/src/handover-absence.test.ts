import { describe, expect, it } from 'vitest';
import type { BookingStatus } from './booking-status';
import { handoverAbsence, rentalTookPlace } from './handover-absence';

const dates = { startDate: '2026-12-01', endDate: '2026-12-04' };

describe('handoverAbsence', () => {
  it.each<[string, 'checkin' | 'checkout', BookingStatus, string, string, string | null]>([
    [
      'paid, before the start: the check-in is due on the first day',
      'checkin',
      'paid',
      '2026-11-28',
      'due',
      '2026-12-01',
    ],
    [
      'during the rental, the check-out is due at its end (not "no report")',
      'checkout',
      'ongoing',
      '2026-12-02',
      'due',
      '2026-12-04',
    ],
    ['on the last day, still due', 'checkout', 'ongoing', '2026-12-04', 'due', '2026-12-04'],
    ['during the rental, a check-in never written', 'checkin', 'ongoing', '2026-12-02', 'not-written', null],
    ['completed without a check-out', 'checkout', 'completed', '2026-12-06', 'not-written', null],
    ['a dispute decided before the rental: no rental', 'checkin', 'resolved', '2026-11-20', 'no-rental', null],
    ['a dispute decided after the start: not written', 'checkout', 'resolved', '2026-12-10', 'not-written', null],
    ['canceled', 'checkin', 'canceled', '2026-12-02', 'no-rental', null],
  ])('%s', (_, kind, status, today, absence, on) => {
    expect(handoverAbsence(kind, { status, ...dates }, today)).toEqual({ absence, on });
  });

  it('a rental took place once it started, unless it was closed before', () => {
    expect(rentalTookPlace({ status: 'resolved', startDate: '2026-12-01' }, '2026-11-30')).toBe(false);
    expect(rentalTookPlace({ status: 'resolved', startDate: '2026-12-01' }, '2026-12-01')).toBe(true);
    expect(rentalTookPlace({ status: 'completed', startDate: '2026-12-01' }, '2026-11-01')).toBe(true);
    expect(rentalTookPlace({ status: 'canceled', startDate: '2026-12-01' }, '2026-12-05')).toBe(false);
  });
});
