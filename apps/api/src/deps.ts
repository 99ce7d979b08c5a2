import type { Db } from '@biclou/db/client';
import type { Config } from './config/config';

/** A source of "now"; tests pass a controllable one. */
export interface Clock {
  now(): Date;
}
export const systemClock: Clock = { now: () => new Date() };

/** Everything a module needs from the outside world, built once at boot (or per test). */
export interface Deps {
  config: Config;
  db: Db;
  dbKind: 'pglite' | 'postgres';
  clock: Clock;
}
