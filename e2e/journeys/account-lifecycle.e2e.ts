import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPerson, uniqueEmail, waitForMessage } from '../support/browser';
import { text } from '../support/catalogue';
import { confirmEmailAndLogIn, fillRegisterForm } from '../support/accounts';

const fr = (key: string, vars?: Record<string, string | number>) => text('fr', key, vars);
const en = (key: string, vars?: Record<string, string | number>) => text('en', key, vars);

describe('[member] registers, confirms email, completes the profile in French, confirms the phone and logs out', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('goes through the whole account journey', async () => {
    const { page, context } = await newPerson(browser);
    const email = uniqueEmail('journey');

    // Register.
    await page.goto('/auth/register');
    await fillRegisterForm(page, en, { firstname: 'Léa', lastname: 'Dubois', email });

    // Open the verification email from the outbox, follow its link, and log in.
    await confirmEmailAndLogIn(page, en, email);
    await page.waitForURL((url) => !url.pathname.startsWith('/auth/'));

    // Fill the profile in French.
    await page.goto('/fr/account');
    expect(await page.locator('html').getAttribute('lang')).toBe('fr');
    await page.getByText(fr('account.completion.incomplete'), { exact: true }).waitFor();
    await page.getByLabel(fr('fields.birthdate')).fill('1990-04-12');
    await page.getByLabel(fr('fields.address')).fill('12 rue de la République');
    await page.getByLabel(fr('fields.postal-code')).fill('69002');
    await page.getByLabel(fr('fields.city')).fill('Lyon');
    const profile = page.locator('form', { has: page.getByLabel(fr('fields.address')) });
    await profile.getByRole('button', { name: fr('common.save') }).click();
    await page.getByText(fr('account.profile.saved')).first().waitFor();

    // Confirm the phone with the SMS code (FR is the fallback country: no network here).
    await page.getByPlaceholder(fr('phone.placeholder')).fill('06 12 34 56 78');
    await page.getByRole('button', { name: fr('phone.send-code') }).click();
    const [, code] = await waitForMessage('+33612345678', /\b(\d{6})\b/);
    await page.getByLabel(fr('fields.code')).fill(code!);
    await page.getByRole('button', { name: fr('phone.confirm'), exact: true }).click();
    await page.getByText(fr('phone.confirmed')).first().waitFor();
    await page.getByText(fr('account.completion.complete'), { exact: true }).waitFor();

    // The server agrees: the profile is complete and the phone confirmed.
    const me = await page.evaluate(async () =>
      (await fetch('/api/v1/user', { headers: { accept: 'application/json' } })).json(),
    );
    expect(me.user).toMatchObject({
      profileCompleted: true,
      phoneVerified: true,
      phone: '+33612345678',
      city: 'Lyon',
      emailVerified: true,
    });

    // Log out from the account menu.
    await page.getByRole('button', { name: fr('nav.account-menu') }).click();
    await page.getByRole('menuitem', { name: fr('nav.logout') }).click();
    await page.getByText(fr('auth.see-you-soon')).first().waitFor();
    expect(new URL(page.url()).pathname).toMatch(/^\/(fr)?\/?$/);
    const after = await page.evaluate(async () => (await fetch('/api/v1/user')).status);
    expect(after).toBe(401);
    await context.close();
  });
});
