import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { localToInstant } from '@biclou/domain/listing-time-zone';
import { createVerifiedMember, logIn } from '../support/accounts';
import { confirmPhoneByApi } from '../support/bookings';
import { baseURL, launchBrowser, newPerson } from '../support/browser';
import { text } from '../support/catalogue';
import { apiAs, liveListing, waitForHydration } from '../support/listings';

const en = (key: string, vars?: Record<string, string | number>) => text('en', key, vars);
const PARIS = 'Europe/Paris';
const TRIP_URL = /\/dashboard\/trips\/[0-9a-f-]{36}$/;
const OPEN = { pickup: { from: '08:00', to: '20:00' }, return: { from: '08:00', to: '20:00' } };
/** Every day 08:00–20:00, three hours' notice. */
const HOURS = {
  week: Object.fromEntries(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((d) => [d, OPEN])),
  closedDates: [],
  minNoticeHours: 3,
};
const at = (date: string, time: string) => {
  const found = localToInstant({ date, time }, PARIS);
  if (found.kind === 'nonexistent') throw new Error(`${date} ${time} does not exist in Paris`);
  return found.instant;
};
/** A deadline as the pages write it: "Nov 30, 2026, 06:00 (Paris time)". */
const written = (instant: Date) =>
  `${new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', hourCycle: 'h23', timeZone: PARIS }).format(instant)} (Paris time)`;

/**
 * A request for tomorrow 09:00 with three hours' notice: the owner's answer and then the payment
 * are due by 06:00 tomorrow (the pickup less the notice), not 48 hours on, and both pages say so.
 */
describe('[renter] asks for a bike tomorrow morning: the windows end before the pickup', () => {
  let browser: Browser;
  let listingId: string;
  let owner: { email: string; password: string };
  let renter: { email: string; password: string };
  let tomorrow: string;
  beforeAll(async () => {
    browser = await launchBrowser();
    owner = await createVerifiedMember('near-owner');
    const ownerApi = await apiAs(owner.email, owner.password);
    listingId = await liveListing(ownerApi, 'Cube', 'Kathmandu Hybrid');
    await ownerApi.call('PUT', `/listings/${listingId}/hours`, { openingHours: HOURS });
    renter = await createVerifiedMember('near-renter');
    await confirmPhoneByApi(await apiAs(renter.email, renter.password));
    const { now } = (await (await fetch(`${baseURL()}/api/v1/dev/clock`)).json()) as { now: string };
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: PARIS }).format(new Date(now));
    tomorrow = new Intl.DateTimeFormat('en-CA', { timeZone: PARIS }).format(
      new Date(at(today, '12:00').getTime() + 86_400_000),
    );
  });
  afterAll(() => browser.close());

  it('the request and the payment are both due at 06:00 tomorrow, on the trip page and the owner’s', async () => {
    const due = at(tomorrow, '06:00');
    const r = await newPerson(browser);
    await logIn(r.page, renter.email, renter.password);
    await r.page.goto(`/listing/${listingId}/request?start=${tomorrow}&end=${tomorrow}&pickup=09%3A00&return=12%3A00`);
    await waitForHydration(r.page);
    await expect.poll(() => r.page.getByLabel(en('booking-times.pickup')).inputValue()).toBe('09:00');
    const summary = r.page.getByTestId('request-summary');
    await summary.getByTestId('price-total').waitFor();
    await summary.getByRole('checkbox').check();
    await r.page.getByRole('button', { name: en('bookings.request.submit') }).click();
    await r.page.waitForURL(TRIP_URL);
    const tripPath = new URL(r.page.url()).pathname;
    const bookingId = tripPath.split('/').pop()!;
    const renterApi = await apiAs(renter.email, renter.password);
    const read = async () =>
      (await renterApi.call<{ booking: { deadline: { kind: string; at: string } } }>('GET', `/bookings/${bookingId}`))
        .booking;
    expect((await read()).deadline).toEqual({ kind: 'request_expires', at: due.toISOString() });
    const renterDeadline = r.page.getByTestId('booking-detail').getByTestId('deadline');
    expect(await renterDeadline.textContent()).toContain(
      en('bookings.deadline.request_expires', { date: written(due) }),
    );

    // The owner reads the same deadline in the list, opens the request and accepts it.
    const o = await newPerson(browser);
    await logIn(o.page, owner.email, owner.password);
    await o.page.goto('/dashboard/bookings');
    await waitForHydration(o.page);
    const row = o.page.locator(`[data-testid=booking-row][data-booking-id="${bookingId}"]`);
    expect(await row.getByTestId('deadline').textContent()).toContain(
      en('bookings.deadline.owner.request_expires', { date: written(due) }),
    );
    await row.getByRole('link').first().click();
    await waitForHydration(o.page);
    await o.page.getByRole('button', { name: en('bookings.actions.accept') }).click();
    await o.page.getByTestId('booking-detail').and(o.page.locator('[data-status=accepted]')).waitFor();
    expect(await o.page.getByTestId('booking-detail').getByTestId('deadline').textContent()).toContain(
      en('bookings.deadline.owner.payment_due', { date: written(due) }),
    );

    // The payment is due at the same 06:00, not 48 hours after the acceptance.
    expect((await read()).deadline).toEqual({ kind: 'payment_due', at: due.toISOString() });
    await r.page.goto(tripPath);
    await waitForHydration(r.page);
    await r.page.getByTestId('booking-detail').and(r.page.locator('[data-status=accepted]')).waitFor();
    expect(await r.page.getByTestId('booking-detail').getByTestId('deadline').textContent()).toContain(
      en('bookings.deadline.payment_due', { date: written(due) }),
    );
    await r.context.close();
    await o.context.close();
  });
});
