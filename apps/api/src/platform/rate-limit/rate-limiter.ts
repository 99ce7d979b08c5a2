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
  /** Adds one hit to `key` (opening a window of `windowMs` if none is open) and returns the window, in one atomic step. */
  hit(key: string, windowMs: number): Promise<RateWindow>;
  /**
   * One attempt against several counters, all or nothing in one atomic step: each key gets a hit;
   * if any is then over its limit, every hit is taken back (a refused attempt costs nothing) and
   * `allowed` is false. The windows are those the hits saw, so the caller knows which were over.
   */
  consume(entries: ConsumeEntry[]): Promise<{ allowed: boolean; windows: RateWindow[] }>;
  /** Takes one hit back from `key`'s open window (never below 0, never opening one, keeping its end). */
  unhit(key: string): Promise<void>;
  /** The current window of `key`, without counting a hit (for reading only: never decide on it). */
  peek(key: string): Promise<RateWindow>;
  reset(key: string): Promise<void>;
  close?(): Promise<void>;
}

export interface ConsumeEntry {
  key: string;
  windowMs: number;
  limit: number;
}

export interface RateRule {
  /** Key namespace, e.g. "login:ip". */
  name: string;
  limit: number;
  windowMs: number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * Every limit in one place. Each action is limited per account (or email, or phone number); the
 * per-IP limits are generous ceilings, because homes, offices and mobile carriers share addresses.
 */
export const RATE_RULES = {
  /** Wrong passwords only (a success gives its attempt back, and clears the email+IP counter). */
  loginFailuresEmailIp: { name: 'login:email-ip', limit: 5, windowMs: 15 * MINUTE },
  loginFailuresIp: { name: 'login:ip', limit: 20, windowMs: 15 * MINUTE },
  /**
   * Per account, from every address: growing waits (decisions "Sweep: login throttling"). Past 10
   * wrong passwords in 15 minutes the account waits out those 15 minutes, past 20 in an hour the
   * hour, past 50 in a day the day. A password reset clears them.
   */
  loginFailuresAccount: { name: 'login:account', limit: 10, windowMs: 15 * MINUTE },
  loginFailuresAccountHour: { name: 'login:account-hour', limit: 20, windowMs: HOUR },
  loginFailuresAccountDay: { name: 'login:account-day', limit: 50, windowMs: DAY },
  /** The owner hears about a locked account at most once a day. */
  loginAlertAccount: { name: 'login:alert', limit: 1, windowMs: DAY },
  registerIp: { name: 'register:ip', limit: 10, windowMs: HOUR },
  registerEmail: { name: 'register:email', limit: 3, windowMs: HOUR },
  forgotIp: { name: 'forgot:ip', limit: 10, windowMs: 15 * MINUTE },
  forgotEmail: { name: 'forgot:email', limit: 3, windowMs: 15 * MINUTE },
  /** The contact form: one message a minute per sender address (a second rapid send is refused), 10 a day. */
  contactEmail: { name: 'contact:email', limit: 1, windowMs: MINUTE },
  contactEmailDay: { name: 'contact:email-day', limit: 10, windowMs: DAY },
  contactIp: { name: 'contact:ip', limit: 20, windowMs: HOUR },
  verifyResendUser: { name: 'verify-resend:user', limit: 3, windowMs: HOUR },
  /**
   * Confirmation codes by SMS (decisions "Trust sweep: bad input, SMS codes…"): per account, per
   * account and number (no counter is the number's alone, so no one can lock a number's owner out
   * by asking codes for it), per address, and a daily budget per destination country against SMS
   * pumping, the home countries' far larger than any other's.
   */
  phoneSendUser: { name: 'phone-send:user', limit: 5, windowMs: HOUR },
  phoneSendUserDay: { name: 'phone-send:user-day', limit: 10, windowMs: DAY },
  phoneSendUserPhone: { name: 'phone-send:user-phone', limit: 3, windowMs: HOUR },
  phoneSendIp: { name: 'phone-send:ip', limit: 200, windowMs: HOUR },
  phoneSendCountryHome: { name: 'phone-send:country-home', limit: 20_000, windowMs: DAY },
  phoneSendCountryAbroad: { name: 'phone-send:country-abroad', limit: 200, windowMs: DAY },
  codeCheckUser: { name: 'code-check:user', limit: 10, windowMs: 15 * MINUTE },
  codeCheckIp: { name: 'code-check:ip', limit: 500, windowMs: 15 * MINUTE },
  /** Wrong current password when changing it or deleting the account. */
  passwordCheckUser: { name: 'password-check:user', limit: 5, windowMs: 15 * MINUTE },
  /** Chat messages (text and photos) per account, over every conversation. */
  messagesUser: { name: 'messages:user', limit: 20, windowMs: MINUTE },
  /** Every photo upload (listings, messages, handover reports), per member, counted before the bytes are read. */
  uploadsUser: { name: 'uploads:user', limit: 60, windowMs: 60 * MINUTE },
  /** The listing wizard's "put the pin on the street" asks, per owner: typing pauses, not keystrokes. */
  geocodeUser: { name: 'geocode:user', limit: 30, windowMs: MINUTE },
  /**
   * Every instance's asks to the geocoder together (the public Nominatim allows one a second);
   * past it the pin goes to the city's centre from the offline data instead of a 429.
   */
  geocodeService: { name: 'geocode:service', limit: 60, windowMs: MINUTE },
  /** Content Security Policy reports (modules/csp-reports): enough for a page's batch, not for flooding the logs. */
  cspReportsIp: { name: 'csp-report:ip', limit: 60, windowMs: MINUTE },
} as const satisfies Record<string, RateRule>;

export type RateCheck = [rule: RateRule, subject: string];

// Subjects are emails, phone numbers and IPs: the store (Redis) only ever sees a digest of them.
const keyOf = ([rule, subject]: RateCheck) =>
  `${rule.name}:${createHash('sha256').update(subject.toLowerCase()).digest('base64url').slice(0, 22)}`;

/** An attempt that went through: its windows, and a way to give it back when it should not count. */
export interface Attempt {
  /** The window of each check, in the order given. */
  windows: RateWindow[];
  /** Takes the attempt back from every counter (a right password is no failure). */
  giveBack(): Promise<void>;
}

/**
 * Counts one attempt against every rule and checks it in the same atomic step (never read, then
 * count: parallel requests could all slip under a limit). Over a limit, nothing is counted (a
 * refused attempt does not use up another rule's budget) and it throws 429 with the longest wait.
 * Otherwise the caller may give the attempt back, e.g. when a password was right.
 */
export async function consumeOrThrow(
  limiter: RateLimiter,
  checks: RateCheck[],
  tooMany: (retryAfterS: number) => Error,
): Promise<Attempt> {
  const { allowed, windows } = await limiter.consume(
    checks.map((c) => ({ key: keyOf(c), windowMs: c[0].windowMs, limit: c[0].limit })),
  );
  if (!allowed) {
    const over = windows.filter((w, i) => w.count > checks[i]![0].limit);
    throw tooMany(Math.max(...over.map((w) => w.resetInMs)) / 1000);
  }
  return {
    windows,
    async giveBack() {
      await Promise.all(checks.map((c) => limiter.unhit(keyOf(c))));
    },
  };
}

/** True for the first call in the rule's window only (atomic): "do this at most once per window". */
export async function firstInWindow(limiter: RateLimiter, check: RateCheck) {
  return (await limiter.hit(keyOf(check), check[0].windowMs)).count === 1;
}

export async function resetCounters(limiter: RateLimiter, checks: RateCheck[]) {
  await Promise.all(checks.map((c) => limiter.reset(keyOf(c))));
}
