import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { baseURL, launchBrowser, newPerson, personIp, waitForMessage } from '../support/browser';
import { text } from '../support/catalogue';
import { createVerifiedMember, logIn } from '../support/accounts';
import { waitForHydration } from '../support/listings';

const en = (key: string) => text('en', key);
const fr = (key: string) => text('fr', key);

describe('[member] forgets the password, resets it and logs in; the old session is revoked', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('resets the password from the emailed link', async () => {
    const { email, password } = await createVerifiedMember('reset');

    // A session opened earlier, on another device.
    const laptop = await newPerson(browser);
    await logIn(laptop.page, email, password);
    expect(await laptop.page.evaluate(async () => (await fetch('/api/v1/user')).status)).toBe(200);

    // On the phone: forgot password.
    const phone = await newPerson(browser, { width: 390 });
    await phone.page.goto('/auth/forgot');
    await phone.page.getByLabel(en('fields.email')).fill(email);
    await phone.page.getByRole('button', { name: en('auth.forgot.submit') }).click();
    await phone.page.getByRole('heading', { name: en('auth.forgot.sent-title') }).waitFor();

    const [link] = await waitForMessage(email, /https?:\/\/\S+\/auth\/reset\/[A-Za-z0-9_-]+/);
    await phone.page.goto(link!.replace(/^https?:\/\/[^/]+/, baseURL()));
    const newPassword = 'another-long-passphrase-2026';
    await phone.page.getByLabel(en('fields.new-password'), { exact: true }).fill(newPassword);
    await phone.page.getByLabel(en('fields.confirm-password'), { exact: true }).fill(newPassword);
    await phone.page.getByRole('button', { name: en('auth.reset.submit') }).click();
    await phone.page.waitForURL(/\/auth\/login/);

    // The old password no longer works; the new one does.
    await phone.page.getByLabel(en('fields.email')).fill(email);
    await phone.page.getByLabel(en('fields.password'), { exact: true }).fill(password);
    await phone.page.getByRole('button', { name: en('auth.login.submit') }).click();
    await phone.page.getByRole('alert').first().waitFor();
    expect(new URL(phone.page.url()).pathname).toBe('/auth/login');
    await logIn(phone.page, email, newPassword);
    expect(await phone.page.evaluate(async () => (await fetch('/api/v1/user')).status)).toBe(200);

    // The link is single-use.
    const reuse = await phone.page.request.post('/api/v1/auth/reset', {
      headers: { 'x-requested-with': 'biclou' },
      data: { token: link!.split('/').pop(), password: 'yet-another-passphrase-42' },
    });
    expect(reuse.status()).toBeGreaterThanOrEqual(400);

    // The laptop's session was ended by the reset: the account page sends it to login.
    await laptop.page.goto('/account');
    await laptop.page.waitForURL(/\/auth\/login/);
    expect(await laptop.page.evaluate(async () => (await fetch('/api/v1/user')).status)).toBe(401);

    await laptop.context.close();
    await phone.context.close();
  });

  it('is told, in French, when to try again after too many wrong passwords', async () => {
    const { email, password } = await createVerifiedMember('locked');
    for (const [width, colorScheme] of (process.env.SHOTS_DIR
      ? [
          [390, 'light'],
          [1280, 'dark'],
        ]
      : [[390, 'light']]) as [number, 'light' | 'dark'][]) {
      const { page, context } = await newPerson(browser, { width, colorScheme, locale: 'fr-FR' });
      // One person at their own address (the journeys' server trusts X-Forwarded-For).
      await context.setExtraHTTPHeaders({ 'x-forwarded-for': personIp() });
      await page.goto('/fr/auth/login');
      await waitForHydration(page);
      await page.getByLabel(fr('fields.email')).fill(email);
      const submit = page.getByRole('button', { name: fr('auth.login.submit') });
      for (let i = 0; i < 5; i++) {
        await page.getByLabel(fr('fields.password'), { exact: true }).fill(`not-my-password-${i}`);
        const answered = page.waitForResponse((r) => r.url().endsWith('/api/v1/auth/login'));
        await submit.click();
        expect((await answered).status()).toBe(422);
      }
      // Even the right password now waits, and the page says for how long.
      await page.getByLabel(fr('fields.password'), { exact: true }).fill(password);
      await submit.click();
      await page
        .getByRole('status')
        .getByText(text('fr', 'errors.rate-limited-minute_other', { count: 15 }))
        .waitFor();
      expect(new URL(page.url()).pathname).toBe('/fr/auth/login');
      if (process.env.SHOTS_DIR)
        await page.screenshot({ path: `${process.env.SHOTS_DIR}/login-limited-${width}-${colorScheme}.png` });
      await context.close();
    }
  });
});
