import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { contactMessages, outbox } from '@biclou/db/schema';
import { CONTACT_MESSAGES } from '@biclou/contracts/contact';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { outboxFor, signedInUser, uniqueEmail, uniqueIp } from '../../test/helpers';

const TEAM = 'support-team@biclou.test';
let t: TestApp;
beforeAll(async () => {
  // The windows are walked with the test clock, so the limiter is the in-memory one even in CI
  // (Redis expires keys on its own clock); the Redis limiter has its own tests in platform/rate-limit.
  t = await buildTestApp({}, { CONTACT_EMAIL: TEAM, REDIS_URL: '' });
});
afterAll(() => t.close());

const valid = (over: Record<string, unknown> = {}) => ({
  topic: 'renting',
  email: uniqueEmail('contact'),
  message: 'Hello, can I pick up the bike one hour earlier on Saturday morning?',
  ...over,
});
const send = (payload: Record<string, unknown>, o: { ip?: string; headers?: Record<string, string> } = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/contact',
    payload,
    remoteAddress: o.ip ?? uniqueIp(),
    headers: o.headers,
  });
const storedFor = (email: string) => t.deps.db.select().from(contactMessages).where(eq(contactMessages.email, email));
const teamMailsAbout = async (email: string) => (await outboxFor(t, TEAM)).filter((m) => m.subject?.includes(email));

