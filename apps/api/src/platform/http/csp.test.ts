import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import type { SiteHandler } from '../ssr/register-ssr';
import { loadConfig } from '../config/config';
import { cspHeader, newCspNonce, renewCspNonce } from './csp';

/** A stand-in for React Router: a page whose inline script carries the nonce it was given. */
const site: SiteHandler = async (_request, { nonce }) =>
  new Response(`<!doctype html><title>Biclou</title><script nonce="${nonce}">boot()</script>`, {
    status: 200,
    headers: { 'content-type': 'text/html; charset=utf-8' },
  });

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({}, {}, { site });
});
afterAll(() => t.close());

const scriptSrc = (csp: string) => csp.split('; ').find((d) => d.startsWith('script-src '))!;

describe('Content Security Policy', () => {
  it('gives each site page a nonce of its own, the one on its inline script', async () => {
    const [a, b] = await Promise.all([t.app.inject('/'), t.app.inject('/about')]);
    const nonces = [a, b].map((res) => {
      const src = scriptSrc(String(res.headers['content-security-policy']));
      expect(src).not.toContain("'unsafe-inline'");
      expect(src).toContain("'strict-dynamic'");
      const nonce = /'nonce-([\w-]{22})'/.exec(src)![1]!;
      expect(res.body).toContain(`<script nonce="${nonce}">`);
      return nonce;
    });
    expect(nonces[0]).not.toBe(nonces[1]);
    expect(a.headers['reporting-endpoints']).toBe('csp="/api/v1/csp-reports"');
  });

  it('gives API answers a policy without a nonce and without inline scripts', async () => {
    const res = await t.app.inject('/api/v1/settings');
    const src = scriptSrc(String(res.headers['content-security-policy']));
    expect(src).toBe("script-src 'self'");
    expect(String(res.headers['content-security-policy'])).toContain('report-uri /api/v1/csp-reports');
  });

  it("lets pages open WebSockets to the site's own host only", async () => {
    const connectSrc = (csp: string) =>
      csp
        .split('; ')
        .find((d) => d.startsWith('connect-src '))!
        .split(' ')
        .slice(1);
    for (const res of [await t.app.inject('/'), await t.app.inject('/api/v1/settings')]) {
      const sources = connectSrc(String(res.headers['content-security-policy']));
      expect(sources).toContain("'self'");
      expect(sources.filter((s) => /^wss?:/.test(s))).toEqual(
        t.deps.config.PUBLIC_URL ? [expect.stringMatching(/^wss?:\/\/[^/*]+$/)] : [],
      );
    }
    const live = (PUBLIC_URL: string) => connectSrc(cspHeader(loadConfig({ ...process.env, PUBLIC_URL })));
    expect(live('https://biclou.example')).toEqual(["'self'", 'wss://biclou.example']);
    expect(live('http://localhost:3000')).toEqual(["'self'", 'ws://localhost:3000']);
    expect(live('https://biclou.example')).not.toContain('wss:');
  });

  it('lets a page cache serve stored HTML with a fresh nonce (decisions "Strict CSP")', () => {
    const stored = newCspNonce();
    const html = `<script nonce="${stored}">a()</script><p>text</p><script nonce="${stored}">b()</script>`;
    const fresh = newCspNonce();
    expect(fresh).not.toBe(stored);
    const served = renewCspNonce(html, stored, fresh);
    expect(served).not.toContain(stored);
    expect(served.match(new RegExp(`nonce="${fresh}"`, 'g'))).toHaveLength(2);
    expect(cspHeader(t.deps.config, fresh)).toContain(`'nonce-${fresh}'`);
  });
});
