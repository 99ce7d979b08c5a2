import { chromium } from 'playwright-core';
const base = 'http://localhost:4637';
const out = '/tmp/d1-shots';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
const hdr = { 'content-type': 'application/json', 'x-requested-with': 'biclou' };
// A verified member without a phone.
const email = `shots-${Date.now()}@example.test`, password = 'a-long-and-unusual-passphrase';
await fetch(`${base}/api/v1/auth/register`, { method: 'POST', headers: hdr, body: JSON.stringify({ firstname: 'Jonas', lastname: 'Becker', email, password, terms: true }) });
await new Promise((r) => setTimeout(r, 500));
const box = await (await fetch(`${base}/api/v1/dev/outbox?to=${encodeURIComponent(email)}`)).json();
const verifyUrl = decodeURIComponent(/verify_url=([^\s"&]+)/.exec(box.messages[0].text)[1]);
await fetch(`${base}/api/v1/auth/verify`, { method: 'POST', headers: hdr, body: JSON.stringify({ verifyUrl }) });
const login = await fetch(`${base}/api/v1/auth/login`, { method: 'POST', headers: hdr, body: JSON.stringify({ email, password }) });
const token = /biclou_token=([^;]+)/.exec(login.headers.getSetCookie()[0])[1];

for (const [width, scheme] of [[390, 'light'], [390, 'dark'], [1280, 'light'], [1280, 'dark']]) {
  const ctx = await browser.newContext({ viewport: { width, height: width === 390 ? 844 : 800 }, colorScheme: scheme });
  await ctx.addCookies([{ name: 'theme', value: scheme, url: base }]);
  const page = await ctx.newPage();
  await page.goto(`${base}/messages`);
  await page.locator('html[data-hydrated]').waitFor();
  await page.screenshot({ path: `${out}/messages-${width}-${scheme}.png`, fullPage: true });
  await page.goto(`${base}/listing/create`);
  await page.locator('html[data-hydrated]').waitFor();
  await page.getByText('City bike', { exact: true }).click();
  await page.getByLabel('Size', { exact: true }).selectOption('M');
  await page.getByLabel('Brand', { exact: true }).fill('Gazelle');
  await page.getByLabel('Model', { exact: true }).fill('Ultimate C8');
  await page.getByRole('button', { name: /^Next/ }).click();
  await page.getByTestId('visitor-save-prompt').waitFor();
  await page.getByTestId('visitor-save-prompt').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${out}/create-${width}-${scheme}.png`, fullPage: false });
  await ctx.close();

  const m = await browser.newContext({ viewport: { width, height: width === 390 ? 844 : 800 }, colorScheme: scheme });
  await m.addCookies([{ name: 'biclou_token', value: token, url: base }, { name: 'theme', value: scheme, url: base }]);
  const p = await m.newPage();
  const id = (await (await fetch(`${base}/api/v1/search`)).json()).results[0].id;
  await p.goto(`${base}/listing/${id}/request`);
  await p.locator('html[data-hydrated]').waitFor();
  const phoneBox = p.getByTestId('phone-required');
  await phoneBox.getByRole('button', { name: /Country code/ }).click();
  await p.keyboard.type('Ger');
  await p.waitForTimeout(300);
  await p.screenshot({ path: `${out}/phone-${width}-${scheme}.png`, fullPage: false });
  await m.close();
}
await browser.close();