describe('POST /contact', () => {
  it('stores the message, emails the team (Reply-To the sender) and confirms to the sender in English', async () => {
    const body = valid({ bookingRef: ' bk-7q4m9xkd ', message: 'First paragraph of my question.\n\nSecond one.' });
    const res = await send(body);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: CONTACT_MESSAGES.sent });

    const [row] = await storedFor(body.email);
    expect(row).toMatchObject({ topic: 'renting', bookingRef: 'BK-7Q4M9XKD', locale: 'en', userId: null });
    expect(row!.message).toBe('First paragraph of my question.\n\nSecond one.');

    const [team] = await teamMailsAbout(body.email);
    expect(team).toBeDefined();
    expect(team!.locale).toBe('en');
    expect(team!.subject).toMatch(/^\[Contact CT-[0-9A-F]{8}\] Renting a bike — /);
    expect(team!.text).toContain('Booking reference: BK-7Q4M9XKD');
    expect(team!.text).toContain('First paragraph of my question.');
    expect(team!.text).toContain('Second one.');

    const [receipt] = await outboxFor(t, body.email);
    expect(receipt!.subject).toMatch(/^We received your message \(CT-[0-9A-F]{8}\)$/);
    expect(receipt!.subject).toContain(team!.subject!.slice(9, 20));
    expect(receipt!.text).toContain('Renting a bike');
    expect(receipt!.text).toContain('http://localhost:3000/help');
    // The receipt never repeats the message: the form cannot mail any text to any address.
    expect(receipt!.text).not.toContain('First paragraph');
  });

  it('confirms in French when the page was French, and links a signed-in sender', async () => {
    const user = await signedInUser(t, { locale: 'fr' });
    const body = valid({ topic: 'payments', email: user.email, locale: 'fr' });
    const res = await send(body, { headers: user.headers });
    expect(res.statusCode).toBe(201);
    const [row] = await storedFor(user.email);
    expect(row).toMatchObject({ locale: 'fr', userId: user.user.id, bookingRef: null });
    const receipts = (await outboxFor(t, user.email)).filter((m) => m.subject?.includes('CT-'));
    expect(receipts).toHaveLength(1);
    expect(receipts[0]!.subject).toMatch(/^Nous avons bien reçu votre message \(CT-[0-9A-F]{8}\)$/);
    expect(receipts[0]!.text).toContain('Paiements et remboursements');
    expect(receipts[0]!.text).toContain('http://localhost:3000/fr/help');
    const [team] = await teamMailsAbout(user.email);
    expect(team!.text).toContain(`member ${user.user.id}`);
    expect(team!.text).toContain('Language: French');
  });

  it.each([
    ['an unknown topic', { topic: 'gossip' }, 'topic', CONTACT_MESSAGES.topic],
    ['no topic', { topic: undefined }, 'topic', CONTACT_MESSAGES.topic],
    ['a bad email', { email: 'not-an-email' }, 'email', 'Enter a valid email address.'],
    ['no email', { email: undefined }, 'email', 'Enter a valid email address.'],
    ['a short message', { message: 'Too short' }, 'message', CONTACT_MESSAGES.message],
    ['a blank message', { message: ' '.repeat(30) }, 'message', CONTACT_MESSAGES.message],
    ['a message over 5000 characters', { message: 'x'.repeat(5001) }, 'message', CONTACT_MESSAGES.messageMax],
    ['a malformed booking reference', { bookingRef: '12345' }, 'bookingRef', CONTACT_MESSAGES.bookingRef],
    ['an unknown locale', { locale: 'de' }, 'locale', undefined],
  ])('refuses %s with 422 on the field, storing and sending nothing', async (_name, over, field, message) => {
    const body = valid(over);
    const res = await send(body);
    expect(res.statusCode).toBe(422);
    const fields = res.json().error.fields as Record<string, string[]>;
    expect(Object.keys(fields)).toContain(field);
    if (message) expect(fields[field]).toContain(message);
    if (typeof body.email === 'string') {
      expect(await storedFor(body.email.toLowerCase())).toHaveLength(0);
      expect(await outboxFor(t, body.email)).toHaveLength(0);
    }
  });

  it('accepts an empty booking reference as none', async () => {
    const body = valid({ bookingRef: '' });
    expect((await send(body)).statusCode).toBe(201);
    expect((await storedFor(body.email))[0]!.bookingRef).toBeNull();
  });

  it('refuses a second rapid send from the same address with a 429 saying when, until a minute has passed', async () => {
    const email = uniqueEmail('rapid');
    const first = await send(valid({ email }));
    expect(first.statusCode).toBe(201);
    const second = await send(valid({ email, message: 'Sorry, one more thing about my booking request.' }));
    expect(second.statusCode).toBe(429);
    expect(second.json().error.message).toMatch(/^Too many attempts\. Please try again in (\d+ seconds?|1 minute)\.$/);
    expect(Number(second.headers['retry-after'])).toBeGreaterThan(0);
    expect(await storedFor(email)).toHaveLength(1);
    expect(await teamMailsAbout(email)).toHaveLength(1);
    expect(await outboxFor(t, email)).toHaveLength(1);

    t.clock.advance(61_000);
    expect((await send(valid({ email }))).statusCode).toBe(201);
    expect(await storedFor(email)).toHaveLength(2);
  });

  it('caps one address at 10 messages a day, from any address', async () => {
    const email = uniqueEmail('daily');
    for (let i = 0; i < 10; i++) {
      expect((await send(valid({ email }))).statusCode).toBe(201);
      t.clock.advance(61_000);
    }
    expect((await send(valid({ email }))).statusCode).toBe(429);
  });

  it('gives a bot that fills the honeypot the same answer, but stores, sends and counts nothing', async () => {
    const before = (await t.deps.db.select().from(outbox)).length;
    const email = uniqueEmail('bot');
    const ip = uniqueIp();
    const bot = await send(valid({ email, website: 'https://cheap-pills.example' }), { ip });
    const human = await send(valid({ email: uniqueEmail('human') }));
    expect(bot.statusCode).toBe(201);
    expect(bot.body).toBe(human.body);
    expect(await storedFor(email)).toHaveLength(0);
    expect(await outboxFor(t, email)).toHaveLength(0);
    expect(await teamMailsAbout(email)).toHaveLength(0);
    expect((await t.deps.db.select().from(outbox)).length).toBe(before + 2); // the human's two emails only
    // The bot's attempt used no budget: the same address can still write at once.
    expect((await send(valid({ email }), { ip })).statusCode).toBe(201);
  });
});
