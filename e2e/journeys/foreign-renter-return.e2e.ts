import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { confirmEmailAndLogIn, createVerifiedMember, fillRegisterForm, logIn, PASSWORD } from '../support/accounts';
import { baseURL, launchBrowser, newPerson, uniqueEmail, waitForMessage } from '../support/browser';
import { text } from '../support/catalogue';
import { apiAs, isoDaysFromNow, liveListing, waitForHydration } from '../support/listings';

const en = (key: string, vars?: Record<string, string | number>) => text('en', key, vars);
const TRIP_URL = /\/dashboard\/trips\/[0-9a-f-]{36}$/;

/** A tourist signs up on the way to a bike and comes back to it. */
describe('[visitor] signs up or logs in on the way and comes back to what they were doing', () => {
  let browser: Browser;
  let listingId: string;
  let owner: { email: string; password: string };
  beforeAll(async () => {
    browser = await launchBrowser();
    owner = await createVerifiedMember('owner-foreign');
    listingId = await liveListing(await apiAs(owner.email, owner.password), 'Brompton', 'C Line');
  });
  afterAll(() => browser.close());

  it('requests to book, signs up, verifies, confirms the phone, lands back on the request, books and pays', async () => {
    const { page, context } = await newPerson(browser, { locale: 'de-DE' });
    const email = uniqueEmail('tourist');
    const [start, end] = [isoDaysFromNow(15), isoDaysFromNow(17)];
    // The owner's whole days, as the times the card chose by itself.
    const requestPath = `/listing/${listingId}/request?start=${start}&end=${end}&pickup=08%3A00&return=20%3A00`;

    // The visitor picks dates on the bike's page and asks to book: login first, with a return link.
    await page.goto(`/listing/${listingId}`);
    await waitForHydration(page);
    const preview = page.getByTestId('price-preview');
    await preview.getByLabel(en('listings.preview.start')).fill(start);
    await preview.getByLabel(en('listings.preview.end')).fill(end);
    await preview.getByRole('link', { name: en('listings.preview.request') }).click();
    await page.waitForURL((url) => url.pathname === '/auth/login');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe(requestPath);

    // "Create an account" keeps it; so does the "Go to login" of the check-your-inbox card.
    await waitForHydration(page);
    await page.getByRole('link', { name: en('auth.login.register-link') }).click();
    await page.waitForURL((url) => url.pathname === '/auth/register');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe(requestPath);
    await fillRegisterForm(page, en, { firstname: 'Jonas', lastname: 'Becker', email });
    const inboxLogin = new URL(
      (await page.getByRole('link', { name: en('auth.go-to-login') }).getAttribute('href'))!,
      baseURL(),
    );
    expect(inboxLogin.searchParams.get('redirect')).toBe(requestPath);

    // The email's link carries it too: verify, then "Go to login" keeps it, and login lands on the request page.
    const verifyLink = await confirmEmailAndLogIn(page, en, email);
    expect(verifyLink.searchParams.get('redirect')).toBe(requestPath);
    await page.waitForURL((url) => url.pathname + url.search === requestPath);
    await waitForHydration(page);
    await page.getByRole('heading', { level: 1, name: en('bookings.request.title') }).waitFor();

    // The phone: Germany from the selector (France, Switzerland, Belgium, Luxembourg first), a German mobile number.
    const phoneBox = page.getByTestId('phone-required');
    await phoneBox.getByRole('button', { name: en('phone.country', { country: 'France' }) }).click();
    const options = phoneBox.getByRole('option');
    expect(await options.count()).toBeGreaterThan(200);
    expect((await options.locator('span:first-child').allTextContents()).slice(0, 4)).toEqual(['FR', 'CH', 'BE', 'LU']);
    await phoneBox.getByRole('option', { name: /Germany/ }).click();
    await phoneBox.getByRole('button', { name: en('phone.country', { country: 'Germany' }) }).waitFor();
    const national = `0151${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
    const e164 = `+49${national.slice(1)}`;
    await phoneBox.getByPlaceholder(en('phone.placeholder')).fill(national);
    await phoneBox.getByRole('button', { name: en('phone.send-code') }).click();
    const [, code] = await waitForMessage(e164, /\b(\d{6})\b/);
    await phoneBox.getByLabel(en('fields.code')).fill(code!);
    await phoneBox.getByRole('button', { name: en('phone.confirm'), exact: true }).click();
    await page.getByText(en('phone.confirmed')).first().waitFor();
    // Still on that bike's request, dates kept, now bookable.
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(requestPath);
    await phoneBox.waitFor({ state: 'detached' });
    await page.getByTestId('request-summary').getByTestId('price-total').waitFor();
    await page.getByLabel(en('bookings.request.note')).fill('Hallo! I am visiting Lyon for three days.');
    await page.getByTestId('request-summary').getByRole('checkbox').check();
    await page.getByRole('button', { name: en('bookings.request.submit') }).click();
    await page.waitForURL(TRIP_URL);
    const tripPath = new URL(page.url()).pathname;
    const bookingId = tripPath.split('/').pop()!;

    // Item 30: the owner logs in with no return link and lands on the request waiting for them.
    const o = await newPerson(browser);
    await logIn(o.page, owner.email, owner.password);
    await o.page.waitForURL(
      (url) => url.pathname === '/dashboard/bookings' && url.searchParams.get('status') === 'requested',
    );
    await o.page.getByTestId('only-requests').waitFor();
    await o.page.locator(`[data-testid=booking-row][data-booking-id="${bookingId}"]`).waitFor();
    await o.context.close();

    // The owner accepts (through the API); the renter pays with the sandbox's good card.
    await (await apiAs(owner.email, owner.password)).call('POST', `/bookings/${bookingId}/accept`, {});
    await page.goto(tripPath);
    await waitForHydration(page);
    await page.getByRole('link', { name: en('bookings.actions.pay') }).click();
    await page.getByTestId('test-payments-notice').waitFor();
    await page.getByLabel(en('bookings.pay.number')).fill('4242 4242 4242 4242');
    await page.getByLabel(en('bookings.pay.expiry')).fill('1230');
    await page.getByLabel(en('bookings.pay.cvc')).fill('123');
    await page.getByTestId('card-form').getByRole('button', { name: /^Pay / }).click();
    await page.waitForURL(TRIP_URL);
    await page.getByTestId('booking-detail').and(page.locator('[data-status=paid]')).waitFor();

    // The server agrees: the German number is the account's confirmed phone.
    const me = await (
      await apiAs(email, PASSWORD)
    ).call<{ user: { phone: string; phoneVerified: boolean } }>('GET', '/user');
    expect(me.user).toMatchObject({ phone: e164, phoneVerified: true });
    await context.close();

    // With nothing waiting any more, the owner's login lands on their trips.
    const later = await newPerson(browser);
    await logIn(later.page, owner.email, owner.password);
    await later.page.waitForURL((url) => url.pathname === '/dashboard/trips');
    await later.context.close();
  });

  it('a visitor reads what messages are, starts a listing without an account, logs in and finds it saved (item 14)', async () => {
    const { page, context } = await newPerson(browser, { width: 390 });

    // /messages is public: an explanation with a login link that comes back to it.
    const messages = await page.goto('/messages');
    expect(messages?.status()).toBe(200);
    await page.getByTestId('messages-intro').getByText(en('messages.intro.private')).waitFor();
    const login = new URL(
      (await page.getByRole('link', { name: en('messages.intro.login') }).getAttribute('href'))!,
      baseURL(),
    );
    expect(login.pathname + '?' + login.searchParams.toString()).toBe('/auth/login?redirect=%2Fmessages');

    // /listing/create is public: step 1 without an account, then "Next" asks to sign up or log in.
    const create = await page.goto('/listing/create');
    expect(create?.status()).toBe(200);
    await waitForHydration(page);
    await page.getByText(en('listings.wizard.visitor.start')).waitFor();
    await page.getByText('City bike', { exact: true }).click();
    await page.getByLabel(en('listings.fields.size'), { exact: true }).selectOption('M');
    await page.getByLabel(en('listings.fields.brand'), { exact: true }).fill('Gazelle');
    await page.getByLabel(en('listings.fields.model'), { exact: true }).fill('Ultimate C8');
    await page
      .getByRole('button', { name: en('listings.wizard.next', { step: en('listings.wizard.steps.details') }) })
      .click();
    const prompt = page.getByTestId('visitor-save-prompt');
    await prompt.waitFor();
    expect(new URL(page.url()).pathname).toBe('/listing/create');

    // A member logs in from the prompt: back on /listing/create, what they typed is saved as their draft.
    const member = await createVerifiedMember('visitor-lister');
    await prompt.getByRole('link', { name: en('listings.wizard.visitor.login') }).click();
    await page.waitForURL(
      (url) => url.pathname === '/auth/login' && url.searchParams.get('redirect') === '/listing/create',
    );
    await waitForHydration(page);
    await page.getByLabel(en('fields.email')).fill(member.email);
    await page.getByLabel(en('fields.password'), { exact: true }).fill(member.password);
    await page.getByRole('button', { name: en('auth.login.submit') }).click();
    await page.waitForURL(/\/listing\/[0-9a-f-]{36}\/steps\?step=details$/);
    await page.getByText(en('listings.wizard.visitor.saved')).first().waitFor();
    const id = /listing\/([0-9a-f-]{36})\//.exec(page.url())![1]!;
    const { listing } = await (
      await apiAs(member.email, member.password)
    ).call<{ listing: { brand: string; model: string; size: { code: string } | null; status: string } }>(
      'GET',
      `/listings/${id}`,
    );
    expect(listing).toMatchObject({ brand: 'Gazelle', model: 'Ultimate C8', size: { code: 'M' }, status: 'draft' });
    // Kept only until saved: the wizard starts empty again.
    await page.goto('/listing/create');
    await waitForHydration(page);
    expect(await page.getByLabel(en('listings.fields.brand'), { exact: true }).inputValue()).toBe('');
    await context.close();
  });
});
