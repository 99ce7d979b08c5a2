import { describe, expect, it } from 'vitest';
import { niceMax } from './earnings-chart';
import { payoutSteps } from './payout-request-form';

describe('earnings chart axis', () => {
  it.each([
    [0, 10_000],
    [-5, 10_000],
    [2_550, 3_000],
    [10_200, 15_000],
    [12_340, 15_000],
    [30_000, 30_000],
    [30_001, 60_000],
  ])('%i cents → top of the axis %i', (max, top) => {
    expect(niceMax(max)).toBe(top);
  });

  it('the top is never below the highest bar and has three round steps', () => {
    for (let cents = 1; cents < 5_000_000; cents = Math.ceil(cents * 1.37)) {
      const top = niceMax(cents);
      expect(top).toBeGreaterThanOrEqual(cents);
      expect(top).toBeLessThanOrEqual(cents * 3 * 2.5);
    }
  });
});

describe('payout onboarding steps (spec §4)', () => {
  const banking = (o: { missing?: string[]; kyc?: 'unverified' | 'verified' | null }) => ({
    missingProfileFields: o.missing ?? [],
    provider: 'sandbox' as const,
    onboardingUrl: null,
    banking:
      o.kyc === null
        ? null
        : {
            holderName: 'A',
            ibanMasked: 'FR•• •••• •••• 2606',
            ibanLast4: '2606',
            ibanCountry: 'FR',
            bic: 'BNPAFRPP',
            provider: 'sandbox',
            kycStatus: o.kyc ?? 'verified',
            kycCheckedAt: null,
            updatedAt: '2026-01-01T00:00:00Z',
          },
  });
  it('profile, bank details, verification, in that order', () => {
    expect(payoutSteps(banking({ missing: ['phone'], kyc: null })).map((s) => [s.key, s.done])).toEqual([
      ['profile', false],
      ['banking', false],
      ['verified', false],
    ]);
    expect(payoutSteps(banking({ kyc: 'unverified' })).map((s) => s.done)).toEqual([true, true, false]);
    expect(payoutSteps(banking({})).every((s) => s.done)).toBe(true);
  });
});
