import type { HandoverResponse } from '@biclou/contracts/handover';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '../../context/in-app.fixture';
import { HandoverForm } from './handover-form';

const BOOKING = '0b8f4a52-3e1c-4c55-9f4e-6a2d1f0e9c31';

const handover = (electric: boolean): HandoverResponse => ({
  viewer: 'owner',
  booking: {
    id: BOOKING,
    ref: 'BK-2026-0001',
    status: 'paid',
    startDate: '2026-07-01',
    endDate: '2026-07-03',
    pickupAt: '2026-07-01T06:00:00.000Z',
    returnAt: '2026-07-03T18:00:00.000Z',
    tookPlace: false,
    listingTitle: 'Moustache Samedi 27',
    timeZone: 'Europe/Paris',
    ownerName: 'Odile M.',
    renterName: 'Nina K.',
    electric,
  },
  accessories: [],
  refusal: { checkin: null, checkout: 'no_checkin' },
  checkin: null,
  checkout: null,
  absence: { checkin: { absence: 'due', on: '2026-07-01' }, checkout: { absence: 'due', on: '2026-07-03' } },
  drafts: { checkin: [], checkout: [] },
  comparison: null,
});

const render = (lang: 'en' | 'fr', electric: boolean) =>
  renderInApp(
    lang,
    `/dashboard/bookings/${BOOKING}/handover/checkin`,
    <HandoverForm handover={handover(electric)} kind="checkin" />,
  );
const electricBox = (html: string) => /<input[^>]*data-testid="electric"[^>]*>/.exec(html)?.[0] ?? '';

/** The check-in of an e-bike listing starts as an e-bike's: the battery level cannot be forgotten. */
describe('check-in form', () => {
  it('an e-bike listing: "This is an e-bike" is ticked and fixed, the battery level and charger asked (en, fr)', () => {
    const html = render('en', true);
    expect(electricBox(html)).toMatch(/checked/);
    expect(electricBox(html)).toMatch(/disabled/);
    expect(html).toContain('data-testid="battery-input"');
    expect(html).toContain('data-testid="charger"');
    expect(html).toContain('The listing is an e-bike: record its battery level.');
    expect(render('fr', true)).toContain('vélo électrique\u00a0: notez le niveau de sa batterie.');
  });

  it('a plain bike: not ticked, the owner may tick it, no battery asked', () => {
    const html = render('en', false);
    expect(electricBox(html)).not.toMatch(/checked|disabled/);
    expect(html).not.toContain('data-testid="battery-input"');
  });
});
