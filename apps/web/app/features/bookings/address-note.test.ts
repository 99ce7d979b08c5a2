import { BOOKING_STATUSES, renterSeesExactAddress } from '@biclou/domain/booking-status';
import { describe, expect, it } from 'vitest';
import en from '../../../public/app/lang/en.json';
import fr from '../../../public/app/lang/fr.json';
import { addressNoteKey } from './address-note';

describe('the address note of a renter', () => {
  it.each(BOOKING_STATUSES.map((s) => [s]))('%s', (status) => {
    const key = addressNoteKey(status);
    if (renterSeesExactAddress(status)) return expect(key).toBeNull();
    if (status === 'requested') return expect(key).toBe('bookings.detail.address-hidden');
    // Rejected, expired and canceled bookings never show the address: no promise that it will come.
    expect(key).toBe('bookings.detail.address-closed');
  });

  it('never promises the address after a booking ended without going ahead (en, fr)', () => {
    for (const status of ['rejected', 'expired', 'canceled'] as const) {
      const name = addressNoteKey(status)?.split('.').at(-1) as keyof typeof en.bookings.detail;
      expect(en.bookings.detail[name]).not.toMatch(/once|accepted/i);
      expect(fr.bookings.detail[name]).not.toMatch(/une fois|acceptée/i);
    }
  });
});
