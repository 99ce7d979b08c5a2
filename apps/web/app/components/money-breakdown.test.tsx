import { BOOKING_STATUSES, type BookingStatus } from '@biclou/domain/booking-status';
import type { BreakdownInput, BreakdownParty } from '@biclou/domain/money-breakdown';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import en from '../../public/app/lang/en.json';
import fr from '../../public/app/lang/fr.json';
import { createTinyI18n, I18nextProvider } from '../lib/i18n/tiny-i18n';
import { parseAmount } from '../lib/money';
import { MoneyBreakdown } from './money-breakdown';

// The booking: 12 days at 21,80 €, fee 10 %, commission 15 %: 26160 + 2616 = 28776.
const price = {
  currency: 'EUR',
  days: 12,
  pricePerDayCents: 2180,
  base: 26160,
  discount: 0,
  accessories: 0,
  subtotal: 26160,
  serviceFee: 2616,
  commission: 3924,
  pricePaidByBuyer: 28776,
  ownerEarnings: 22236,
  serviceFeeRateBp: 1000,
  commissionRateBp: 1500,
};
const PAID: readonly BookingStatus[] = ['paid', 'ongoing', 'completed', 'disputed', 'resolved', 'canceled'];

interface Row {
  label: string;
  cents: number;
  total: boolean;
  /** A total that starts from the total above it. */
  carries: boolean;
}

/** What a reader sees, row by row: each label and its amount read back from the text (− for minus). */
function rows(party: BreakdownParty, input: BreakdownInput, locale: 'en' | 'fr'): Row[][] {
  const html = renderToStaticMarkup(
    <MemoryRouter initialEntries={[locale === 'fr' ? '/fr/dashboard' : '/dashboard']}>
      <I18nextProvider i18n={createTinyI18n(locale, { en, fr })}>
        <MoneyBreakdown party={party} input={input} currency="EUR" />
      </I18nextProvider>
    </MemoryRouter>,
  );
  const steps: Row[][] = [[]];
  for (const [, kind, attributes, label, amount] of html.matchAll(
    /data-testid="breakdown-(line|total)"([^>]*)><dt>(.*?)<\/dt><dd[^>]*>(.*?)<\/dd>/g,
  )) {
    const negative = amount!.startsWith('−');
    const cents = parseAmount(amount!.replace('−', ''))!;
    steps.at(-1)!.push({
      label: label!,
      cents: negative ? -cents : cents,
      total: kind === 'total',
      carries: attributes!.includes('data-carries="true"'),
    });
    if (kind === 'total') steps.push([]);
  }
  return steps.filter((s) => s.length);
}

describe('MoneyBreakdown: what each party reads adds up', () => {
  it("the owner's box of the issue: 287.76 − 26.16 service fee − 39.24 commission = 222.36", () => {
    const steps = rows('owner', { status: 'paid', paid: true, price, refundCents: 0, capturedDepositCents: 0 }, 'en');
    expect(steps.map((s) => s.map((r) => `${r.label}: ${r.cents}`))).toEqual([
      ['€21.80 × 12 days: 26160', 'Service fee: 2616', 'Paid by the renter: 28776'],
      ['Service fee, paid by the renter to Biclou: -2616', 'Biclou commission (15%): -3924', 'Your earnings: 22236'],
    ]);
  });

  const cases = BOOKING_STATUSES.flatMap((status) =>
    (['renter', 'owner', 'admin'] as const).flatMap((party) =>
      (['en', 'fr'] as const).map((locale) => [status, party, locale] as const),
    ),
  );
  it.each(cases)('%s, %s, %s: every step’s rows sum to its total, no raw key', (status, party, locale) => {
    const paid = PAID.includes(status);
    const refund = status === 'canceled' ? 18312 : status === 'resolved' ? 1100 : 0;
    const captured = paid && status !== 'canceled' ? 1250 : 0;
    const steps = rows(party, { status, paid, price, refundCents: refund, capturedDepositCents: captured }, locale);
    expect(steps.length).toBeGreaterThan(0);
    let previous: number | null = null;
    for (const step of steps) {
      const total = step.at(-1)!;
      expect(total.total).toBe(true);
      const lines = step.slice(0, -1).reduce((s, r) => s + r.cents, 0);
      // A later step may start from the total above it (not drawn again).
      expect((total.carries ? previous! : 0) + lines).toBe(total.cents);
      previous = total.cents;
      for (const r of step) expect(r.label).not.toMatch(/money-breakdown|\{\{/);
    }
  });
});

describe('MoneyBreakdown: a timed booking names the units it was charged', () => {
  // 1 day, 1 half-day and 1 hour (29 hours) at 20 €, 10 € and 4 €: 3400, fee 340.
  const timed = {
    ...price,
    days: 1,
    halfDays: 1,
    hours: 1,
    pricePerDayCents: 2000,
    pricePerHalfDayCents: 1000,
    pricePerHourCents: 400,
    base: 3400,
    subtotal: 3400,
    serviceFee: 340,
    commission: 510,
    pricePaidByBuyer: 3740,
    ownerEarnings: 2890,
  };
  const input = (p: BreakdownInput['price']): BreakdownInput => ({
    status: 'requested',
    paid: false,
    price: p,
    refundCents: 0,
    capturedDepositCents: 0,
  });

  it.each([
    ['en', ['€20.00 × 1 day: 2000', '€10.00 × 1 half-day: 1000', '€4.00 × 1 hour: 400', 'Service fee: 340']],
    [
      'fr',
      [
        '20,00\u00a0€ × 1 jour: 2000',
        '10,00\u00a0€ × 1 demi-journée: 1000',
        '4,00\u00a0€ × 1 heure: 400',
        'Frais de service: 340',
      ],
    ],
  ] as const)('%s: a line per unit, each its count and price', (locale, lines) => {
    const [first] = rows('renter', input(timed), locale);
    expect(first!.slice(0, -1).map((r) => `${r.label}: ${r.cents}`)).toEqual(lines);
  });

  it('says "4 hours" and "2 half-days" in their plural', () => {
    const hours = { ...timed, days: 0, halfDays: 0, hours: 4, base: 1600, subtotal: 1600 };
    expect(rows('renter', input(hours), 'en')[0]![0]!.label).toBe('€4.00 × 4 hours');
    expect(rows('renter', input(hours), 'fr')[0]![0]!.label).toBe('4,00\u00a0€ × 4 heures');
    const halves = { ...timed, days: 0, halfDays: 2, hours: 0, base: 2000, subtotal: 2000 };
    expect(rows('renter', input(halves), 'en')[0]![0]!.label).toBe('€10.00 × 2 half-days');
    expect(rows('renter', input(halves), 'fr')[0]![0]!.label).toBe('10,00\u00a0€ × 2 demi-journées');
  });
});
