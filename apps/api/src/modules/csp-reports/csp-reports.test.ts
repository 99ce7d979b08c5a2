import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { signedInUser, uniqueIp } from '../../test/helpers';
import type { RequestContext } from '../../platform/http/request-context';
import { logCspReports, parseCspReports } from './log-csp-reports';

let t: TestApp;
beforeAll(async () => {
  // The limit is counted in memory on the test clock (Redis has its own limiter tests).
  t = await buildTestApp({}, { REDIS_URL: '' });
});
afterAll(() => t.close());

const CSP_REPORT = {
  'csp-report': {
    'document-uri': 'https://biclou.example/listing/1',
    'violated-directive': 'script-src-elem',
    'effective-directive': 'script-src-elem',
    'blocked-uri': 'inline',
    'source-file': 'https://biclou.example/listing/1',
    'line-number': 12,
    'script-sample': 'alert(1)',
  },
};
const REPORTS_JSON = [
  {
    type: 'csp-violation',
    url: 'https://biclou.example/search',
    body: {
      documentURL: 'https://biclou.example/search',
      blockedURL: 'https://evil.example/x.js',
      effectiveDirective: 'script-src-elem',
      disposition: 'enforce',
      lineNumber: 3,
    },
  },
  { type: 'deprecation', body: { id: 'x' } },
];

const report = (payload: string, contentType: string, o: { ip?: string; headers?: Record<string, string> } = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/csp-reports',
    payload,
    remoteAddress: o.ip ?? uniqueIp(),
    headers: { 'content-type': contentType, ...o.headers },
  });

describe('POST /api/v1/csp-reports', () => {
  it('takes both report formats and answers 204', async () => {
    expect((await report(JSON.stringify(CSP_REPORT), 'application/csp-report')).statusCode).toBe(204);
    expect((await report(JSON.stringify(REPORTS_JSON), 'application/reports+json')).statusCode).toBe(204);
    expect((await report(JSON.stringify(CSP_REPORT), 'application/json')).statusCode).toBe(204);
  });

  it('refuses a body that is not a report with a JSON 422, never 500', async () => {
    for (const [body, type] of [
      ['{not json', 'application/csp-report'],
      ['', 'application/reports+json'],
      ['"x"', 'text/plain'],
      ['{"csp-report":"x"}', 'application/csp-report'],
    ]) {
      const res = await report(body!, type!);
      expect(res.statusCode).toBe(422);
      expect(res.json().error.fields.body).toEqual(['The body is not a Content Security Policy report.']);
    }
  });

  it('a Reporting API batch without a CSP violation in it is taken and logs nothing', async () => {
    expect((await report('[1,null,{"type":"csp-violation","body":"x"}]', 'application/reports+json')).statusCode).toBe(
      204,
    );
  });

  it('refuses a body over 64 kB with 413', async () => {
    const big = JSON.stringify({ 'csp-report': { 'script-sample': 'x'.repeat(70 * 1024) } });
    expect((await report(big, 'application/csp-report')).statusCode).toBe(413);
  });

  it('answers 429 past 60 reports a minute from one address', async () => {
    const ip = uniqueIp();
    const body = JSON.stringify(CSP_REPORT);
    for (let i = 0; i < 60; i++) expect((await report(body, 'application/csp-report', { ip })).statusCode).toBe(204);
    const over = await report(body, 'application/csp-report', { ip });
    expect(over.statusCode).toBe(429);
    expect(over.headers['retry-after']).toBeDefined();
    expect((await report(body, 'application/csp-report')).statusCode).toBe(204);
  });

  it("takes a signed-in browser's report without an Origin header (no session is read)", async () => {
    const { cookie } = await signedInUser(t);
    expect(
      (await report(JSON.stringify(CSP_REPORT), 'application/csp-report', { headers: { cookie } })).statusCode,
    ).toBe(204);
  });

  it('is documented in the OpenAPI', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const op = doc.paths['/api/v1/csp-reports'].post;
    expect(op.operationId).toBeTruthy();
    expect(op.security).toEqual([]);
  });
});

describe('logCspReports', () => {
  const ctxWith = (warn: ReturnType<typeof vi.fn>) =>
    ({ deps: t.deps, ip: uniqueIp(), userAgent: undefined, log: { warn } }) as unknown as RequestContext;

  it('logs each violation with what was blocked, where', async () => {
    const warn = vi.fn();
    expect(await logCspReports(ctxWith(warn), JSON.stringify(CSP_REPORT))).toBe(1);
    expect(warn).toHaveBeenCalledWith(
      {
        cspViolation: {
          documentUrl: 'https://biclou.example/listing/1',
          blockedUrl: 'inline',
          directive: 'script-src-elem',
          disposition: null,
          sourceFile: 'https://biclou.example/listing/1',
          line: 12,
          sample: 'alert(1)',
        },
      },
      'content security policy violation',
    );
    warn.mockClear();
    expect(await logCspReports(ctxWith(warn), JSON.stringify(REPORTS_JSON))).toBe(1);
    expect(warn.mock.calls[0]![0].cspViolation).toMatchObject({
      blockedUrl: 'https://evil.example/x.js',
      disposition: 'enforce',
      line: 3,
    });
  });

  it('keeps at most 10 reports of a batch and cuts long fields', () => {
    const batch = Array.from({ length: 50 }, () => ({
      type: 'csp-violation',
      body: { blockedURL: 'https://x.example/' + 'a'.repeat(1000) },
    }));
    const parsed = parseCspReports(JSON.stringify(batch));
    expect(parsed).toHaveLength(10);
    expect(parsed![0]!.blockedUrl!.length).toBe(300);
  });
});
