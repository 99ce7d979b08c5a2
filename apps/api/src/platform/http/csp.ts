import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config/config';

/** Where browsers send Content Security Policy violations (modules/csp-reports). */
const CSP_REPORT_PATH = '/api/v1/csp-reports';
/** The `report-to` group, named in the `Reporting-Endpoints` header. */
const CSP_REPORT_GROUP = 'csp';

/**
 * A fresh nonce for one response: 128 random bits, base64url (22 characters). It appears in the
 * HTML only as the value of `nonce` attributes (and in the header), so a page cache can swap it
 * for a new one with a plain string replacement (`renewCspNonce`; decisions "Strict CSP").
 */
export function newCspNonce(): string {
  return randomBytes(16).toString('base64url');
}

/**
 * For a page cache: the stored HTML with its nonce replaced by a fresh one. Serve the result with
 * `cspHeader(config, fresh)`; never serve a stored nonce twice.
 */
export function renewCspNonce(html: string, stored: string, fresh: string): string {
  return html.replaceAll(stored, fresh);
}

/**
 * The site's own WebSocket origin (`wss://host` behind TLS, `ws://host` on plain http), from
 * PUBLIC_URL. CSP 3 browsers already count a same-origin ws(s) as `'self'`; the explicit source
 * covers older ones. Without PUBLIC_URL (development) `'self'` alone: never a scheme for any host.
 */
function ownWebSocket(config: Config): string[] {
  if (!config.PUBLIC_URL) return [];
  const url = new URL(config.PUBLIC_URL);
  return [`${url.protocol === 'https:' ? 'wss' : 'ws'}://${url.host}`];
}

/**
 * The policy's directives. With a nonce (server-rendered pages): scripts run only when they carry
 * it, or when a script that carries it adds them (`'strict-dynamic'`: the hydration module and its
 * imports, the lazy chunks, Stripe.js). Without one (API answers, static files): no inline script
 * at all. `'self'` and js.stripe.com stay for browsers without `'strict-dynamic'` (CSP 3 browsers
 * ignore them when it is present); `'unsafe-inline'` is never in `script-src`.
 */
function cspDirectives(config: Config, nonce?: string): Record<string, string[]> {
  // Stripe's Payment Element: its script, its iframes (card fields, 3-D Secure) and its API.
  const stripe = config.PAYMENT_PROVIDER === 'stripe';
  const https = config.PUBLIC_URL?.startsWith('https://') ?? false;
  return {
    'default-src': ["'self'"],
    'script-src': [
      ...(nonce ? [`'nonce-${nonce}'`, "'strict-dynamic'"] : []),
      "'self'",
      ...(stripe ? ['https://js.stripe.com'] : []),
    ],
    // Inline style attributes (Leaflet, React `style` props) stay allowed: no nonce in style-src.
    'style-src': ["'self'", "'unsafe-inline'"],
    // Map tiles come from any XYZ server (MAP_TILE_URL), photos from our proxy or object storage.
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    // Same-origin fetches and the Socket.IO WebSocket, on the site's own host only.
    'connect-src': ["'self'", ...ownWebSocket(config), ...(stripe ? ['https://api.stripe.com'] : [])],
    'font-src': ["'self'", 'data:'],
    'object-src': ["'none'"],
    'frame-ancestors': ["'none'"],
    ...(stripe ? { 'frame-src': ['https://js.stripe.com', 'https://hooks.stripe.com'] } : {}),
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    ...(https ? { 'upgrade-insecure-requests': [] } : {}),
    'report-uri': [CSP_REPORT_PATH],
    'report-to': [CSP_REPORT_GROUP],
  };
}

/** The `Content-Security-Policy` header value. */
export function cspHeader(config: Config, nonce?: string): string {
  return Object.entries(cspDirectives(config, nonce))
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ');
}

/** The `Reporting-Endpoints` header that names the `report-to` group. */
const REPORTING_ENDPOINTS = `${CSP_REPORT_GROUP}="${CSP_REPORT_PATH}"`;

/**
 * Every answer gets the policy without a nonce (no inline script anywhere) and the reporting
 * endpoint; site pages replace it with their own nonce (platform/ssr/register-ssr.ts).
 */
export function registerCsp(app: FastifyInstance, config: Config) {
  const policy = cspHeader(config);
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('content-security-policy', policy);
    reply.header('reporting-endpoints', REPORTING_ENDPOINTS);
  });
}
