import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';

const CHROMIUM_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

export const baseURL = () => inject('baseURL');

/** Content Security Policy violations seen since the last check (support/csp-guard.ts fails the test on any). */
const cspViolations: string[] = [];

/** The violations seen since the last call, and forgets them. */
export function takeCspViolations(): string[] {
  return cspViolations.splice(0);
}

/**
 * Every page of the context reports CSP violations: Chromium's console error ("Refused to …
 * because it violates the following Content Security Policy directive") and the page's
 * `securitypolicyviolation` event, logged by an init script (frames included).
 */
async function watchCsp(context: BrowserContext) {
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      console.error(
        `[csp-violation] ${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} at ${e.sourceFile}:${e.lineNumber}`,
      );
    });
  });
  context.on('page', (page) =>
    page.on('console', (message) => {
      const text = message.text();
      if (/Content Security Policy|\[csp-violation\]/.test(text)) cspViolations.push(`${page.url()}: ${text}`);
    }),
  );
}

/** Chromium, where every context (and so every page) of every journey is watched for CSP violations. */
export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    // No service worker unless the journey asks for one (PersonOptions.serviceWorkers).
    const context = await newContext({ serviceWorkers: 'block', ...options });
    await watchCsp(context);
    return context;
  };
  browser.newPage = async (options) => {
    const context = await browser.newContext(options);
    const page = await context.newPage();
    // As Playwright's own newPage: closing the page closes its context.
    page.on('close', () => void context.close());
    return page;
  };
  return browser;
}

export interface PersonOptions {
  width?: number;
  colorScheme?: 'light' | 'dark';
  locale?: string;
  userAgent?: string;
  /**
   * The site's service worker (apps/web/sw). Blocked in every context unless a journey asks for
   * it (launchBrowser): it would
   * precache the app shell in every fresh context (work the two cores share with the journey's
   * timings) and answer requests before `page.route` sees them. journeys/pwa.e2e.ts allows it.
   */
  serviceWorkers?: 'allow' | 'block';
}

/** A fresh browser context: one person, with their own cookies. */
export async function newPerson(
  browser: Browser,
  opts: PersonOptions = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: baseURL(),
    viewport: { width: opts.width ?? 1280, height: 900 },
    colorScheme: opts.colorScheme ?? 'light',
    locale: opts.locale ?? 'en-GB',
    userAgent: opts.userAgent,
    ...(opts.serviceWorkers ? { serviceWorkers: opts.serviceWorkers } : {}),
  });
  const page = await context.newPage();
  return { context, page };
}

interface OutboxMessage {
  id: string;
  channel: 'email' | 'sms';
  recipient: string;
  subject: string | null;
  text: string;
  html: string | null;
  createdAt: string;
}

/** Reads the development outbox (emails and SMS) the way a person would open their inbox. */
export async function readOutbox(to: string): Promise<OutboxMessage[]> {
  const res = await fetch(`${baseURL()}/api/v1/dev/outbox?to=${encodeURIComponent(to)}`);
  if (!res.ok) throw new Error(`outbox: ${res.status}`);
  return ((await res.json()) as { messages: OutboxMessage[] }).messages;
}

/** Waits for the newest message to `to` matching `pattern` and returns the first match. */
export async function waitForMessage(to: string, pattern: RegExp, timeoutMs = 10_000): Promise<RegExpMatchArray> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    for (const m of await readOutbox(to)) {
      const match = m.text.match(pattern);
      if (match) return match;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no message to ${to} matching ${pattern}`);
}

/**
 * A client address for a person made through the API. The journeys' server trusts X-Forwarded-For
 * (TRUST_PROXY=true, as behind a load balancer), so the many members the journeys create come
 * from many addresses, as real people do, and the per-IP limits stay what they are in production.
 */
export const personIp = () =>
  `10.${1 + Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 250)}`;

export const uniqueEmail = (tag: string) => `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`;
