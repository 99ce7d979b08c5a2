import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { signedInUser } from '../../test/helpers';
import { seedTestPlaces } from '../../test/seo-places';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInUser>>;
let member: Awaited<ReturnType<typeof signedInUser>>;
beforeAll(async () => {
  t = await buildTestApp();
  await seedTestPlaces(t);
  admin = await signedInUser(t, { role: 'admin' });
  member = await signedInUser(t);
});
afterAll(() => t.close());

const TEMPLATES = '/api/v1/admin/seo/page-templates';
const PAGES = '/api/v1/admin/seo/locale-pages';
const anyId = '00000000-0000-4000-8000-000000000000';
const draft = {
  title: 'Bikes in {place}',
  description: '{count} bikes from {min_price}',
  h1: 'Ride {place}',
  body: 'Hello {place}.',
};

describe('authorization', () => {
  const calls = [
    ['GET', TEMPLATES, undefined],
    ['POST', TEMPLATES, { ...draft, kind: 'city', locale: 'en' }],
    ['POST', `${TEMPLATES}/preview`, { ...draft, placeSlug: 'lyon', locale: 'en' }],
    ['GET', `${TEMPLATES}/${anyId}`, undefined],
    ['PUT', `${TEMPLATES}/${anyId}`, { ...draft, kind: 'city', locale: 'en' }],
    ['DELETE', `${TEMPLATES}/${anyId}`, undefined],
    ['GET', PAGES, undefined],
    ['POST', PAGES, { placeSlug: 'lyon', locale: 'fr', h1: 'x' }],
    ['POST', `${PAGES}/preview`, { placeSlug: 'lyon', locale: 'fr' }],
    ['GET', `${PAGES}/${anyId}`, undefined],
    ['PUT', `${PAGES}/${anyId}`, { placeSlug: 'lyon', locale: 'fr', h1: 'x' }],
    ['DELETE', `${PAGES}/${anyId}`, undefined],
  ] as const;

  it.each(calls)('%s %s: 401 signed out, 403 for a member', async (method, url, payload) => {
    const anonymous = await t.app.inject({
      method,
      url,
      payload: payload as never,
      headers: { 'x-requested-with': 'biclou' },
    });
    expect(anonymous.statusCode).toBe(401);
    const forbidden = await t.app.inject({ method, url, payload: payload as never, headers: member.headers });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().error.code).toBe('forbidden');
  });
});

describe('page templates', () => {
  it('lists the seeded defaults in en and fr for each kind', async () => {
    const res = await t.app.inject({ method: 'GET', url: TEMPLATES, headers: admin.headers });
    expect(res.statusCode).toBe(200);
    const keys = res.json().templates.map((x: { kind: string; locale: string }) => `${x.kind}:${x.locale}`);
    expect(keys.sort()).toEqual(['city:en', 'city:fr', 'department:en', 'department:fr', 'region:en', 'region:fr']);
    const cityFr = res
      .json()
      .templates.find((x: { kind: string; locale: string }) => x.kind === 'city' && x.locale === 'fr');
    expect(cityFr.h1).toBe('Location de vélos à {place}');
  });

  it('refuses unknown placeholders, stray braces, empty and too long patterns with field messages', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: TEMPLATES,
      headers: admin.headers,
      payload: {
        kind: 'town',
        locale: 'de',
        title: 'Bikes in {city}',
        description: '',
        h1: 'Ride {place',
        body: 'x'.repeat(10_001),
      },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.fields).toEqual({
      kind: ['Choose city, department or region.'],
      locale: ['Choose English or French.'],
      title: ['Unknown placeholder {city}: use {place}, {count} or {min_price}.'],
      description: ['The description is required.'],
      h1: ['Braces are only for placeholders: {place}, {count} or {min_price}.'],
      body: ['The body may not be longer than 10000 characters.'],
    });
  });

  it('creates, reads, updates and deletes; a second template for one kind and locale is 409', async () => {
    const list = (await t.app.inject({ method: 'GET', url: TEMPLATES, headers: admin.headers })).json().templates;
    const cityEn = list.find((x: { kind: string; locale: string }) => x.kind === 'city' && x.locale === 'en');
    const dup = await t.app.inject({
      method: 'POST',
      url: TEMPLATES,
      headers: admin.headers,
      payload: { ...draft, kind: 'city', locale: 'en' },
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error).toMatchObject({
      message: 'A template for this kind of place and language already exists.',
      fields: { kind: ['A template for this kind of place and language already exists.'] },
    });

    const del = await t.app.inject({ method: 'DELETE', url: `${TEMPLATES}/${cityEn.id}`, headers: admin.headers });
    expect(del.statusCode).toBe(204);
    expect(
      (await t.app.inject({ method: 'GET', url: `${TEMPLATES}/${cityEn.id}`, headers: admin.headers })).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `${TEMPLATES}/${cityEn.id}`, headers: admin.headers })).statusCode,
    ).toBe(404);

    const created = await t.app.inject({
      method: 'POST',
      url: TEMPLATES,
      headers: admin.headers,
      payload: { ...draft, kind: 'city', locale: 'en' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().template.id;
    expect(created.json().template).toMatchObject({ ...draft, kind: 'city', locale: 'en' });

    const updated = await t.app.inject({
      method: 'PUT',
      url: `${TEMPLATES}/${id}`,
      headers: admin.headers,
      payload: { ...draft, title: '  Rent in {place}  ', kind: 'city', locale: 'en' },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().template.title).toBe('Rent in {place}');
    expect(
      (await t.app.inject({ method: 'GET', url: `${TEMPLATES}/${id}`, headers: admin.headers })).json().template.title,
    ).toBe('Rent in {place}');

    // Moving it onto the fr city template's slot collides.
    const clash = await t.app.inject({
      method: 'PUT',
      url: `${TEMPLATES}/${id}`,
      headers: admin.headers,
      payload: { ...draft, kind: 'city', locale: 'fr' },
    });
    expect(clash.statusCode).toBe(409);
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: `${TEMPLATES}/${anyId}`,
          headers: admin.headers,
          payload: { ...draft, kind: 'region', locale: 'en' },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: `${TEMPLATES}/not-a-uuid`, headers: admin.headers })).statusCode,
    ).toBe(422);
  });
});

