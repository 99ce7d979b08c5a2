import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { createVerifiedMember, logIn } from '../support/accounts';
import { confirmPhoneByApi } from '../support/bookings';
import { launchBrowser, newPerson, readOutbox } from '../support/browser';
import { text } from '../support/catalogue';
import { apiAs, liveListing, waitForHydration } from '../support/listings';
import { adminPayoutAction, completeProfileByApi, paidBookingByApi } from '../support/payouts';
import { resetClock, serverDaysFromNow, travel } from '../support/time-travel';

const en = (key: string, vars?: Record<string, string | number>) => text('en', key, vars);
const TRIP_URL = /\/dashboard\/trips\/[0-9a-f-]{36}$/;
const ADMIN = { email: 'admin@biclou.test', password: 'biclou-demo-2026' };
/** The sandbox's published test IBAN that verifies at once. */
const TEST_IBAN = 'FR14 2004 1010 0505 0001 3M02 606';

const status = (page: Page, s: string) =>
  page
    .getByTestId('booking-detail')
    .and(page.locator(`[data-status=${s}]`))
    .waitFor();

/** The review form as a person fills it: a star, a few words, publish. */
async function review(page: Page, stars: number, comment: string) {
  const form = page.getByTestId('review-form');
  await form
    .getByRole('radio', {
      name: en(stars === 1 ? 'reviews.form.rating-option_one' : 'reviews.form.rating-option_other', { count: stars }),
    })
    .check({ force: true });
  await form.getByText(en(`reviews.form.rating-words.${stars}`)).waitFor();
  await form.getByLabel(en('reviews.form.comment')).fill(comment);
  await form.getByRole('button', { name: en('reviews.form.submit') }).click();
  await page.getByTestId('my-review').getByText(comment).waitFor();
}

