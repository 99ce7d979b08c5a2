import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '@biclou/db/schema';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { bookingWorld, requested } from '../test/booking-helpers';
import { startJobScheduler } from '../platform/jobs/scheduler';
import { runDueJobs } from './run-due-jobs';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('startJobScheduler', () => {
  it('runs the due jobs at once and then on its interval, with the deps clock, until stopped', async () => {
    const w = await bookingWorld(t);
    const b = await requested(t, w.renter.headers, w.listing.id, '2026-07-01', '2026-07-02');
    const errors: unknown[] = [];
    const scheduler = startJobScheduler(() => runDueJobs(t.deps), { error: (e) => errors.push(e) }, 20);
    t.clock.advance(49 * 3_600_000);
    const status = async () => (await t.deps.db.select().from(bookings).where(eq(bookings.id, b.id)))[0]!.status;
    for (let i = 0; i < 100 && (await status()) !== 'expired'; i++) await new Promise((r) => setTimeout(r, 20));
    await scheduler.stop();
    expect(await status()).toBe('expired');
    expect(errors).toEqual([]);
  });
});
