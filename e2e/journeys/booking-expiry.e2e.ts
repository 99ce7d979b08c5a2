import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { createVerifiedMember, logIn } from '../support/accounts';
import { confirmPhoneByApi } from '../support/bookings';
import { launchBrowser, newPerson, readOutbox } from '../support/browser';
import { text } from '../support/catalogue';
import { apiAs, liveListing, waitForHydration } from '../support/listings';
import { resetClock, serverDaysFromNow, travel } from '../support/time-travel';

const en = (key: string, vars?: Record<string, string | number>) => text('en', key, vars);
const TRIP_URL = /\/dashboard\/trips\/[0-9a-f-]{36}$/;

describe('[renter and owner] a request nobody answers expires after 48 h', () => {
  let browser: Browser;
  let listingId: string;
  let owner: { email: string; password: string };
  let renter: { email: string; password: string };
  beforeAll(async () => {
    browser = await launchBrowser();
    owner = await createVerifiedMember('owner-expiry');
    listingId = await liveListing(await apiAs(owner.email, owner.password), 'Moustache', 'Lundi 20');
    renter = await createVerifiedMember('renter-expiry');
    await confirmPhoneByApi(await apiAs(renter.email, renter.password));
  });
  afterAll(async () => {
    await resetClock();
    await browser.close();
  });

  it('the renter asks, the owner sees the countdown, 49 hours pass, both see it expired and the renter is told', async () => {
    // The renter asks for two days, ten days ahead (so the 48 h rule applies, not the start date).
    const r = await newPerson(browser);
    await logIn(r.page, renter.email, renter.password);
    const [start, end] = [await serverDaysFromNow(10), await serverDaysFromNow(11)];
    await r.page.goto(`/listing/${listingId}/request?start=${start}&end=${end}`);
    await waitForHydration(r.page);
    await r.page.getByTestId('request-summary').getByTestId('price-total').waitFor();
    await r.page.getByTestId('request-summary').getByRole('checkbox').check();
    await r.page.getByRole('button', { name: en('bookings.request.submit') }).click();
    await r.page.waitForURL(TRIP_URL);
    const tripUrl = new URL(r.page.url()).pathname;
    const bookingId = tripUrl.split('/').at(-1)!;
    await r.page.getByTestId('booking-detail').and(r.page.locator('[data-status=requested]')).waitFor();

    // The owner sees it waiting for an answer, with the time left, and does nothing.
    const o = await newPerson(browser, { width: 390 });
    await logIn(o.page, owner.email, owner.password);
    await o.page.goto('/dashboard/bookings');
    await waitForHydration(o.page);
    await o.page.getByTestId('group-waiting').getByTestId('booking-row').getByTestId('deadline').waitFor();
    await o.page.goto(`/dashboard/bookings/${bookingId}`);
    await waitForHydration(o.page);
    await o.page.getByRole('button', { name: en('bookings.actions.accept') }).waitFor();

    // 47 hours later it is still waiting; past 48 hours the timer expires it.
    await travel({ hours: 47 });
    await r.page.reload();
    await r.page.getByTestId('booking-detail').and(r.page.locator('[data-status=requested]')).waitFor();
    await travel({ hours: 2 });

    await r.page.reload();
    await waitForHydration(r.page);
    await r.page.getByTestId('booking-detail').and(r.page.locator('[data-status=expired]')).waitFor();
    await r.page.getByTestId('booking-detail').getByText(en('bookings.status.expired')).first().waitFor();
    expect(await r.page.getByTestId('booking-actions').count()).toBe(0);

    await o.page.reload();
    await waitForHydration(o.page);
    await o.page.getByTestId('booking-detail').and(o.page.locator('[data-status=expired]')).waitFor();
    expect(await o.page.getByRole('button', { name: en('bookings.actions.accept') }).count()).toBe(0);
    // The history says why, as the system's step.
    await o.page.getByText('The owner did not answer in time.').waitFor();

    // The owner's list files it under the finished ones; the renter got an email.
    await o.page.goto('/dashboard/bookings');
    await waitForHydration(o.page);
    expect(await o.page.getByTestId('group-waiting').count()).toBe(0);
    const mails = await readOutbox(renter.email);
    expect(
      mails.some(
        (m) =>
          m.subject === 'Your booking of Moustache Lundi 20 has expired' &&
          m.text.includes(`/dashboard/trips/${bookingId}`),
      ),
    ).toBe(true);
    await r.context.close();
    await o.context.close();
  });
});
