import type { HandoverResponse } from '@biclou/contracts/handover';
import { describe, expect, it } from 'vitest';
import en from '../../../public/app/lang/en.json';
import fr from '../../../public/app/lang/fr.json';
import { renderInApp } from '../../context/in-app.fixture';
import { HandoverPanel } from './handover-panel';

const BOOKING = '0b8f4a52-3e1c-4c55-9f4e-6a2d1f0e9c31';

const handover = (
  status: HandoverResponse['booking']['status'],
  absence: HandoverResponse['absence'],
): HandoverResponse => ({
  viewer: 'renter',
  booking: {
    id: BOOKING,
    ref: 'BK-2026-0001',
    status,
    startDate: '2026-12-12',
    endDate: '2026-12-13',
    pickupAt: '2026-12-12T07:00:00.000Z',
    returnAt: '2026-12-13T19:00:00.000Z',
    tookPlace: false,
    listingTitle: 'Riese Culture',
    timeZone: 'Europe/Paris',
    ownerName: 'Odile M.',
    renterName: 'Nina K.',
    electric: false,
  },
  accessories: [],
  refusal: { checkin: 'not_paid', checkout: 'no_checkin' },
  checkin: null,
  checkout: null,
  absence,
  drafts: { checkin: [], checkout: [] },
  comparison: null,
});

/** Each report row's words, in order. */
const rows = (html: string) =>
  [...html.matchAll(/data-testid="panel-(?:checkin|checkout)"[^>]*>(.*?)<\/li>/g)].map((m) =>
    m[1]!
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim(),
  );

describe('the handover card', () => {
  it('a booking closed before the handover: the reports were not needed, not "not written yet" (en, fr)', () => {
    const closed = handover('resolved', {
      checkin: { absence: 'no-rental', on: null },
      checkout: { absence: 'no-rental', on: null },
    });
    const html = renderInApp('en', `/dashboard/trips/${BOOKING}`, <HandoverPanel handover={closed} />);
    expect(rows(html)).toEqual([
      `Check-in (pickup) ${en.handover.panel['not-needed']}`,
      `Check-out (return) ${en.handover.panel['not-needed']}`,
    ]);
    expect(html).toContain(en.handover.panel['no-rental']);
    expect(html).not.toContain(en.handover.panel['not-yet']);
    const htmlFr = renderInApp('fr', `/fr/dashboard/trips/${BOOKING}`, <HandoverPanel handover={closed} />);
    expect(htmlFr).toContain(fr.handover.panel['not-needed']);
    expect(htmlFr).not.toContain(fr.handover.panel['not-yet']);
  });

  it('a paid booking before its start: each report is not written yet', () => {
    const due = handover('paid', {
      checkin: { absence: 'due', on: '2026-12-12' },
      checkout: { absence: 'due', on: '2026-12-13' },
    });
    const html = renderInApp('en', `/dashboard/trips/${BOOKING}`, <HandoverPanel handover={due} />);
    expect(rows(html)).toEqual([
      `Check-in (pickup) ${en.handover.panel['not-yet']}`,
      `Check-out (return) ${en.handover.panel['not-yet']}`,
    ]);
  });
});
