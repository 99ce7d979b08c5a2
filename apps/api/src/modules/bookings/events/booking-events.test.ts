import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '@biclou/db/schema';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { bookingWorld, requested } from '../../../test/booking-helpers';
import { createBookingEventHub, type BookingEvent } from './booking-events';
import { findBooking, type BookingRow } from '../repositories/booking-repository';

let t: TestApp;
let row: BookingRow;
beforeAll(async () => {
  t = await buildTestApp();
  const w = await bookingWorld(t);
  const b = await requested(t, w.renter.headers, w.listing.id, '2026-07-01', '2026-07-03');
  row = (await findBooking(t.deps.db, b.id))!;
});
afterAll(() => t.close());

const SYSTEM = { kind: 'system', userId: null } as const;
const ev = (type: 'booking.started' | 'booking.completed' | 'booking.expired', booking = row) => ({
  type,
  booking,
  at: new Date('2026-07-01T00:00:00Z'),
  actor: SYSTEM,
});
/** A logger that keeps what it is told to log as errors. */
function recordingLog() {
  const errors: { fields: Record<string, unknown>; msg: string }[] = [];
  return {
    errors,
    log: {
      error: (fields: Record<string, unknown>, msg: string) => errors.push({ fields, msg }),
    } as unknown as FastifyBaseLogger,
  };
}

describe('booking event hub', () => {
  it('delivers events in the order emitted, to their subscribers in subscription order (typed and *), after the commit', async () => {
    const hub = createBookingEventHub();
    const seen: string[] = [];
    hub.subscribe('*', (e) => void seen.push(`all:${e.type}`));
    hub.subscribe('booking.completed', (e) => void seen.push(`completed:${e.bookingId}`));
    hub.subscribe('*', async (e) => {
      await new Promise((r) => setTimeout(r, 5));
      seen.push(`slow:${e.type}`);
    });
    const result = await hub.transaction({ deps: t.deps }, async (_tx, emit) => {
      emit(ev('booking.started'));
      emit(ev('booking.completed'));
      expect(seen).toEqual([]); // nothing before the commit
      return 42;
    });
    expect(result).toBe(42);
    expect(seen).toEqual([
      'all:booking.started',
      'slow:booking.started',
      'all:booking.completed',
      `completed:${row.id}`,
      'slow:booking.completed',
    ]);
  });

  it('a subscriber sees the committed change from outside the transaction', async () => {
    const hub = createBookingEventHub();
    const statuses: string[] = [];
    hub.subscribe(
      'booking.expired',
      async (e, ctx) => void statuses.push((await findBooking(ctx.deps.db, e.bookingId))!.noteForOwner ?? 'none'),
    );
    await hub.transaction({ deps: t.deps }, async (tx, emit) => {
      await tx.update(bookings).set({ noteForOwner: 'seen after commit' }).where(eq(bookings.id, row.id));
      emit(ev('booking.expired'));
    });
    expect(statuses).toEqual(['seen after commit']);
  });

  it('a rolled-back transaction publishes nothing and its error reaches the caller', async () => {
    const hub = createBookingEventHub();
    const seen: BookingEvent[] = [];
    hub.subscribe('*', (e) => void seen.push(e));
    await expect(
      hub.transaction({ deps: t.deps }, async (tx, emit) => {
        await tx.update(bookings).set({ noteForOwner: 'rolled back' }).where(eq(bookings.id, row.id));
        emit(ev('booking.expired'));
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(seen).toEqual([]);
    expect((await findBooking(t.deps.db, row.id))!.noteForOwner).not.toBe('rolled back');
  });

  it('a failing subscriber is logged and neither the operation nor the other subscribers notice', async () => {
    const hub = createBookingEventHub();
    const { errors, log } = recordingLog();
    const seen: string[] = [];
    hub.subscribe('*', () => {
      throw new Error('mail server down');
    });
    hub.subscribe('booking.started', async () => Promise.reject(new Error('socket gone')));
    hub.subscribe('*', (e) => void seen.push(e.type));
    const result = await hub.transaction({ deps: t.deps, log }, async (_tx, emit) => {
      emit(ev('booking.started'));
      emit(ev('booking.completed'));
      return 'committed';
    });
    expect(result).toBe('committed');
    expect(seen).toEqual(['booking.started', 'booking.completed']);
    expect(errors.map((e) => [e.msg, e.fields.event, (e.fields.err as Error).message, e.fields.bookingId])).toEqual([
      ['booking event subscriber failed', 'booking.started', 'mail server down', row.id],
      ['booking event subscriber failed', 'booking.started', 'socket gone', row.id],
      ['booking event subscriber failed', 'booking.completed', 'mail server down', row.id],
    ]);
  });

  it('publish delivers a change committed elsewhere; unsubscribe stops the deliveries', async () => {
    const hub = createBookingEventHub();
    const seen: string[] = [];
    const off = hub.subscribe('*', (e) => void seen.push(e.type));
    await hub.publish({ deps: t.deps }, [ev('booking.started')]);
    off();
    await hub.publish({ deps: t.deps }, [ev('booking.completed')]);
    expect(seen).toEqual(['booking.started']);
  });
});
