import type { Page } from 'playwright-core';
import { baseURL, personIp, uniqueEmail, waitForMessage } from './browser';

export const PASSWORD = 'a-long-and-unusual-passphrase';

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
