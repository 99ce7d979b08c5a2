import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { signedInUser } from '../../test/helpers';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const putProfile = (headers: Headers, payload: unknown) =>
  t.app.inject({ method: 'PUT', url: '/api/v1/account/profile', headers, payload: payload as never });
const me = async (headers: Headers) =>
  (await t.app.inject({ method: 'GET', url: '/api/v1/user', headers })).json().user;

const profile = (over: Record<string, unknown> = {}) => ({
  firstname: 'Léa',
  lastname: 'Martin',
  country: 'FR',
  isPro: false,
  description: 'Je loue mon vélo de ville.',
  website: 'https://lea.example',
  birthdate: '1994-07-02',
  address: '48 cours Lafayette',
  postalCode: '69003',
  city: 'Lyon',
  spokenLanguages: ['fr', 'en', 'fr'],
  ...over,
});

describe('PUT /account/profile', () => {
  it('saves every profile field and computes the "profile completed" indicator', async () => {
    const { headers } = await signedInUser(t);
    expect((await me(headers)).missingProfileFields).toEqual(['address', 'phone', 'birthdate']);
    const res = await putProfile(headers, profile());
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({
      firstname: 'Léa',
      lastname: 'Martin',
      country: 'FR',
      isPro: false,
      siret: null,
      birthdate: '1994-07-02',
      address: '48 cours Lafayette',
      postalCode: '69003',
      city: 'Lyon',
      website: 'https://lea.example',
      spokenLanguages: ['fr', 'en'],
      profileCompleted: false,
      missingProfileFields: ['phone'],
    });
    expect(await me(headers)).toMatchObject({ city: 'Lyon', missingProfileFields: ['phone'] });
  });

  it('clears optional fields sent as null or empty, and keeps those left out', async () => {
    const { headers } = await signedInUser(t);
    await putProfile(headers, profile());
    const res = await putProfile(headers, { firstname: 'Léa', lastname: 'Martin', website: '', description: null });
    expect(res.json().user).toMatchObject({
      website: null,
      description: null,
      city: 'Lyon',
      country: 'FR',
      spokenLanguages: [],
    });
  });

  it.each([
    ['pro in France without SIRET', { isPro: true }, 'The SIRET number is required for professionals in France.'],
    ['pro in France with a bad SIRET', { isPro: true, siret: '73282932000075' }, 'The SIRET number is not valid.'],
    ['pro in France with 13 digits', { isPro: true, siret: '7328293200007' }, 'The SIRET number is not valid.'],
  ])('checks the SIRET: %s', async (_label, over, message) => {
    const { headers } = await signedInUser(t);
    const res = await putProfile(headers, profile(over));
    expect(res.statusCode).toBe(422);
    expect(res.json().error.fields).toEqual({ siret: [message] });
  });

  it('stores a valid SIRET without its spaces; pros outside France need none', async () => {
    const { headers } = await signedInUser(t);
    expect((await putProfile(headers, profile({ isPro: true, siret: '732 829 320 00074' }))).json().user).toMatchObject(
      { isPro: true, siret: '73282932000074' },
    );
    expect(
      (
        await putProfile(
          headers,
          profile({ isPro: true, country: 'CH', siret: null, postalCode: '1204', city: 'Genève' }),
        )
      ).statusCode,
    ).toBe(200);
    expect(
      (await putProfile(headers, profile({ isPro: false, siret: '732 829 320 00074' }))).json().user.siret,
    ).toBeNull();
  });

  it('needs an adult birth date in the past, judged on the app clock', async () => {
    const { headers } = await signedInUser(t);
    // The test clock reads 2026-06-01.
    expect((await putProfile(headers, profile({ birthdate: '2008-06-01' }))).statusCode).toBe(200);
    const young = await putProfile(headers, profile({ birthdate: '2008-06-02' }));
    expect(young.statusCode).toBe(422);
    expect(young.json().error.fields).toEqual({ birthdate: ['You must be at least 18 years old.'] });
    const future = await putProfile(headers, profile({ birthdate: '2027-01-01' }));
    expect(future.json().error.fields).toEqual({ birthdate: ['The birth date must be in the past.'] });
    expect((await putProfile(headers, profile({ birthdate: '2026-02-30' }))).statusCode).toBe(422);
  });

  it.each([
    ['no body', undefined, '_'],
    ['an empty first name', profile({ firstname: '' }), 'firstname'],
    ['a country outside the four', profile({ country: 'DE' }), 'country'],
    ['isPro as a string', profile({ isPro: 'yes' }), 'isPro'],
    ['a javascript: website', profile({ website: 'javascript:alert(1)' }), 'website'],
    ['an unknown language', profile({ spokenLanguages: ['klingon'] }), 'spokenLanguages.0'],
    ['a date in another format', profile({ birthdate: '02/07/1994' }), 'birthdate'],
    ['a 3000-character description', profile({ description: 'x'.repeat(3000) }), 'description'],
  ])('422 on %s', async (_label, payload, field) => {
    const { headers } = await signedInUser(t);
    const res = await putProfile(headers, payload);
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().error.fields)).toContain(field);
  });

  it('401 without a session, before looking at the body', async () => {
    const res = await putProfile({}, { nonsense: true });
    expect(res.statusCode).toBe(401);
  });
});