describe('[renter and owner] from the request to the reviews: rent, ride, get paid, review', () => {
  let browser: Browser;
  let listingId: string;
  let owner: { email: string; password: string };
  let renter: { email: string; password: string };
  beforeAll(async () => {
    browser = await launchBrowser();
    owner = await createVerifiedMember('owner-review');
    const ownerApi = await apiAs(owner.email, owner.password);
    listingId = await liveListing(ownerApi, 'Brompton', 'C Line Explore');
    // The owner's profile, phone and bank details are ready for a payout (the payouts journey covers those screens).
    await completeProfileByApi(ownerApi, 'Odile', 'Marchand');
    await confirmPhoneByApi(ownerApi);
    await ownerApi.call('PUT', '/me/banking', {
      holderName: 'Odile Marchand',
      iban: TEST_IBAN,
      bic: 'BNPAFRPP',
      currentPassword: owner.password,
    });
    await ownerApi.call('POST', '/me/banking/verify');
    renter = await createVerifiedMember('renter-review');
    const renterApi = await apiAs(renter.email, renter.password);
    await completeProfileByApi(renterApi, 'Nina', 'Keller');
    await confirmPhoneByApi(renterApi);
  });
  afterAll(async () => {
    await resetClock();
    await browser.close();
  });

  it('request → accept → pay → completed and credited → payout processed → both review → the reviews appear on the listing', async () => {
    // The renter asks for two days, three days ahead.
    const r = await newPerson(browser);
    await logIn(r.page, renter.email, renter.password);
    const [start, end] = [await serverDaysFromNow(3), await serverDaysFromNow(4)];
    await r.page.goto(`/listing/${listingId}/request?start=${start}&end=${end}`);
    await waitForHydration(r.page);
    await r.page.getByTestId('request-summary').getByTestId('price-total').waitFor();
    await r.page.getByLabel(en('bookings.request.note')).fill('I will take good care of it.');
    await r.page.getByTestId('request-summary').getByRole('checkbox').check();
    await r.page.getByRole('button', { name: en('bookings.request.submit') }).click();
    await r.page.waitForURL(TRIP_URL);
    const tripUrl = new URL(r.page.url()).pathname;
    const bookingId = tripUrl.split('/').at(-1)!;
    await status(r.page, 'requested');

    // The owner accepts.
    const o = await newPerson(browser);
    await logIn(o.page, owner.email, owner.password);
    await o.page.goto(`/dashboard/bookings/${bookingId}`);
    await waitForHydration(o.page);
    await o.page.getByTestId('booking-note').getByText('I will take good care of it.').waitFor();
    await o.page.getByRole('button', { name: en('bookings.actions.accept') }).click();
    await status(o.page, 'accepted');

    // The renter pays with 4242 4242 4242 4242 and reads the exact address.
    await r.page.goto(tripUrl);
    await waitForHydration(r.page);
    await r.page.getByRole('link', { name: en('bookings.actions.pay') }).click();
    await r.page.getByTestId('test-payments-notice').waitFor();
    await r.page.getByLabel(en('bookings.pay.number')).fill('4242 4242 4242 4242');
    await r.page.getByLabel(en('bookings.pay.expiry')).fill('1230');
    await r.page.getByLabel(en('bookings.pay.cvc')).fill('123');
    await r.page.getByTestId('card-form').getByRole('button', { name: /^Pay / }).click();
    await r.page.waitForURL(TRIP_URL);
    await status(r.page, 'paid');
    expect(await r.page.getByTestId('exact-address').textContent()).toContain('3 rue de la Barre');
    expect(await r.page.getByTestId('booking-reviews').count()).toBe(0);

    // Ten days later (the ride is over, and the end + 4 days have passed), the jobs have run.
    await travel({ days: 10 });
    // The trips list marks the rental as one to review; its page opens on the form.
    await r.page.goto('/dashboard/trips');
    await waitForHydration(r.page);
    const trip = r.page.getByTestId('group-past').locator(`[data-booking-id="${bookingId}"]`);
    await trip.getByTestId('review-to-write').getByText(en('reviews.to-write')).waitFor();
    await trip.getByRole('link').click();
    await r.page.waitForURL(TRIP_URL);
    await waitForHydration(r.page);
    await status(r.page, 'completed');
    await r.page.getByTestId('review-form').waitFor();

    // The owner's balance holds the earnings: the credit email says how much, the payouts page shows it.
    const credited = (await readOutbox(owner.email)).find((m) => m.subject?.endsWith('added to your balance'));
    expect(credited, 'balance credited email').toBeTruthy();
    const amount = credited!.subject!.replace(' added to your balance', '');
    expect(amount).toMatch(/^€\d+\.\d\d$/);
    await o.page.goto('/dashboard/payouts');
    await waitForHydration(o.page);
    await expect.poll(async () => (await o.page.getByTestId('balance-available').textContent())?.trim()).toBe(amount);

    // The owner asks for a payout of this booking; the admin processes it; the owner sees it processed.
    const request = o.page.getByTestId('payout-request');
    await request
      .locator(`[data-testid=payable-booking][data-booking-id="${bookingId}"]`)
      .getByRole('checkbox')
      .check();
    await expect.poll(async () => (await request.getByTestId('payout-total').textContent())?.trim()).toBe(amount);
    await request.getByRole('button', { name: en('payouts.request.submit') }).click();
    const row = o.page.getByTestId('payout-row').first();
    await row.and(o.page.locator('[data-status=pending]')).waitFor();
    const payoutId = (await row.getAttribute('data-payout-id'))!;
    const admin = await apiAs(ADMIN.email, ADMIN.password);
    expect((await adminPayoutAction(admin, payoutId, 'process')).payout.status).toBe('processed');
    await o.page.reload();
    await waitForHydration(o.page);
    await o.page.getByTestId('payout-row').first().and(o.page.locator('[data-status=processed]')).waitFor();

    // The renter reviews first: the review waits, hidden from the owner and from visitors.
    await review(r.page, 5, 'Light, quick to fold, and Odile explained everything.');
    await r.page.getByTestId('review-waiting').waitFor();

    const visitor = await newPerson(browser, { width: 390 });
    await visitor.page.goto(`/listing/${listingId}`);
    await waitForHydration(visitor.page);
    await visitor.page.getByTestId('no-reviews').waitFor();
    expect(await visitor.page.getByTestId('listing-rating').count()).toBe(0);
    expect(await visitor.page.content()).not.toContain('quick to fold');

    await o.page.goto(`/dashboard/bookings/${bookingId}`);
    await waitForHydration(o.page);
    await status(o.page, 'completed');
    expect(await o.page.getByTestId('booking-reviews').textContent()).not.toContain('quick to fold');
    expect(await o.page.getByTestId('their-review').count()).toBe(0);

    // The owner reviews the renter: both are published at once.
    await review(o.page, 4, 'Nina brought it back clean and on time.');
    await o.page
      .getByTestId('their-review')
      .getByText('Light, quick to fold, and Odile explained everything.')
      .waitFor();

    // The listing shows the renter's review with the average; the renter's page shows the owner's.
    await visitor.page.reload();
    await waitForHydration(visitor.page);
    const section = visitor.page.locator('section[aria-labelledby=listing-reviews]');
    await section
      .getByTestId('review-comment')
      .getByText('Light, quick to fold, and Odile explained everything.')
      .waitFor();
    await section.getByTestId('rating-summary').getByText('5.0').waitFor();
    await section
      .getByTestId('rating-summary')
      .getByText(en('reviews.count_one', { count: 1 }))
      .waitFor();
    // And under the title, a link down to them.
    await visitor.page.getByTestId('listing-rating').getByText('5.0').waitFor();
    await section.getByRole('link', { name: 'Nina' }).click();
    await visitor.page.waitForURL(/\/member\/[0-9a-f-]{36}$/);
    await visitor.page.getByTestId('review-comment').getByText('Nina brought it back clean and on time.').waitFor();
    await visitor.page.getByTestId('rating-summary').getByText('4.0').waitFor();

    // And the renter now reads the owner's review on the trip.
    await r.page.reload();
    await waitForHydration(r.page);
    await r.page.getByTestId('their-review').getByText('Nina brought it back clean and on time.').waitFor();
    const mails = await readOutbox(renter.email);
    expect(mails.some((m) => m.subject === 'How was your ride on Brompton C Line Explore?')).toBe(true);
    await r.context.close();
    await o.context.close();
    await visitor.context.close();
  });

  it.skipIf(!process.env.SHOTS_DIR)(
    'screenshots: request page, trip and booking with the review form, waiting and published reviews, listing and member pages',
    async () => {
      const dir = process.env.SHOTS_DIR!;
      mkdirSync(dir, { recursive: true });
      const ownerApi = await apiAs(owner.email, owner.password);
      const renterApi = await apiAs(renter.email, renter.password);
      // Two more rentals of the same bike, over: one to review on screen, one reviewed by both.
      const toReview = await paidBookingByApi(ownerApi, renterApi, listingId, 2);
      const reviewed = await paidBookingByApi(ownerApi, renterApi, listingId, 5);
      await travel({ days: 9 });
      await renterApi.call('POST', `/bookings/${reviewed}/review`, {
        rating: 4,
        comment:
          'Comfortable for a long day in the city. The gears needed a small adjustment, Odile fixed it in two minutes.',
      });
      await ownerApi.call('POST', `/bookings/${reviewed}/review`, {
        rating: 5,
        comment: 'A pleasure: careful, friendly and right on time.',
      });
      for (const colorScheme of ['light', 'dark'] as const) {
        for (const width of [390, 1280]) {
          const r = await newPerson(browser, { width, colorScheme });
          const o = await newPerson(browser, { width, colorScheme });
          await logIn(r.page, renter.email, renter.password);
          await logIn(o.page, owner.email, owner.password);
          const shoot = async (page: Page, url: string, name: string, prepare?: (p: Page) => Promise<void>) => {
            await page.goto(url);
            await waitForHydration(page);
            await prepare?.(page);
            await page.waitForTimeout(300);
            await page.screenshot({ path: `${dir}/${name}-${width}-${colorScheme}.png`, fullPage: true });
          };
          const [start, end] = [await serverDaysFromNow(30), await serverDaysFromNow(33)];
          await shoot(r.page, `/listing/${listingId}/request?start=${start}&end=${end}`, 'request', (p) =>
            p.getByTestId('request-summary').getByTestId('price-total').waitFor(),
          );
          await shoot(r.page, `/dashboard/trips/${toReview}`, 'trip-review-form', async (p) => {
            await p
              .getByTestId('review-form')
              .getByRole('radio', { name: en('reviews.form.rating-option_other', { count: 4 }) })
              .check({ force: true });
            await p.getByLabel(en('reviews.form.comment')).fill('Great bike for the hills around Lyon.');
          });
          await shoot(r.page, `/dashboard/trips/${toReview}`, 'trip-review-errors', async (p) => {
            await p.getByRole('button', { name: en('reviews.form.submit') }).click();
            await p.getByTestId('review-form').getByRole('alert').first().waitFor();
          });
          await shoot(r.page, `/dashboard/trips/${reviewed}`, 'trip-reviews-published', (p) =>
            p.getByTestId('their-review').waitFor(),
          );
          await shoot(o.page, `/dashboard/bookings/${toReview}`, 'booking-review-form', (p) =>
            p.getByTestId('review-form').waitFor(),
          );
          await shoot(o.page, `/dashboard/bookings/${reviewed}`, 'booking-reviews-published', (p) =>
            p.getByTestId('their-review').waitFor(),
          );
          await shoot(r.page, `/listing/${listingId}`, 'listing-reviews', async (p) => {
            await p.locator('section[aria-labelledby=listing-reviews]').scrollIntoViewIfNeeded();
          });
          await shoot(
            r.page,
            `/member/${(await ownerApi.call<{ user: { id: string } }>('GET', '/user')).user.id}`,
            'member-reviews',
          );
          await r.context.close();
          await o.context.close();
        }
      }
      // The renter has written, the owner not yet: the renter's page says the review waits.
      await renterApi.call('POST', `/bookings/${toReview}/review`, {
        rating: 5,
        comment: 'Perfect for a weekend by the river.',
      });
      const r = await newPerson(browser, { width: 390 });
      await logIn(r.page, renter.email, renter.password);
      await r.page.goto(`/dashboard/trips/${toReview}`);
      await waitForHydration(r.page);
      await r.page.getByTestId('review-waiting').waitFor();
      await r.page.screenshot({ path: `${dir}/trip-review-waiting-390-light.png`, fullPage: true });
      await r.context.close();
    },
  );
});
