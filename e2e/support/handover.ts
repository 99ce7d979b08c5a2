import type { Browser, Page } from 'playwright-core';
import { newPerson, type PersonOptions } from './browser';
import { text } from './catalogue';
import { createVerifiedMember } from './accounts';
import { confirmPhoneByApi } from './bookings';
import { apiAs, bikePhoto, liveListing, waitForHydration } from './listings';
import { completeProfileByApi, paidBookingByApi } from './payouts';

type HandoverKind = 'checkin' | 'checkout';

const en = (key: string, vars?: Record<string, string | number>) => text('en', key, vars);

/**
 * An owner (Hugo) with a live e-bike and a renter (Léa) with a confirmed phone, and the booking she
 * paid for: it starts in 2 days and lasts 3. `tag` names the two accounts; `card` is the sandbox card
 * she pays with (4000 0000 0000 0341 pays but declines the deposit hold).
 */
export async function paidRental(tag: string, card?: string) {
  const owner = await createVerifiedMember(`owner-${tag}`);
  const ownerApi = await apiAs(owner.email, owner.password);
  const listingId = await liveListing(ownerApi, 'Moustache', 'Samedi 27');
  await completeProfileByApi(ownerApi, 'Hugo', 'Perrin');
  const renter = await createVerifiedMember(`renter-${tag}`);
  const renterApi = await apiAs(renter.email, renter.password);
  await completeProfileByApi(renterApi, 'Léa', 'Morel');
  await confirmPhoneByApi(renterApi);
  const bookingId = await paidBookingByApi(ownerApi, renterApi, listingId, 2, 3, card);
  return { owner, renter, bookingId };
}

/** A person on a phone (390×844), as the journeys use. */
export async function phonePerson(browser: Browser, opts: PersonOptions = {}) {
  const person = await newPerson(browser, { ...opts, width: 390 });
  await person.page.setViewportSize({ width: 390, height: 844 });
  return person;
}

interface HandoverFill {
  /** Parts to set to something else than OK: `{ lights: 'missing' }`. */
  items?: Partial<
    Record<'frame' | 'wheelsTyres' | 'brakes' | 'gearsChain' | 'lights' | 'lockKeys', 'ok' | 'damaged' | 'missing'>
  >;
  /** An e-bike's battery charge (ticks "e-bike" at check-in). */
  battery?: number;
  odometer?: number;
  notes?: string;
  /** How many photos to upload (2 to 8). */
  photos?: number;
}

/**
 * The owner, on the booking page, starts the report ("Start check-in" / "Start check-out"), fills
 * it as a person would and submits it; ends on the reports page.
 */
export async function ownerWritesReport(page: Page, bookingId: string, kind: HandoverKind, fill: HandoverFill = {}) {
  await page.goto(`/dashboard/bookings/${bookingId}`);
  await waitForHydration(page);
  await page.getByTestId(kind === 'checkin' ? 'start-checkin' : 'start-checkout').click();
  const form = page.getByTestId(`handover-form-${kind}`);
  await form.waitFor();
  await waitForHydration(page);
  for (const [item, state] of Object.entries(fill.items ?? {}))
    await form
      .getByTestId(`check-${item}`)
      .getByText(en(`handover.states.${state}`), { exact: true })
      .click();
  if (fill.battery !== undefined) {
    const electric = form.getByTestId('electric');
    if (!(await electric.isChecked())) await electric.check();
    await form.getByTestId('battery-input').fill(String(fill.battery));
  }
  if (fill.odometer !== undefined) await form.getByTestId('odometer-input').fill(String(fill.odometer));
  if (fill.notes) await form.getByLabel(en('handover.notes')).fill(fill.notes);
  const n = fill.photos ?? 2;
  const files = await Promise.all(Array.from({ length: n }, (_, i) => bikePhoto(`${kind} ${i + 1}`, 40 * i + 20)));
  await form.getByTestId('photo-input').setInputFiles(files);
  await form
    .getByTestId('handover-photos')
    .locator('li')
    .nth(n - 1)
    .waitFor();
  await form.getByTestId('submit-handover').click();
  await page.getByTestId('handover-report').waitFor();
  await page.getByTestId(`section-${kind}`).getByTestId('report-status').waitFor();
}

/** The renter, on their own phone, opens the report from the trip page and confirms it. */
export async function renterConfirmsReport(page: Page, bookingId: string, kind: HandoverKind) {
  await page.goto(`/dashboard/trips/${bookingId}`);
  await waitForHydration(page);
  await page.getByTestId('review-report').click();
  await page.getByTestId('handover-report').waitFor();
  await waitForHydration(page);
  await page.getByTestId(`answer-${kind}`).getByTestId('confirm-report').click();
  await page
    .getByTestId(`section-${kind}`)
    .getByTestId('report-status')
    .getByText(en('handover.status.confirmed'))
    .waitFor();
}
