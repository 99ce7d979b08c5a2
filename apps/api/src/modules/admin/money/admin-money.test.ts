import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { expectAdminOnly, expectAudited } from '../../../test/admin-matrix';
import { act, bookingWorld, paidBooking, requested } from '../../../test/booking-helpers';
import { adminSession, nextDates, ownerWithCredits, requestPayoutVia } from '../../../test/payout-helpers';

let t: TestApp;
let admin: Awaited<ReturnType<typeof adminSession>>;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await adminSession(t);
});
afterAll(() => t.close());

type Method = 'GET' | 'POST';
const call = (method: Method, url: string, headers?: Record<string, string>, payload?: unknown) =>
  t.app.inject({
    method,
    url: `/api/v1${url}`,
    ...(headers ? { headers } : {}),
    ...(payload ? { payload: payload as never } : {}),
  });

/** anonymous 401, member 403, admin 2xx (the shared matrix). */
const adminOnly = (method: Method, url: string, payload?: unknown) =>
  expectAdminOnly(t, { method, url: `/api/v1${url}`, ...(payload ? { payload } : {}) });

async function disputed() {
  const w = await bookingWorld(t);
  const [start, end] = nextDates(3);
  const id = await paidBooking(t, w, start, end);
  const opened = await act(t, w.renter.headers, id, 'disputes', {
    reason: 'bike_not_as_described',
    explanation: 'It was a different, smaller bike.',
  });
  expect(opened.statusCode, opened.body).toBe(201);
  return { ...w, bookingId: id, disputeId: opened.json().dispute.id as string };
}

describe('admin bookings', () => {
  it('lists with filters and keyset pages, shows the detail with payments and ledger', async () => {
    const w = await bookingWorld(t);
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const [s, e] = nextDates();
      ids.push(await paidBooking(t, w, s, e));
    }
    const first = await adminOnly('GET', '/admin/bookings?status=paid&limit=2&sort=requested&dir=desc');
    expect(first.json().items).toHaveLength(2);
    expect(first.json().nextCursor).toEqual(expect.any(String));
    const seen = new Set<string>(first.json().items.map((b: { id: string }) => b.id));
    let cursor: string | null = first.json().nextCursor;
    while (cursor) {
      const next = await call('GET', `/admin/bookings?status=paid&limit=2&cursor=${cursor}`, admin.headers);
      for (const b of next.json().items) {
        expect(seen.has(b.id)).toBe(false);
        seen.add(b.id);
      }
      cursor = next.json().nextCursor;
    }
    for (const id of ids) expect(seen.has(id)).toBe(true);
    const byStart = await call('GET', '/admin/bookings?sort=start&dir=asc&country=FR&limit=100', admin.headers);
    const starts = byStart.json().items.map((b: { startDate: string }) => b.startDate);
    expect(starts).toEqual([...starts].sort());
    expect((await call('GET', '/admin/bookings?country=ZZ', admin.headers)).json().items).toEqual([]);
    const bad = await call('GET', '/admin/bookings?status=nope&from=2026-13-01&cursor=xx', admin.headers);
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().error.fields)).toEqual(expect.arrayContaining(['status', 'from']));
    expect((await call('GET', '/admin/bookings?cursor=bm9wZQ', admin.headers)).statusCode).toBe(422);

    const detail = await adminOnly('GET', `/admin/bookings/${ids[0]}`);
    expect(detail.json()).toMatchObject({
      booking: { id: ids[0], status: 'paid' },
      renter: { id: w.renter.user.id },
      owner: { id: w.owner.user.id },
      canCancel: true,
      dispute: null,
    });
    expect(detail.json().payments[0]).toMatchObject({ status: 'succeeded', cardLast4: '4242' });
    expect(detail.json().ledger.map((l: { kind: string }) => l.kind)).toContain('payment');
    expect((await call('GET', `/admin/bookings/${crypto.randomUUID()}`, admin.headers)).statusCode).toBe(404);
  });

  it('cancel: previews both refunds by computeRefund, cancels with the chosen one through the ledger, 409 after', async () => {
    const w = await bookingWorld(t);
    const [s, e] = nextDates();
    const id = await paidBooking(t, w, s, e);
    const preview = await adminOnly('GET', `/admin/bookings/${id}/cancel-preview`);
    const { options, totalCents } = preview.json();
    expect(options.full.refundTotal).toBe(totalCents);
    expect(options.policy.refundTotal).toBeLessThanOrEqual(totalCents);

    const missing = await call('POST', `/admin/bookings/${id}/cancel`, admin.headers, { refund: 'half' });
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json().error.fields).sort()).toEqual(['reason', 'refund']);

    const res = await call('POST', `/admin/bookings/${id}/cancel`, admin.headers, {
      refund: 'full',
      reason: 'Fraud suspected.',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().booking).toMatchObject({ status: 'canceled', refundCents: totalCents });
    expect(res.json().booking.history.at(-1)).toMatchObject({ to: 'canceled', actor: 'admin' });
    expect(res.json().ledger.filter((l: { kind: string }) => l.kind === 'refund')).not.toHaveLength(0);
    const row = await expectAudited(t.deps.db, { action: 'booking.cancel', objectType: 'booking', objectId: id });
    expect(row).toMatchObject({ adminId: admin.user.id, reason: 'Fraud suspected.' });
    expect(row.before).toMatchObject({ status: 'paid' });
    expect(row.after).toMatchObject({ status: 'canceled', refundCents: totalCents, refundChoice: 'full' });
    expect((await call('POST', `/admin/bookings/${id}/cancel`, admin.headers, { reason: 'again' })).statusCode).toBe(
      409,
    );

    // A request (no money) can be canceled too; the matrix holds for the action.
    const [s2, e2] = nextDates();
    const b = await requested(t, w.renter.headers, w.listing.id, s2, e2);
    const done = await adminOnly('POST', `/admin/bookings/${b.id}/cancel`, { reason: 'Duplicate.' });
    expect(done.json().booking).toMatchObject({ status: 'canceled', refundCents: 0 });
    await expectAudited(t.deps.db, { action: 'booking.cancel', objectType: 'booking', objectId: b.id });
  });
});

