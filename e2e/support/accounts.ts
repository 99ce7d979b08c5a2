import type { Page } from 'playwright-core';
import { baseURL, personIp, uniqueEmail, waitForMessage } from './browser';
import { waitForHydration } from './listings';

export const PASSWORD = 'a-long-and-unusual-passphrase';

/** A catalogue reader for one locale (support/catalogue.ts `text`). */
type Tr = (key: string, vars?: Record<string, string | number>) => string;

/** Fills the register form the page shows and sends it, as a person would; waits for the "check your inbox" card. */
export async function fillRegisterForm(
  page: Page,
  tr: Tr,
  person: { firstname: string; lastname: string; email: string; password?: string },
) {
  await waitForHydration(page);
  await page.getByLabel(tr('fields.firstname'), { exact: true }).fill(person.firstname);
  await page.getByLabel(tr('fields.lastname'), { exact: true }).fill(person.lastname);
  await page.getByLabel(tr('fields.email')).fill(person.email);
  await page.getByLabel(tr('fields.password'), { exact: true }).fill(person.password ?? PASSWORD);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: tr('auth.register.submit') }).click();
  await page.getByRole('heading', { name: tr('auth.register.check-inbox-title') }).waitFor();
}

/**
 * Follows the verification email's link, then the success page's "Go to login", and logs in with the
 * form; the caller waits for where the login's redirect leads. Returns the email's link, so a journey
 * can check what it carries.
 */
export async function confirmEmailAndLogIn(page: Page, tr: Tr, email: string, password = PASSWORD): Promise<URL> {
  const [link] = await waitForMessage(email, /https?:\/\/\S+\/auth\/verify\?verify_url=[^\s"<]+/);
  const verifyLink = new URL(link!);
  await page.goto(verifyLink.pathname + verifyLink.search);
  await page.getByRole('heading', { name: tr('auth.verify.success-title') }).waitFor();
  await page.getByRole('link', { name: tr('auth.go-to-login') }).click();
  await page.waitForURL((url) => url.pathname.endsWith('/auth/login'));
  await waitForHydration(page);
  await page.getByLabel(tr('fields.email')).fill(email);
  await page.getByLabel(tr('fields.password'), { exact: true }).fill(password);
  await page.getByRole('button', { name: tr('auth.login.submit') }).click();
  return verifyLink;
}

/** A member who registered and confirmed their email, made through the API as a shortcut. */
export async function createVerifiedMember(tag: string, password = PASSWORD) {
  const email = uniqueEmail(tag);
  const ip = personIp();
  const res = await fetch(`${baseURL()}/api/v1/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'biclou', 'x-forwarded-for': ip },
    body: JSON.stringify({ firstname: 'Camille', lastname: 'Martin', email, password, terms: true }),
  });
  if (res.status !== 201) throw new Error(`register: ${res.status} ${await res.text()}`);
  const [, verifyUrl] = await waitForMessage(email, /verify_url=([^\s"&]+)/);
  const verified = await fetch(`${baseURL()}/api/v1/auth/verify`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'biclou', 'x-forwarded-for': ip },
    body: JSON.stringify({ verifyUrl: decodeURIComponent(verifyUrl!) }),
  });
  if (verified.status !== 200) throw new Error(`verify: ${verified.status} ${await verified.text()}`);
  return { email, password };
}

/** Logs in through the login page, as a person would. */
export async function logIn(page: Page, email: string, password: string, prefix = '') {
  await page.goto(`${prefix}/auth/login`);
  await page.getByLabel(/^(Email|E-mail)$/).fill(email);
  await page.getByLabel(/^(Password|Mot de passe)$/).fill(password);
  await page.getByRole('button', { name: /^(Log in|Se connecter)$/ }).click();
  await page.waitForURL((url) => !url.pathname.includes('/auth/login'));
}
