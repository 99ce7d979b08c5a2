import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { signedInUser } from '../../test/helpers';
import { ADDRESS, createListingVia } from '../../test/listing-helpers';

let t: TestApp;
let owner: Awaited<ReturnType<typeof signedInUser>>;
let listingId: string;
beforeAll(async () => {
  t = await buildTestApp();
  owner = await signedInUser(t);
  listingId = await createListingVia(t, owner.headers, 'details');
});
afterAll(() => t.close());

/** A wrong code per country, and what it is told in English and in French. */
const REFUSED = [
  ['FR', '6900', 'Enter a 5-digit postal code.', 'Saisissez un code postal à 5 chiffres.'],
  ['FR', '1204', 'Enter a 5-digit postal code.', 'Saisissez un code postal à 5 chiffres.'],
  ['CH', '75011', 'Enter a 4-digit postal code.', 'Saisissez un code postal à 4 chiffres.'],
  ['BE', 'B-100', 'Enter a 4-digit postal code.', 'Saisissez un code postal à 4 chiffres.'],
  [
    'LU',
    'L-123',
    'Enter a postal code of 4 digits, such as L-1234.',
    'Saisissez un code postal de 4 chiffres, par exemple L-1234.',
  ],
] as const;

/** A typed code per country and how it is saved. */
const SAVED = [
  ['FR', ' 69 003 ', '69003'],
  ['CH', 'CH-1204', '1204'],
  ['BE', '1000', '1000'],
  ['LU', '1931', 'L-1931'],
  ['LU', 'l-1931', 'L-1931'],
] as const;

const putAddress = (payload: unknown, language = 'en') =>
  t.app.inject({
    method: 'PUT',
    url: `/api/v1/listings/${listingId}/address`,
    headers: { ...owner.headers, 'accept-language': language },
    payload: payload as never,
  });
const putProfile = (payload: unknown, language = 'en') =>
  t.app.inject({
    method: 'PUT',
    url: '/api/v1/account/profile',
    headers: { ...owner.headers, 'accept-language': language },
    payload: { firstname: 'Anne', lastname: 'Schmit', ...(payload as object) } as never,
  });

describe("a listing's address (the wizard's step 3 and the listing's edit)", () => {
  it.each(REFUSED)('%s %j: 422 on the postal code, in English and in French', async (country, postalCode, en, fr) => {
    for (const [language, message] of [
      ['en', en],
      ['fr', fr],
    ] as const) {
      const res = await putAddress({ ...ADDRESS, country, postalCode }, language);
      expect(res.statusCode).toBe(422);
      expect(res.json().error.fields).toEqual({ postalCode: [message] });
    }
  });

  it.each(SAVED)('%s %j is saved as %j', async (country, postalCode, saved) => {
    const res = await putAddress({ ...ADDRESS, country, postalCode });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().listing.postalCode).toBe(saved);
  });
});

describe("an account's address (the profile)", () => {
  it.each(REFUSED)('%s %j: 422 on the postal code, in English and in French', async (country, postalCode, en, fr) => {
    for (const [language, message] of [
      ['en', en],
      ['fr', fr],
    ] as const) {
      const res = await putProfile({ country, postalCode }, language);
      expect(res.statusCode).toBe(422);
      expect(res.json().error.fields).toEqual({ postalCode: [message] });
    }
  });

  it.each(SAVED)('%s %j is saved as %j', async (country, postalCode, saved) => {
    const res = await putProfile({ country, postalCode });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().user.postalCode).toBe(saved);
  });

  it("checks a code sent alone against the account's saved country", async () => {
    await putProfile({ country: 'LU', postalCode: '1931' });
    const res = await putProfile({ postalCode: '75011' });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.fields.postalCode).toEqual(['Enter a postal code of 4 digits, such as L-1234.']);
  });
});
