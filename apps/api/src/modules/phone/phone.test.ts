import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { phoneCodes } from '@biclou/db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { AppError } from '../../platform/http/app-error';
import { consumeOrThrow, RATE_RULES } from '../../platform/rate-limit/rate-limiter';
import { outboxFor, signedInUser, uniqueIp } from '../../test/helpers';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const send = (headers: Headers, payload: unknown, ip?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/account/phone',
    headers,
    payload: payload as never,
    ...(ip ? { remoteAddress: ip } : {}),
  });
// 061…: always a French mobile range (063 9… and 069 8… are not).
const randomNational = () => `061${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
const confirm = (headers: Headers, code: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/v1/account/phone/confirm', headers, payload: { code } });
const me = async (headers: Headers) =>
  (await t.app.inject({ method: 'GET', url: '/api/v1/user', headers })).json().user;

/** A signed-in user with a fresh number, so numbers never collide between tests. */
async function userWithCode(locale: 'en' | 'fr' = 'en') {
  const u = await signedInUser(t, { locale });
  // 061…: always a French mobile range (063 9… and 069 8… are not).
  const phone = `+3361${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
  const res = await send(u.headers, { phone: `0${phone.slice(3)}`, country: 'FR' });
  expect(res.statusCode).toBe(202);
  const [sms] = await outboxFor(t, phone);
  const code = /\b(\d{6})\b/.exec(sms!.text)![1]!;
  const wrong = code === '000000' ? '111111' : '000000';
  return { ...u, phone, code, wrong, sms: sms! };
}

