import type { Tx } from '@biclou/db/client';
import type {
  BookingEvent,
  BookingEventContext,
  BookingEventHandler,
  BookingEventInput,
  BookingEventType,
} from './booking-event-types';

export type { BookingEvent, BookingEventContext, BookingEventType } from './booking-event-types';

type Subscription = { type: BookingEventType | '*'; handler: BookingEventHandler };
export type Emit = (event: BookingEventInput) => void;

/**
 * The one place where a booking change's side effects run (docs/architecture.md "Booking events").
 * One hub per Deps (`deps.bookingEvents`, built by modules/module-deps.ts); app.ts subscribes every
 * listener, so operations publish without knowing who listens. Rules:
 * - after commit: an event emitted in a transaction reaches subscribers only once it has committed;
 *   a rolled-back transaction publishes nothing;
 * - in order: events in the order they were emitted, each to its subscribers in subscription order,
 *   one at a time (awaited);
 * - isolated: a subscriber's failure is logged and never reaches the operation (its change is
 *   committed) nor the other subscribers. Mail was already so (`deliverMail`): the outbox mailer
 *   writes with the pool after the commit, SMTP sends in the background, a failure is logged.
 */
export interface BookingEventHub {
  /** Adds a subscriber for one event type or for all ('*'); returns the way to remove it. */
  subscribe<T extends BookingEventType>(type: T | '*', handler: BookingEventHandler<T>): () => void;
  /** Runs `work` in one transaction; what it emits is published after the commit. */
  transaction<R>(ctx: BookingEventContext, work: (tx: Tx, emit: Emit) => Promise<R>): Promise<R>;
  /** Publishes the events of a change already committed (a payment settled in another module's transaction). */
  publish(ctx: BookingEventContext, events: BookingEventInput[]): Promise<void>;
}

export function createBookingEventHub(): BookingEventHub {
  const subscriptions: Subscription[] = [];
  const publish = async (ctx: BookingEventContext, events: BookingEventInput[]) => {
    for (const input of events) {
      const event = { ...input, bookingId: input.booking.id } as BookingEvent;
      for (const s of [...subscriptions]) {
        if (s.type !== '*' && s.type !== event.type) continue;
        try {
          await s.handler(event, ctx);
        } catch (err) {
          const fields = { err, event: event.type, bookingId: event.bookingId };
          if (ctx.log) ctx.log.error(fields, 'booking event subscriber failed');
          else console.error('booking event subscriber failed', fields);
        }
      }
    }
  };
  return {
    subscribe(type, handler) {
      const s: Subscription = { type, handler: handler as unknown as BookingEventHandler };
      subscriptions.push(s);
      return () => {
        const i = subscriptions.indexOf(s);
        if (i >= 0) subscriptions.splice(i, 1);
      };
    },
    async transaction(ctx, work) {
      const pending: BookingEventInput[] = [];
      const result = await ctx.deps.db.transaction((tx) => work(tx, (event) => void pending.push(event)));
      await publish(ctx, pending);
      return result;
    },
    publish,
  };
}