describe('locale pages', () => {
  it('needs a known place and at least one override; checks placeholders', async () => {
    const unknown = await t.app.inject({
      method: 'POST',
      url: PAGES,
      headers: admin.headers,
      payload: { placeSlug: 'atlantis', locale: 'fr', h1: 'Atlantide' },
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().error.fields).toEqual({ placeSlug: ['Choose a place from the list.'] });
    const empty = await t.app.inject({
      method: 'POST',
      url: PAGES,
      headers: admin.headers,
      payload: { placeSlug: 'lyon', locale: 'fr', title: '', h1: '   ' },
    });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().error.fields).toEqual({ h1: ['Write at least one of the title, description, H1 or body.'] });
    const bad = await t.app.inject({
      method: 'POST',
      url: PAGES,
      headers: admin.headers,
      payload: { placeSlug: 'lyon', locale: 'fr', body: 'Dès {prix}' },
    });
    expect(bad.json().error.fields).toEqual({
      body: ['Unknown placeholder {prix}: use {place}, {count} or {min_price}.'],
    });
  });

  it('creates one per place and locale (409 for a second), filters by place, updates and deletes', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: PAGES,
      headers: admin.headers,
      payload: { placeSlug: 'lyon', locale: 'fr', h1: 'Lyon à vélo', body: '' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const page = created.json().localePage;
    expect(page).toMatchObject({
      place: { slug: 'lyon', name: 'Lyon', kind: 'city', country: 'FR' },
      locale: 'fr',
      h1: 'Lyon à vélo',
      body: null,
      title: null,
    });

    const again = await t.app.inject({
      method: 'POST',
      url: PAGES,
      headers: admin.headers,
      payload: { placeSlug: 'lyon', locale: 'fr', title: 'Encore' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('This place already has a page in this language.');

    await t.app.inject({
      method: 'POST',
      url: PAGES,
      headers: admin.headers,
      payload: { placeSlug: 'villeurbanne', locale: 'en', title: 'Villeurbanne by bike' },
    });
    const lyonOnly = await t.app.inject({ method: 'GET', url: `${PAGES}?place=lyon`, headers: admin.headers });
    expect(lyonOnly.json().localePages.map((p: { place: { slug: string } }) => p.place.slug)).toEqual(['lyon']);
    expect(
      (await t.app.inject({ method: 'GET', url: `${PAGES}?place=nowhere`, headers: admin.headers })).json().localePages,
    ).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: PAGES, headers: admin.headers })).json().localePages).toHaveLength(
      2,
    );

    const updated = await t.app.inject({
      method: 'PUT',
      url: `${PAGES}/${page.id}`,
      headers: admin.headers,
      payload: { placeSlug: 'lyon', locale: 'fr', h1: 'Lyon, capitale du vélo', title: null },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().localePage).toMatchObject({ h1: 'Lyon, capitale du vélo', title: null });
    expect(
      (await t.app.inject({ method: 'GET', url: `${PAGES}/${page.id}`, headers: admin.headers })).json().localePage.h1,
    ).toBe('Lyon, capitale du vélo');

    expect(
      (await t.app.inject({ method: 'DELETE', url: `${PAGES}/${page.id}`, headers: admin.headers })).statusCode,
    ).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: `${PAGES}/${page.id}`, headers: admin.headers })).statusCode).toBe(
      404,
    );
  });
});
