import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { createVerifiedMember, logIn } from '../support/accounts';
import { launchBrowser, newPerson } from '../support/browser';
import { text } from '../support/catalogue';
import { apiAs, isoDaysFromNow, liveListing, waitForHydration } from '../support/listings';

const en = (key: string, vars?: Record<string, string | number>) => text('en', key, vars);

interface Hours {
  week: Record<string, { pickup: { from: string; to: string }; return: { from: string; to: string } } | null>;
  closedDates: string[];
  minNoticeHours: number;
}

/** The focused element's accessible name, as a screen reader would say it: its label's text. */
const focusedLabel = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLInputElement | null;
    return el?.labels?.[0]?.textContent?.trim() ?? el?.getAttribute('aria-label') ?? null;
  });

/** An owner sets a listing's hours and instant booking from the keyboard; a visitor sees them on the listing page. */
describe('[owner] sets pickup and return hours and instant booking, with the keyboard', () => {
  let browser: Browser;
  let listingId: string;
  let owner: { email: string; password: string };
  let ownerApi: Awaited<ReturnType<typeof apiAs>>;
  beforeAll(async () => {
    browser = await launchBrowser();
    owner = await createVerifiedMember('hours-owner');
    ownerApi = await apiAs(owner.email, owner.password);
    listingId = await liveListing(ownerApi, 'Gazelle', 'Orange C8');
  });
  afterAll(() => browser.close());

  it('edits the week, a closed date and the notice, refuses a window ending before it starts, and saves', async () => {
    const { page, context } = await newPerson(browser);
    await logIn(page, owner.email, owner.password);
    await page.goto(`/dashboard/listings/${listingId}`);
    await waitForHydration(page);
    const hours = page.locator('#hours');

    // The listing follows the default hours: its switch is on and the editor is not there yet.
    const follow = hours.getByRole('switch', { name: en('listings.hours.follow-default') });
    expect(await follow.getAttribute('aria-checked')).toBe('true');
    await follow.focus();
    await page.keyboard.press('Space');
    expect(await follow.getAttribute('aria-checked')).toBe('false');

    // Monday 09:30–11:00 pickup, then "Copy Monday to every day" from the keyboard.
    const monday = hours.getByRole('group', { name: en('listings.hours.day.mon'), exact: true });
    await monday.getByLabel(en('listings.hours.pickup-from-label', { day: 'Monday' })).fill('09:30');
    await monday.getByLabel(en('listings.hours.pickup-to-label', { day: 'Monday' })).fill('11:00');
    await hours.getByRole('button', { name: en('listings.hours.copy-monday') }).focus();
    await page.keyboard.press('Enter');
    expect(await hours.getByLabel(en('listings.hours.pickup-from-label', { day: 'Thursday' })).inputValue()).toBe(
      '09:30',
    );

    // Tab from a day's "Closed" box reaches its first time; Space on the box closes the day.
    const sunday = hours.getByRole('group', { name: en('listings.hours.day.sun'), exact: true });
    const sundayClosed = sunday.getByRole('checkbox', { name: en('listings.hours.closed') });
    await sundayClosed.focus();
    await page.keyboard.press('Tab');
    expect(await focusedLabel(page)).toBe(en('listings.hours.pickup-from-label', { day: 'Sunday' }));
    await sundayClosed.focus();
    await page.keyboard.press('Space');
    expect(await sundayClosed.isChecked()).toBe(true);
    expect(await sunday.locator('input[type="time"]').count()).toBe(0);
    await sunday.getByText(en('listings.hours.closed-day')).waitFor();

    // A closed date: Enter in the date field adds it rather than submitting the form.
    const away = isoDaysFromNow(40);
    await hours.getByLabel(en('listings.hours.closed-dates')).fill(away);
    await hours.getByLabel(en('listings.hours.closed-dates')).press('Enter');
    await hours
      .getByRole('button', { name: new RegExp(`^${en('listings.hours.remove-date', { date: '' })}`) })
      .waitFor();
    const unsaved = await ownerApi.call<{ listing: { hoursFollowDefault: boolean } }>('GET', `/listings/${listingId}`);
    expect(unsaved.listing.hoursFollowDefault).toBe(true);

    await hours.getByLabel(en('listings.hours.notice')).fill('6');

    // Saturday's pickup ending before it starts: the schema's sentence, on the input that is wrong.
    const saturdayTo = hours.getByLabel(en('listings.hours.pickup-to-label', { day: 'Saturday' }));
    await saturdayTo.fill('08:00');
    await hours.getByRole('button', { name: en('common.save') }).press('Enter');
    await hours.getByText('The pickup window must end after it starts.').waitFor();
    expect(await saturdayTo.getAttribute('aria-invalid')).toBe('true');

    await saturdayTo.fill('12:00');
    await hours.getByRole('button', { name: en('common.save') }).press('Enter');
    await page.getByTestId('toast').getByText(en('listings.hours.saved')).waitFor();
    const saved = await ownerApi.call<{ listing: { openingHours: Hours; hoursFollowDefault: boolean } }>(
      'GET',
      `/listings/${listingId}`,
    );
    expect(saved.listing.hoursFollowDefault).toBe(false);
    expect(saved.listing.openingHours).toMatchObject({
      closedDates: [away],
      minNoticeHours: 6,
      week: {
        mon: { pickup: { from: '09:30', to: '11:00' }, return: { from: '08:00', to: '20:00' } },
        sat: { pickup: { from: '09:30', to: '12:00' } },
        sun: null,
      },
    });
    await context.close();
  });

  it('turns instant booking on with a condition; a visitor sees the badge and the hours', async () => {
    const { page, context } = await newPerson(browser);
    await logIn(page, owner.email, owner.password);
    await page.goto(`/dashboard/listings/${listingId}`);
    await waitForHydration(page);
    const instant = page.locator('#instant-booking');
    const on = instant.getByRole('switch', { name: en('listings.instant.switch') });
    await on.focus();
    await page.keyboard.press('Space');
    const phone = instant.getByRole('checkbox', { name: en('listings.instant.phone-verified') });
    await phone.focus();
    await page.keyboard.press('Space');
    await instant.getByRole('button', { name: en('common.save') }).press('Enter');
    await page.getByTestId('toast').getByText(en('listings.instant.saved-on')).waitFor();
    await context.close();

    const visitor = await newPerson(browser);
    expect((await visitor.page.goto(`/listing/${listingId}`))?.status()).toBe(200);
    await visitor.page.getByTestId('instant-badge').getByText(en('listings.instant.badge')).waitFor();
    const summary = visitor.page.getByTestId('hours-summary');
    await summary
      .getByText(en('listings.hours.summary-pickup', { from: '09:30', to: '11:00' }))
      .first()
      .waitFor();
    expect(await summary.getByText(en('listings.hours.day.sun'), { exact: true }).count()).toBe(1);
    await summary.getByText(en('listings.hours.summary-notice', { count: 6 })).waitFor();
    await visitor.context.close();
  });
});
