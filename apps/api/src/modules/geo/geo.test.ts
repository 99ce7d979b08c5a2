import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { uniqueIp } from '../../test/helpers';

type Reply = { text?: string; status?: number; fail?: boolean; hang?: boolean };
let next: Reply = {};
const calls: string[] = [];

/** Stands in for the IP-to-country service: answers what the test says, records the URLs. */
const fakeFetch = (async (input: string | URL | Request, init?: RequestInit) => {
  calls.push(String(input));
  if (next.fail) throw new TypeError('fetch failed');
  if (next.hang) {
    await new Promise((_, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal!.reason)));
  }
  return new Response(next.text ?? '', { status: next.status ?? 200 });
}) as typeof fetch;

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ fetch: fakeFetch }, { IP_COUNTRY_URL: 'https://ip2c.test/?ip={ip}' });
});
afterAll(() => t.close());
beforeEach(() => {
  calls.length = 0;
  next = {};
});

const country = (ip = uniqueIp()) => t.app.inject({ method: 'GET', url: '/api/v1/geo/country', remoteAddress: ip });

describe('GET /geo/country', () => {
  it('reads the country from characters 3-4 of a reply starting with 1, asking about the client IP', async () => {
    next = { text: '1;CH;CHE;Switzerland' };
    const res = await country('203.0.113.7');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ country: 'CH', source: 'lookup' });
    expect(calls).toEqual(['https://ip2c.test/?ip=203.0.113.7']);
  });

  it.each([
    ['an empty reply', { text: '' }, { country: 'FR', source: 'fallback', error: 'unable to fetch the country' }],
    [
      'a reply not starting with 1',
      { text: '0;;;WRONG INPUT' },
      { country: 'FR', source: 'fallback', error: 'unable to fetch the country' },
    ],
    [
      'an HTTP error',
      { status: 503, text: '1;BE;BEL;Belgium' },
      { country: 'FR', source: 'fallback', error: 'unable to fetch the country' },
    ],
    ['a network failure', { fail: true }, { country: 'FR', source: 'fallback', error: 'unable to fetch the country' }],
    ['a country Biclou does not serve', { text: '1;DE;DEU;Germany' }, { country: 'FR', source: 'fallback' }],
  ])('falls back to FR on %s', async (_label, reply, expected) => {
    next = reply;
    expect((await country()).json()).toEqual(expected);
  });

  it('gives up after 1.5 s', async () => {
    next = { hang: true };
    const started = Date.now();
    const res = await country();
    const elapsed = Date.now() - started;
    expect(res.json()).toEqual({ country: 'FR', source: 'fallback', error: 'unable to fetch the country' });
    expect(elapsed).toBeGreaterThanOrEqual(1400);
    expect(elapsed).toBeLessThan(3000);
  });

  it('remembers a successful answer per IP for a while', async () => {
    const ip = uniqueIp();
    next = { text: '1;LU;LUX;Luxembourg' };
    expect((await country(ip)).json().country).toBe('LU');
    next = { text: '1;BE;BEL;Belgium' };
    expect((await country(ip)).json().country).toBe('LU');
    expect(calls).toHaveLength(1);
    t.clock.advance(11 * 60_000);
    expect((await country(ip)).json().country).toBe('BE');
    expect(calls).toHaveLength(2);
  });

  it('retries a failed lookup after a minute', async () => {
    const ip = uniqueIp();
    next = { fail: true };
    expect((await country(ip)).json().source).toBe('fallback');
    next = { text: '1;BE;BEL;Belgium' };
    expect((await country(ip)).json().source).toBe('fallback');
    t.clock.advance(61_000);
    expect((await country(ip)).json()).toEqual({ country: 'BE', source: 'lookup' });
    expect(calls).toHaveLength(2);
  });
});
