import { createHash } from 'node:crypto';

/** Hits counted in a fixed window that started with the first hit. */
export interface RateWindow {
  count: number;
  /** Milliseconds until the window ends (0 when there is no window). */
  resetInMs: number;
}

/** A store of fixed-window counters, shared by every instance when it lives in Redis. */
export interface RateLimiter {
  readonly kind: 'memory' | 'redis';
  /** Adds one hit to `key` (opening a window of `windowMs` if none is open) and returns the window. */
  hit(key: string, windowMs: number): Promise<RateWindow>;
  /** The current window of `key`, without counting a hit. */
  peek(key: string): Promise<RateWindow>;
  reset(key: string): Promise<void>;
  close?(): Promise<void>;
}

export interface RateRule {
  /** Key namespace, e.g. "login:ip". */
  name: string;
  limit: number;
  windowMs: number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * Every limit in one place. Each action is limited per IP and per account (or email), so one
 * address cannot be hammered from many IPs nor many addresses tried from one IP.
 */
export const RATE_RULES = {
  /** Failed logins only; a success clears the email+IP counter. */
  loginFailuresEmailIp: { name: 'login:email-ip', limit: 5, windowMs: 15 * MINUTE },
  loginFailuresIp: { name: 'login:ip', limit: 20, windowMs: 15 * MINUTE },
  registerIp: { name: 'register:ip', limit: 10, windowMs: HOUR },
  registerEmail: { name: 'register:email', limit: 3, windowMs: HOUR },
  forgotIp: { name: 'forgot:ip', limit: 10, windowMs: 15 * MINUTE },
  forgotEmail: { name: 'forgot:email', limit: 3, windowMs: 15 * MINUTE },
  verifyResendUser: { name: 'verify-resend:user', limit: 3, windowMs: HOUR },
  phoneSendUser: { name: 'phone-send:user', limit: 5, windowMs: HOUR },
  phoneSendIp: { name: 'phone-send:ip', limit: 20, windowMs: HOUR },
  codeCheckUser: { name: 'code-check:user', limit: 10, windowMs: 15 * MINUTE },
  codeCheckIp: { name: 'code-check:ip', limit: 50, windowMs: 15 * MINUTE },
  /** Wrong current password when changing it or deleting the account. */
  passwordCheckUser: { name: 'password-check:user', limit: 5, windowMs: 15 * MINUTE },
} as const satisfies Record<string, RateRule>;

export type RateCheck = [rule: RateRule, subject: string];

// Subjects are emails and IPs: the store (Redis) only ever sees a digest of them.
const keyOf = ([rule, subject]: RateCheck) => `${rule.name}:${createHash('sha256').update(subject.toLowerCase()).digest('base64url').slice(0, 22)}`;

/** Counts one attempt against every rule; throws 429 (with Retry-After) when one is over its limit. */
export async function consumeOrThrow(limiter: RateLimiter, checks: RateCheck[], tooMany: (retryAfterS: number) => Error) {
  const windows = await Promise.all(checks.map((c) => limiter.hit(keyOf(c), c[0].windowMs)));
  const over = windows.filter((w, i) => w.count > checks[i]![0].limit);
  if (over.length) throw tooMany(Math.max(...over.map((w) => w.resetInMs)) / 1000);
}

/** Throws 429 when a rule has already reached its limit (used before checking a password). */
export async function assertNotBlocked(limiter: RateLimiter, checks: RateCheck[], tooMany: (retryAfterS: number) => Error) {
  const windows = await Promise.all(checks.map((c) => limiter.peek(keyOf(c))));
  const over = windows.filter((w, i) => w.count >= checks[i]![0].limit);
  if (over.length) throw tooMany(Math.max(...over.map((w) => w.resetInMs)) / 1000);
}

/** Counts a failure against every rule, without throwing. */
export async function recordFailure(limiter: RateLimiter, checks: RateCheck[]) {
  await Promise.all(checks.map((c) => limiter.hit(keyOf(c), c[0].windowMs)));
}

export async function resetCounters(limiter: RateLimiter, checks: RateCheck[]) {
  await Promise.all(checks.map((c) => limiter.reset(keyOf(c))));
}
