import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { localToInstant } from '@biclou/domain/listing-time-zone';
import { priceTimedBooking } from '@biclou/domain/time-pricing';
import { createVerifiedMember, logIn } from '../support/accounts';
import { confirmPhoneByApi } from '../support/bookings';
import { baseURL, launchBrowser, newPerson } from '../support/browser';
import { text } from '../support/catalogue';
import { apiAs, liveListing, waitForHydration } from '../support/listings';
import { serverDaysFromNow } from '../support/time-travel';

const en = (key: string, vars?: Record<string, string | number>) => text('en', key, vars);
const euros = (cents: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EUR', minimumFractionDigits: 2 }).format(cents / 100);
const PARIS = 'Europe/Paris';
/** The listing's price step as `liveListing` sets it. */
const PRICE = {
  pricePerDayCents: 1500,
  depositCents: 20000,
  minBookingDays: 1,
  noticeDays: 0,
  discount7Days: 10,
  discount30Days: 20,
  cancelationOption: 'short_notice',
};
const at = (date: string, time: string) => {
  const found = localToInstant({ date, time }, PARIS);
  if (found.kind === 'nonexistent') throw new Error(`${date} ${time} does not exist in Paris`);
  return found.instant;
};
/** The server's today on the listing's clock (Lyon). */
async function parisToday(): Promise<string> {
  const { now } = (await (await fetch(`${baseURL()}/api/v1/dev/clock`)).json()) as { now: string };
  return new Intl.DateTimeFormat('en-CA', { timeZone: PARIS }).format(new Date(now));
}
const values = (page: Page, name: string) =>
  page.locator(`select[name=${name}] option`).evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
const focused = (page: Page) => page.evaluate(() => (document.activeElement as HTMLSelectElement | null)?.name ?? '');

/**
 * A renter picks a pickup and a return time on the listing page, with the keyboard, among the free
 * quarter hours of a day that already has a booking 10:00–12:00; the price is the server's for
 * those times, and the request carries them. The listing has the marketplace's hours (08:00–20:00,
 * 24 hours' notice) and no notice days.
 */
describe('[renter] chooses a pickup and a return time', () => {
  let browser: Browser;
  let listingId: string;
  let owner: Awaited<ReturnType<typeof apiAs>>;
  let renter: { email: string; password: string };
  let day: string;
  beforeAll(async () => {
    browser = await launchBrowser();
    const o = await createVerifiedMember('times-owner');
    owner = await apiAs(o.email, o.password);
    listingId = await liveListing(owner, 'Gazelle', 'Esprit C7');
    // An hourly price beside the daily one: four hours cost less than a day.
    await owner.call('PUT', `/listings/${listingId}/price`, { ...PRICE, pricePerHourCents: 300 });
    // Someone else has the bike from 10:00 to 12:00 that day.
    const other = await createVerifiedMember('times-other');
    const otherApi = await apiAs(other.email, other.password);
    await confirmPhoneByApi(otherApi);
    day = await serverDaysFromNow(6);
    const { booking } = await otherApi.call<{ booking: { id: string } }>('POST', '/bookings', {
      listingId,
      startDate: day,
      endDate: day,
      pickupTime: '10:00',
      returnTime: '12:00',
      accessoryIds: [],
      depositAcknowledged: true,
    });
    await owner.call('POST', `/bookings/${booking.id}/accept`, {});
    renter = await createVerifiedMember('times-renter');
    await confirmPhoneByApi(await apiAs(renter.email, renter.password));
  });
  afterAll(() => browser.close());

  it('offers only the free times, moves through them with the keyboard, prices them and sends them', async () => {
    const { page, context } = await newPerson(browser);
    await logIn(page, renter.email, renter.password);
    await page.goto(`/listing/${listingId}`);
    await waitForHydration(page);
    const card = page.getByTestId('price-preview');
    const start = card.getByLabel(en('listings.preview.start'));
    const end = card.getByLabel(en('listings.preview.end'));
    // 24 hours' notice: no pickup is left today, so tomorrow is the first start offered.
    const tomorrow = new Date(Date.parse(`${await parisToday()}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    expect(await start.getAttribute('min')).toBe(tomorrow);

    await start.fill(day);
    await end.fill(day);
    const pickup = card.getByLabel(en('booking-times.pickup'));
    const back = card.getByLabel(en('booking-times.return'));
    await expect.poll(() => values(page, 'pickupTime')).toContain('19:45');
    const pickups = await values(page, 'pickupTime');
    expect(pickups[0]).toBe('08:00');
    for (const taken of ['10:00', '10:30', '11:45']) expect(pickups).not.toContain(taken);
    expect(pickups).toContain('12:00');
    expect(await pickup.locator('option:checked').textContent()).toBe('08:00');
    // Picked up at 08:00, back by 10:00 at the latest: the other booking starts then.
    expect((await values(page, 'returnTime')).at(-1)).toBe('10:00');
    await card.getByTestId('free-hours').getByText('08:00\u2009–\u200910:00').waitFor();

    // The keyboard: from the end date (past its month, day and year), Tab reaches the pickup time,
    // arrows move it, Tab the return.
    await end.focus();
    for (let i = 0; i < 4 && (await focused(page)) !== 'pickupTime'; i++) await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('pickupTime');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => pickup.inputValue()).toBe('08:15');
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('returnTime');
    expect(await back.inputValue()).toBe('10:00');
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => back.inputValue()).toBe('09:45');

    // The afternoon: 13:00 to 17:00, priced by the server as four hours.
    await pickup.selectOption('13:00');
    await back.selectOption('17:00');
    const settings = await (await fetch(`${baseURL()}/api/v1/settings`)).json();
    const expected = priceTimedBooking({
      pickupAt: at(day, '13:00'),
      returnAt: at(day, '17:00'),
      pricePerDayCents: 1500,
      pricePerHourCents: 300,
      pricePerHalfDayCents: null,
      discount7Pct: 10,
      discount30Pct: 20,
      accessories: [],
      serviceFeeRateBp: settings.serviceFeeRateBp,
      commissionRateBp: settings.commissionRateBp,
    });
    expect(expected.hours).toBe(4);
    await expect.poll(() => card.getByTestId('price-total').textContent()).toBe(euros(expected.pricePaidByBuyer));
    await card
      .getByTestId('price-breakdown')
      .getByText(en('money-breakdown.base-hours', { price: euros(300), count: 4 }))
      .waitFor();
    const link = card.getByRole('link', { name: en('listings.preview.request') });
    await expect.poll(() => link.getAttribute('href')).toContain('&pickup=13%3A00&return=17%3A00');

    // The request page keeps them, and the request holds them.
    await link.click();
    await page.getByRole('heading', { level: 1, name: en('bookings.request.title') }).waitFor();
    await waitForHydration(page);
    await expect.poll(() => page.getByLabel(en('booking-times.pickup')).inputValue()).toBe('13:00');
    expect(await page.getByLabel(en('booking-times.return')).inputValue()).toBe('17:00');
    await page.getByTestId('request-summary').getByTestId('price-total').waitFor();
    expect(await page.getByTestId('request-summary').getByTestId('price-total').textContent()).toBe(
      euros(expected.pricePaidByBuyer),
    );
    await page.getByTestId('request-summary').getByRole('checkbox').check();
    await page.getByRole('button', { name: en('bookings.request.submit') }).click();
    await page.waitForURL(/\/dashboard\/trips\/[0-9a-f-]{36}$/);
    const { booking } = await (
      await apiAs(renter.email, renter.password)
    ).call<{
      booking: { pickupAt: string; returnAt: string };
    }>('GET', `/bookings/${new URL(page.url()).pathname.split('/').pop()}`);
    expect(new Date(booking.pickupAt).toISOString()).toBe(at(day, '13:00').toISOString());
    expect(new Date(booking.returnAt).toISOString()).toBe(at(day, '17:00').toISOString());
    await context.close();
  });

  it("shows the server's refusal under the field it concerns", async () => {
    // Two days at least, from now on.
    await owner.call('PUT', `/listings/${listingId}/price`, { ...PRICE, minBookingDays: 2 });
    const later = await serverDaysFromNow(9);
    const { page, context } = await newPerson(browser);
    await logIn(page, renter.email, renter.password);
    await page.goto(`/listing/${listingId}/request?start=${later}&end=${later}`);
    await waitForHydration(page);
    const message = 'The booking is shorter than the minimum duration of this listing.';
    const endError = page.locator(`[id$="-end-error"]`);
    await endError.getByText(message).waitFor();
    expect(await page.getByLabel(en('listings.preview.end')).getAttribute('aria-describedby')).toContain('-end-error');
    expect(await page.getByRole('button', { name: en('bookings.request.submit') }).isDisabled()).toBe(true);
    await context.close();
  });
});
