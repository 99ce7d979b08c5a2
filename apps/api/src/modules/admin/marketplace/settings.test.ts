import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminActions, bookings, countries } from '@biclou/db/schema';
import type { TestApp } from '../../../test/build-test-app';
import { expectAdminOnly, expectAudited } from '../../../test/admin-matrix';
import { bookingWorld, requested } from '../../../test/booking-helpers';
import { appWithAdmin, type SignedInUser } from '../../../test/helpers';

let t: TestApp;
let admin: SignedInUser;
beforeAll(async () => ({ t, admin } = await appWithAdmin()));
afterAll(() => t.close());

const put = (url: string, payload: unknown) =>
  t.app.inject({ method: 'PUT', url, headers: admin.headers, payload: payload as never });
const currentSettings = async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/v1/admin/settings', headers: admin.headers });
  const { updatedAt: _u, ...settings } = res.json().settings;
  return settings as Record<string, unknown> & {
    serviceFeeRateBp: number;
    cancelationOptions: Record<string, unknown>;
  };
};

describe('booking settings', () => {
  it('GET and PUT are admin only; a change writes settings.update with before and after', async () => {
    const got = await expectAdminOnly(t, { method: 'GET', url: '/api/v1/admin/settings' });
    expect(got.json().settings).toMatchObject({
      serviceFeeRateBp: 1000,
      commissionRateBp: 1500,
      requestExpiryHours: 48,
      maxOpenRequests: 5,
      minPayoutCents: 0,
      cancelationOptions: { short_notice: { delayDays: 3, refundBeforeDelayPct: 70, refundAfterDelayPct: 0 } },
    });
    const before = await currentSettings();
    const payload = { ...before, commissionRateBp: 1600, minPayoutCents: 2000 };
    const res = await expectAdminOnly(t, { method: 'PUT', url: '/api/v1/admin/settings', payload });
    expect(res.json().settings).toMatchObject({ commissionRateBp: 1600, minPayoutCents: 2000 });
    const row = await expectAudited(t.deps.db, {
      action: 'settings.update',
      objectType: 'settings',
      objectId: 'booking',
    });
    expect(row.before).toMatchObject({ commissionRateBp: 1500, minPayoutCents: 0 });
    expect(row.after).toMatchObject({ commissionRateBp: 1600, minPayoutCents: 2000 });
    await put('/api/v1/admin/settings', before);
  });

  it('422 with field messages: a negative fee, a rate over 100 %, a refund over 100 %, a missing option', async () => {
    const base = await currentSettings();
    const bad = await put('/api/v1/admin/settings', {
      ...base,
      serviceFeeRateBp: -100,
      commissionRateBp: 10001,
      maxOpenRequests: 0,
      cancelationOptions: {
        ...base.cancelationOptions,
        strict: { delayDays: 30, refundBeforeDelayPct: 101, refundAfterDelayPct: 0 },
      },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error.fields).toEqual({
      serviceFeeRateBp: ['The service fee must be between 0 and 100 %.'],
      commissionRateBp: ['The commission must be between 0 and 100 %.'],
      maxOpenRequests: ['The maximum of open requests must be between 1 and 100.'],
      'cancelationOptions.strict.refundBeforeDelayPct': ['The refund before the delay must be between 0 and 100 %.'],
    });
    const { no_notice: _n, ...three } = base.cancelationOptions;
    const missing = await put('/api/v1/admin/settings', { ...base, cancelationOptions: three, serviceFeeRateBp: 1.5 });
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json().error.fields).sort()).toEqual([
      'cancelationOptions.no_notice',
      'serviceFeeRateBp',
    ]);
    expect((await currentSettings()).serviceFeeRateBp).toBe(1000);
  });

  it('the instant booking payment window: 30 minutes by default, 5 to 1440 minutes, audited', async () => {
    const base = await currentSettings();
    expect(base.instantPaymentWindowMinutes).toBe(30);
    for (const minutes of [4, 1441, 12.5]) {
      const bad = await put('/api/v1/admin/settings', { ...base, instantPaymentWindowMinutes: minutes });
      expect(bad.statusCode).toBe(422);
      expect(bad.json().error.fields).toEqual({
        instantPaymentWindowMinutes: ['The instant booking payment window must be between 5 and 1440 minutes.'],
      });
    }
    const fr = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/admin/settings',
      headers: { ...admin.headers, 'accept-language': 'fr' },
      payload: { ...base, instantPaymentWindowMinutes: 0 } as never,
    });
    expect(fr.json().error.fields.instantPaymentWindowMinutes).toEqual([
      'Le délai de paiement d’une réservation instantanée doit être compris entre 5 et 1440 minutes.',
    ]);
    for (const minutes of [5, 1440]) {
      const ok = await put('/api/v1/admin/settings', { ...base, instantPaymentWindowMinutes: minutes });
      expect(ok.json().settings.instantPaymentWindowMinutes).toBe(minutes);
    }
    const audited = await t.deps.db.select().from(adminActions).where(eq(adminActions.action, 'settings.update'));
    expect(
      audited.some(
        (r) =>
          (r.before as Record<string, unknown>).instantPaymentWindowMinutes === 5 &&
          (r.after as Record<string, unknown>).instantPaymentWindowMinutes === 1440,
      ),
    ).toBe(true);
    await put('/api/v1/admin/settings', base);
  });

  it('a new fee applies to new quotes and bookings; an existing booking keeps the price it was given', async () => {
    const w = await bookingWorld(t);
    const old = await requested(t, w.renter.headers, w.listing.id, '2026-06-10', '2026-06-11');
    const priced = async (id: string) => {
      const [row] = await t.deps.db.select().from(bookings).where(eq(bookings.id, id));
      return row!;
    };
    const before = await priced(old.id);
    expect(before).toMatchObject({
      serviceFeeRateBp: 1000,
      subtotalCents: 3000,
      serviceFeeCents: 300,
      totalCents: 3300,
    });

    const base = await currentSettings();
    expect((await put('/api/v1/admin/settings', { ...base, serviceFeeRateBp: 1250 })).statusCode).toBe(200);
    try {
      const quote = await t.app.inject({
        method: 'GET',
        url: `/api/v1/bookings/quote?listingId=${w.listing.id}&startDate=2026-06-20&endDate=2026-06-21`,
      });
      expect(quote.json().price).toMatchObject({ subtotal: 3000, serviceFee: 375, serviceFeeRateBp: 1250 });
      const fresh = await requested(t, w.renter.headers, w.listing.id, '2026-06-20', '2026-06-21');
      expect(await priced(fresh.id)).toMatchObject({ serviceFeeRateBp: 1250, serviceFeeCents: 375, totalCents: 3375 });
      // The booking requested before the change keeps its rates and amounts, also as its parties see it.
      expect(await priced(old.id)).toMatchObject({
        serviceFeeRateBp: 1000,
        serviceFeeCents: 300,
        totalCents: 3300,
      });
      const seen = await t.app.inject({ method: 'GET', url: `/api/v1/bookings/${old.id}`, headers: w.renter.headers });
      expect(JSON.stringify(seen.json())).toContain('"serviceFee":300');
    } finally {
      await put('/api/v1/admin/settings', base);
    }
  });
});

