import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { depositHolds } from '@biclou/db/schema';
import { balancesOf } from '@biclou/domain/ledger';
import { allEntries } from '../money';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { signedInUser } from '../../test/helpers';
import { act, bookingWorld, pay, requested } from '../../test/booking-helpers';
import { answerHandoverVia, submitHandoverVia } from '../../test/handover-helpers';
import { releaseHold } from './index';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const onDay = (isoDate: string) => new Date(`${isoDate}T08:00:00Z`);
const START = new Date('2026-06-01T10:00:00Z');

/**
 * Random runs of holds, claims, releases and (parallel, repeated) decisions: the ledger always sums
 * to zero, nothing but `external` goes negative, and a hold's capture is never more than authorised
 * nor made twice.
 */
describe('the ledger with deposit holds and claims', () => {
  it('stays balanced over random holds, claims, releases and decisions', async () => {
    const w = await bookingWorld(t);
    const admin = await signedInUser(t, { role: 'admin' });
    let day = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          claim: fc.option(fc.integer({ min: 1, max: 30000 }), { nil: null }),
          capturedShare: fc.double({ min: 0, max: 1, noNaN: true }),
          releaseFirst: fc.boolean(),
          parallel: fc.integer({ min: 1, max: 4 }),
        }),
        async ({ claim, capturedShare, releaseFirst, parallel }) => {
          t.clock.set(START);
          day += 4;
          const start = new Date(Date.UTC(2026, 5, 5 + day)).toISOString().slice(0, 10);
          const end = new Date(Date.UTC(2026, 5, 7 + day)).toISOString().slice(0, 10);
          const b = await requested(t, w.renter.headers, w.listing.id, start, end);
          await act(t, w.owner.headers, b.id, 'accept');
          await pay(t, w.renter.headers, b.id);
          t.clock.set(onDay(start));
          await submitHandoverVia(t, w.owner.headers, b.id, 'checkin');
          await answerHandoverVia(t, w.renter.headers, b.id, 'checkin', { answer: 'confirm' });
          t.clock.set(onDay(end));
          await submitHandoverVia(t, w.owner.headers, b.id, 'checkout');
          const [hold] = await t.deps.db.select().from(depositHolds).where(eq(depositHolds.bookingId, b.id));
          if (releaseFirst) await releaseHold({ deps: t.deps }, hold!.id);
          if (claim !== null) {
            await t.app.inject({
              method: 'POST',
              url: `/api/v1/bookings/${b.id}/deposit/claim`,
              headers: w.owner.headers,
              payload: { amountCents: claim, description: 'Damage' },
            });
            const captured = Math.floor(claim * capturedShare);
            await Promise.all(
              Array.from({ length: parallel }, () =>
                t.app.inject({
                  method: 'POST',
                  url: `/api/v1/admin/bookings/${b.id}/deposit/decision`,
                  headers: admin.headers,
                  payload: { capturedCents: captured, note: null },
                }),
              ),
            );
          }
          const [after] = await t.deps.db.select().from(depositHolds).where(eq(depositHolds.bookingId, b.id));
          expect(after!.capturedCents).toBeLessThanOrEqual(after!.amountCents);
          if (releaseFirst) expect(after!.capturedCents).toBe(0);
          const entries = await allEntries(t.deps.db);
          expect(entries.reduce((s, e) => s + e.amountCents, 0)).toBe(0);
          for (const [account, cents] of Object.entries(balancesOf(entries as never)))
            if (account !== 'external') expect(cents).toBeGreaterThanOrEqual(0);
        },
      ),
      { numRuns: 8 },
    );
  }, 120_000);
});
