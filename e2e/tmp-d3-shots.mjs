import { chromium } from 'playwright-core';
const B = process.env.B ?? 'http://127.0.0.1:4731';
const [,, name, path, who, action] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
for (const width of (process.env.W ?? '390,1280').split(',').map(Number)) for (const scheme of (process.env.S ?? 'light,dark').split(',')) {
  const ctx = await browser.newContext({ baseURL: B, viewport: { width, height: width === 390 ? 844 : 800 }, colorScheme: scheme, locale: 'en-GB' });
  const page = await ctx.newPage();
  page.on('pageerror', (e) => console.log('pageerror', e.message));
  if (who) {
    const r = await ctx.request.post('/api/v1/auth/login', { headers: { 'x-requested-with': 'biclou' }, data: { email: who, password: 'biclou-demo-2026' } });
    if (!r.ok()) console.log('login', r.status());
  }
  await page.goto(path);
  await page.locator('html[data-hydrated]').waitFor();
  if (action) await eval(action);
  await page.waitForTimeout(800);
  await page.screenshot({ path: `/tmp/d3/${name}-${width}-${scheme}.png` });
  await ctx.close();
}
await browser.close();
