/** A source of "now"; tests pass a controllable one. Every expiry rule reads this clock. */
export interface Clock {
  now(): Date;
}
export const systemClock: Clock = { now: () => new Date() };

/**
 * A clock ahead of the real one by an offset (development time travel, E2E_CONTROLS=1): it moves
 * forward, or back to real time when a journey is done so the next one starts from today.
 */
interface OffsetClock extends Clock {
  advance(ms: number): void;
  reset(): void;
  offsetMs(): number;
}
export function createOffsetClock(base: Clock = systemClock): OffsetClock {
  let offset = 0;
  return {
    now: () => new Date(base.now().getTime() + offset),
    advance(ms: number) {
      if (!Number.isFinite(ms) || ms < 0) throw new Error('the clock only moves forward');
      offset += ms;
    },
    reset() {
      offset = 0;
    },
    offsetMs: () => offset,
  };
}
export const isOffsetClock = (clock: Clock): clock is OffsetClock =>
  typeof (clock as Partial<OffsetClock>).advance === 'function' &&
  typeof (clock as Partial<OffsetClock>).offsetMs === 'function';
