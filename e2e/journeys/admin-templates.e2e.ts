import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPerson, readOutbox } from '../support/browser';
import { text } from '../support/catalogue';
import { createVerifiedMember, logIn } from '../support/accounts';
import { waitForHydration } from '../support/listings';

const en = (key: string, vars?: Record<string, string | number>) => text('en', key, vars);

describe('[admin] email templates: edit with a live preview, the next email uses it, reset', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('refuses an unknown placeholder, saves an edit the next email uses, and resets to the shipped text', async () => {
    const admin = await newPerson(browser, { width: 1280 });
    const { page } = admin;
    await logIn(page, 'admin@biclou.test', 'biclou-demo-2026');
    await page.goto('/admin/templates');
    await waitForHydration(page);
    await page
      .getByRole('row', { name: new RegExp(en('admin-templates.names.register-attempt')) })
      .getByRole('link', { name: new RegExp(`^${en('admin-templates.locale-en')}`) })
      .click();
    await page.waitForURL(/\/admin\/templates\/register-attempt\/en$/);
    await waitForHydration(page);

    const subject = page.getByLabel(en('admin-templates.field-subject'), { exact: true });
    // An unknown placeholder: the live preview says so on the field.
    await subject.fill('Hello {name}');
    await page.getByText(en('admin-templates.errors.unknown', { name: '{name}' })).waitFor();
    // A good one: the preview shows it filled with the sample first name.
    const marker = `Sign-up attempt ${Date.now()}`;
    await subject.fill(`${marker} for {firstname}`);
    await page.getByText(`${marker} for Camille`).waitFor();
    await page.getByRole('button', { name: en('admin-templates.save'), exact: true }).click();
    await page.getByTestId('toast').getByText(en('admin-templates.saved')).waitFor();
    await page.getByText(en('admin-templates.edited'), { exact: true }).waitFor();
    await page.getByText(en('admin-ui.audit.actions.template.update')).first().waitFor();

    // Someone signs up with a member's address: the member's email uses the edit.
    const member = await createVerifiedMember('template');
    const res = await page.request.post('/api/v1/auth/register', {
      headers: { 'x-requested-with': 'biclou' },
      data: {
        firstname: 'Someone',
        lastname: 'Else',
        email: member.email,
        password: 'another-long-passphrase-42',
        terms: true,
      },
    });
    expect(res.status()).toBeLessThan(300);
    const deadline = Date.now() + 10_000;
    let subjects: (string | null)[] = [];
    while (Date.now() < deadline) {
      subjects = (await readOutbox(member.email)).map((m) => m.subject);
      if (subjects.some((s) => s?.startsWith(marker))) break;
      await new Promise((r) => setTimeout(r, 200));
    }
    // createVerifiedMember signs members up as Camille Martin.
    expect(subjects).toContain(`${marker} for Camille`);

    // Reset to the shipped text.
    await page.getByRole('button', { name: en('admin-templates.reset'), exact: true }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: en('admin-templates.reset'), exact: true })
      .click();
    await page.getByTestId('toast').getByText(en('admin-templates.reset-done')).waitFor();
    await page.getByText(en('admin-templates.default'), { exact: true }).waitFor();
    expect(await subject.inputValue()).toBe('Someone tried to sign up with your email address');
    await admin.context.close();
  });
});
