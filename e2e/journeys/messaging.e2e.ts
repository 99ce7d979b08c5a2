import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVerifiedMember, logIn } from '../support/accounts';
import { confirmPhoneByApi } from '../support/bookings';
import { launchBrowser, newPerson } from '../support/browser';
import { text } from '../support/catalogue';
import { apiAs, liveListing, waitForHydration } from '../support/listings';
import { completeProfileByApi, paidBookingByApi } from '../support/payouts';
import { serverDaysFromNow } from '../support/time-travel';

const en = (key: string, vars?: Record<string, string | number>) => text('en', key, vars);
type Person = { context: BrowserContext; page: Page };
type Api = Awaited<ReturnType<typeof apiAs>>;
const CHAT_URL = /\/dashboard\/chats\/([0-9a-f-]{36})$/;
const PHONE = '+33 6 12 34 56 78';
const EMAIL = 'nina.perso@gmail.com';

const thread = (page: Page) => page.getByTestId('thread');
const bodies = (page: Page) => thread(page).getByTestId('message-body').allTextContents();

async function send(page: Page, message: string) {
  const box = thread(page).getByLabel(en('chat.composer.label'));
  await box.fill(message);
  await thread(page).getByTestId('composer-send').click();
  await expect.poll(() => box.inputValue(), { timeout: 5000 }).toBe('');
}