describe('POST with multipart/form-data and _method=PUT (spec §7)', () => {
  const form = (entries: [string, string][]) => {
    const fd = new FormData();
    for (const [k, v] of entries) fd.append(k, v);
    return fd;
  };
  const post = (headers: Headers, body: FormData | object) =>
    t.app.inject({ method: 'POST', url: '/api/v1/account/profile', headers, body: body as never });

  it('is handled as the PUT, with form values read the way the schema expects', async () => {
    const { headers } = await signedInUser(t);
    const res = await post(
      headers,
      form([
        ['_method', 'PUT'],
        ['firstname', 'Thomas'],
        ['lastname', 'Dubois'],
        ['country', 'FR'],
        ['isPro', 'true'],
        ['siret', '73282932000074'],
        ['spokenLanguages[]', 'fr'],
        ['spokenLanguages[]', 'en'],
        ['website', ''],
        ['city', 'Bordeaux'],
      ]),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({
      firstname: 'Thomas',
      isPro: true,
      siret: '73282932000074',
      spokenLanguages: ['fr', 'en'],
      website: null,
      city: 'Bordeaux',
    });
    expect(await me(headers)).toMatchObject({ firstname: 'Thomas', city: 'Bordeaux' });
  });

  it('validates with the same rules and messages', async () => {
    const { headers } = await signedInUser(t);
    const res = await post(
      headers,
      form([
        ['_method', 'PUT'],
        ['firstname', 'Thomas'],
        ['lastname', 'Dubois'],
        ['country', 'FR'],
        ['isPro', 'true'],
        ['siret', '123'],
      ]),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().error.fields).toEqual({ siret: ['The SIRET number is not valid.'] });
    const missing = await post(headers, form([['_method', 'PUT']]));
    expect(Object.keys(missing.json().error.fields).sort()).toEqual(['firstname', 'lastname']);
  });

  it('is not a route without _method=PUT, nor for a JSON body', async () => {
    const { headers } = await signedInUser(t);
    expect(
      (
        await post(
          headers,
          form([
            ['firstname', 'Thomas'],
            ['lastname', 'Dubois'],
          ]),
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await post(
          headers,
          form([
            ['_method', 'DELETE'],
            ['firstname', 'Thomas'],
            ['lastname', 'Dubois'],
          ]),
        )
      ).statusCode,
    ).toBe(404);
    expect((await post(headers, { _method: 'PUT', firstname: 'Thomas', lastname: 'Dubois' })).statusCode).toBe(404);
  });

  it('keeps the PUT guards: 401 signed out, 403 cross-site', async () => {
    const { cookie } = await signedInUser(t);
    const body = form([
      ['_method', 'PUT'],
      ['firstname', 'Thomas'],
      ['lastname', 'Dubois'],
    ]);
    expect((await post({}, body)).statusCode).toBe(401);
    expect(
      (
        await post(
          { cookie, origin: 'https://evil.example' },
          form([
            ['_method', 'PUT'],
            ['firstname', 'X'],
            ['lastname', 'Y'],
          ]),
        )
      ).statusCode,
    ).toBe(403);
  });
});

describe('PUT /account/preferences', () => {
  it('stores language and theme on the account; later emails use that language', async () => {
    const { headers, email } = await signedInUser(t);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/account/preferences',
      headers,
      payload: { locale: 'fr', theme: 'dark' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ locale: 'fr', theme: 'dark' });
    await t.app.inject({ method: 'POST', url: '/api/v1/auth/forgot', payload: { email } });
    const mail = await t.app.inject({ method: 'GET', url: `/api/v1/dev/outbox?to=${encodeURIComponent(email)}` });
    expect(mail.json().messages[0].subject).toBe('Réinitialisez votre mot de passe');
  });

  it('changes only what is sent; 422 on unknown values', async () => {
    const { headers } = await signedInUser(t);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/account/preferences',
      headers,
      payload: { theme: 'light' },
    });
    expect(res.json().user).toMatchObject({ locale: 'en', theme: 'light' });
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/account/preferences',
      headers,
      payload: { locale: 'test', theme: 'neon' },
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().error.fields).sort()).toEqual(['locale', 'theme']);
  });
});