describe('POST /account/phone', () => {
  it('texts a 6-digit code to the E.164 number, in the user language, stored only as a hash', async () => {
    const { phone, code, sms, user } = await userWithCode('fr');
    expect(sms).toMatchObject({ channel: 'sms', recipient: phone, subject: null, locale: 'fr' });
    expect(sms.text).toBe(`Votre code de confirmation Biclou est ${code}. Il expire dans 10 minutes.`);
    const [row] = await t.deps.db.select().from(phoneCodes).where(eq(phoneCodes.userId, user.id));
    expect(row).toMatchObject({
      phone,
      attempts: 0,
      usedAt: null,
      expiresAt: new Date(t.clock.now().getTime() + 10 * 60_000),
    });
    expect(row!.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.codeHash).not.toContain(code);
  });

  it('does not touch the account phone until it is confirmed', async () => {
    const { headers } = await userWithCode();
    expect(await me(headers)).toMatchObject({ phone: null, phoneVerified: false });
  });

  it.each([
    [{ phone: '12', country: 'FR' }, 'phone', 'Enter a valid phone number.'],
    [{ phone: '0612', country: 'FR' }, 'phone', 'Enter a valid phone number.'],
    [{ phone: 'call me', country: 'FR' }, 'phone', 'Enter a valid phone number.'],
    [{ phone: `0612345678${' '.repeat(241)}`, country: 'FR' }, 'phone', 'Enter a valid phone number.'],
    [{ phone: '0612345678', country: 'XX' }, 'country', 'Choose a country from the list.'],
    [{ phone: '0612345678', country: 'de' }, 'country', 'Choose a country from the list.'],
    [{ phone: '0612345678', country: 7 }, 'country', 'Choose a country from the list.'],
    [{ phone: '01 23 45 67 89', country: 'FR' }, 'phone', 'Enter a valid phone number.'],
    [{ phone: '030 1234567', country: 'DE' }, 'phone', 'Enter a valid phone number.'],
    [{ phone: 612345678, country: 'FR' }, 'phone', undefined],
    [{}, 'phone', undefined],
  ])('422: %j', async (payload, field, message) => {
    const { headers } = await signedInUser(t);
    const res = await send(headers, payload);
    expect(res.statusCode).toBe(422);
    expect(res.json().error.fields[field]).toHaveLength(1);
    if (message) expect(res.json().error.fields[field][0]).toBe(message);
  });

  it('a tourist confirms a German mobile number chosen as DE in the selector', async () => {
    const { headers } = await signedInUser(t);
    const res = await send(headers, { phone: '+49 151 23456789', country: 'DE' });
    expect(res.statusCode).toBe(202);
    const [sms] = await outboxFor(t, '+4915123456789');
    const code = /\b(\d{6})\b/.exec(sms!.text)![1];
    const confirmed = await confirm(headers, code);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().user).toMatchObject({ phone: '+4915123456789', phoneVerified: true });
    // Typed nationally with its own country as well.
    expect((await send(headers, { phone: '0151 23456789', country: 'DE' })).statusCode).toBe(202);
  });

  it('accepts numbers of other countries typed with their prefix', async () => {
    const { headers } = await signedInUser(t);
    expect((await send(headers, { phone: '+41 79 123 45 67', country: 'FR' })).statusCode).toBe(202);
    expect(await outboxFor(t, '+41791234567')).not.toHaveLength(0);
  });

  it('is rate-limited per account, saying when to try again', async () => {
    const { headers } = await signedInUser(t);
    for (let i = 0; i < 5; i++)
      expect((await send(headers, { phone: randomNational(), country: 'FR' })).statusCode).toBe(202);
    const res = await send(headers, { phone: randomNational(), country: 'FR' });
    expect(res.statusCode).toBe(429);
    expect(res.json().error).toEqual({
      code: 'rate_limited',
      message: 'Too many attempts. Please try again in 1 hour.',
    });
    expect(Number(res.headers['retry-after'])).toBe(3600);
  });

  it("limits one account's codes to one number, and a stranger's codes never lock the number's owner out", async () => {
    const national = randomNational();
    const stranger = await signedInUser(t);
    let sent = 0;
    for (; sent < 10; sent++) {
      const res = await send(stranger.headers, { phone: national, country: 'FR' });
      if (res.statusCode === 429) break;
      expect(res.statusCode).toBe(202);
    }
    expect(sent).toBe(RATE_RULES.phoneSendUserPhone.limit);
    // The stranger may still text other numbers (under the account's own limit)…
    expect((await send(stranger.headers, { phone: randomNational(), country: 'FR' })).statusCode).toBe(202);
    // …and the number's owner, on a fresh account, gets a code for it and confirms it.
    const owner = await signedInUser(t);
    expect((await send(owner.headers, { phone: national, country: 'FR' })).statusCode).toBe(202);
    const [sms] = await outboxFor(t, `+33${national.slice(1)}`); // newest first
    const code = /\b(\d{6})\b/.exec(sms!.text)![1];
    const confirmed = await confirm(owner.headers, code);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().user).toMatchObject({ phone: `+33${national.slice(1)}`, phoneVerified: true });
  });

  it('many accounts asking for one number do not block it for the next one', async () => {
    const national = randomNational();
    for (let i = 0; i < 8; i++)
      expect((await send((await signedInUser(t)).headers, { phone: national, country: 'FR' })).statusCode).toBe(202);
    expect((await send((await signedInUser(t)).headers, { phone: national, country: 'FR' })).statusCode).toBe(202);
  });

  it('is rate-limited per account over the day too', async () => {
    const { headers, user } = await signedInUser(t);
    const { limit } = RATE_RULES.phoneSendUserDay;
    await Promise.all(
      Array.from({ length: limit }, () =>
        consumeOrThrow(t.deps.rateLimiter, [[RATE_RULES.phoneSendUserDay, user.id]], AppError.rateLimited),
      ),
    );
    const res = await send(headers, { phone: randomNational(), country: 'FR' });
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(23 * 3600);
  });

  it("caps each destination country's codes a day (SMS pumping), except for the number's confirmed owner", async () => {
    // A confirmed owner of a German mobile number, before the German budget runs out.
    const owner = await signedInUser(t);
    expect((await send(owner.headers, { phone: '+49 151 55512340', country: 'DE' })).statusCode).toBe(202);
    const [sms] = await outboxFor(t, '+4915155512340');
    expect((await confirm(owner.headers, /\b(\d{6})\b/.exec(sms!.text)![1])).statusCode).toBe(200);

    // Earlier German codes (other tests) already count: spend whatever is left of the budget.
    const { limit } = RATE_RULES.phoneSendCountryAbroad;
    await Promise.allSettled(
      Array.from({ length: limit }, () =>
        consumeOrThrow(t.deps.rateLimiter, [[RATE_RULES.phoneSendCountryAbroad, 'DE']], AppError.rateLimited),
      ),
    );
    const res = await send((await signedInUser(t)).headers, { phone: '+49 151 55598760', country: 'DE' });
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(23 * 3600);
    // Other countries keep their own budget; the owner of a German number still gets a code for it.
    expect((await send((await signedInUser(t)).headers, { phone: '+39 312 345 6789', country: 'IT' })).statusCode).toBe(
      202,
    );
    expect((await send((await signedInUser(t)).headers, { phone: randomNational(), country: 'FR' })).statusCode).toBe(
      202,
    );
    expect((await send(owner.headers, { phone: '+49 151 55512340', country: 'DE' })).statusCode).toBe(202);
  });

  it('does not refuse a new user their first code because others share their address', async () => {
    const office = uniqueIp();
    const people = await Promise.all(Array.from({ length: 25 }, () => signedInUser(t)));
    for (const { headers } of people) {
      expect((await send(headers, { phone: randomNational(), country: 'FR' }, office)).statusCode).toBe(202);
    }
  });

  it('keeps a generous per-address ceiling, with Retry-After', async () => {
    const ip = uniqueIp();
    const { limit } = RATE_RULES.phoneSendIp;
    await Promise.all(
      Array.from({ length: limit }, () =>
        consumeOrThrow(t.deps.rateLimiter, [[RATE_RULES.phoneSendIp, ip]], AppError.rateLimited),
      ),
    );
    const res = await send((await signedInUser(t)).headers, { phone: randomNational(), country: 'FR' }, ip);
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(59 * 60);
  });
});

