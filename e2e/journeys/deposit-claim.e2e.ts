import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { logIn } from '../support/accounts';
import { launchBrowser, readOutbox } from '../support/browser';
import { expectBreakdownAddsUp } from '../support/breakdown';
import { text } from '../support/catalogue';
import { ownerWritesReport, paidRental, phonePerson, renterConfirmsReport } from '../support/handover';
import { apiAs, waitForHydration } from '../support/listings';
import { resetClock, travel } from '../support/time-travel';

const en = (key: string, vars?: Record<string, string | number>) => text('en', key, vars);
const ADMIN = { email: 'admin@biclou.test', password: 'biclou-demo-2026' };
/** "€1,234.50" (en) → 123450 cents: the first amount in a text. */
const cents = (s: string | null) => {
  const m = /€\s?([\d,]+(?:\.\d{2})?)/.exec(s ?? '');
  if (!m) throw new Error(`no amount in ${s}`);
  return Math.round(Number(m[1]!.replace(/,/g, '')) * 100);
};

describe('[owner and renter on phones, admin] the deposit hold, a €40 damage claim and its capture', () => {
  let browser: Browser;
  let owner: { email: string; password: string };
  let renter: { email: string; password: string };
  let bookingId: string;
  beforeAll(async () => {
    browser = await launchBrowser();
    ({ owner, renter, bookingId } = await paidRental('deposit'));
  });
  afterAll(async () => {
    await resetClock();
    await browser.close();
  });

  it('check-in → hold on the trip → check-out → €40 claim, contested → the admin sees the evidence, confirms €40, reads the audit → the owner is credited, the rest released', async () => {
    const o = await phonePerson(browser);
    await logIn(o.page, owner.email, owner.password);
    const r = await phonePerson(browser);
    await logIn(r.page, renter.email, renter.password);

    await travel({ days: 2 });
    await ownerWritesReport(o.page, bookingId, 'checkin', { battery: 90, photos: 3 });
    await renterConfirmsReport(r.page, bookingId, 'checkin');

    // The hold appears on the renter's trip page: amount, state, release date.
    await r.page.goto(`/dashboard/trips/${bookingId}`);
    await waitForHydration(r.page);
    const panel = r.page.getByTestId('deposit-panel');
    await panel.waitFor();
    expect(await panel.getByTestId('deposit-status').textContent()).toBe(en('deposits.state.held.label'));
    await panel.locator('[data-testid="deposit-sentence"][data-state="held"]').waitFor();
    // The dates card says the same as the deposit card (no "held on the card" line of its own).
    expect(await r.page.locator('[data-testid="deposit-sentence"][data-state="held"]').count()).toBe(2);

    // Return: battery lower, a light missing; the owner files a €40 claim with the check-out photos.
    await travel({ days: 1 });
    await ownerWritesReport(o.page, bookingId, 'checkout', { battery: 35, items: { lights: 'missing' }, photos: 2 });
    await o.page.goto(`/dashboard/bookings/${bookingId}`);
    await waitForHydration(o.page);
    const form = o.page.getByTestId('claim-form');
    await form.waitFor();
    await form.getByLabel(en('deposits.claim.amount')).fill('40');
    await form.getByLabel(en('deposits.claim.description')).fill('The rear light is missing.');
    await form.getByRole('button', { name: en('deposits.claim.submit') }).click();
    await o.page.getByTestId('deposit-claim').waitFor();
    const mails = await readOutbox(renter.email);
    expect(mails.some((m) => /filed a damage claim/.test(m.subject ?? ''))).toBe(true);

    // The renter answers on the trip page.
    await r.page.goto(`/dashboard/trips/${bookingId}`);
    await waitForHydration(r.page);
    await r.page.getByLabel(en('deposits.answer.label')).fill('The light was loose at pickup.');
    await r.page.getByRole('button', { name: en('deposits.answer.submit') }).click();
    await expect
      .poll(async () => r.page.getByTestId('deposit-claim').textContent(), { timeout: 20_000 })
      .toContain('loose at pickup');
    // The renter reads their own answer as theirs; while the claim is open, no release date is promised.
    expect(await r.page.getByTestId('claim-answer').textContent()).toBe(
      en('deposits.claim.your-answer', { answer: 'The light was loose at pickup.' }),
    );
    await r.page.getByTestId('deposit-panel').locator('[data-state="held-for-claim"]').waitFor();
    // The renter sees the claim's photos on the claim, and contests the check-out report in their words.
    expect(await r.page.getByTestId('claim-photos-shown').locator('img').count()).toBe(2);
    await r.page.goto(`/dashboard/trips/${bookingId}/handover`);
    await waitForHydration(r.page);
    const answer = r.page.getByTestId('answer-checkout');
    await answer.getByTestId('contest-report').click();
    await answer.getByLabel(en('handover.answer.comment')).fill('The light was already loose when I took the bike.');
    await answer.getByTestId('send-contest').click();
    await r.page
      .getByTestId('section-checkout')
      .getByTestId('report-status')
      .getByText(en('handover.status.contested'))
      .waitFor();

    // The owner's available balance before the decision (the rental itself is not credited yet).
    const balance = async () => {
      await o.page.goto('/dashboard/payouts');
      await waitForHydration(o.page);
      return cents(await o.page.getByTestId('balance-available').textContent());
    };
    const before = await balance();
    const { depositCents } = await (
      await apiAs(owner.email, owner.password)
    ).call<{ depositCents: number }>('GET', `/bookings/${bookingId}/deposit`);
    expect(depositCents).toBeGreaterThan(4000);

    // The admin finds the open claim in the dispute tools (both handover reports: no evidence flag)
    // and captures €40 with the live preview.
    const a = await phonePerson(browser);
    await logIn(a.page, ADMIN.email, ADMIN.password);
    await a.page.goto('/admin/disputes');
    await waitForHydration(a.page);
    const claims = a.page.getByTestId('open-claims');
    await claims.waitFor();
    const claimRow = claims.locator('li').filter({ hasText: '€40' });
    expect(await claimRow.count()).toBeGreaterThan(0);
    expect(await claimRow.first().getByTestId('claim-evidence-flag').count()).toBe(0);
    await a.page.goto(`/admin/bookings/${bookingId}`);
    await waitForHydration(a.page);
    // The evidence on the booking: both reports' state, the renter's contest, the comparison, the
    // claim's photos, and a link to the full reports.
    const evidence = a.page.getByTestId('handover-evidence');
    await evidence.waitFor();
    expect(await evidence.getByTestId('evidence-comment-checkout').textContent()).toContain('already loose');
    await evidence.getByTestId('handover-comparison').waitFor();
    expect(await a.page.getByTestId('deposit-claim').getByTestId('claim-photos-shown').locator('img').count()).toBe(2);
    await evidence.getByTestId('handover-reports-link').click();
    await a.page.getByTestId('section-checkout').waitFor();
    expect(a.page.url()).toContain(`/admin/bookings/${bookingId}/handover`);
    await a.page.goto(`/admin/bookings/${bookingId}`);
    await waitForHydration(a.page);
    const decide = a.page.getByTestId('claim-decide-form');
    await decide.waitFor();
    expect(await decide.getByTestId('decide-preview').textContent()).toContain('€40');
    // One click asks first, with the amount; the capture happens on the confirmation.
    await decide.getByRole('button', { name: en('deposits.decide.submit') }).click();
    const confirm = a.page.getByRole('dialog');
    await confirm.getByText(en('deposits.decide.confirm-title', { amount: '€40.00' })).waitFor();
    expect(await a.page.locator('[data-testid="deposit-sentence"][data-state="partly-captured"]').count()).toBe(0);
    await confirm.getByLabel(en('deposits.decide.note')).fill('The check-out photos show the light missing.');
    await confirm.getByRole('button', { name: en('deposits.decide.confirm', { amount: '€40.00' }) }).click();
    await a.page.locator('[data-testid="deposit-sentence"][data-state="partly-captured"]').waitFor();
    // The audit row shows at once, in words: the action, the captured amount as money, the note.
    const row = a.page.getByTestId('audit-entry').filter({ hasText: en('admin-ui.audit.actions.deposit.decide') });
    await row.waitFor();
    const table = await row.getByTestId('audit-changes').textContent();
    // One deposit row says what the hold held and what it became: €40 captured, the rest released.
    const euros = (c: number) => `€${(c / 100).toFixed(2)}`;
    expect(table).toContain(en('admin-ui.audit.fields.holdStatus'));
    expect(table).toContain(en('admin-ui.audit.hold.held', { amount: euros(depositCents) }));
    expect(table).toContain(
      en('admin-ui.audit.hold.captured-released', { amount: '€40.00', released: euros(depositCents - 4000) }),
    );
    expect(table).not.toMatch(/Cents|[{}]|—/);
    expect(await row.textContent()).toContain('The check-out photos show the light missing.');
    // On the phone the page fits: the audit table stacks, the ledger scrolls inside its card.
    expect(await a.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // The admin's "Payments and refunds" lists the capture, and the team's price box sums with it.
    await a.page.reload();
    await waitForHydration(a.page);
    expect(await a.page.getByTestId('payment-deposit-captured').textContent()).toContain('€40.00');
    expect(await expectBreakdownAddsUp(a.page.getByTestId('price-breakdown'))).toMatchObject({
      'deposit-captured': 4000,
    });

    // The owner's balance shows exactly +€40; the rest of the hold is released (both parties see it).
    await o.page.goto(`/dashboard/bookings/${bookingId}`);
    await waitForHydration(o.page);
    expect(await o.page.getByTestId('deposit-status').textContent()).toBe(en('deposits.state.partly-captured.label'));
    // The deposit card and the dates card say the same: captured, the rest released.
    const sentences = o.page.locator('[data-testid="deposit-sentence"]');
    expect(await sentences.count()).toBe(2);
    for (const sentence of await sentences.all()) {
      expect(await sentence.getAttribute('data-state')).toBe('partly-captured');
      expect(await sentence.textContent()).toContain(`€${((depositCents - 4000) / 100).toFixed(2)}`);
    }
    // The owner's box: the rental's earnings, then the captured deposit on top; every step adds up.
    expect(await expectBreakdownAddsUp(o.page.getByTestId('price-breakdown'))).toMatchObject({
      'deposit-captured': 4000,
    });
    expect(await balance()).toBe(before + 4000);
    // The balance history names it as a captured deposit, not as rental earnings (still pending).
    const history = o.page.getByTestId('balance-history');
    expect(await history.locator('li[data-kind="deposit_captured"]').textContent()).toContain(
      en('payouts.history.kinds.deposit_captured'),
    );
    expect(await history.locator('li[data-kind="credit"]').count()).toBe(0);
    await r.page.goto(`/dashboard/trips/${bookingId}`);
    await waitForHydration(r.page);
    expect(await r.page.getByTestId('deposit-panel').locator('[data-state="partly-captured"]').count()).toBe(1);
    // The renter's price box shows what was taken from the deposit, and what the rental cost in the end.
    expect(await expectBreakdownAddsUp(r.page.getByTestId('price-breakdown'))).toMatchObject({
      'deposit-captured': 4000,
    });
  }, 180_000);
});