describe('countries', () => {
  it('lists the four countries with currency, dial code, priority and VAT; an edit is audited', async () => {
    const list = await expectAdminOnly(t, { method: 'GET', url: '/api/v1/admin/countries' });
    const fr = (list.json().countries as { code: string }[]).find((c) => c.code === 'FR');
    expect(list.json().countries).toHaveLength(4);
    expect(fr).toMatchObject({ dialCode: '+33', currency: 'EUR', active: true, vatRateBp: 2000 });
    const payload = {
      nameEn: 'Switzerland',
      nameFr: 'Suisse',
      active: true,
      currency: 'CHF',
      dialCode: '+41',
      priority: 1,
      vatRateBp: 810,
    };
    const res = await expectAdminOnly(t, { method: 'PUT', url: '/api/v1/admin/countries/CH', payload });
    expect(res.json().country).toMatchObject({ code: 'CH', currency: 'CHF', priority: 1 });
    const row = await expectAudited(t.deps.db, { action: 'country.update', objectType: 'country', objectId: 'CH' });
    expect(row.before).toMatchObject({ currency: 'EUR', priority: 0 });
    expect(row.after).toMatchObject({ currency: 'CHF', priority: 1 });
    await t.deps.db.update(countries).set({ currency: 'EUR', priority: 0 }).where(eq(countries.code, 'CH'));
  });

  it('422 with field messages; the last enabled country stays enabled; 404 for an unknown code', async () => {
    const bad = await put('/api/v1/admin/countries/FR', {
      nameEn: '',
      nameFr: 'France',
      active: true,
      currency: 'euro',
      dialCode: '33',
      priority: -1,
      vatRateBp: 12000,
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error.fields).toEqual({
      nameEn: ['Give a name.'],
      currency: ['The currency is a 3-letter code (EUR, CHF).'],
      dialCode: ['The dial code is + and 1 to 4 digits.'],
      priority: ['The priority must be between 0 and 999.'],
      vatRateBp: ['The VAT rate must be between 0 and 100 %.'],
    });
    const ok = { nameFr: 'x', active: false, currency: 'EUR', dialCode: '+32', priority: 0, vatRateBp: 0 };
    await t.deps.db.update(countries).set({ active: false }).where(eq(countries.code, 'BE'));
    await t.deps.db.update(countries).set({ active: false }).where(eq(countries.code, 'CH'));
    await t.deps.db.update(countries).set({ active: false }).where(eq(countries.code, 'LU'));
    try {
      const last = await put('/api/v1/admin/countries/FR', {
        ...ok,
        nameEn: 'France',
        nameFr: 'France',
        dialCode: '+33',
        vatRateBp: 2000,
      });
      expect(last.statusCode).toBe(422);
      expect(last.json().error.fields).toEqual({ active: ['At least one country must stay enabled.'] });
    } finally {
      await t.deps.db.update(countries).set({ active: true });
    }
    expect((await put('/api/v1/admin/countries/DE', { ...ok, nameEn: 'Germany' })).statusCode).toBe(404);
  });
});
