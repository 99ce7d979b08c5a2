import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPerson } from '../support/browser';
import { text } from '../support/catalogue';
import { createVerifiedMember, logIn } from '../support/accounts';
import { waitForHydration } from '../support/listings';

const en = (key: string, vars?: Record<string, string | number>) => text('en', key, vars);

describe('[admin] people: suspend a member, and members stay out of the back office', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('suspends a member from their admin page: their next request is 401 and the login page says why', async () => {
    const member = await createVerifiedMember('suspended');
    const reason = `Several stolen bikes reported ${Date.now()}`;
    const them = await newPerson(browser, { width: 390 });
    await logIn(them.page, member.email, member.password);
    expect((await them.page.request.get('/api/v1/user')).status()).toBe(200);

    const admin = await newPerson(browser, { width: 1280 });
    await logIn(admin.page, 'admin@biclou.test', 'biclou-demo-2026');
    await admin.page.goto('/admin/users');
    await waitForHydration(admin.page);
    await admin.page.getByRole('searchbox', { name: en('admin-users.search') }).fill(member.email);
    await admin.page.waitForURL((url) => url.searchParams.get('q') === member.email);
    await admin.page.getByRole('link', { name: 'Camille Martin' }).first().click();
    await admin.page.waitForURL(/\/admin\/users\/[0-9a-f-]{36}$/);
    await waitForHydration(admin.page);
    await admin.page.getByRole('button', { name: en('admin-users.action.suspend'), exact: true }).click();
    const dialog = admin.page.getByRole('dialog');
    await dialog.getByLabel(en('admin-ui.reason.label')).fill(reason);
    await dialog.getByRole('button', { name: en('admin-users.action.suspend'), exact: true }).click();
    await admin.page.getByText('The account has been suspended.').waitFor();
    await admin.page.getByRole('button', { name: en('admin-users.action.unsuspend'), exact: true }).waitFor();
    // The history shows who did it and why.
    await admin.page.getByText(en('admin-ui.audit.actions.user.suspend')).first().waitFor();
    await admin.page.getByText(reason).first().waitFor();

    // Their session is gone: the next request is 401…
    expect((await them.page.request.get('/api/v1/user')).status()).toBe(401);
    // …and logging in again is refused with the reason.
    await them.page.goto('/auth/login');
    await waitForHydration(them.page);
    await them.page.getByLabel(/^Email$/).fill(member.email);
    await them.page.getByLabel(/^Password$/).fill(member.password);
    await them.page.getByRole('button', { name: /^Log in$/ }).click();
    await them.page.getByText(en('admin-users.login.reason', { reason })).waitFor();
    expect(new URL(them.page.url()).pathname).toBe('/auth/login');

    await admin.context.close();
    await them.context.close();
  });

  it('shows a member the 403 page on every admin page of this area', async () => {
    const member = await createVerifiedMember('not-admin');
    const { context, page } = await newPerson(browser);
    await logIn(page, member.email, member.password);
    for (const path of [
      '/admin',
      '/admin/users',
      '/admin/users/00000000-0000-4000-8000-000000000000',
      '/admin/devices',
      '/admin/audit',
      '/fr/admin/users',
    ]) {
      const res = await page.goto(path);
      expect(res?.status(), path).toBe(403);
      await page
        .getByText(text(path.startsWith('/fr') ? 'fr' : 'en', 'errors.forbidden'))
        .first()
        .waitFor();
    }
    await context.close();
  });
});