describe('POST /account/phone/confirm', () => {
  it('confirms the phone, which completes the profile', async () => {
    const { headers, phone, code, wrong } = await userWithCode();
    await t.app.inject({
      method: 'PUT',
      url: '/api/v1/account/profile',
      headers,
      payload: { firstname: 'Ada', lastname: 'Lovelace', address: '1 rue Oberkampf', birthdate: '1990-01-01' },
    });
    expect(await me(headers)).toMatchObject({ profileCompleted: false, missingProfileFields: ['phone'] });

    const bad = await confirm(headers, wrong);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error.fields).toEqual({ code: ['The code is incorrect.'] });
    const res = await confirm(headers, code);
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({
      phone,
      phoneVerified: true,
      profileCompleted: true,
      missingProfileFields: [],
    });
    // A code works once.
    expect((await confirm(headers, code)).statusCode).toBe(422);
  });

  it('expires after 10 minutes on the app clock', async () => {
    const { headers, code } = await userWithCode();
    t.clock.advance(10 * 60_000);
    try {
      const res = await confirm(headers, code);
      expect(res.statusCode).toBe(422);
      expect(res.json().error.fields.code).toEqual([
        'This code has expired or was tried too many times. Ask for a new one.',
      ]);
    } finally {
      t.clock.advance(-10 * 60_000);
    }
  });

  it('works up to the last second', async () => {
    const { headers, code } = await userWithCode();
    t.clock.advance(10 * 60_000 - 1000);
    try {
      expect((await confirm(headers, code)).statusCode).toBe(200);
    } finally {
      t.clock.advance(-(10 * 60_000 - 1000));
    }
  });

  it('dies after 5 wrong attempts, even for the right code; a new code works', async () => {
    const { headers, code, wrong, phone } = await userWithCode();
    for (let i = 0; i < 4; i++)
      expect((await confirm(headers, wrong)).json().error.fields.code).toEqual(['The code is incorrect.']);
    expect((await confirm(headers, wrong)).json().error.fields.code).toEqual([
      'This code has expired or was tried too many times. Ask for a new one.',
    ]);
    const late = await confirm(headers, code);
    expect(late.statusCode).toBe(422);
    expect(late.json().error.fields.code).toEqual([
      'This code has expired or was tried too many times. Ask for a new one.',
    ]);

    await send(headers, { phone, country: 'FR' });
    const [sms] = await outboxFor(t, phone);
    const fresh = /\b(\d{6})\b/.exec(sms!.text)![1]!;
    expect((await confirm(headers, fresh)).json().user.phoneVerified).toBe(true);
  });

  it('only the newest code counts', async () => {
    const { headers, code, phone } = await userWithCode();
    await send(headers, { phone, country: 'FR' });
    const [sms] = await outboxFor(t, phone);
    const newest = /\b(\d{6})\b/.exec(sms!.text)![1]!;
    if (newest !== code) expect((await confirm(headers, code)).statusCode).toBe(422);
    expect((await confirm(headers, newest)).statusCode).toBe(200);
  });

  it('counts concurrent guesses: 10 in parallel spend only 5 attempts', async () => {
    const { headers, wrong, user } = await userWithCode();
    const results = await Promise.all(Array.from({ length: 10 }, () => confirm(headers, wrong)));
    expect(results.every((r) => r.statusCode === 422)).toBe(true);
    const [row] = await t.deps.db.select().from(phoneCodes).where(eq(phoneCodes.userId, user.id));
    expect(row!.attempts).toBe(5);
  });

  it('422 for a code that is not 6 digits; 422 without any code sent', async () => {
    const { headers } = await signedInUser(t);
    for (const code of ['12345', '1234567', 'abcdef', 123456, undefined]) {
      const res = await confirm(headers, code);
      expect(res.statusCode).toBe(422);
      expect(res.json().error.fields.code).toHaveLength(1);
    }
    expect((await confirm(headers, '123456')).json().error.fields.code).toEqual([
      'This code has expired or was tried too many times. Ask for a new one.',
    ]);
  });
});
