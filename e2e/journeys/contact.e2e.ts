import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { SUPPORT_REPLY_WORKING_DAYS } from '@biclou/domain/content-constants';
import { launchBrowser, newPerson, readOutbox, uniqueEmail, waitForMessage } from '../support/browser';
import { text } from '../support/catalogue';
import { waitForHydration } from '../support/listings';

/** The French translations of the API's messages. */
const frServer = (
  JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../apps/web/public/app/lang/fr.json'), 'utf8')) as {
    server: Record<string, string>;
  }
).server;
/** CONTACT_EMAIL's default: the journeys' server does not set it. */
const TEAM = 'team@biclou.local';

describe('[visitor] writes to the team with the contact form', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('sends; the team gets the message and the sender a receipt; a second rapid send is refused', async () => {
    const fr = (key: string, vars?: Record<string, string | number>) => text('fr', key, vars);
    const email = uniqueEmail('contact');
    const { page, context } = await newPerson(browser, { width: 390, locale: 'fr-FR' });
    await page.goto('/fr/contact');
    await waitForHydration(page);
    await page.getByRole('heading', { level: 1, name: fr('titles.contact') }).waitFor();

    // A first try with too short a message: the field says why, nothing is sent.
    await page.getByLabel(fr('contact.fields.topic')).selectOption('payments');
    await page.getByLabel(fr('contact.fields.email')).fill(email);
    await page.getByLabel(fr('contact.fields.message')).fill('Bonjour !');
    await page.getByRole('button', { name: fr('contact.form.submit') }).click();
    await page.getByText(frServer['Write your message (at least 20 characters).']!).waitFor();
    expect(await readOutbox(TEAM).then((m) => m.filter((x) => x.subject?.includes(email)))).toHaveLength(0);

    const message = 'Bonjour, je n’ai pas reçu le remboursement de ma réservation annulée la semaine dernière.';
    await page.getByLabel(fr('contact.fields.message')).fill(message);
    await page.getByLabel(fr('contact.fields.booking-ref')).fill('bk-7q4m9xkd');
    await page.getByRole('button', { name: fr('contact.form.submit') }).click();
    await page.getByRole('heading', { name: fr('contact.sent.title') }).waitFor();
    const replyTime = fr('contact.reply-time', { count: SUPPORT_REPLY_WORKING_DAYS });
    await page.getByText(fr('contact.sent.text', { email, replyTime })).waitFor();

    // The team's inbox has the message, with the booking reference; the sender has a French receipt.
    const [ref] = await waitForMessage(TEAM, new RegExp(`From: ${email.replace(/[.+]/g, '\\$&')}`));
    expect(ref).toBeTruthy();
    const team = (await readOutbox(TEAM)).find((m) => m.subject?.includes(email))!;
    expect(team.subject).toMatch(/^\[Contact CT-[0-9A-F]{8}\] Payments and refunds/);
    expect(team.text).toContain(message);
    expect(team.text).toContain('Booking reference: BK-7Q4M9XKD');
    await waitForMessage(email, /Nous répondons en général sous 2 jours ouvrés/);

    // A second message right away is refused with a clear message, and nothing more is sent.
    await page.getByRole('button', { name: fr('contact.sent.another') }).click();
    await page.getByLabel(fr('contact.fields.topic')).selectOption('other');
    await page.getByLabel(fr('contact.fields.email')).fill(email);
    await page
      .getByLabel(fr('contact.fields.message'))
      .fill('Et aussi : peut-on changer les dates d’une réservation ?');
    await page.getByRole('button', { name: fr('contact.form.submit') }).click();
    const refusal = page.getByTestId('contact-too-soon');
    await refusal.waitFor();
    expect(await refusal.innerText()).toMatch(
      /un message par minute\. Trop de tentatives\. Veuillez réessayer dans \d+ (secondes?|minute)\./,
    );
    await page.getByText(fr('contact.too-soon.title')).waitFor();
    expect((await readOutbox(TEAM)).filter((m) => m.subject?.includes(email))).toHaveLength(1);
    expect(await readOutbox(email)).toHaveLength(1);
    await context.close();
  });
});
