import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankingDetails } from '@biclou/db/schema';
import { BANKING_MESSAGES as M, SANDBOX_IBANS } from '@biclou/domain/iban';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { signedInUser } from '../../test/helpers';
import { BANKING_ACTION_MESSAGES } from './banking';
import { completeProfile, putBanking, verify } from '../../test/payout-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const get = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/v1/me/banking', headers });

describe('banking details', () => {
  it('starts empty and lists the profile fields still missing', async () => {
    const u = await signedInUser(t);
    const res = await get(u.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      banking: null,
      missingProfileFields: ['address', 'phone', 'birthdate'],
      provider: 'sandbox',
      onboardingUrl: null,
    });
  });

  it.each([
    [{ iban: '' }, 'iban', M.ibanRequired],
    [{ iban: 'FR1520041010050500013M02606' }, 'iban', M.ibanChecksum],
    [{ iban: 'FR14200410100505' }, 'iban', M.ibanLength],
    [{ iban: 'ZZ1420041010050500013M02606' }, 'iban', M.ibanCountry],
    [{ iban: 'BR1800360305000010009795493C1' }, 'iban', M.ibanNotSepa],
    [{ bic: 'BNPA' }, 'bic', M.bicInvalid],
    [{ bic: '' }, 'bic', M.bicRequired],
    [{ holderName: ' ' }, 'holderName', M.holderRequired],
    [{ holderName: undefined }, 'holderName', 'Enter the name of the account holder.'],
    [{ iban: undefined }, 'iban', 'Enter your IBAN.'],
  ])('refuses %o with the field message', async (payload, field, message) => {
    const u = await signedInUser(t);
    const res = await putBanking(t, u.headers, payload);
    expect(res.statusCode).toBe(422);
    expect(res.json().error.fields[field]).toEqual([message]);
    expect((await get(u.headers)).json().banking).toBeNull();
  });

  it('stores the IBAN normalised and never answers it whole', async () => {
    const u = await signedInUser(t);
    const res = await putBanking(t, u.headers, {
      iban: 'fr14 2004 1010 0505 0001 3m02 606',
      bic: 'bnpa frpp',
      holderName: '  Léa Martin ',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().banking).toMatchObject({
      holderName: 'Léa Martin',
      ibanMasked: 'FR•• •••• •••• 2606',
      ibanLast4: '2606',
      ibanCountry: 'FR',
      bic: 'BNPAFRPP',
      kycStatus: 'unverified',
      provider: 'sandbox',
    });
    expect(res.body).not.toContain('20041010');
    expect((await get(u.headers)).body).not.toContain('20041010');
    const [row] = await t.deps.db.select().from(bankingDetails).where(eq(bankingDetails.userId, u.user.id));
    expect(row!.iban).toBe('FR1420041010050500013M02606');
  });

  it('verification needs a complete profile and bank details, then the sandbox verifies valid test data at once', async () => {
    const u = await signedInUser(t);
    const incomplete = await verify(t, u.headers);
    expect(incomplete.statusCode).toBe(409);
    expect(incomplete.json().error.message).toBe(BANKING_ACTION_MESSAGES.profileIncomplete);
    await completeProfile(t, u.user.id);
    const none = await verify(t, u.headers);
    expect(none.statusCode).toBe(409);
    expect(none.json().error.message).toBe(BANKING_ACTION_MESSAGES.noBanking);
    await putBanking(t, u.headers);
    const ok = await verify(t, u.headers);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      banking: { kycStatus: 'verified' },
      missingProfileFields: [],
      onboardingUrl: null,
    });
    const refreshed = await t.app.inject({ method: 'POST', url: '/api/v1/me/banking/refresh', headers: u.headers });
    expect(refreshed.json().banking.kycStatus).toBe('verified');
  });

  it('the KYC-rejected test IBAN is rejected; a new IBAN must be verified again', async () => {
    const u = await signedInUser(t);
    await completeProfile(t, u.user.id);
    await putBanking(t, u.headers, { iban: SANDBOX_IBANS.kycRejected });
    expect((await verify(t, u.headers)).json().banking.kycStatus).toBe('rejected');
    await putBanking(t, u.headers, { iban: SANDBOX_IBANS.verified });
    expect((await get(u.headers)).json().banking.kycStatus).toBe('unverified');
    expect((await verify(t, u.headers)).json().banking.kycStatus).toBe('verified');
    // Saving the same details again keeps the verification.
    await putBanking(t, u.headers, { iban: SANDBOX_IBANS.verified });
    expect((await get(u.headers)).json().banking.kycStatus).toBe('verified');
  });

  it.each([
    [{ currentPassword: undefined }, 'Enter your current password.'],
    [{ currentPassword: '' }, 'Enter your current password.'],
    [{ currentPassword: 'not-my-password' }, 'The current password is incorrect.'],
  ])('asks for the password again before saving bank details: %o', async (payload, message) => {
    const u = await signedInUser(t);
    await putBanking(t, u.headers, { holderName: 'First Holder' });
    const res = await putBanking(t, u.headers, {
      holderName: 'Thief Holder',
      iban: SANDBOX_IBANS.payoutFails,
      ...payload,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.fields.currentPassword).toEqual([message]);
    expect((await get(u.headers)).json().banking).toMatchObject({
      holderName: 'First Holder',
      ibanLast4: SANDBOX_IBANS.verified.slice(-4),
    });
  });

  it('too many wrong passwords on bank details are throttled per account (429)', async () => {
    const u = await signedInUser(t);
    let last = 0;
    for (let i = 0; i < 12 && last !== 429; i++)
      last = (await putBanking(t, u.headers, { currentPassword: `wrong-${i}` })).statusCode;
    expect(last).toBe(429);
    expect((await get(u.headers)).json().banking).toBeNull();
  });

  it('each user only ever sees their own details; anonymous gets 401', async () => {
    const a = await signedInUser(t);
    const b = await signedInUser(t);
    await putBanking(t, a.headers, { holderName: 'Alice A' });
    expect((await get(b.headers)).json().banking).toBeNull();
    for (const [method, url] of [
      ['GET', '/api/v1/me/banking'],
      ['PUT', '/api/v1/me/banking'],
      ['POST', '/api/v1/me/banking/verify'],
      ['POST', '/api/v1/me/banking/refresh'],
    ] as const) {
      const res = await t.app.inject({ method, url, payload: method === 'PUT' ? {} : undefined });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('deleting the account forgets its bank details (database trigger)', async () => {
    const u = await signedInUser(t);
    await putBanking(t, u.headers);
    expect(await t.deps.db.select().from(bankingDetails).where(eq(bankingDetails.userId, u.user.id))).toHaveLength(1);
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/account',
      headers: u.headers,
      payload: { password: u.password },
    });
    expect(res.statusCode).toBe(200);
    expect(await t.deps.db.select().from(bankingDetails).where(eq(bankingDetails.userId, u.user.id))).toEqual([]);
  });
});