describe('[renter and owner] talk live: contact, typing, seen, masking until paid, offline catch-up, close', () => {
  let browser: Browser;
  let owner: { email: string; password: string };
  let renter: { email: string; password: string };
  let ownerApi: Api;
  let renterApi: Api;
  let listingId: string;
  let r: Person;
  let o: Person;
  let conversationId: string;

  beforeAll(async () => {
    browser = await launchBrowser();
    owner = await createVerifiedMember('owner-chat');
    ownerApi = await apiAs(owner.email, owner.password);
    listingId = await liveListing(ownerApi, 'Gazelle', 'Chamonix C5');
    await completeProfileByApi(ownerApi, 'Odile', 'Marchand');
    renter = await createVerifiedMember('renter-chat');
    renterApi = await apiAs(renter.email, renter.password);
    await completeProfileByApi(renterApi, 'Nina', 'Keller');
    await confirmPhoneByApi(renterApi);
    r = await newPerson(browser);
    o = await newPerson(browser);
    await logIn(r.page, renter.email, renter.password);
    await logIn(o.page, owner.email, owner.password);
  });
  afterAll(() => browser.close());

  it('the renter contacts the owner from the listing; the owner sees it live in the header and the inbox', async () => {
    await o.page.goto('/dashboard/chats');
    await waitForHydration(o.page);
    await o.page.getByTestId('inbox-empty').waitFor();

    await r.page.goto(`/listing/${listingId}`);
    await waitForHydration(r.page);
    await r.page.getByTestId('contact-owner').click();
    await r.page.getByRole('dialog').getByRole('textbox').fill('Hello! Is the bike free next weekend?');
    await r.page.getByTestId('contact-send').click();
    await r.page.waitForURL(CHAT_URL);
    conversationId = CHAT_URL.exec(new URL(r.page.url()).pathname)![1]!;
    await thread(r.page).getByText('Hello! Is the bike free next weekend?').waitFor();

    // Without a reload: the header count and the inbox row.
    const header = o.page.getByRole('banner').getByTestId('messages-link').locator('visible=true');
    await header.getByTestId('messages-unread').getByText('1').waitFor();
    expect(await header.getAttribute('aria-label')).toBe('Messages, 1 unread');
    const row = o.page.getByTestId('inbox-item');
    await row.getByText('Hello! Is the bike free next weekend?').waitFor();
    expect(await row.textContent()).toContain('Nina');
    expect(await row.getByTestId('inbox-unread').textContent()).toBe('1');
    await expect.poll(() => o.page.title()).toMatch(/^\(1\) /);
  });

  it('"Seen" shows on the renter side once the owner opens the thread; the header count goes to 0', async () => {
    expect(await thread(r.page).getByTestId('seen').count()).toBe(0);
    await o.page.getByTestId('inbox-item').click();
    await o.page.waitForURL(`**/dashboard/chats/${conversationId}`);
    await thread(o.page).getByText('Hello! Is the bike free next weekend?').waitFor();
    await thread(r.page).getByTestId('seen').waitFor({ timeout: 5000 });
    expect(await thread(r.page).getByTestId('seen').textContent()).toMatch(/Seen \d\d:\d\d/);
    await expect.poll(() => o.page.getByTestId('messages-unread').count()).toBe(0);
  });

  it('typing shows on the other side, then goes away; a message arrives there within 1 s, without reload', async () => {
    const box = thread(o.page).getByLabel(en('chat.composer.label'));
    await box.pressSequentially('Yes, it is', { delay: 30 });
    const typing = thread(r.page).getByTestId('typing');
    await typing.waitFor({ timeout: 3000 });
    expect(await typing.textContent()).toContain(en('chat.typing', { name: 'Odile' }));
    await typing.waitFor({ state: 'detached', timeout: 8000 });

    await box.fill('Yes, it is free. Pick-up at 9?');
    // From the moment the server has the message to the moment the renter's screen shows it.
    const stored = o.page.waitForResponse(
      (res) => res.request().method() === 'POST' && res.url().endsWith(`/conversations/${conversationId}/messages`),
    );
    await thread(o.page).getByTestId('composer-send').click();
    await stored;
    const sentAt = Date.now();
    await thread(r.page).getByText('Yes, it is free. Pick-up at 9?').waitFor({ timeout: 1000 });
    expect(Date.now() - sentAt).toBeLessThan(1000);
  });

  it('a phone number and an email are masked for the owner before payment, and shown after it', async () => {
    await send(r.page, `Great. Call me on ${PHONE} or write to ${EMAIL}`);
    const masked = thread(o.page).getByTestId('message-body').filter({ hasText: 'Great. Call me on' });
    await masked.waitFor();
    const before = (await masked.textContent()) ?? '';
    expect(before).not.toContain('12 34 56 78');
    expect(before).not.toContain('gmail');
    expect(before).toContain('•••');
    await thread(o.page).getByText(en('chat.masked-note')).waitFor();

    await paidBookingByApi(ownerApi, renterApi, listingId, 12);
    await o.page.reload();
    await waitForHydration(o.page);
    const after = await thread(o.page)
      .getByTestId('message-body')
      .filter({ hasText: 'Great. Call me on' })
      .textContent();
    expect(after).toContain(PHONE);
    expect(after).toContain(EMAIL);
    expect(await thread(o.page).getByText(en('chat.masked-note')).count()).toBe(0);
    // The thread shows the booking and links to it.
    await thread(o.page).getByTestId('thread-booking-link').waitFor();
  });

  it('offline renter: the owner sends 3 messages; back online, all 3 arrive in order, once each', async () => {
    await r.page.reload();
    await waitForHydration(r.page);
    await thread(r.page).getByText('Yes, it is free. Pick-up at 9?').waitFor();
    await r.context.setOffline(true);
    await r.page.getByTestId('chat-reconnecting').waitFor();
    const sent = ['Offline one', 'Offline two', 'Offline three'];
    for (const m of sent) await send(o.page, m);
    await r.context.setOffline(false);
    await thread(r.page).getByText('Offline three').waitFor({ timeout: 15_000 });
    await r.page.getByTestId('chat-reconnecting').waitFor({ state: 'detached' });
    const all = await bodies(r.page);
    const got = all.filter((b) => sent.includes(b));
    expect(got).toEqual(sent);
    expect(new Set(all).size).toBe(all.length);
    // Still live after the reconnection.
    await send(o.page, 'Back online?');
    await thread(r.page).getByText('Back online?').waitFor({ timeout: 3000 });
    expect((await bodies(r.page)).filter((b) => b === 'Back online?')).toHaveLength(1);
  });

  it('closing with a reason makes the thread read-only on both sides, saying who and why', async () => {
    await thread(o.page).getByTestId('thread-menu').click();
    await o.page.getByTestId('thread-close').click();
    const dialog = o.page.getByRole('dialog');
    await dialog.getByLabel(en('chat.close.reasons.resolved')).check();
    await dialog.getByLabel(en('chat.close.note')).fill('See you Saturday!');
    await dialog.getByTestId('close-confirm').click();
    await thread(o.page).getByTestId('thread-closed').waitFor();
    expect(await thread(o.page).getByTestId('composer').count()).toBe(0);
    expect(await thread(o.page).getByTestId('thread-closed').textContent()).toContain(en('chat.closed.by-you'));

    const closed = thread(r.page).getByTestId('thread-closed');
    await closed.waitFor({ timeout: 3000 });
    expect(await thread(r.page).getByTestId('composer').count()).toBe(0);
    const notice = (await closed.textContent()) ?? '';
    expect(notice).toContain(en('chat.closed.by', { name: 'Odile' }));
    expect(notice).toContain(en('chat.close.reasons.resolved'));
    expect(notice).toContain('See you Saturday!');
  });

  it('both booking pages link to the conversation', async () => {
    const { items } = await renterApi.call<{ items: { id: string; bookingId: string | null }[] }>(
      'GET',
      '/conversations',
    );
    const bookingId = items.find((c) => c.id === conversationId)?.bookingId;
    expect(bookingId).toBeTruthy();
    await r.page.goto(`/dashboard/trips/${bookingId}`);
    await waitForHydration(r.page);
    await r.page.getByTestId('booking-conversation').click();
    await r.page.waitForURL(`**/dashboard/chats/${conversationId}`);
    await o.page.goto(`/dashboard/bookings/${bookingId}`);
    await waitForHydration(o.page);
    expect(await o.page.getByTestId('booking-conversation').getAttribute('href')).toBe(
      `/dashboard/chats/${conversationId}`,
    );
    mkdirSync('/work/wt/shots/i13-chat-ui', { recursive: true });
  });

  it("the renter's next booking request reopens the closed thread on both sides, live: its note shows and both write", async () => {
    for (const p of [r.page, o.page]) {
      await p.goto(`/dashboard/chats/${conversationId}`);
      await waitForHydration(p);
      await thread(p).getByTestId('thread-closed').waitFor();
    }
    const startDate = await serverDaysFromNow(30);
    await renterApi.call('POST', '/bookings', {
      listingId,
      startDate,
      endDate: await serverDaysFromNow(31),
      accessoryIds: [],
      depositAcknowledged: true,
      noteForOwner: 'Can I have it again next month?',
    });
    for (const p of [o.page, r.page]) {
      await thread(p).getByText('Can I have it again next month?').waitFor({ timeout: 3000 });
      await thread(p).getByTestId('composer').waitFor({ timeout: 3000 });
      expect(await thread(p).getByTestId('thread-closed').count()).toBe(0);
    }
    await send(o.page, 'Of course, same place.');
    await thread(r.page).getByText('Of course, same place.').waitFor({ timeout: 3000 });
    await send(r.page, 'Thanks!');
    await thread(o.page).getByText('Thanks!').waitFor({ timeout: 3000 });
  });

  it('on a desktop the inbox opens the newest conversation; on a phone it stays on the list', async () => {
    await r.page.goto('/messages');
    await r.page.waitForURL(`**/messages/${conversationId}`);
    await thread(r.page).getByText('Thanks!').waitFor();
    await r.page.getByTestId('inbox-item').waitFor();

    const phone = await newPerson(browser, { width: 390 });
    await logIn(phone.page, renter.email, renter.password);
    await phone.page.goto('/messages');
    await waitForHydration(phone.page);
    await phone.page.getByTestId('inbox-item').waitFor();
    await phone.page.waitForTimeout(500);
    expect(new URL(phone.page.url()).pathname).toBe('/messages');
    expect(await thread(phone.page).count()).toBe(0);
    await phone.context.close();
  });
});
