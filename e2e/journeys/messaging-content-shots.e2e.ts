import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVerifiedMember, logIn } from '../support/accounts';
import { confirmPhoneByApi } from '../support/bookings';
import { launchBrowser, newPerson } from '../support/browser';
import { apiAs, liveListing, waitForHydration } from '../support/listings';
import { completeProfileByApi, paidBookingByApi } from '../support/payouts';

/**
 * Screenshots of messaging and content pages (`SHOTS_DIR=… npx vitest run --config e2e/vitest.config.ts
 * journeys/messaging-content-shots.e2e.ts`): the inbox, a thread and the notification centre, then
 * the help centre, a help question, a blog post, the contact page and the size guide, on a phone
 * (390×844) and a desktop (1280), light and dark, in English and French. Each page is also checked
 * for sideways overflow (nothing wider than the screen).
 */
const SHOTS = process.env.SHOTS_DIR;
const LOCALES = ['en', 'fr'] as const;
const SCHEMES = ['light', 'dark'] as const;
const WIDTHS = [390, 1280] as const;
const uuid = () => crypto.randomUUID();

/** The widest element past the right edge of the screen, or null. */
function overflow(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth <= width) return null;
    let worst: string | null = null;
    let right = width;
    for (const el of document.querySelectorAll('body *')) {
      const r = el.getBoundingClientRect();
      if (r.right > right + 1 && r.width > 0) {
        right = r.right;
        worst = `${el.tagName.toLowerCase()}.${String(el.className).slice(0, 80)} → ${Math.round(r.right)}px`;
      }
    }
    return worst ?? `scrollWidth ${document.documentElement.scrollWidth}`;
  });
}

describe.skipIf(!SHOTS)(
  '[screenshots] messaging and content pages, phone and desktop, light and dark, en and fr',
  () => {
    let browser: Browser;
    beforeAll(async () => {
      browser = await launchBrowser();
      mkdirSync(SHOTS!, { recursive: true });
    });
    afterAll(() => browser.close());

    it('the inbox, a thread and the notification centre', async () => {
      const problems: string[] = [];
      const owner = await createVerifiedMember('shots-owner');
      const ownerApi = await apiAs(owner.email, owner.password);
      await completeProfileByApi(ownerApi, 'Odile', 'Marchand');
      const gazelle = await liveListing(ownerApi, 'Gazelle', 'Chamonix C5');
      const cargo = await liveListing(ownerApi, 'Riese & Müller', 'Load 75 Vario');
      const nina = await createVerifiedMember('shots-nina');
      const ninaApi = await apiAs(nina.email, nina.password);
      await completeProfileByApi(ninaApi, 'Nina', 'Keller');
      await confirmPhoneByApi(ninaApi);
      const paul = await createVerifiedMember('shots-paul');
      const paulApi = await apiAs(paul.email, paul.password);
      await completeProfileByApi(paulApi, 'Paul-Emmanuel', 'Lefebvre-Dubois');

      const { conversation } = await ninaApi.call<{ conversation: { id: string } }>('POST', '/conversations', {
        listingId: gazelle,
        body: 'Hello! Is the bike free next weekend? I would like to ride around the lake with a friend.',
      });
      const post = (api: typeof ninaApi, body: string) =>
        api.call('POST', `/conversations/${conversation.id}/messages`, { body, clientId: uuid() });
      await post(ownerApi, 'Yes, it is free. Pick-up at 9 in front of the bakery?');
      await post(ninaApi, 'Perfect. Call me on +33 6 12 34 56 78 if anything changes, see https://example.org/map');
      await paidBookingByApi(ownerApi, ninaApi, gazelle, 12);
      await post(ownerApi, 'Thanks for booking! The lock key is on the handlebar, the code of the garage is 4521.');
      await post(ninaApi, 'Great, see you Saturday.');
      await paulApi.call('POST', '/conversations', {
        listingId: cargo,
        body: 'Bonjour, est-ce que le vélo cargo peut transporter deux enfants avec leurs sacs pour une semaine de vacances à la montagne ?',
      });

      for (const locale of LOCALES)
        for (const colorScheme of SCHEMES)
          for (const width of WIDTHS) {
            const p = await newPerson(browser, { width, colorScheme, locale: locale === 'fr' ? 'fr-FR' : 'en-GB' });
            await p.page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
            const prefix = locale === 'fr' ? '/fr' : '';
            const name = `${locale}-${width}-${colorScheme}`;
            await logIn(p.page, owner.email, owner.password, prefix);
            for (const [shot, path, ready] of [
              ['messages-inbox', '/messages', 'inbox-item'],
              ['messages-thread', `/messages/${conversation.id}`, 'thread'],
              ['dashboard-chats', '/dashboard/chats', 'inbox-item'],
              ['notifications', '/dashboard/notifications', 'notification-list'],
            ] as const) {
              if (shot === 'dashboard-chats' && width === 1280) continue;
              await p.page.goto(`${prefix}${path}`);
              await waitForHydration(p.page);
              await p.page.getByTestId(ready).first().waitFor();
              await p.page.waitForTimeout(300);
              const wide = await overflow(p.page);
              if (wide) problems.push(`${shot} ${name}: ${wide}`);
              await p.page.screenshot({ path: `${SHOTS}/${shot}-${name}.png` });
            }
            await p.context.close();
          }
      expect(problems).toEqual([]);
    });

    it('help, a help question, a blog post, contact and the size guide', async () => {
      const problems: string[] = [];
      const pages = [
        ['help', '/help'],
        ['help-question', '/help/cancel-a-booking'],
        ['blog-post', '/blog/listing-photos'],
        ['contact', '/contact'],
        ['size-guide', '/size-guide'],
      ] as const;
      for (const locale of LOCALES)
        for (const colorScheme of SCHEMES)
          for (const width of WIDTHS) {
            const p = await newPerson(browser, { width, colorScheme, locale: locale === 'fr' ? 'fr-FR' : 'en-GB' });
            await p.page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
            const prefix = locale === 'fr' ? '/fr' : '';
            for (const [shot, path] of pages) {
              await p.page.goto(`${prefix}${path}`);
              await waitForHydration(p.page);
              await p.page.waitForTimeout(200);
              const name = `${locale}-${width}-${colorScheme}`;
              const wide = await overflow(p.page);
              if (wide) problems.push(`${shot} ${name}: ${wide}`);
              await p.page.screenshot({ path: `${SHOTS}/${shot}-${name}.png`, fullPage: true });
            }
            await p.context.close();
          }
      expect(problems).toEqual([]);
    });
  },
);