describe('admin payouts', () => {
  it('the queue oldest first with KYC and masked IBAN; detail; process and fail; CSV export', async () => {
    const w = await ownerWithCredits(t, 2);
    const p1 = await requestPayoutVia(t, w.owner.headers, { listingId: w.listing.id, bookingIds: [w.bookingIds[0]] });
    const p2 = await requestPayoutVia(t, w.owner.headers, { listingId: w.listing.id, bookingIds: [w.bookingIds[1]] });
    expect(p1.statusCode, p1.body).toBe(201);
    const [id1, id2] = [p1.json().payout.id as string, p2.json().payout.id as string];

    const queue = await adminOnly('GET', '/admin/payouts?limit=100');
    const items = queue.json().items as { id: string; createdAt: string; ibanMasked: string; kycStatus: string }[];
    expect(items.map((i) => i.createdAt)).toEqual(items.map((i) => i.createdAt).sort());
    const mine = items.find((i) => i.id === id1)!;
    expect(mine.kycStatus).toBe('verified');
    expect(mine.ibanMasked).toMatch(/^FR•• •••• •••• \d{4}$/);
    expect(queue.body).not.toMatch(/FR\d{2}\d{10}/);

    const detail = await adminOnly('GET', `/admin/payouts/${id1}`);
    expect(detail.json()).toMatchObject({ payout: { id: id1, status: 'pending' }, banking: { kycStatus: 'verified' } });
    expect(detail.json().banking.ibanLast4).toHaveLength(4);
    expect(detail.json().ledger.map((l: { kind: string }) => l.kind)).toContain('payout_requested');

    const processed = await adminOnly('POST', `/admin/payouts/${id1}/process`);
    expect(processed.json().payout.status).toBe('processed');
    expect((await call('POST', `/admin/payouts/${id2}/fail`, admin.headers, { reason: ' ' })).statusCode).toBe(422);
    const failed = await adminOnly('POST', `/admin/payouts/${id2}/fail`, { reason: 'Account closed.' });
    expect(failed.json().payout).toMatchObject({ status: 'failed', failureReason: 'Account closed.' });
    expect((await call('POST', `/admin/payouts/${id2}/process`, admin.headers)).statusCode).toBe(409);
    const processedRow = await expectAudited(t.deps.db, {
      action: 'payout.process',
      objectType: 'payout',
      objectId: id1,
    });
    expect(processedRow.before).toMatchObject({ status: 'pending' });
    expect(processedRow.after).toMatchObject({ status: 'processed' });
    const failedRow = await expectAudited(t.deps.db, { action: 'payout.fail', objectType: 'payout', objectId: id2 });
    expect(failedRow).toMatchObject({ reason: 'Account closed.', after: { status: 'failed' } });

    const today = t.clock.now().toISOString().slice(0, 10);
    const csv = await adminOnly('GET', `/admin/payouts/export?from=2020-01-01&to=${today}`);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.body.split('\r\n')[0]).toBe(
      '"ref","created_at","status","amount","currency","owner_email","owner_name","listing","holder_name","iban","bic","failure_reason","decided_at"',
    );
    expect(csv.body).toContain('"Account closed."');
    expect(csv.body).not.toMatch(/FR\d{2}\d{10}/);
    const badRange = await call('GET', '/admin/payouts/export?from=2026-02-01&to=2026-01-01', admin.headers);
    expect(badRange.statusCode).toBe(422);
    expect(badRange.json().error.fields.to).toBeDefined();
  });

  it('a payout note starting with = is exported as text, not a formula', async () => {
    const w = await ownerWithCredits(t, 1);
    const p = await requestPayoutVia(t, w.owner.headers, { listingId: w.listing.id, bookingIds: w.bookingIds });
    await call('POST', `/admin/payouts/${p.json().payout.id}/fail`, admin.headers, {
      reason: '=HYPERLINK("http://x")',
    });
    const today = t.clock.now().toISOString().slice(0, 10);
    const csv = await call('GET', `/admin/payouts/export?from=2020-01-01&to=${today}`, admin.headers);
    expect(csv.body).toContain('"\'=HYPERLINK(""http://x"")"');
  });
});

describe('admin disputes', () => {
  it('lists, shows the detail and resolves with a partial refund; above what was paid is 422', async () => {
    const d = await disputed();
    const list = await adminOnly('GET', '/admin/disputes?status=open&limit=100');
    expect(list.json().items.map((i: { id: string }) => i.id)).toContain(d.disputeId);
    const detail = await adminOnly('GET', `/admin/disputes/${d.disputeId}`);
    expect(detail.json()).toMatchObject({
      dispute: { id: d.disputeId, status: 'open', explanation: 'It was a different, smaller bike.' },
      booking: { id: d.bookingId, status: 'disputed' },
      renter: { id: d.renter.user.id },
      owner: { id: d.owner.user.id },
    });
    const total = detail.json().booking.price.pricePaidByBuyer as number;
    const over = await call('POST', `/admin/disputes/${d.disputeId}/resolve`, admin.headers, {
      refundCents: total + 1,
    });
    expect(over.statusCode).toBe(422);
    expect(over.json().error.fields.refundCents).toEqual(['The refund cannot be more than what was paid.']);
    expect(
      (await call('POST', `/admin/disputes/${d.disputeId}/resolve`, admin.headers, { refundCents: -1 })).statusCode,
    ).toBe(422);

    const res = await adminOnly('POST', `/admin/disputes/${d.disputeId}/resolve`, {
      refundCents: 1000,
      note: 'Partial refund.',
    });
    expect(res.json()).toMatchObject({
      dispute: { status: 'resolved', resolutionRefundCents: 1000 },
      booking: { status: 'resolved', refundCents: 1000 },
    });
    const kinds = res.json().ledger.map((l: { kind: string }) => l.kind);
    // The refund goes out at once; the owner's share waits for the rental's credit time.
    expect(kinds).toEqual(expect.arrayContaining(['payment', 'refund']));
    expect(kinds).not.toContain('credit');
    expect(
      (await call('POST', `/admin/disputes/${d.disputeId}/resolve`, admin.headers, { refundCents: 0 })).statusCode,
    ).toBe(409);
    expect((await call('GET', `/admin/disputes/${crypto.randomUUID()}`, admin.headers)).statusCode).toBe(404);
    const audited = await expectAudited(t.deps.db, {
      action: 'dispute.resolve',
      objectType: 'dispute',
      objectId: d.disputeId,
    });
    expect(audited).toMatchObject({ reason: 'Partial refund.', before: { status: 'open' } });
    expect(audited.after).toMatchObject({ status: 'resolved', refundCents: 1000 });
  });

  it('the booking-id route resolves through the same operation and is audited too', async () => {
    const d = await disputed();
    const res = await adminOnly('POST', `/admin/bookings/${d.bookingId}/resolve-dispute`, { refundCents: 0 });
    expect(res.json().booking.status).toBe('resolved');
    await expectAudited(t.deps.db, { action: 'dispute.resolve', objectType: 'booking', objectId: d.bookingId });
  });

  it('a forged cursor is a 422 on cursor, never a 500', async () => {
    const forged = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
    for (const url of [
      `/admin/disputes?cursor=${forged(['not a date', crypto.randomUUID()])}`,
      `/admin/payouts?cursor=${forged(['2026-01-01 00:00:00+00', 'nope'])}`,
      `/admin/bookings?sort=start&cursor=${forged(['2026-01-01 00:00:00+00', crypto.randomUUID()])}`,
      `/admin/bookings?cursor=${forged(['2026-99-99 00:00:00+00', crypto.randomUUID()])}`,
    ]) {
      const res = await call('GET', url, admin.headers);
      expect(res.statusCode, url).toBe(422);
      expect(res.json().error.fields.cursor).toBeDefined();
    }
  });
});
